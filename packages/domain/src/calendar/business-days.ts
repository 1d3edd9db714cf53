/**
 * Brazilian bank business days: weekends and the national bank holidays are not business days.
 * The holidays come from `date-holidays` (types `public` and `bank`), which — unlike the
 * brazilian-utils list — has both Carnaval days (Monday and Tuesday) and Corpus Christi as
 * bank holidays, matching the FEBRABAN national calendar. Ash Wednesday (banks open at noon) and
 * 31 December (no public service, interbank settlement runs) stay business days.
 */
import Holidays from 'date-holidays';
import {
  addCalendarDays,
  isCalendarDate,
  saoPauloClockAt,
  saoPauloDateOf,
  weekdayOf,
  type CalendarDate,
} from './calendar-date';

const bankHolidayTypes = new Set(['public', 'bank']);
let calendar: Holidays | undefined;
const byYear = new Map<number, Map<CalendarDate, string>>();

/** National bank holidays of a year: date → name. Built lazily (the data set is large). */
export function bankHolidaysOf(year: number): ReadonlyMap<CalendarDate, string> {
  let holidays = byYear.get(year);
  if (!holidays) {
    calendar ??= new Holidays('BR');
    holidays = new Map();
    for (const h of calendar.getHolidays(year)) {
      if (bankHolidayTypes.has(h.type)) holidays.set(h.date.slice(0, 10), h.name);
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
