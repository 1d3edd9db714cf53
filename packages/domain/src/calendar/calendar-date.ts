/**
 * Calendar dates ("YYYY-MM-DD", no time, no zone) and the São Paulo wall clock. Banking rules
 * (due dates, business days, cut-offs) are about Brazilian calendar days, never about instants.
 */

export type CalendarDate = string;

export const saoPauloTimeZone = 'America/Sao_Paulo';
const dayMs = 86_400_000;

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function assertCalendarDate(value: string): void {
  if (!isCalendarDate(value)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${value}`);
}

/** Days since 1970-01-01 (negative before). */
export function epochDayOf(date: CalendarDate): number {
  assertCalendarDate(date);
  return Date.parse(`${date}T00:00:00Z`) / dayMs;
}

export function calendarDateOfEpochDay(day: number): CalendarDate {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  return calendarDateOfEpochDay(epochDayOf(date) + days);
}

/** `to − from` in days. */
export function calendarDaysBetween(from: CalendarDate, to: CalendarDate): number {
  return epochDayOf(to) - epochDayOf(from);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(epochDayOf(date) * dayMs).getUTCDay();
}

export interface WallClock {
  date: CalendarDate;
  hour: number;
  minute: number;
  second: number;
}

const saoPauloClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: saoPauloTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The São Paulo wall clock at an instant (the tz database knows every past DST rule). */
export function saoPauloClockAt(instant: Date): WallClock {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  const parts = Object.fromEntries(saoPauloClock.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The São Paulo calendar day an instant falls on. */
export function saoPauloDateOf(instant: Date): CalendarDate {
  return saoPauloClockAt(instant).date;
}
