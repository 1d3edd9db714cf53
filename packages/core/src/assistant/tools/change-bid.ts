import { bidTypesByCampaignType, checkBid, defaultCampaignRuleSettings, formatMoney } from '@verba/domain';
import { fail, proposalOutcome, storeProposal, type AssistantToolDefinition } from './shared';
import { applyStrategyFields, strategiesToEdit, strategyLabel } from './strategy-edit';

/**
 * `change_bid`: a card with each strategy's bid before → after (one strategy by name, or all of
 * the campaign's); the total budget does not change, so no amount is typed. On confirmation the
 * strategies' bids are written through editCampaignStructure (a published campaign is checked
 * against the bid floors and goes back to review, as when edited in the wizard).
 */
export const changeBidTool: AssistantToolDefinition = {
  name: 'change_bid',
  async run(context) {
    const { deps, actor, args, t } = context;
    if (!args.amount) return fail({ error: 'invalid_arguments' });
    const found = await strategiesToEdit(context);
    if ('refused' in found) return found.refused;
    const { entity, tree, strategies, budgetText } = found;
    const campaign = tree.campaign;
    const after = BigInt(args.amount);
    const defaultType = bidTypesByCampaignType[campaign.type]?.[0] ?? 'CPM';
    const money = (v: bigint) => formatMoney(v, campaign.currency);
    // The wizard's bid rule, said now (the same check runs again on confirmation).
    for (const s of strategies) {
      const [issue] = checkBid(
        { type: s.bidType ?? defaultType, amount: after },
        campaign.type,
        defaultCampaignRuleSettings,
        campaign.currency,
        '',
      );
      if (issue)
        return fail(
          { error: 'bid_refused', code: issue.code },
          t(issue.key, { ...issue.params, defaultValue: issue.code }),
        );
    }
    const raises = strategies.some((s) => s.bidAmount === null || after > s.bidAmount);
    const card = await storeProposal(
      deps,
      actor,
      'change_bid',
      {
        campaign_id: campaign.id,
        version: campaign.version,
        strategy_ids: strategies.map((s) => s.id),
        bid: after.toString(),
        bid_types: Object.fromEntries(strategies.map((s) => [s.id, s.bidType ?? defaultType])),
        change: 'bid',
      },
      {
        kind: 'change_bid',
        title: t('assistant:more.cards.bid', { name: entity.name }),
        diff: strategies.map((s) => ({
          field: t('assistant:more.bid_of', { strategy: strategyLabel(tree, s, t) }),
          before: s.bidAmount === null ? '—' : `${money(s.bidAmount)} ${s.bidType ?? ''}`.trim(),
          after: `${money(after)} ${s.bidType ?? defaultType}`,
        })),
        money_impact: t(raises ? 'assistant:more.cards.bid_raise' : 'assistant:more.cards.bid_lower', {
          budget: budgetText,
        }),
        typed_amount: null,
      },
      null,
    );
    return proposalOutcome(card);
  },
  async confirm({ deps, actor, input }) {
    const ids = new Set(input.strategy_ids as string[]);
    const types = input.bid_types as Record<string, 'CPM' | 'CPC' | 'CPV'>;
    await applyStrategyFields({
      deps,
      actor,
      input,
      fields: (id) =>
        ids.has(id) ? { bid: { type: types[id], amount: BigInt(String(input.bid)) } } : undefined,
    });
  },
};
