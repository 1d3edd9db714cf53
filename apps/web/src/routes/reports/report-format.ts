import { formatDate, formatMoney, type Currency } from '@verba/domain';
import type { ReportDimension, ReportMetric } from '@verba/domain/reports/vocabulary';
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

/**
 * Dimensions whose ids are Verba's own words (campaign types, devices, ...): translated here, by
 * keys of the campaigns namespace (listed in scripts/i18n-dynamic.json).
 */
const vocabularyPrefix: Partial<Record<ReportDimension, string>> = {
  channel: 'types.',
  device: 'targeting.devices.',
  environment: 'targeting.environments.',
  browser: 'targeting.browsers.',
};

/**
 * A dimension's value as read, in the reader's language: days and weeks (by their Monday) as
 * dates, months as "nov. de 2026", hours as "14h", Verba's own words translated, the rest (names,
 * places, sites) as the server labelled them.
 */
export function formatDimensionLabel(
  dimension: ReportDimension,
  value: { id: string; label: string } | undefined,
  language: string,
  translate?: (key: string) => string | undefined,
): string {
  if (!value) return '—';
  const { id } = value;
  if ((dimension === 'date' || dimension === 'week') && /^\d{4}-\d{2}-\d{2}$/.test(id))
    return formatDate(id, language);
  if (dimension === 'month' && /^\d{4}-\d{2}/.test(id))
    return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${id.slice(0, 7)}-01T12:00:00Z`),
    );
  if (dimension === 'hour' && /^\d{1,2}$/.test(id)) return `${id.padStart(2, '0')}h`;
  const prefix = vocabularyPrefix[dimension];
  const translated = prefix && id ? translate?.(`campaigns:${prefix}${id}`) : undefined;
  return translated ?? (value.label || id);
}
