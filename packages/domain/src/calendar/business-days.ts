/**
 * Brazilian bank business days: weekends and the national bank holidays are not business days.
 * The holidays are the national ones of @brazilian-utils (statutory, plus Good Friday, Carnaval
 * Tuesday and Corpus Christi) and Carnaval Monday, which the library leaves out but FEBRABAN's
 * national calendar closes banks on. Ash Wednesday (banks open at noon) and 31 December (no
 * public service, interbank settlement runs) stay business days. `date-holidays` (types public
 * and bank) is the oracle in the tests; it is not used here because it pulls moment-timezone and
 * astronomy tables (≈1.4 MB) into every bundle importing the domain package.
 */
import { getHolidays } from '@brazilian-utils/brazilian-utils';
import {
  addCalendarDays,
  isCalendarDate,
  saoPauloClockAt,
  saoPauloDateOf,
  weekdayOf,
  type CalendarDate,
} from './calendar-date';

const byYear = new Map<number, Map<CalendarDate, string>>();

// getHolidays builds each date at local midnight, so its local components are the calendar day.
const localDate = (d: Date): CalendarDate =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** National bank holidays of a year (1900–2099): date → name. */
export function bankHolidaysOf(year: number): ReadonlyMap<CalendarDate, string> {
  let holidays = byYear.get(year);
  if (!holidays) {
    if (!Number.isInteger(year) || year < 1900 || year > 2099)
      throw new RangeError(`No holiday calendar for ${year}`);
    holidays = new Map();
    for (const h of getHolidays(year)) {
      if (h.type !== 'national' && h.type !== 'optional') continue;
      const date = localDate(h.date);
      holidays.set(date, h.name);
      if (h.name.startsWith('Carnaval')) holidays.set(addCalendarDays(date, -1), 'Carnaval (segunda-feira)');
    }
    byYear.set(year, holidays);
  }
  return holidays;
}

function toDate(day: CalendarDate | Date): CalendarDate {
  if (day instanceof Date) return saoPauloDateOf(day);
  if (!isCalendarDate(day)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${day}`);
  return day;
}

export function isBankHoliday(day: CalendarDate | Date): boolean {
  const date = toDate(day);
  return bankHolidaysOf(Number(date.slice(0, 4))).has(date);
}

/** A Date is read as the São Paulo calendar day it falls on. */
export function isBusinessDay(day: CalendarDate | Date): boolean {
  const date = toDate(day);
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6 && !isBankHoliday(date);
}

/** The first business day strictly after `day`. */
export function nextBusinessDay(day: CalendarDate | Date): CalendarDate {
  let date = addCalendarDays(toDate(day), 1);
  while (!isBusinessDay(date)) date = addCalendarDays(date, 1);
  return date;
}

/** `day` itself when it is a business day, else the next one. */
export function businessDayOnOrAfter(day: CalendarDate | Date): CalendarDate {
  const date = toDate(day);
  return isBusinessDay(date) ? date : nextBusinessDay(date);
}

/** `count` business days after `day` (0 → `businessDayOnOrAfter(day)`). */
export function addBusinessDays(day: CalendarDate | Date, count: number): CalendarDate {
  if (!Number.isInteger(count) || count < 0) throw new RangeError('count must be a non-negative integer');
  let date = businessDayOnOrAfter(day);
  for (let i = 0; i < count; i++) date = nextBusinessDay(date);
  return date;
}

/** Withdrawals requested before this São Paulo hour on a business day settle that same day. */
export const withdrawalCutoffHour = 15;

/**
 * Settlement day of a withdrawal: requested before 15:00 (America/Sao_Paulo) on a business day →
 * that day; at or after 15:00, or on a weekend or bank holiday → the next business day.
 */
export function withdrawalSettlementDate(requestedAt: Date): CalendarDate {
  const clock = saoPauloClockAt(requestedAt);
  if (clock.hour < withdrawalCutoffHour && isBusinessDay(clock.date)) return clock.date;
  return nextBusinessDay(clock.date);
}
