/**
 * MANUAL (managed) campaigns (issue 27, docs/channels-manual.md): the platform team records what a
 * partner delivered per São Paulo day, by form or by uploading the partner's delivery file. These
 * are the pure rules: a day's figures, and the delivery file (CSV in pt-BR or en, or XLSX).
 *
 * The file has one header row, then one row per day (and strategy, when the campaign has several):
 *
 *   data;impressões;cliques;custo;conversões;estratégia        (pt-BR: `;`, decimal comma)
 *   22/11/2026;12.345;210;R$ 1.234,56;4;Linha 1
 *
 *   date,impressions,clicks,cost,conversions,strategy           (en: `,`, decimal point)
 *   2026-11-22,12345,210,1234.56,4,Line 1
 *
 * Headers are matched without case or accents (see `columnAliases`). Dates: `YYYY-MM-DD` always,
 * `DD/MM/YYYY` in a pt-BR/es file, `MM/DD/YYYY` in an English one. Counts may group thousands in
 * the file's language. Cost is money in the campaign's currency as a person writes it (read with
 * `parseMoneyInput` in the file's language; a value with two readings is refused, never guessed).
 */
import { isCalendarDate, type CalendarDate } from '../calendar/calendar-date';
import { formatDate, type Currency } from '../formats';
import { parseMoneyInput } from '../money-input';
import { text } from '../schemas/text';
import { z } from '../zod';

/** A day's figures as recorded; money in micros of the campaign's currency. */
export interface ManualDayFigures {
  day: CalendarDate;
  strategyId: string | null;
  impressions: number;
  clicks: number;
  conversions: number;
  videoViews: number;
  costMicros: bigint;
}

/** Message keys (i18next namespace `manualDelivery`) of a refused day or file row. */
export const manualProblemKeys = [
  'manualDelivery:problems.missing_columns',
  'manualDelivery:problems.no_rows',
  'manualDelivery:problems.bad_date',
  'manualDelivery:problems.before_start',
  'manualDelivery:problems.after_end',
  'manualDelivery:problems.future_day',
  'manualDelivery:problems.bad_count',
  'manualDelivery:problems.too_large',
  'manualDelivery:problems.clicks_above_impressions',
  'manualDelivery:problems.views_above_impressions',
  'manualDelivery:problems.bad_cost',
  'manualDelivery:problems.cost_ambiguous',
  'manualDelivery:problems.negative_cost',
  'manualDelivery:problems.unknown_strategy',
  'manualDelivery:problems.duplicate_row',
  'manualDelivery:problems.day_level_mixed',
] as const;
export type ManualProblemKey = (typeof manualProblemKeys)[number];

export interface ManualProblem {
  /** The field of the form (`day`, `clicks`, `cost_micros`...) or the file's column. */
  field: string;
  key: ManualProblemKey;
  params?: Record<string, string | number>;
}

/** Costs above this (R$ 10 bilhões in micros) are refused: a typo, and past what the ledger's bigint holds safely. */
export const manualMaxCostMicros = 10n ** 16n;

/** Counts above this are refused (a typo, not a delivery). */
export const manualMaxCount = 1_000_000_000_000;

/**
 * The rules every recorded day obeys, whether typed or uploaded: the day within the campaign's
 * dates and not after today (São Paulo), non-negative integer counts, clicks and video views not
 * above impressions, cost not negative.
 */
/** A day in a message: `name` as dd/mm/aaaa (pt-BR, es) and `name_en` as mm/dd/yyyy. */
const dayParams = (name: string, day: CalendarDate) => ({
  [name]: formatDate(day, 'pt_BR'),
  [`${name}_en`]: formatDate(day, 'en'),
});

