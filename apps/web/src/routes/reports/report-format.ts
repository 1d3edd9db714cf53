import { formatDate, formatMoney, type Currency } from '@verba/domain';
import type { ReportMetric } from '@verba/domain/reports/vocabulary';
import type { ReportColumnType } from '@verba/core/reports/report-table';

/**
 * Figures of a report in the reader's language (spec: R$ 1.234,56, 22/11/2026). Money arrives in
 * minor units (cost per thousand, click, action and view may be fractional: shown with cents,
 * rounded half away from zero); ratios as 0–1.
 */
export function formatReportValue(
  value: number | null | undefined,
  type: ReportColumnType,
  language: string,
  currency: Currency = 'BRL',
): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  switch (type) {
    case 'money':
      return formatMoney(String(Math.round(value)), currency);
    case 'percent':
      return new Intl.NumberFormat(language, {
        style: 'percent',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(value);
    case 'decimal':
      return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        value,
      );
    default:
      return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
  }
}

/** A relative change (0.125 → "+12,5 %"); none when the compared figure was 0 or missing. */
export function formatChange(change: number | null | undefined, language: string): string {
  if (change === null || change === undefined || !Number.isFinite(change)) return '—';
  const text = new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(change);
  return text;
}

/** Costs are better when they fall; every other figure when it rises. */
const lowerIsBetter = new Set<ReportMetric>(['cpm', 'cpc', 'cpa', 'cpv']);

/** The colour of a change: good (green), bad (red) or neutral (spend, and no change). */
export function changeTone(
  metric: ReportMetric,
  change: number | null | undefined,
): 'good' | 'bad' | 'neutral' {
  if (change === null || change === undefined || !Number.isFinite(change) || change === 0) return 'neutral';
  if (metric === 'spend') return 'neutral';
  const up = change > 0;
  return up !== lowerIsBetter.has(metric) ? 'good' : 'bad';
}

/** A dimension value as read: days in the language's format, the rest as the server labelled it. */
export function formatDimensionLabel(
  type: ReportColumnType,
  value: { id: string; label: string } | undefined,
  language: string,
): string {
  if (!value) return '—';
  if (type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value.id)) return formatDate(value.id, language);
  return value.label || value.id;
}
