/**
 * The exchange daily report (issue 25, docs/exchange-reports.md): what an exchange billed Verba's
 * seat for one São Paulo day, as a CSV (or XLSX) file.
 *
 * Modelled on the buyer-side reports real exchanges export: Xandr's Report Service `platform_buyer`
 * report for bidders (dimensions `day`, `buyer_seat_code`, `deal_id`, `site_domain`; metrics `imps`,
 * `spend` in the bidder's currency — learn.microsoft.com/xandr/bidders/report-service) and the DV360
 * Exchange Reporting API's report rows (event date, inventory source/deal id, impressions, spend —
 * developers.google.com/display-video/exchange-reporting). One header row, then one row per
 * day × seat × (deal, site): the deal and site columns may be empty (the whole day in one row).
 *
 *   day,buyer_seat,deal_id,site_domain,currency,imps,spend
 *   2026-11-28,verba,,exemplo.com.br,BRL,1532,4.871250
 *
 * `day` is the São Paulo calendar date (YYYY-MM-DD), `imps` the impressions billed, `spend` a decimal
 * with a dot and up to 6 places in the exchange's currency (`currency`, ISO 4217).
 */
import { isCalendarDate, type CalendarDate } from '../calendar/calendar-date';

export const exchangeReportColumns = [
  'day',
  'buyer_seat',
  'deal_id',
  'site_domain',
  'currency',
  'imps',
  'spend',
] as const;
export type ExchangeReportColumn = (typeof exchangeReportColumns)[number];

/** Header spellings accepted for each column (case and spaces ignored). */
const aliases: Record<ExchangeReportColumn, readonly string[]> = {
  day: ['day', 'date'],
  buyer_seat: ['buyer_seat', 'buyer_seat_code', 'seat', 'seat_id'],
  deal_id: ['deal_id', 'deal'],
  site_domain: ['site_domain', 'site', 'domain'],
  currency: ['currency', 'buyer_currency'],
  imps: ['imps', 'impressions', 'imps_billed', 'billed_impressions'],
  spend: ['spend', 'buyer_spend', 'media_cost'],
};
const required: readonly ExchangeReportColumn[] = ['day', 'currency', 'imps', 'spend'];

export const exchangeReportCurrencies = ['BRL', 'USD', 'EUR'] as const;
export type ExchangeReportCurrency = (typeof exchangeReportCurrencies)[number];

export interface ExchangeReportLine {
  seat: string;
  dealId: string;
  site: string;
  impressions: number;
  spendMicros: bigint;
}

/** One São Paulo day of the report, its lines summed. */
export interface ExchangeReportDay {
  day: CalendarDate;
  currency: ExchangeReportCurrency;
  impressions: number;
  spendMicros: bigint;
  lines: ExchangeReportLine[];
}

/** A problem of the file: its row (1-based, as a spreadsheet shows it) and its message key (i18n). */
export interface ExchangeReportProblem {
  row: number;
  key:
    | 'exchangeReports:missing_columns'
    | 'exchangeReports:bad_day'
    | 'exchangeReports:bad_currency'
    | 'exchangeReports:mixed_currency'
    | 'exchangeReports:bad_impressions'
    | 'exchangeReports:bad_spend'
    | 'exchangeReports:no_rows'
    | 'exchangeReports:other_seat';
  params?: Record<string, string | number>;
}

const normalise = (text: string) => text.trim().toLowerCase().replace(/[\s-]+/g, '_');

/** A decimal with a dot and up to 6 places (`4.87125`) as micros; null when not one. */
export function decimalToMicros(text: string): bigint | null {
  const match = /^(\d{1,15})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1]!) * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'));
}

/** Micros as the report's decimal (6 places). */
export const microsToDecimal = (micros: bigint) =>
  `${micros / 1_000_000n}.${String(micros % 1_000_000n).padStart(6, '0')}`;

/**
 * Reads the rows of a report (header first) into its days, or the problems that refuse it. With
 * `seats`, a row naming another buyer seat is refused (the report of another buyer).
 */
