import { formatMoney } from '@verba/domain';
import { editCampaignStructure } from '../../campaigns/edit-campaign-structure';
import { campaignToEdit, fail, proposalOutcome, storeProposal, type AssistantToolDefinition } from './shared';

/** `change_budget`: a card with the new total budget; raising it asks the user to type the amount. */
export const changeBudgetTool: AssistantToolDefinition = {
  name: 'change_budget',
  async run(context) {
    const { deps, actor, args, t } = context;
    if (!args.amount) return fail({ error: 'invalid_arguments' });
    const found = await campaignToEdit(context);
    if ('refused' in found) return found.refused!;
    const { entity, campaign } = found;
    const after = BigInt(args.amount);
    const before = campaign.budget;
    const money = (v: bigint) => formatMoney(v, campaign.currency);
    const raise = before === null || after > before;
    const difference = before === null ? after : after > before ? after - before : before - after;
    const card = await storeProposal(
      deps,
      actor,
      'change_budget',
      { campaign_id: campaign.id, version: campaign.version, budget: after.toString() },
      {
        kind: 'change_budget',
        title: t('assistant:cards.budget', { name: entity.name }),
        diff: [
          {
            field: t('assistant:columns.budget'),
            before: before === null ? '—' : money(before),
            after: money(after),
          },
        ],
        money_impact: t(raise ? 'assistant:cards.budget_raise' : 'assistant:cards.budget_lower', {
          difference: money(difference),
        }),
        typed_amount: raise ? money(after) : null,
      },
      raise ? after : null,
    );
    return proposalOutcome(
      card,
      'Nothing changed yet: the user must confirm the card (and type the amount when it raises spend).',
    );
  },
  async confirm({ deps, actor, input }) {
    await editCampaignStructure({
      deps,
      actor,
      id: String(input.campaign_id),
      version: Number(input.version),
      change: (draft) => ({ ...draft, budget: BigInt(String(input.budget)) }),
      audit: { action: 'campaign.updated', metadata: { budget: String(input.budget) } },
    });
  },
};
