import { calendarDaysBetween, isCalendarDate } from '../calendar/calendar-date';

/**
 * Reading the cells of an advertising export. Amounts come in currency units written the way the
 * exporting account's locale writes them ("1,234.56", "1.234,56", "50", "R$ 50,00"); the last
 * separator followed by one or two digits is the decimal one.
 */
export function parseAmountToMinorUnits(cell: string): bigint | undefined {
  const cleaned = cell.replace(/[^\d.,-]/g, '');
  if (!/\d/.test(cleaned) || cleaned.startsWith('-')) return undefined;
  const decimal = /[.,](\d{1,2})$/.exec(cleaned);
  const whole = (decimal ? cleaned.slice(0, decimal.index) : cleaned).replace(/[.,]/g, '');
  if (!/^\d{1,13}$/.test(whole)) return undefined;
  const cents = decimal ? decimal[1]!.padEnd(2, '0') : '00';
  const amount = BigInt(whole) * 100n + BigInt(cents);
  return amount > 0n ? amount : undefined;
}

const monthFirst = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/;
const isoStart = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A calendar date from an export's date or date-time cell: ISO (`2026-12-01`, `2026-12-01T10:00:00-0300`,
 * `2026-12-01 10:00`), or slashed as the exporting locale writes it (`dayFirst` for pt-BR/es
 * exports, month first for en-US). The time of day is dropped: campaigns run by São Paulo dates.
 */
export function parseExportDate(cell: string, { dayFirst }: { dayFirst: boolean }): string | undefined {
  const value = cell.trim();
  const iso = isoStart.exec(value);
  if (iso) {
    const date = `${iso[1]}-${iso[2]}-${iso[3]}`;
    return isCalendarDate(date) ? date : undefined;
  }
  const slashed = monthFirst.exec(value);
  if (!slashed) return undefined;
  const [first, second] = [slashed[1]!.padStart(2, '0'), slashed[2]!.padStart(2, '0')];
  const date = dayFirst ? `${slashed[3]}-${second}-${first}` : `${slashed[3]}-${first}-${second}`;
  return isCalendarDate(date) ? date : undefined;
}

/** Days from `start` to `end`, both included. */
export const daysInclusive = (start: string, end: string): number => calendarDaysBetween(start, end) + 1;

/**
 * A list cell split into its items: by semicolons, bars or lines ("Curitiba, PR; Recife, PE"), and
 * by commas too where the items themselves have none (countries: "BR, AR").
 */
export const splitList = (cell: string, { commas }: { commas: boolean }): string[] =>
  cell
    .split(commas ? /[;|\n,]/ : /[;|\n]/)
    .map((v) => v.trim())
    .filter(Boolean);

export const truncate = (value: string, max: number): string =>
  value.length <= max ? value : value.slice(0, max).trimEnd();
