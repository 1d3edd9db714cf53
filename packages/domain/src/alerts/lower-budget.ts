import type { CampaignDraft } from '../campaigns/schemas';
import type { LowerBudgetAction } from './rules';

/** `{ budget }` scaled by to/from, rounded down; nothing when there is no budget. */
const scaled = (amount: bigint | undefined, to: bigint, from: bigint) =>
  amount === undefined ? {} : { budget: (amount * to) / from };

/**
 * A rule's "lower the budget" action on a campaign's draft: the campaign budget goes down by the
 * rule's percentage but never under its floor, and the daily, group and strategy budgets scale by
 * the same ratio, rounded down — so every sum that fitted under its parent still fits (spec §5).
 * Null when the budget is already at or under the floor (nothing to lower).
 */
export function lowerCampaignBudget(draft: CampaignDraft, action: LowerBudgetAction): CampaignDraft | null {
  const budget = draft.budget;
  if (budget === undefined || budget <= 0n) return null;
  const floor = BigInt(action.min_budget);
  const lowered = (budget * BigInt(100 - action.percent)) / 100n;
  const target = lowered > floor ? lowered : floor;
  if (target >= budget) return null;
  return {
    ...draft,
    budget: target,
    daily_budget: draft.daily_budget == null ? draft.daily_budget : (draft.daily_budget * target) / budget,
    groups: draft.groups?.map((group) => ({
      ...group,
      ...scaled(group.budget, target, budget),
      strategies: group.strategies?.map((strategy) => ({
        ...strategy,
        ...scaled(strategy.budget, target, budget),
      })),
    })),
  };
}
