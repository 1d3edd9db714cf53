import type { ReportDefinition, ReportDimension, ReportFilters, ReportMetric } from '@verba/domain';
import { addCalendarDays } from '@verba/domain/calendar/calendar-date';
import { reportTimeDimensions } from '@verba/domain/reports/vocabulary';
import {
  defaultReportDimensions,
  defaultReportMetrics,
  defaultReportPageSize,
  defaultReportPeriod,
  listParam,
  reportFilterParamNames,
  reportFilterParams,
  validateReportsSearch,
  type ReportsSearch,
} from './search';

/** The report a URL describes, as the API takes it (`POST reports/run`, saved reports, exports). */
export function definitionOfSearch(search: ReportsSearch): ReportDefinition {
  const dimensions = listParam<ReportDimension>(search.dims);
  const metrics = listParam<ReportMetric>(search.metrics);
  const filters: ReportFilters = {};
  for (const name of reportFilterParamNames) {
    const values = listParam(search[name]);
    if (values.length) (filters as Record<string, string[]>)[reportFilterParams[name]] = values;
  }
  return {
    version: 1,
    dimensions: dimensions.length ? dimensions : [...defaultReportDimensions],
    metrics: metrics.length ? metrics : [...defaultReportMetrics],
    filters,
    range:
      search.from && search.to
        ? { from: search.from, to: search.to }
        : { preset: search.period ?? defaultReportPeriod },
    time_zone: 'America/Sao_Paulo',
    comparison: search.compare ?? 'none',
    ...(search.sort ? { sort: { by: search.sort, direction: search.order ?? 'asc' } } : {}),
  };
}

/**
 * The URL of a definition (a standard or saved report being opened): its own state only, the
 * page, page size and chart back to their defaults.
 */
export function searchOfDefinition(definition: ReportDefinition, extra: ReportsSearch = {}): ReportsSearch {
  const raw: Record<string, unknown> = {
    dims: definition.dimensions.join(','),
    metrics: definition.metrics.join(','),
    ...('preset' in definition.range
      ? { period: definition.range.preset }
      : { from: definition.range.from, to: definition.range.to }),
    compare: definition.comparison === 'none' ? undefined : definition.comparison,
    sort: definition.sort?.by,
    order: definition.sort?.direction,
    ...extra,
  };
  for (const name of reportFilterParamNames) {
    const values = definition.filters?.[reportFilterParams[name]];
    if (values?.length) raw[name] = values.join(',');
  }
  // The period's default is dropped by the validator: keep an explicit preset when it is the default.
  return validateReportsSearch(raw);
}

export const isTimeDimension = (dimension: ReportDimension) =>
  (reportTimeDimensions as readonly string[]).includes(dimension);

export const pageSizeOf = (search: ReportsSearch) => search.size ?? defaultReportPageSize;

/** The metric the chart draws: the URL's, else the report's first. */
export const chartMetricOf = (definition: ReportDefinition, search: ReportsSearch): ReportMetric =>
  search.chart && definition.metrics.includes(search.chart) ? search.chart : definition.metrics[0]!;

/** How many bars a dimension's chart shows (the largest values). */
export const chartBarLimit = 15;

/**
 * What the chart asks the server: the report along its first dimension only (the whole range, not
 * the table's page), one metric; a line over time in time order, or the largest values as bars.
 */
export function chartDefinition(definition: ReportDefinition, metric: ReportMetric): ReportDefinition {
  const dimension = definition.dimensions[0]!;
  return {
    ...definition,
    dimensions: [dimension],
    metrics: [metric],
    sort: isTimeDimension(dimension)
      ? { by: dimension, direction: 'asc' }
      : { by: metric, direction: 'desc' },
  };
}

/** The next sort when a column's header is clicked: that column (figures largest first), then reversed. */
export function nextSort(
  current: Pick<ReportsSearch, 'sort' | 'order'>,
  column: ReportDimension | ReportMetric,
  kind: 'dimension' | 'metric',
): Pick<ReportsSearch, 'sort' | 'order'> {
  if (current.sort === column) return { sort: column, order: current.order === 'desc' ? 'asc' : 'desc' };
  return { sort: column, order: kind === 'metric' ? 'desc' : 'asc' };
}

/** Whether the URL's report is this definition (a saved report not changed since it was opened). */
export const isSameReport = (search: ReportsSearch, definition: ReportDefinition) =>
  JSON.stringify(definitionOfSearch(search)) ===
  JSON.stringify(definitionOfSearch(searchOfDefinition(definition)));

/** Metrics that are sums: a day without delivery is 0 of them (a ratio of nothing is no value). */
const summedMetrics = new Set<ReportMetric>([
  'impressions',
  'clicks',
  'conversions',
  'spend',
  'video_starts',
  'video_first_quartiles',
  'video_midpoints',
  'video_third_quartiles',
  'video_completes',
  'reach',
]);

/**
 * A line by day draws every day of the range: days the server has no row for (nothing delivered)
 * are 0 of a sum and no point of a ratio, so the line never jumps across a silent day.
 */
export function everyDay<Point extends { day: string }>(
  points: readonly Point[],
  range: { from: string; to: string },
  metric: ReportMetric,
  empty: (day: string, value: number | null) => Point,
): Point[] {
  const byDay = new Map(points.map((point) => [point.day, point]));
  const out: Point[] = [];
  for (let day = range.from, n = 0; day <= range.to && n < 400; day = addCalendarDays(day, 1), n++)
    out.push(byDay.get(day) ?? empty(day, summedMetrics.has(metric) ? 0 : null));
  return out;
}
