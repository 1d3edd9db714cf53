import { can, formatMoney } from '@verba/domain';
import { findCampaign } from '../../campaigns/find-campaign';
import { pauseCampaign } from '../../campaigns/pause-campaign';
import { activateCampaign } from '../../campaigns/activate-campaign';
import {
  campaignOf,
  fail,
  forbidden,
  notFound,
  proposalOutcome,
  storeProposal,
  type AssistantToolDefinition,
  type ToolContext,
} from './shared';

async function proposeStatusChange(tool: 'pause_campaign' | 'activate_campaign', context: ToolContext) {
  const { deps, actor, args, t } = context;
  if (!can.manageCampaigns(actor.role)) return forbidden(t);
  const entity = await campaignOf(context);
  if (!entity || entity.kind !== 'campaign') return notFound(args, t);
  const campaign = await findCampaign({ db: deps.db, companyId: actor.companyId, id: entity.id });
  const pausing = tool === 'pause_campaign';
  const allowed = pausing ? campaign.status === 'active' : campaign.status === 'paused';
  const statusText = (s: string) => t(`campaigns:statuses.${s}`, { defaultValue: s });
  if (!allowed)
    return fail(
      {
        error: pausing ? 'CAMPAIGN_NOT_PAUSABLE' : 'CAMPAIGN_NOT_ACTIVATABLE',
        campaign: entity.name,
        status: campaign.status,
      },
      t(pausing ? 'assistant:answers.not_pausable' : 'assistant:answers.not_activatable', {
        name: entity.name,
        status: statusText(campaign.status),
      }),
    );
  const budget = campaign.budget !== null ? formatMoney(campaign.budget, campaign.currency) : '—';
  const card = await storeProposal(
    deps,
    actor,
    tool,
    { campaign_id: campaign.id, version: campaign.version },
    {
      kind: tool,
      title: t(pausing ? 'assistant:cards.pause' : 'assistant:cards.activate', { name: entity.name }),
      diff: [
        {
          field: t('assistant:columns.status'),
          before: statusText(campaign.status),
          after: statusText(pausing ? 'paused' : 'active'),
        },
      ],
      money_impact: t(pausing ? 'assistant:cards.pause_money' : 'assistant:cards.activate_money', { budget }),
      typed_amount: null,
    },
    null,
  );
  return proposalOutcome(card);
}

/** `pause_campaign`: a card; on confirmation pauseCampaign. */
export const pauseCampaignTool: AssistantToolDefinition = {
  name: 'pause_campaign',
  run: (context) => proposeStatusChange('pause_campaign', context),
  async confirm({ deps, actor, input }) {
    await pauseCampaign({ deps, actor, id: String(input.campaign_id) });
  },
};

/** `activate_campaign`: a card; on confirmation activateCampaign. */
export const activateCampaignTool: AssistantToolDefinition = {
  name: 'activate_campaign',
  run: (context) => proposeStatusChange('activate_campaign', context),
  async confirm({ deps, actor, input }) {
    await activateCampaign({ deps, actor, id: String(input.campaign_id) });
  },
};
