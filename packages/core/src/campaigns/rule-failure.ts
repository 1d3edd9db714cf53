import { ruleIssuesByField, type CampaignCheck } from '@verba/domain';
import { fail } from '../errors';

/**
 * Publishing (or editing a published campaign) with broken rules: 422 with every error by field.
 * The code is BUDGET_OVER_BALANCE when the wallet cannot cover the budget, else VALIDATION_FAILED.
 */
export function assertPublishable(check: CampaignCheck): void {
  if (check.ok) return;
  const overBalance = check.errors.some((e) => e.code === 'BUDGET_OVER_BALANCE');
  throw fail(overBalance ? 'BUDGET_OVER_BALANCE' : 'VALIDATION_FAILED', ruleIssuesByField(check.errors));
}