export function parseExchangeReport(
  rows: readonly { number: number; cells: readonly string[] }[],
  options: { seats?: readonly string[] } = {},
): { days: ExchangeReportDay[]; problems: ExchangeReportProblem[] } {
  const problems: ExchangeReportProblem[] = [];
  const [header, ...body] = rows;
  if (!header) return { days: [], problems: [{ row: 1, key: 'exchangeReports:no_rows' }] };
  const index = new Map<ExchangeReportColumn, number>();
  header.cells.forEach((cell, i) => {
    const name = normalise(cell);
    for (const column of exchangeReportColumns)
      if (aliases[column].includes(name) && !index.has(column)) index.set(column, i);
  });
  const missing = required.filter((column) => !index.has(column));
  if (missing.length > 0)
    return {
      days: [],
      problems: [{ row: header.number, key: 'exchangeReports:missing_columns', params: { columns: missing.join(', ') } }],
    };
  if (body.length === 0) return { days: [], problems: [{ row: header.number, key: 'exchangeReports:no_rows' }] };
  const cell = (row: { cells: readonly string[] }, column: ExchangeReportColumn) => {
    const at = index.get(column);
    return at === undefined ? '' : (row.cells[at] ?? '').trim();
  };
  const seats = options.seats && options.seats.length > 0 ? new Set(options.seats) : null;
  const days = new Map<CalendarDate, ExchangeReportDay>();
  for (const row of body) {
    const day = cell(row, 'day');
    if (!isCalendarDate(day)) {
      problems.push({ row: row.number, key: 'exchangeReports:bad_day', params: { value: day } });
      continue;
    }
    const currency = cell(row, 'currency').toUpperCase();
    if (!(exchangeReportCurrencies as readonly string[]).includes(currency)) {
      problems.push({ row: row.number, key: 'exchangeReports:bad_currency', params: { value: currency } });
      continue;
    }
    const imps = cell(row, 'imps');
    if (!/^\d{1,12}$/.test(imps)) {
      problems.push({ row: row.number, key: 'exchangeReports:bad_impressions', params: { value: imps } });
      continue;
    }
    const spendMicros = decimalToMicros(cell(row, 'spend'));
    if (spendMicros === null) {
      problems.push({ row: row.number, key: 'exchangeReports:bad_spend', params: { value: cell(row, 'spend') } });
      continue;
    }
    const seat = cell(row, 'buyer_seat');
    if (seats && seat && !seats.has(seat)) {
      problems.push({ row: row.number, key: 'exchangeReports:other_seat', params: { value: seat } });
      continue;
    }
    const entry = days.get(day) ?? {
      day,
      currency: currency as ExchangeReportCurrency,
      impressions: 0,
      spendMicros: 0n,
      lines: [],
    };
    if (entry.currency !== currency) {
      problems.push({ row: row.number, key: 'exchangeReports:mixed_currency', params: { value: currency } });
      continue;
    }
    const impressions = Number(imps);
    entry.impressions += impressions;
    entry.spendMicros += spendMicros;
    entry.lines.push({ seat, dealId: cell(row, 'deal_id'), site: cell(row, 'site_domain'), impressions, spendMicros });
    days.set(day, entry);
  }
  return { days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)), problems };
}

/** Writes a report in the format above (the sandbox exchange's file; tests). */
export function formatExchangeReport(
  rows: readonly {
    day: CalendarDate;
    seat: string;
    dealId?: string;
    site?: string;
    currency: ExchangeReportCurrency;
    impressions: number;
    spendMicros: bigint;
  }[],
): string {
  const quote = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const lines = rows.map((row) =>
    [
      row.day,
      quote(row.seat),
      quote(row.dealId ?? ''),
      quote(row.site ?? ''),
      row.currency,
      String(row.impressions),
      microsToDecimal(row.spendMicros),
    ].join(','),
  );
  return `${[exchangeReportColumns.join(','), ...lines].join('\n')}\n`;
}

/**
 * The tolerance within which Verba's count and an exchange's report agree (docs/exchange-reports.md):
 * impressions within 0.5 % of what the exchange billed (rounded down: a small day must match
 * exactly), spend within 0.5 % of the exchange's spend or one centavo (10⁴ micros), whichever is
 * larger — rounding of the clearing price per notice and notices crossing midnight stay inside it;
 * a lost or forged notice does not.
 */
export const exchangeReportTolerancePerMille = 5;

export function exchangeReportTolerance(billed: { impressions: number; spendMicros: bigint }) {
  return {
    impressions: Math.floor((billed.impressions * exchangeReportTolerancePerMille) / 1000),
    spendMicros: [10_000n, (billed.spendMicros * BigInt(exchangeReportTolerancePerMille)) / 1000n].reduce((a, b) =>
      a > b ? a : b,
    ),
  };
}

export type ExchangeDayStatus = 'agrees' | 'differs' | 'no_report' | 'currency_differs';

/** Whether Verba's count of a day agrees with what the exchange billed. */
export function exchangeDayStatus(
  counted: { impressions: number; spendMicros: bigint; currency: string | null },
  billed: { impressions: number; spendMicros: bigint; currency: string } | null,
): ExchangeDayStatus {
  if (!billed) return 'no_report';
  if (counted.currency && counted.currency !== billed.currency) return 'currency_differs';
  const tolerance = exchangeReportTolerance(billed);
  const impressions = Math.abs(counted.impressions - billed.impressions);
  const spend = counted.spendMicros - billed.spendMicros;
  const spendDiff = spend < 0n ? -spend : spend;
  return impressions <= tolerance.impressions && spendDiff <= tolerance.spendMicros ? 'agrees' : 'differs';
}
