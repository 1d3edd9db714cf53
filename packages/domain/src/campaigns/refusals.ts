import type { ErrorKind } from '../errors';

/**
 * Why a status change or an edit is refused (state-machine.ts). Each code has its HTTP kind (for
 * the error-code map of errors.ts when the API adopts them) and its message key.
 */
export const campaignRefusals = {
  CAMPAIGN_PAUSED: { kind: 'conflict', key: 'campaigns:refusals.CAMPAIGN_PAUSED' },
  CAMPAIGN_FINISHED: { kind: 'conflict', key: 'campaigns:refusals.CAMPAIGN_FINISHED' },
  CAMPAIGN_NOT_EDITABLE: { kind: 'conflict', key: 'campaigns:refusals.CAMPAIGN_NOT_EDITABLE' },
  CAMPAIGN_NOT_PAUSABLE: { kind: 'conflict', key: 'campaigns:refusals.CAMPAIGN_NOT_PAUSABLE' },
  CAMPAIGN_NOT_ACTIVATABLE: { kind: 'conflict', key: 'campaigns:refusals.CAMPAIGN_NOT_ACTIVATABLE' },
  CAMPAIGN_NOT_PUBLISHABLE: { kind: 'conflict', key: 'campaigns:refusals.CAMPAIGN_NOT_PUBLISHABLE' },
  CAMPAIGN_NOT_IN_REVIEW: { kind: 'conflict', key: 'campaigns:refusals.CAMPAIGN_NOT_IN_REVIEW' },
  CAMPAIGN_NOT_FINISHABLE: { kind: 'conflict', key: 'campaigns:refusals.CAMPAIGN_NOT_FINISHABLE' },
  GROUP_NOT_FOUND: { kind: 'not_found', key: 'campaigns:refusals.GROUP_NOT_FOUND' },
  GROUP_PAUSED: { kind: 'conflict', key: 'campaigns:refusals.GROUP_PAUSED' },
  GROUP_NOT_PAUSABLE: { kind: 'conflict', key: 'campaigns:refusals.GROUP_NOT_PAUSABLE' },
  GROUP_NOT_ACTIVATABLE: { kind: 'conflict', key: 'campaigns:refusals.GROUP_NOT_ACTIVATABLE' },
  STRATEGY_NOT_FOUND: { kind: 'not_found', key: 'campaigns:refusals.STRATEGY_NOT_FOUND' },
  STRATEGY_NOT_PAUSABLE: { kind: 'conflict', key: 'campaigns:refusals.STRATEGY_NOT_PAUSABLE' },
  STRATEGY_NOT_ACTIVATABLE: { kind: 'conflict', key: 'campaigns:refusals.STRATEGY_NOT_ACTIVATABLE' },
  // Activating would bring back more budget than the parent holds (active-budgets.ts).
  ACTIVATION_GROUPS_OVER_CAMPAIGN: {
    kind: 'validation',
    key: 'campaigns:refusals.ACTIVATION_GROUPS_OVER_CAMPAIGN',
  },
  ACTIVATION_STRATEGIES_OVER_GROUP: {
    kind: 'validation',
    key: 'campaigns:refusals.ACTIVATION_STRATEGIES_OVER_GROUP',
  },
  CAMPAIGN_ACTIVATION_GROUPS_OVER_BUDGET: {
    kind: 'validation',
    key: 'campaigns:refusals.CAMPAIGN_ACTIVATION_GROUPS_OVER_BUDGET',
  },
  CAMPAIGN_ACTIVATION_STRATEGIES_OVER_BUDGET: {
    kind: 'validation',
    key: 'campaigns:refusals.CAMPAIGN_ACTIVATION_STRATEGIES_OVER_BUDGET',
  },
} as const satisfies Record<string, { kind: ErrorKind; key: string }>;
export type CampaignRefusalCode = keyof typeof campaignRefusals;

export interface CampaignRefusal {
  code: CampaignRefusalCode;
  kind: ErrorKind;
  key: string;
  /** Interpolation values of the message (the budget refusals name amounts and groups). */
  params: Record<string, string>;
}

export const campaignRefusal = (
  code: CampaignRefusalCode,
  params: Record<string, string> = {},
): CampaignRefusal => ({
  code,
  ...campaignRefusals[code],
  params,
});
