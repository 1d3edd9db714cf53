import { describe, expect, it } from 'vitest';
import { checkBudgets } from './budgets';
import type { RuleCampaign, RuleGroup } from './rule-input';

const codes = (campaign: Omit<RuleCampaign, 'type'>, balance?: bigint) =>
  checkBudgets({ type: 'PROGRAMMATIC', ...campaign }, 'BRL', balance).map((i) => `${i.code}@${i.path}`);
const group = (budget: bigint, extra: Partial<RuleGroup> = {}): RuleGroup => ({ budget, ...extra });

describe('campaign budget', () => {
  it('may use the whole available balance but not more', () => {
    expect(codes({ budget: 100_000n }, 100_000n)).toEqual([]);
    const over = checkBudgets({ type: 'PROGRAMMATIC', budget: 100_001n }, 'BRL', 100_000n);
    expect(over).toMatchObject([
      { code: 'BUDGET_OVER_BALANCE', path: 'budget', params: { balance: 'R$ 1.000,00' } },
    ]);
  });

  it('is not compared with a balance it was not given (a draft)', () => {
    expect(codes({ budget: 10n ** 12n })).toEqual([]);
  });

  it('has a daily budget up to the budget', () => {
    expect(codes({ budget: 50_000n, daily_budget: 50_000n })).toEqual([]);
    expect(codes({ budget: 50_000n, daily_budget: 50_001n })).toEqual([
      'DAILY_BUDGET_OVER_BUDGET@daily_budget',
    ]);
    expect(codes({ budget: 50_000n, daily_budget: null })).toEqual([]);
  });

  it('refuses zero amounts', () => {
    expect(
      codes({ budget: 0n, daily_budget: 0n, groups: [group(0n, { strategies: [{ budget: 0n }] })] }),
    ).toEqual([
      'AMOUNT_NOT_POSITIVE@budget',
      'AMOUNT_NOT_POSITIVE@daily_budget',
      'AMOUNT_NOT_POSITIVE@groups.0.budget',
      'AMOUNT_NOT_POSITIVE@groups.0.strategies.0.budget',
    ]);
  });
});

describe('sums of active groups and strategies (DESIGN §7)', () => {
  it('lets the active groups add up to the campaign budget exactly', () => {
    expect(codes({ budget: 100_000n, groups: [group(60_000n), group(40_000n)] })).toEqual([]);
  });

  it('refuses active groups adding up to more, naming both figures', () => {
    const issues = checkBudgets(
      { type: 'PROGRAMMATIC', budget: 100_000n, groups: [group(60_000n), group(40_001n)] },
      'BRL',
    );
    expect(issues).toMatchObject([
      {
        code: 'GROUP_BUDGETS_OVER_CAMPAIGN',
        path: 'groups',
        params: { total: 'R$ 1.000,01', budget: 'R$ 1.000,00' },
      },
    ]);
  });

  it('leaves groups and strategies the user paused out of the sum, but counts those a pause above switched off', () => {
    expect(
      codes({ budget: 100_000n, groups: [group(60_000n), group(50_000n, { status: 'paused' })] }),
    ).toEqual([]);
    expect(
      codes({ budget: 100_000n, groups: [group(60_000n), group(50_000n, { status: 'inactive' })] }),
    ).toEqual(['GROUP_BUDGETS_OVER_CAMPAIGN@groups']);
  });

  it('lets a group’s active strategies add up to its budget exactly, not more', () => {
    const strategies = (last: bigint) => [
      { budget: 30_000n },
      { budget: last },
      { budget: 99_000n, status: 'paused' as const },
    ];
    expect(
      codes({ budget: 100_000n, groups: [group(50_000n, { strategies: strategies(20_000n) })] }),
    ).toEqual([]);
    expect(
      codes({ budget: 100_000n, groups: [group(50_000n, { strategies: strategies(20_001n) })] }),
    ).toEqual(['STRATEGY_BUDGETS_OVER_GROUP@groups.0.strategies']);
  });
});
