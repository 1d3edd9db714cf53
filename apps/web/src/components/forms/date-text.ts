// Deep imports: the field sits on light pages (/reports) that avoid the domain index and zod.
import { isCalendarDate } from '@verba/domain/calendar/calendar-date';
import { formatDate } from '@verba/domain/formats';
import { languageOf } from '@verba/domain/languages';

/** A `YYYY-MM-DD` date as the language writes it (22/11/2026, 11/22/2026 in English); '' for none. */
export const dateTextOf = (iso: string, language: string): string => (iso ? formatDate(iso, language) : '');

/** What was typed in the language's format as `YYYY-MM-DD`, or undefined until it is a real date. */
export function isoOfDateText(text: string, language: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [, first, second, year] = match;
  const [day, month] = languageOf(language) === 'en' ? [second, first] : [first, second];
  const iso = `${year}-${month}-${day}`;
  return isCalendarDate(iso) ? iso : undefined;
}