export function manualDayProblems(
  figures: ManualDayFigures,
  campaign: { startDate: CalendarDate | null; endDate: CalendarDate | null },
  today: CalendarDate,
): ManualProblem[] {
  const problems: ManualProblem[] = [];
  if (!isCalendarDate(figures.day))
    problems.push({ field: 'day', key: 'manualDelivery:problems.bad_date', params: { value: figures.day } });
  else if (figures.day > today)
    problems.push({
      field: 'day',
      key: 'manualDelivery:problems.future_day',
      params: dayParams('day', figures.day),
    });
  else if (campaign.startDate && figures.day < campaign.startDate)
    problems.push({
      field: 'day',
      key: 'manualDelivery:problems.before_start',
      params: { ...dayParams('day', figures.day), ...dayParams('start', campaign.startDate) },
    });
  else if (campaign.endDate && figures.day > campaign.endDate)
    problems.push({
      field: 'day',
      key: 'manualDelivery:problems.after_end',
      params: { ...dayParams('day', figures.day), ...dayParams('end', campaign.endDate) },
    });
  const counts = [
    ['impressions', figures.impressions],
    ['clicks', figures.clicks],
    ['conversions', figures.conversions],
    ['video_views', figures.videoViews],
  ] as const;
  let countsOk = true;
  for (const [field, value] of counts) {
    if (!Number.isSafeInteger(value) || value < 0) {
      problems.push({ field, key: 'manualDelivery:problems.bad_count', params: { value: String(value) } });
      countsOk = false;
    } else if (value > manualMaxCount) {
      problems.push({ field, key: 'manualDelivery:problems.too_large', params: { value } });
      countsOk = false;
    }
  }
  if (countsOk && figures.clicks > figures.impressions)
    problems.push({ field: 'clicks', key: 'manualDelivery:problems.clicks_above_impressions' });
  if (countsOk && figures.videoViews > figures.impressions)
    problems.push({ field: 'video_views', key: 'manualDelivery:problems.views_above_impressions' });
  if (figures.costMicros < 0n)
    problems.push({ field: 'cost_micros', key: 'manualDelivery:problems.negative_cost' });
  else if (figures.costMicros > manualMaxCostMicros)
    problems.push({
      field: 'cost_micros',
      key: 'manualDelivery:problems.too_large',
      params: { value: String(figures.costMicros) },
    });
  return problems;
}

