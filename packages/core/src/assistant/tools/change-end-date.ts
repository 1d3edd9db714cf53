import { formatDate, formatMoney } from '@verba/domain';
import { editCampaignStructure } from '../../campaigns/edit-campaign-structure';
import { campaignToEdit, fail, proposalOutcome, storeProposal, type AssistantToolDefinition } from './shared';

/** `change_end_date`: a card with the new end date. */
export const changeEndDateTool: AssistantToolDefinition = {
  name: 'change_end_date',
  async run(context) {
    const { deps, actor, args, t } = context;
    if (!args.end_date) return fail({ error: 'invalid_arguments' });
    const found = await campaignToEdit(context);
    if ('refused' in found) return found.refused!;
    const { entity, campaign } = found;
    const day = (d: string | null) => (d ? formatDate(d, actor.language) : '—');
    const card = await storeProposal(
      deps,
      actor,
      'change_end_date',
      { campaign_id: campaign.id, version: campaign.version, end_date: args.end_date },
      {
        kind: 'change_end_date',
        title: t('assistant:cards.end_date', { name: entity.name }),
        diff: [
          {
            field: t('assistant:columns.end_date'),
            before: day(campaign.endDate),
            after: day(args.end_date),
          },
        ],
        money_impact: t('assistant:cards.end_date_money', {
          budget: campaign.budget !== null ? formatMoney(campaign.budget, campaign.currency) : '—',
        }),
        typed_amount: null,
      },
      null,
    );
    return proposalOutcome(card);
  },
  async confirm({ deps, actor, input }) {
    await editCampaignStructure({
      deps,
      actor,
      id: String(input.campaign_id),
      version: Number(input.version),
      change: (draft) => ({ ...draft, end_date: String(input.end_date) }),
      audit: { action: 'campaign.updated', metadata: { end_date: String(input.end_date) } },
    });
  },
};
