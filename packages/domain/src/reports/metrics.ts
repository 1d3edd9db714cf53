import type { ReportDimension, ReportMetric } from './definition';

/**
 * The metric registry (DESIGN §10): how each report metric aggregates. Every metric is a function
 * of a few summed bases, computed AFTER the rows are aggregated — ratios from sums, never an average
 * of ratios; reach is a distinct count merged from per-day sketches (never summed), and frequency is
 * impressions ÷ reach over the impressions the sketches saw.
 *
 * Units (report-table.ts): money in centavos (minor units; bases are micros of the currency), ratios
 * as fractions 0..1, counts as integers. `null` where a denominator is 0.
 */
export const reportBases = [
  'impressions',
  'clicks',
  'conversions',
  'spend_micros',
  'video_starts',
  'video_first_quartiles',
  'video_midpoints',
  'video_third_quartiles',
  'video_completes',
  /** Distinct users merged from the day sketches (Verba's own events only; platforms report no users). */
  'reach',
  /** The impressions those sketches counted (frequency's numerator, so both sides cover the same events). */
  'reached_impressions',
] as const;
export type ReportBase = (typeof reportBases)[number];
export type ReportBases = Record<ReportBase, number>;

export type ReportValueType = 'integer' | 'money' | 'percent' | 'decimal';

export interface MetricSpec {
  /** `sum`: a base as is; `ratio`: bases combined after aggregation; `distinct`: merged sketches. */
  aggregation: 'sum' | 'ratio' | 'distinct';
  type: ReportValueType;
  /** The bases it reads. */
  bases: readonly ReportBase[];
  /** The value from aggregated bases. */
  value: (b: ReportBases) => number | null;
  /** The same in ClickHouse SQL over columns named `b_<base>` (server-side sorting). */
  sql: string;
}

const microsPerCentavo = 10_000;
const centavos = (micros: number) => micros / microsPerCentavo;
const ratio = (numerator: number, denominator: number) =>
  denominator === 0 ? null : numerator / denominator;
const sqlRatio = (numerator: string, denominator: string) =>
  `if(${denominator} = 0, NULL, (${numerator}) / ${denominator})`;
const sum = (base: ReportBase, type: ReportValueType = 'integer'): MetricSpec => ({
  aggregation: 'sum',
  type,
  bases: [base],
  value: (b) => b[base],
  sql: `b_${base}`,
});

export const metricRegistry: Record<ReportMetric, MetricSpec> = {
  impressions: sum('impressions'),
  clicks: sum('clicks'),
  // Platforms report fractional conversions (attribution models): a decimal sum.
  conversions: { ...sum('conversions'), type: 'decimal' },
  spend: {
    aggregation: 'sum',
    type: 'money',
    bases: ['spend_micros'],
    value: (b) => centavos(b.spend_micros),
    sql: `b_spend_micros / ${microsPerCentavo}`,
  },
  video_starts: sum('video_starts'),
  video_first_quartiles: sum('video_first_quartiles'),
  video_midpoints: sum('video_midpoints'),
  video_third_quartiles: sum('video_third_quartiles'),
  video_completes: sum('video_completes'),
  ctr: {
    aggregation: 'ratio',
    type: 'percent',
    bases: ['clicks', 'impressions'],
    value: (b) => ratio(b.clicks, b.impressions),
    sql: sqlRatio('b_clicks', 'b_impressions'),
  },
  conversion_rate: {
    aggregation: 'ratio',
    type: 'percent',
    bases: ['conversions', 'clicks'],
    value: (b) => ratio(b.conversions, b.clicks),
    sql: sqlRatio('b_conversions', 'b_clicks'),
  },
  cpm: {
    aggregation: 'ratio',
    type: 'money',
    bases: ['spend_micros', 'impressions'],
    value: (b) => ratio(centavos(b.spend_micros) * 1000, b.impressions),
    sql: sqlRatio(`b_spend_micros / ${microsPerCentavo} * 1000`, 'b_impressions'),
  },
  cpc: {
    aggregation: 'ratio',
    type: 'money',
    bases: ['spend_micros', 'clicks'],
    value: (b) => ratio(centavos(b.spend_micros), b.clicks),
    sql: sqlRatio(`b_spend_micros / ${microsPerCentavo}`, 'b_clicks'),
  },
  cpa: {
    aggregation: 'ratio',
    type: 'money',
    bases: ['spend_micros', 'conversions'],
    value: (b) => ratio(centavos(b.spend_micros), b.conversions),
    sql: sqlRatio(`b_spend_micros / ${microsPerCentavo}`, 'b_conversions'),
  },
  completion_rate: {
    aggregation: 'ratio',
    type: 'percent',
    bases: ['video_completes', 'video_starts'],
    value: (b) => ratio(b.video_completes, b.video_starts),
    sql: sqlRatio('b_video_completes', 'b_video_starts'),
  },
  // Cost per view: a view is a video start (platforms' "views" land in video starts).
  cpv: {
    aggregation: 'ratio',
    type: 'money',
    bases: ['spend_micros', 'video_starts'],
    value: (b) => ratio(centavos(b.spend_micros), b.video_starts),
    sql: sqlRatio(`b_spend_micros / ${microsPerCentavo}`, 'b_video_starts'),
  },
  reach: {
    aggregation: 'distinct',
    type: 'integer',
    bases: ['reach'],
    value: (b) => b.reach,
    sql: 'b_reach',
  },
  frequency: {
    aggregation: 'ratio',
    type: 'decimal',
    bases: ['reached_impressions', 'reach'],
    value: (b) => ratio(b.reached_impressions, b.reach),
    sql: sqlRatio('b_reached_impressions', 'b_reach'),
  },
};

/** The bases a set of metrics needs (each once, in registry order). */
export function basesOf(metrics: readonly ReportMetric[]): ReportBase[] {
  const needed = new Set(metrics.flatMap((metric) => metricRegistry[metric].bases));
  return reportBases.filter((base) => needed.has(base));
}

/** Whether a metric needs the reach sketches (per day: not available by hour of day). */
export const needsReach = (metrics: readonly ReportMetric[]) =>
  metrics.some((metric) => metric === 'reach' || metric === 'frequency');

/** Dimension value kinds: what the table shows and how a writer formats it. */
export const dimensionTypes: Record<ReportDimension, 'text' | 'date' | 'integer'> = {
  date: 'date',
  week: 'date',
  month: 'date',
  hour: 'integer',
  advertiser: 'text',
  campaign: 'text',
  group: 'text',
  strategy: 'text',
  creative: 'text',
  channel: 'text',
  state: 'text',
  city: 'text',
  device: 'text',
  environment: 'text',
  browser: 'text',
  site_or_app: 'text',
  audience: 'text',
  content_category: 'text',
  keyword: 'text',
};

/** Relative change from `previous` to `current`; null when either is null or previous is 0. */
export function relativeChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}
