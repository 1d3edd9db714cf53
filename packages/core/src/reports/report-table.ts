import type { ReportDefinition, ReportDimension, ReportMetric } from '@verba/domain';

/**
 * What a report answers, as the screen, the exports, the e-mailed file, the spreadsheet link, a
 * dashboard widget and the assistant all consume it. The engine (`run-report.ts`, `stream-report.ts`)
 * produces it; the writers (CSV, pt-BR Excel CSV, XLSX) only format it.
 *
 * Units: money metrics (spend, cpm, cpc, cpa, cpv) in minor units of the company's currency
 * (centavos; cpm/cpc/cpa/cpv may be fractional); ratios (ctr, conversion_rate, completion_rate) as a
 * fraction 0..1; counts as integers; frequency a decimal. `null` where a ratio's denominator is 0.
 */
export type ReportColumnType = 'text' | 'date' | 'datetime' | 'integer' | 'money' | 'percent' | 'decimal';

export interface ReportColumn {
  key: ReportDimension | ReportMetric;
  kind: 'dimension' | 'metric';
  type: ReportColumnType;
}

/** A dimension's value: the stable id (a campaign id, `2026-11-22`, `SP`) and what a person reads. */
export interface ReportDimensionValue {
  id: string;
  label: string;
}

export type ReportMetricValues = Partial<Record<ReportMetric, number | null>>;

export interface ReportRow {
  dimensions: Partial<Record<ReportDimension, ReportDimensionValue>>;
  metrics: ReportMetricValues;
  /** With a comparison: the same key's figures in the compared period, and the relative change. */
  previous?: ReportMetricValues;
  change?: ReportMetricValues;
}

/** Until when the figures are complete (spec §4, DESIGN §10). */
export interface ReportWatermark {
  /** ISO instant: events and platform statistics are complete up to here ("Dados até 14:05"). */
  data_until: string;
  /** São Paulo day from which figures are provisional (today). */
  provisional_from: string;
  /** ISO instant: figures after it are still consolidating (the last 48 hours). */
  consolidating_from: string;
  /** Days in range a platform restated after they were first shown. */
  restated_days: string[];
}

export interface ReportTableHead {
  definition: ReportDefinition;
  range: { from: string; to: string };
  comparison_range?: { from: string; to: string };
  columns: ReportColumn[];
  watermark: ReportWatermark;
}

/** One page on screen (`runReport`). */
export interface ReportPage extends ReportTableHead {
  rows: ReportRow[];
  totals: Omit<ReportRow, 'dimensions'>;
  total_rows: number;
  page: number;
  page_size: number;
}

/** Every row, for exports of any size (`streamReport`): rows are read in chunks, never all held. */
export interface ReportStream extends ReportTableHead {
  rows: AsyncIterable<ReportRow>;
  totals: () => Promise<Omit<ReportRow, 'dimensions'>>;
}
