import { isCalendarDate } from '@verba/domain/calendar/calendar-date';
import { dateRangePresets, type DateRangePreset } from '@verba/domain/calendar/date-range';

// Light imports only: the router reads this on the login page's first load (first-load.test.ts).

/**
 * `/dashboards/{id}` and `/dashboards/advertisers/{id}`: the period the board is read over, in the
 * URL (a spec preset, or São Paulo days `from`–`to`), so a link opens the board over that period.
 * Absent, a board shows its saved period and an advertiser overview the last 30 days.
 */
export interface DashboardSearch {
  period?: DateRangePreset;
  from?: string;
  to?: string;
}

/** The board's range as the URL holds it: from–to wins over a preset; days out of order are swapped. */
export function validateDashboardSearch(search: Record<string, unknown>): DashboardSearch {
  const day = (value: unknown) => (typeof value === 'string' && isCalendarDate(value) ? value : undefined);
  let from = day(search.from);
  let to = day(search.to);
  if (from && to && to < from) [from, to] = [to, from];
  if (from && to) return { from, to };
  const period = dateRangePresets.find((p) => p === search.period);
  return period ? { period } : {};
}

type Range = { preset: DateRangePreset } | { from: string; to: string };

/** The range of the URL, if it names one. */
export function rangeOfSearch(search: DashboardSearch): Range | undefined {
  if (search.from && search.to) return { from: search.from, to: search.to };
  return search.period ? { preset: search.period } : undefined;
}

/** The URL of a range (replacing whatever range the URL held). */
export function searchOfRange(range: Range): DashboardSearch {
  return 'preset' in range ? { period: range.preset } : { from: range.from, to: range.to };
}

/** Same days or same preset. */
export const sameRange = (a: Range, b: Range) =>
  'preset' in a ? 'preset' in b && a.preset === b.preset : 'from' in b && a.from === b.from && a.to === b.to;
