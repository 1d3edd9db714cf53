import { isCalendarDate } from '@verba/domain/calendar/calendar-date';
import { dateRangePresets, type DateRangePreset } from '@verba/domain/calendar/date-range';
import {
  reportBudgetBuckets,
  reportDimensions,
  reportLimits,
  reportMetrics,
  type ReportBudgetBucket,
  type ReportDimension,
  type ReportMetric,
} from '@verba/domain/reports/vocabulary';

// Light imports only: the router reads this on the login page's first load (first-load.test.ts).

/** The filter lists of a definition, as the URL names them (comma-separated values). */
export const reportFilterParams = {
  advertisers: 'advertiser_ids',
  campaigns: 'campaign_ids',
  groups: 'group_ids',
  strategies: 'strategy_ids',
  creatives: 'creative_ids',
  types: 'campaign_types',
  channels: 'channels',
  states: 'states',
  devices: 'devices',
  environments: 'environments',
  budgets: 'budget_buckets',
} as const;
export type ReportFilterParam = keyof typeof reportFilterParams;
export const reportFilterParamNames = Object.keys(reportFilterParams) as ReportFilterParam[];

export const reportPageSizes = [25, 50, 100, 250, 500] as const satisfies readonly number[];
export const defaultReportPageSize = 50;

/**
 * `/reports`: the whole report in the URL (copy the address, get the same report), every list
 * comma-separated. Defaults are dropped, so a plain `/reports` is the default report.
 */
export interface ReportsSearch {
  /** Dimensions in order (the first one is what the chart runs along). */
  dims?: string;
  metrics?: string;
  period?: DateRangePreset;
  from?: string;
  to?: string;
  compare?: 'previous_period' | 'previous_year';
  sort?: ReportDimension | ReportMetric;
  order?: 'asc' | 'desc';
  page?: number;
  size?: number;
  /** The metric the chart draws (one of the report's metrics). */
  chart?: ReportMetric;
  /** The saved report this state was opened from (saving updates it). */
  saved?: string;
  advertisers?: string;
  campaigns?: string;
  groups?: string;
  strategies?: string;
  creatives?: string;
  types?: string;
  channels?: string;
  states?: string;
  devices?: string;
  environments?: string;
  budgets?: string;
}

export const defaultReportDimensions: readonly ReportDimension[] = ['date'];
export const defaultReportMetrics: readonly ReportMetric[] = ['impressions', 'clicks', 'ctr', 'spend', 'cpm'];
export const defaultReportPeriod: DateRangePreset = 'last_30_days';

const pick = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((v) => v === value);

/** A comma list's known, distinct values in the order given. */
export function listParam<T extends string>(value: unknown, allowed?: readonly T[], max = 500): T[] {
  if (typeof value !== 'string') return [];
  const out: T[] = [];
  for (const raw of value.split(',')) {
    const item = raw.trim();
    if (!item || out.includes(item as T)) continue;
    if (allowed ? !allowed.includes(item as T) : !/^[\w.-]{1,64}$/.test(item)) continue;
    out.push(item as T);
    if (out.length >= max) break;
  }
  return out;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

const filterValues: Partial<Record<ReportFilterParam, readonly string[]>> = {
  budgets: reportBudgetBuckets,
};
const filterMax: Partial<Record<ReportFilterParam, number>> = { states: 27, types: 20, channels: 20 };

/** Unknown values and defaults are dropped, so the URL only holds what differs from the default report. */
export function validateReportsSearch(search: Record<string, unknown>): ReportsSearch {
  const dims = listParam(search.dims, reportDimensions, reportLimits.dimensions);
  const metrics = listParam(search.metrics, reportMetrics, reportLimits.metrics);
  const day = (value: unknown) => (typeof value === 'string' && isCalendarDate(value) ? value : undefined);
  let from = day(search.from);
  let to = day(search.to);
  if (from && to && to < from) [from, to] = [to, from];
  const custom = Boolean(from && to);
  const period = custom ? undefined : pick(dateRangePresets, search.period);
  const effectiveDims = dims.length ? dims : defaultReportDimensions;
  const effectiveMetrics = metrics.length ? metrics : defaultReportMetrics;
  const sort = pick<ReportDimension | ReportMetric>([...effectiveDims, ...effectiveMetrics], search.sort);
  const page = Number(search.page);
  const size = Number(search.size);
  const chart = pick(effectiveMetrics, search.chart);
  const out: ReportsSearch = {
    dims: dims.length && !sameList(dims, defaultReportDimensions) ? dims.join(',') : undefined,
    metrics: metrics.length && !sameList(metrics, defaultReportMetrics) ? metrics.join(',') : undefined,
    period: period === defaultReportPeriod ? undefined : period,
    from: custom ? from : undefined,
    to: custom ? to : undefined,
    compare: pick(['previous_period', 'previous_year'] as const, search.compare),
    sort,
    order: sort ? pick(['asc', 'desc'] as const, search.order) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    size:
      (reportPageSizes as readonly number[]).includes(size) && size !== defaultReportPageSize
        ? size
        : undefined,
    chart: chart === effectiveMetrics[0] ? undefined : chart,
    saved: typeof search.saved === 'string' && /^[\w-]{1,64}$/.test(search.saved) ? search.saved : undefined,
  };
  for (const name of reportFilterParamNames) {
    const values = listParam(search[name], filterValues[name], filterMax[name]);
    if (values.length) out[name] = values.join(',');
  }
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

/** The budget buckets as the URL holds them. */
export const budgetBucketsOf = (search: ReportsSearch) =>
  listParam<ReportBudgetBucket>(search.budgets, reportBudgetBuckets);
