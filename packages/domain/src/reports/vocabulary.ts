/**
 * The words of a report definition (dimensions, metrics, budget buckets, comparisons), zod-free:
 * the SPA's URL validator reads them on the login page's first load (docs/web.md), so they cannot
 * live in the schema file. `definition.ts` re-exports them.
 */

/** Spec/issue 29 dimensions. `keyword` only has figures for SEARCH campaigns (platform statistics). */
export const reportDimensions = [
  'date',
  'week',
  'month',
  'hour',
  'advertiser',
  'campaign',
  'group',
  'strategy',
  'creative',
  'channel',
  'state',
  'city',
  'device',
  'environment',
  'browser',
  'site_or_app',
  'audience',
  'content_category',
  'keyword',
] as const;
export type ReportDimension = (typeof reportDimensions)[number];

/** Time dimensions: the chart draws a line over them; any other dimension draws bars. */
export const reportTimeDimensions = [
  'date',
  'week',
  'month',
  'hour',
] as const satisfies readonly ReportDimension[];

export const reportMetrics = [
  'impressions',
  'clicks',
  'ctr',
  'conversions',
  'conversion_rate',
  'spend',
  'cpm',
  'cpc',
  'cpa',
  'video_starts',
  'video_first_quartiles',
  'video_midpoints',
  'video_third_quartiles',
  'video_completes',
  'completion_rate',
  'cpv',
  'reach',
  'frequency',
] as const;
export type ReportMetric = (typeof reportMetrics)[number];

/** Spec §2 budget filter buckets, in reais: a campaign's total budget up to each bound (and above the last). */
export const reportBudgetBuckets = [
  'up_to_500',
  'up_to_1000',
  'up_to_5000',
  'up_to_15000',
  'above_15000',
] as const;
export type ReportBudgetBucket = (typeof reportBudgetBuckets)[number];

export const reportComparisons = ['none', 'previous_period', 'previous_year'] as const;
export type ReportComparison = (typeof reportComparisons)[number];

export const reportLimits = { dimensions: 4, metrics: reportMetrics.length, pageSize: 500 } as const;
