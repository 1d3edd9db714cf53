import {
  addCalendarDays,
  calendarDateOfEpochDay,
  epochDayOf,
  saoPauloClockAt,
  weekdayOf,
  type CalendarDate,
} from './calendar-date';

/** The date range presets of the lists' filters (spec §2), in the order the picker offers them. */
export const dateRangePresets = [
  'today',
  'yesterday',
  'this_week',
  'last_7_days',
  'last_15_days',
  'last_30_days',
  'this_month',
  'last_month',
] as const;
export type DateRangePreset = (typeof dateRangePresets)[number];

/** Both ends included, São Paulo calendar days. */
export interface DateRange {
  from: CalendarDate;
  to: CalendarDate;
}

const firstOfMonth = (date: CalendarDate) => `${date.slice(0, 8)}01`;

/**
 * The days a preset covers, counted from `today` (a São Paulo calendar day). A week starts on
 * Monday; "last N days" ends today and includes it.
 */
export function dateRangeOfPreset(preset: DateRangePreset, today: CalendarDate): DateRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addCalendarDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'this_week':
      return { from: addCalendarDays(today, -((weekdayOf(today) + 6) % 7)), to: today };
    case 'last_7_days':
      return { from: addCalendarDays(today, -6), to: today };
    case 'last_15_days':
      return { from: addCalendarDays(today, -14), to: today };
    case 'last_30_days':
      return { from: addCalendarDays(today, -29), to: today };
    case 'this_month':
      return { from: firstOfMonth(today), to: today };
    case 'last_month': {
      const lastDay = addCalendarDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(lastDay), to: lastDay };
    }
  }
}

/** The preset whose range is exactly this one today, if any (the picker shows its name). */
export function presetOfDateRange(
  range: Partial<DateRange>,
  today: CalendarDate,
): DateRangePreset | undefined {
  return dateRangePresets.find((preset) => {
    const candidate = dateRangeOfPreset(preset, today);
    return candidate.from === range.from && candidate.to === range.to;
  });
}

/**
 * The instant a São Paulo calendar day begins (the tz database's offset that day, so a range is
 * right in any year). A range `from … to` is the instants `[startOf(from), startOf(to + 1))`.
 */
export function saoPauloStartOfDay(date: CalendarDate): Date {
  const wallMs = epochDayOf(date) * 86_400_000;
  // Guess UTC−3, then correct by the difference between the wall clock there and midnight.
  let instant = wallMs + 3 * 3600_000;
  for (let i = 0; i < 2; i++) {
    const clock = saoPauloClockAt(new Date(instant));
    const shownMs =
      epochDayOf(clock.date) * 86_400_000 + (clock.hour * 3600 + clock.minute * 60 + clock.second) * 1000;
    instant += wallMs - shownMs;
  }
  return new Date(instant);
}

/** The instants `[start, end)` of a range of São Paulo days; either end may be open. */
export function saoPauloInstantsOf(range: Partial<DateRange>): { start?: Date; end?: Date } {
  return {
    start: range.from ? saoPauloStartOfDay(range.from) : undefined,
    end: range.to ? saoPauloStartOfDay(calendarDateOfEpochDay(epochDayOf(range.to) + 1)) : undefined,
  };
}
