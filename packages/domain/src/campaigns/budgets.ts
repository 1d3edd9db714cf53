import { formatMoney, type Currency } from '../formats';
import { rulePath, ruleIssue, type RuleIssue } from './issues';
import { countsTowardsBudget, type RuleCampaign } from './rule-input';

const positive = (amount: bigint | null | undefined, path: string): RuleIssue[] =>
  amount !== undefined && amount !== null && amount <= 0n ? [ruleIssue('AMOUNT_NOT_POSITIVE', path)] : [];

const sum = (amounts: readonly bigint[]): bigint => amounts.reduce((a, b) => a + b, 0n);

/**
 * Spec §5 Budget, as DESIGN §7 reads it: every budget positive; daily budget ≤ budget; budget ≤ the
 * available balance (when known); the active groups' budgets together ≤ the campaign budget; the
 * active strategies' budgets of a group together ≤ the group budget ("active": see
 * countsTowardsBudget — a group or strategy the user paused does not count). Activating a group,
 * a strategy or the campaign can bring paused budgets back into the sums: the use case runs this
 * again on the tree with its new statuses and refuses the activation on an error.
 */
export function checkBudgets(
  campaign: RuleCampaign,
  currency: Currency,
  availableBalance?: bigint,
): RuleIssue[] {
  const issues: RuleIssue[] = [
    ...positive(campaign.budget, 'budget'),
    ...positive(campaign.daily_budget, 'daily_budget'),
  ];
  const budget = campaign.budget;
  if (budget !== undefined && campaign.daily_budget != null && campaign.daily_budget > budget)
    issues.push(ruleIssue('DAILY_BUDGET_OVER_BUDGET', 'daily_budget'));
  if (budget !== undefined && availableBalance !== undefined && budget > availableBalance)
    issues.push(
      ruleIssue('BUDGET_OVER_BALANCE', 'budget', { balance: formatMoney(availableBalance, currency) }),
    );

  const groups = campaign.groups ?? [];
  groups.forEach((group, g) => {
    issues.push(...positive(group.budget, rulePath('groups', g, 'budget')));
    const strategies = group.strategies ?? [];
    strategies.forEach((strategy, s) =>
      issues.push(...positive(strategy.budget, rulePath('groups', g, 'strategies', s, 'budget'))),
    );
    const strategiesTotal = sum(
      strategies.filter((s) => countsTowardsBudget(s.status)).map((s) => s.budget ?? 0n),
    );
    if (group.budget !== undefined && strategiesTotal > group.budget)
      issues.push(
        ruleIssue('STRATEGY_BUDGETS_OVER_GROUP', rulePath('groups', g, 'strategies'), {
          total: formatMoney(strategiesTotal, currency),
          budget: formatMoney(group.budget, currency),
        }),
      );
  });
  const groupsTotal = sum(groups.filter((g) => countsTowardsBudget(g.status)).map((g) => g.budget ?? 0n));
  if (budget !== undefined && groupsTotal > budget)
    issues.push(
      ruleIssue('GROUP_BUDGETS_OVER_CAMPAIGN', 'groups', {
        total: formatMoney(groupsTotal, currency),
        budget: formatMoney(budget, currency),
      }),
    );
  return issues;
}
