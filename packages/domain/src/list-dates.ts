import { saoPauloTimeZone } from './calendar/calendar-date';
import { formatDate } from './formats';
import { languageOf } from './languages';

const dayKey = (value: Date | string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(value),
  );

/** `14:05` (24-hour) in pt-BR and es, `2:05 PM` in English. */
export function formatTime(value: Date | string, language?: string, timeZone = saoPauloTimeZone): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(value));
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0) % 24;
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00';
  if (languageOf(language) !== 'en') return `${String(hour).padStart(2, '0')}:${minute}`;
  return `${hour % 12 || 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * The date rule of every list: a row shows its day, and also its time when another row of the
 * same list falls on that day (São Paulo days by default), so rows of one day can be told apart
 * without cluttering the others. Build it once per rendered page from every row's instant.
 */
export function listDateFormatter(
  values: readonly (Date | string)[],
  language?: string,
  timeZone = saoPauloTimeZone,
): (value: Date | string) => string {
  const counts = new Map<string, number>();
  for (const value of values)
    counts.set(dayKey(value, timeZone), (counts.get(dayKey(value, timeZone)) ?? 0) + 1);
  return (value) => {
    const date = formatDate(value, language, { timeZone });
    return (counts.get(dayKey(value, timeZone)) ?? 0) > 1
      ? `${date} ${formatTime(value, language, timeZone)}`
      : date;
  };
}
