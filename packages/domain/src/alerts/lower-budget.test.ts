import { describe, expect, it } from 'vitest';
import { checkBudgets } from '../campaigns/budgets';
import type { CampaignDraft } from '../campaigns/schemas';
import { alertRuleInputSchema } from './rules';
import { lowerCampaignBudget } from './lower-budget';

const draft: CampaignDraft = {
  type: 'PROGRAMMATIC',
  budget: 100_000n,
  daily_budget: 10_000n,
  groups: [
    { budget: 60_000n, strategies: [{ budget: 33_333n }, { budget: 26_667n }] },
    { budget: 40_000n, strategies: [{ budget: 40_000n }] },
  ],
};

describe('a rule lowering a campaign budget', () => {
  it('lowers by the percentage and scales the daily, group and strategy budgets so they still fit', () => {
    const lowered = lowerCampaignBudget(draft, { type: 'lower_budget', percent: 15, min_budget: '0' })!;
    expect(lowered.budget).toBe(85_000n);
    expect(lowered.daily_budget).toBe(8_500n);
    expect(lowered.groups!.map((g) => g.budget)).toEqual([51_000n, 34_000n]);
    expect(lowered.groups![0]!.strategies!.map((s) => s.budget)).toEqual([28_333n, 22_666n]);
    expect(checkBudgets(lowered as never, 'BRL')).toEqual([]);
  });

  it('never goes under the floor, and does nothing once there', () => {
    const once = lowerCampaignBudget(draft, { type: 'lower_budget', percent: 50, min_budget: '90000' })!;
    expect(once.budget).toBe(90_000n);
    expect(lowerCampaignBudget(once, { type: 'lower_budget', percent: 50, min_budget: '90000' })).toBeNull();
    expect(lowerCampaignBudget({ ...draft, budget: 80_000n }, { type: 'lower_budget', percent: 10, min_budget: '90000' })).toBeNull();
  });

  it('is accepted in a rule only within its limits (1–50 %, a floor in minor units)', () => {
    const rule = {
      name: 'CPA alto',
      scope_type: 'campaign',
      scope_id: '0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3',
      metric: 'cpa',
      comparison: 'gt',
      threshold: 50,
      window_minutes: 60,
    };
    const action = (a: object) => alertRuleInputSchema.safeParse({ ...rule, action: a });
    expect(action({ type: 'lower_budget', percent: 20, min_budget: '50000' }).success).toBe(true);
    expect(action({ type: 'lower_budget', percent: 80, min_budget: '50000' }).error?.issues[0]?.message).toBe(
      'alerts:rules.percent_range',
    );
    expect(action({ type: 'lower_budget', percent: 20, min_budget: '-1' }).error?.issues[0]?.message).toBe(
      'alerts:rules.min_budget_required',
    );
  });
});