/** `POST staff/managed-campaigns/:id/days`: one day typed by staff (cost in micros, a decimal-integer string). */
export const manualDayInputSchema = z.object({
  day: text().trim().max(10),
  strategy_id: text().max(64).nullable().optional(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  conversions: z.number().int().default(0),
  video_views: z.number().int().default(0),
  cost_micros: text()
    .trim()
    .regex(/^-?\d{1,20}$/, 'validation:invalid'),
  note: text().trim().max(500).nullable().optional(),
});
export type ManualDayInput = z.infer<typeof manualDayInputSchema>;

// ---------------------------------------------------------------------------------------------
// The delivery file

export const manualFileColumns = [
  'date',
  'impressions',
  'clicks',
  'cost',
  'conversions',
  'video_views',
  'strategy',
] as const;
export type ManualFileColumn = (typeof manualFileColumns)[number];

/** Header spellings per column, compared lower-case without accents, spaces as `_`. */
export const columnAliases: Record<ManualFileColumn, readonly string[]> = {
  date: ['date', 'day', 'data', 'dia', 'fecha'],
  impressions: ['impressions', 'imps', 'impressoes', 'impresiones', 'impressao'],
  clicks: ['clicks', 'cliques', 'clics', 'clicks_totales'],
  cost: [
    'cost',
    'spend',
    'custo',
    'costo',
    'gasto',
    'investimento',
    'valor',
    'coste',
    'custo_(r$)',
    'cost_(brl)',
  ],
  conversions: ['conversions', 'conversoes', 'conversiones'],
  video_views: ['video_views', 'views', 'visualizacoes', 'visualizaciones', 'reproducciones'],
  strategy: ['strategy', 'line', 'line_item', 'estrategia', 'linha', 'linea', 'estrategia_(linha)'],
};
/** Headers that say the file is written in Portuguese or Spanish (decimal comma, day first). */
const latinHeaders = new Set(
  manualFileColumns.flatMap((column) =>
    columnAliases[column].filter(
      (alias) =>
        ![
          'date',
          'day',
          'impressions',
          'imps',
          'clicks',
          'cost',
          'spend',
          'conversions',
          'video_views',
          'views',
          'strategy',
          'line',
          'line_item',
          'cost_(brl)',
        ].includes(alias),
    ),
  ),
);
const required: readonly ManualFileColumn[] = ['date', 'impressions', 'clicks', 'cost'];

const normalise = (cell: string) =>
  cell
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

export interface ManualFileRow {
  /** The row's number in the file (1-based, as a spreadsheet shows it). */
  row: number;
  figures: ManualDayFigures | null;
  /** The strategy as written in the file (empty: the whole campaign). */
  strategyName: string;
  problems: ManualProblem[];
}

/** A file written in a pt-BR/es style (decimal comma) or English (decimal point). */
export type ManualFileLanguage = 'pt_BR' | 'en';

function readDate(raw: string, language: ManualFileLanguage): CalendarDate | null {
  const cell = raw.trim();
  if (isCalendarDate(cell)) return cell;
  // An XLSX date cell reads as an ISO instant at midnight UTC.
  const instant = /^(\d{4}-\d{2}-\d{2})T00:00:00(?:\.000)?Z$/.exec(cell);
  if (instant && isCalendarDate(instant[1]!)) return instant[1]!;
  const slash = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(cell);
  if (!slash) return null;
  const [first, second] = [slash[1]!.padStart(2, '0'), slash[2]!.padStart(2, '0')];
  const date = language === 'en' ? `${slash[3]}-${first}-${second}` : `${slash[3]}-${second}-${first}`;
  return isCalendarDate(date) ? date : null;
}

function readCount(raw: string, language: ManualFileLanguage): number | null {
  const cell = raw.replace(/[\s\u00a0\u202f]/g, '');
  if (cell === '') return 0;
  const thousands = language === 'en' ? ',' : '.';
  if (/^\d+$/.test(cell)) return Number(cell);
  const groups = cell.split(thousands);
  if (
    groups.length > 1 &&
    /^[1-9]\d{0,2}$/.test(groups[0]!) &&
    groups.slice(1).every((g) => /^\d{3}$/.test(g))
  )
    return Number(groups.join(''));
  return null;
}

/** Cost text in micros; `ambiguous` when two readings are possible. */
function readCost(
  raw: string,
  language: ManualFileLanguage,
  currency: Currency,
  numericCell: boolean,
): { micros: bigint } | { key: ManualProblemKey } {
  const cell = raw.trim();
  if (numericCell && /^-?\d+(\.\d+)?(e-?\d+)?$/i.test(cell)) {
    // An XLSX number: the cell's value, rounded to the centavo only when that changes nothing real.
    const value = Number(cell);
    const cents = Math.round(value * 100);
    if (!Number.isFinite(value) || Math.abs(value * 100 - cents) > 1e-6)
      return { key: 'manualDelivery:problems.bad_cost' };
    if (cents < 0) return { key: 'manualDelivery:problems.negative_cost' };
    return { micros: BigInt(cents) * 10_000n };
  }
  const read = parseMoneyInput(cell, { currency, language });
  if (read.status === 'ok') return { micros: read.cents * 10_000n };
  if (read.status === 'empty') return { key: 'manualDelivery:problems.bad_cost' };
  if (read.status === 'ambiguous') return { key: 'manualDelivery:problems.cost_ambiguous' };
  return {
    key:
      read.key === 'validation:money.negative'
        ? 'manualDelivery:problems.negative_cost'
        : 'manualDelivery:problems.bad_cost',
  };
}

/**
 * Reads the rows of a delivery file (header first) into figures per row, each with its problems
 * (format only; `manualDayProblems` and the strategy are checked by the caller, who knows the
 * campaign). `numericCells`: the file is an XLSX, whose plain numbers are written with a dot.
 */
export function parseManualDeliveryFile(
  rows: readonly { number: number; cells: readonly string[] }[],
  options: { currency: Currency; numericCells: boolean },
): { language: ManualFileLanguage; rows: ManualFileRow[]; problems: ManualProblem[] } {
  const [header, ...body] = rows;
  if (!header)
    return {
      language: 'pt_BR',
      rows: [],
      problems: [{ field: 'file', key: 'manualDelivery:problems.no_rows' }],
    };
  const index = new Map<ManualFileColumn, number>();
  let latin = false;
  header.cells.forEach((cell, i) => {
    const name = normalise(cell);
    if (latinHeaders.has(name)) latin = true;
    for (const column of manualFileColumns)
      if (columnAliases[column].includes(name) && !index.has(column)) index.set(column, i);
  });
  const language: ManualFileLanguage = latin ? 'pt_BR' : 'en';
  const missing = required.filter((column) => !index.has(column));
  if (missing.length > 0)
    return {
      language,
      rows: [],
      problems: [
        {
          field: 'file',
          key: 'manualDelivery:problems.missing_columns',
          params: { columns: missing.join(', '), row: header.number },
        },
      ],
    };
  if (body.length === 0)
    return { language, rows: [], problems: [{ field: 'file', key: 'manualDelivery:problems.no_rows' }] };
  const cell = (row: { cells: readonly string[] }, column: ManualFileColumn) => {
    const at = index.get(column);
    return at === undefined ? '' : (row.cells[at] ?? '').trim();
  };
  const out: ManualFileRow[] = body.map((row) => {
    const problems: ManualProblem[] = [];
    const day = readDate(cell(row, 'date'), language);
    if (day === null)
      problems.push({
        field: 'date',
        key: 'manualDelivery:problems.bad_date',
        params: { value: cell(row, 'date') },
      });
    const counts = {} as Record<'impressions' | 'clicks' | 'conversions' | 'video_views', number>;
    for (const column of ['impressions', 'clicks', 'conversions', 'video_views'] as const) {
      const value = readCount(cell(row, column), language);
      if (value === null)
        problems.push({
          field: column,
          key: 'manualDelivery:problems.bad_count',
          params: { value: cell(row, column) },
        });
      counts[column] = value ?? 0;
    }
    const cost = readCost(cell(row, 'cost'), language, options.currency, options.numericCells);
    if ('key' in cost) problems.push({ field: 'cost', key: cost.key, params: { value: cell(row, 'cost') } });
    const figures: ManualDayFigures | null =
      problems.length === 0 && day !== null && 'micros' in cost
        ? {
            day,
            strategyId: null,
            impressions: counts.impressions,
            clicks: counts.clicks,
            conversions: counts.conversions,
            videoViews: counts.video_views,
            costMicros: cost.micros,
          }
        : null;
    return { row: row.number, figures, strategyName: cell(row, 'strategy'), problems };
  });
  return { language, rows: out, problems: [] };
}

/** How a recorded day compares with what a new record of it would store. */
export type ManualDayChange = 'new' | 'changed' | 'unchanged';

export function manualDayChange(
  previous: Omit<ManualDayFigures, 'day' | 'strategyId'> | null,
  next: Omit<ManualDayFigures, 'day' | 'strategyId'>,
): ManualDayChange {
  if (!previous) return 'new';
  return previous.impressions === next.impressions &&
    previous.clicks === next.clicks &&
    previous.conversions === next.conversions &&
    previous.videoViews === next.videoViews &&
    previous.costMicros === next.costMicros
    ? 'unchanged'
    : 'changed';
}
