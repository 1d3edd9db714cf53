import { isCalendarDate } from '@verba/domain/calendar/calendar-date';
import type { DateRange } from '@verba/domain/calendar/date-range';

/** A list's date range as the URL holds it (`from`, `to`: São Paulo days, YYYY-MM-DD). */
export type DateRangeSearch = Partial<DateRange>;

/** The date range of a URL's search: valid calendar days only, and `to` dropped when before `from`. */
export function dateRangeSearchOf(search: Record<string, unknown>): DateRangeSearch {
  const day = (value: unknown) => (typeof value === 'string' && isCalendarDate(value) ? value : undefined);
  const from = day(search.from);
  const to = day(search.to);
  return { from, to: from && to && to < from ? undefined : to };
}
