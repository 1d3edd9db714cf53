import type { CampaignType } from '../campaigns/enumerations';
import { campaignLimits, type CampaignDraftInput, type GroupDraft } from '../campaigns/schemas';
import type { ImportMessage } from './types';
import { daysInclusive, truncate } from './values';

/** Every message of the importer lives under campaigns:import.messages (translated by the client). */
export const importMessage = (key: string, values?: ImportMessage['values']): ImportMessage => ({
  key: `campaigns:import.messages.${key}`,
  ...(values ? { values } : {}),
});

/** What an export says of a campaign's money and period. */
export interface CampaignBudgetCells {
  /** Lifetime (total) budget in minor units. */
  total?: bigint;
  daily?: bigint;
  start?: string;
  end?: string;
}

type GroupInput = Omit<NonNullable<CampaignDraftInput['groups']>[number], 'strategies'> & {
  strategies?: NonNullable<NonNullable<CampaignDraftInput['groups']>[number]['strategies']>;
};

/**
 * The draft of one imported campaign. Without a lifetime budget, a daily budget over a known
 * period gives the total (said in a note); with neither, the wizard asks for it.
 */
export function campaignDraftOf({
  name,
  type,
  budget,
  notes,
  groups,
  objective,
}: {
  name: string;
  type: CampaignType;
  budget: CampaignBudgetCells;
  notes: ImportMessage[];
  groups: GroupInput[];
  objective?: CampaignDraftInput['objective'];
}): CampaignDraftInput {
  if (name.length > campaignLimits.name)
    notes.push(importMessage('name_truncated', { max: campaignLimits.name }));
  let total = budget.total;
  if (
    total === undefined &&
    budget.daily !== undefined &&
    budget.start &&
    budget.end &&
    budget.end >= budget.start
  ) {
    const days = daysInclusive(budget.start, budget.end);
    total = budget.daily * BigInt(days);
    notes.push(importMessage('budget_from_daily', { days }));
  }
  if (total === undefined) notes.push(importMessage('budget_missing'));
  return {
    type,
    name: truncate(name, campaignLimits.name),
    ...(objective ? { objective } : {}),
    ...(total !== undefined ? { budget: total.toString() } : {}),
    ...(budget.daily !== undefined ? { daily_budget: budget.daily.toString() } : {}),
    ...(budget.start ? { start_date: budget.start } : {}),
    ...(budget.end ? { end_date: budget.end } : {}),
    groups: groups.map((g) => ({
      ...g,
      name: g.name === undefined ? undefined : truncate(g.name, campaignLimits.name),
    })),
  };
}

export type { GroupDraft };
