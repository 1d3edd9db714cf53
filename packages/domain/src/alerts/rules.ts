import { z } from 'zod';
import { text } from '../schemas/text';

/** What a user-written rule measures, over its window, from the rollups. */
export const ruleMetrics = ['spend', 'impressions', 'clicks', 'conversions', 'ctr', 'cpc', 'cpa', 'cpm'] as const;
export type RuleMetric = (typeof ruleMetrics)[number];
export const ruleComparisons = ['gt', 'gte', 'lt', 'lte'] as const;
export type RuleComparison = (typeof ruleComparisons)[number];
export const ruleScopes = ['company', 'advertiser', 'campaign', 'group', 'strategy'] as const;
export type RuleScope = (typeof ruleScopes)[number];

/** The totals a rule reads (money in micros of the campaign's currency). */
export interface RuleTotals {
  impressions: number;
  clicks: number;
  conversions: number;
  spendMicros: bigint;
}

/**
 * The metric's value, money in currency units (R$), rates in percent; null when undefined (no
 * clicks for a CPC, no impressions for a CTR): a rule never fires on a value that does not exist.
 */
export function ruleMetricValue(metric: RuleMetric, t: RuleTotals): number | null {
  const spend = Number(t.spendMicros) / 1_000_000;
  switch (metric) {
    case 'spend':
      return spend;
    case 'impressions':
      return t.impressions;
    case 'clicks':
      return t.clicks;
    case 'conversions':
      return t.conversions;
    case 'ctr':
      return t.impressions ? (t.clicks / t.impressions) * 100 : null;
    case 'cpc':
      return t.clicks ? spend / t.clicks : null;
    case 'cpa':
      return t.conversions ? spend / t.conversions : null;
    case 'cpm':
      return t.impressions ? (spend / t.impressions) * 1000 : null;
  }
}

export function compareRule(value: number, comparison: RuleComparison, threshold: number): boolean {
  switch (comparison) {
    case 'gt':
      return value > threshold;
    case 'gte':
      return value >= threshold;
    case 'lt':
      return value < threshold;
    case 'lte':
      return value <= threshold;
  }
}

/**
 * Whether a rule's condition holds: the metric exists, the spend guard is met (a CPA over a few
 * cents of spend says nothing) and the comparison holds.
 */
export function ruleConditionMet(
  rule: { metric: RuleMetric; comparison: RuleComparison; threshold: number; minSpendMicros: bigint },
  totals: RuleTotals,
): { met: boolean; value: number | null } {
  const value = ruleMetricValue(rule.metric, totals);
  if (value === null) return { met: false, value };
  if (totals.spendMicros < rule.minSpendMicros) return { met: false, value };
  return { met: compareRule(value, rule.comparison, rule.threshold), value };
}

/**
 * The action a rule may run when it fires, once per firing, as the rule's author, through the same
 * use case and audit as the change by hand: pause the campaign it watches, or lower its budget by a
 * percentage, never under the floor the user set (minor units, a string like money in the API).
 */
export const ruleActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pause') }),
  z.object({
    type: z.literal('lower_budget'),
    percent: z.number().int().min(1, 'alerts:rules.percent_range').max(50, 'alerts:rules.percent_range'),
    min_budget: text().regex(/^\d{1,15}$/, 'alerts:rules.min_budget_required'),
  }),
]);
export type RuleAction = z.infer<typeof ruleActionSchema>;
export type LowerBudgetAction = Extract<RuleAction, { type: 'lower_budget' }>;

export const alertRuleInputSchema = z
  .object({
    name: text().trim().min(1, 'validation:required').max(120),
    scope_type: z.enum(ruleScopes),
    scope_id: z.uuid().nullable().default(null),
    metric: z.enum(ruleMetrics),
    comparison: z.enum(ruleComparisons),
    threshold: z.number().min(0).max(1e12),
    window_minutes: z.number().int().min(5).max(43_200),
    min_spend: z.number().min(0).max(1e9).default(0),
    cooldown_minutes: z.number().int().min(0).max(10_080).default(60),
    severity: z.enum(['info', 'warning', 'critical']).default('warning'),
    action: ruleActionSchema.nullable().default(null),
    enabled: z.boolean().default(true),
  })
  .refine((r) => r.scope_type === 'company' || r.scope_id !== null, {
    message: 'alerts:rules.scope_required',
    path: ['scope_id'],
  });
export type AlertRuleInput = z.infer<typeof alertRuleInputSchema>;
