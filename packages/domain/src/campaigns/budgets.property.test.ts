import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBudgets } from './budgets';
import type { RuleGroup } from './rule-input';

const amount = fc.bigInt({ min: 1n, max: 10_000_000n });
const status = fc.constantFrom('active' as const, 'paused' as const, 'inactive' as const, undefined);

describe('budget sums (property)', () => {
  it('refuses the groups exactly when the counted ones add up to more than the campaign budget', () => {
    fc.assert(
      fc.property(
        amount,
        fc.array(fc.record({ budget: amount, status }), { maxLength: 8 }),
        (budget, groups: RuleGroup[]) => {
          const counted = groups
            .filter((g) => g.status !== 'paused')
            .reduce((total, g) => total + (g.budget ?? 0n), 0n);
          const codes = checkBudgets({ type: 'PROGRAMMATIC', budget, groups }, 'BRL').map((i) => i.code);
          expect(codes.includes('GROUP_BUDGETS_OVER_CAMPAIGN')).toBe(counted > budget);
        },
      ),
    );
  });

  it('refuses a group’s strategies exactly when the counted ones add up to more than the group budget', () => {
    fc.assert(
      fc.property(
        amount,
        fc.array(fc.record({ budget: amount, status }), { maxLength: 8 }),
        (groupBudget, strategies) => {
          const counted = strategies
            .filter((s) => s.status !== 'paused')
            .reduce((total, s) => total + s.budget, 0n);
          const issues = checkBudgets(
            { type: 'PROGRAMMATIC', groups: [{ budget: groupBudget, strategies }] },
            'BRL',
          );
          expect(issues.some((i) => i.code === 'STRATEGY_BUDGETS_OVER_GROUP')).toBe(counted > groupBudget);
        },
      ),
    );
  });
});
