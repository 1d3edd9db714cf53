import type { ReportBudgetBucket, ReportComparison, ReportDimension, ReportMetric } from './vocabulary';

/**
 * The i18n keys (namespace `reports`) of a report's words: column headers on screen and in the
 * exported files, picker labels. Literal keys, so the i18n check sees each one used.
 */
export const reportDimensionLabelKeys: Record<ReportDimension, string> = {
  date: 'reports:dimensions.date',
  week: 'reports:dimensions.week',
  month: 'reports:dimensions.month',
  hour: 'reports:dimensions.hour',
  advertiser: 'reports:dimensions.advertiser',
  campaign: 'reports:dimensions.campaign',
  group: 'reports:dimensions.group',
  strategy: 'reports:dimensions.strategy',
  creative: 'reports:dimensions.creative',
  channel: 'reports:dimensions.channel',
  state: 'reports:dimensions.state',
  city: 'reports:dimensions.city',
  device: 'reports:dimensions.device',
  environment: 'reports:dimensions.environment',
  browser: 'reports:dimensions.browser',
  site_or_app: 'reports:dimensions.site_or_app',
  audience: 'reports:dimensions.audience',
  content_category: 'reports:dimensions.content_category',
  keyword: 'reports:dimensions.keyword',
};

export const reportMetricLabelKeys: Record<ReportMetric, string> = {
  impressions: 'reports:metrics.impressions',
  clicks: 'reports:metrics.clicks',
  ctr: 'reports:metrics.ctr',
  conversions: 'reports:metrics.conversions',
  conversion_rate: 'reports:metrics.conversion_rate',
  spend: 'reports:metrics.spend',
  cpm: 'reports:metrics.cpm',
  cpc: 'reports:metrics.cpc',
  cpa: 'reports:metrics.cpa',
  video_starts: 'reports:metrics.video_starts',
  video_first_quartiles: 'reports:metrics.video_first_quartiles',
  video_midpoints: 'reports:metrics.video_midpoints',
  video_third_quartiles: 'reports:metrics.video_third_quartiles',
  video_completes: 'reports:metrics.video_completes',
  completion_rate: 'reports:metrics.completion_rate',
  cpv: 'reports:metrics.cpv',
  reach: 'reports:metrics.reach',
  frequency: 'reports:metrics.frequency',
};

export const reportBudgetBucketLabelKeys: Record<ReportBudgetBucket, string> = {
  up_to_500: 'reports:budget_buckets.up_to_500',
  up_to_1000: 'reports:budget_buckets.up_to_1000',
  up_to_5000: 'reports:budget_buckets.up_to_5000',
  up_to_15000: 'reports:budget_buckets.up_to_15000',
  above_15000: 'reports:budget_buckets.above_15000',
};

export const reportComparisonLabelKeys: Record<ReportComparison, string> = {
  none: 'reports:comparison.none',
  previous_period: 'reports:comparison.previous_period',
  previous_year: 'reports:comparison.previous_year',
};
