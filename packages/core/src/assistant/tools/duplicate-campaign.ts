import { formatMoney } from '@verba/domain';
import { duplicateCampaign } from '../../campaigns/duplicate-campaign';
import { loadCampaignTree } from '../../campaigns/campaign-tree';
import { findCampaign } from '../../campaigns/find-campaign';
import { can } from '@verba/domain';
import {
  campaignOf,
  forbidden,
  notFound,
  proposalOutcome,
  storeProposal,
  type AssistantToolDefinition,
} from './shared';

/**
 * `duplicate_campaign`: a card with the copy (a new draft of the same advertiser, its groups and
 * strategies); confirmed, duplicateCampaign. Nothing is reserved until the copy is published.
 */
export const duplicateCampaignTool: AssistantToolDefinition = {
  name: 'duplicate_campaign',
  async run(context) {
    const { deps, actor, args, t } = context;
    if (!can.manageCampaigns(actor.role)) return forbidden(t);
    const entity = await campaignOf(context);
    if (!entity || entity.kind !== 'campaign') return notFound(args, t);
    const campaign = await findCampaign({ db: deps.db, companyId: actor.companyId, id: entity.id });
    const tree = await loadCampaignTree({ db: deps.db, campaign });
    const name = (args.campaign_name ?? t('assistant:more.copy_name', { name: entity.name })).slice(0, 128);
    const budget = campaign.budget !== null ? formatMoney(campaign.budget, campaign.currency) : '—';
    const card = await storeProposal(
      deps,
      actor,
      'duplicate_campaign',
      { campaign_id: campaign.id, name },
      {
        kind: 'duplicate_campaign',
        title: t('assistant:more.cards.duplicate', { name: entity.name }),
        diff: [
          {
            field: t('assistant:columns.campaign'),
            before: '—',
            after: `${name} (${t('campaigns:statuses.draft', { defaultValue: 'draft' })})`,
          },
          { field: t('assistant:columns.budget'), before: '—', after: budget },
          {
            field: t('assistant:more.structure'),
            before: '—',
            after: t('assistant:more.structure_count', {
              groups: tree.groups.length,
              strategies: tree.strategies.length,
            }),
          },
        ],
        money_impact: t('assistant:more.cards.draft_money', { budget }),
        typed_amount: null,
      },
      null,
    );
    return proposalOutcome(card);
  },
  async confirm({ deps, actor, input }) {
    await duplicateCampaign({
      deps,
      actor,
      input: { campaignId: String(input.campaign_id), name: String(input.name) },
    });
  },
};
