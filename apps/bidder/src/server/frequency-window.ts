import type { LiveStrategy } from '@verba/domain/delivery/contracts';
import { epochDayOf, saoPauloDateOf } from '@verba/domain/calendar/calendar-date';

export type FrequencyCap = NonNullable<LiveStrategy['frequencyCap']>;

const minuteMs = 60_000;
const hourMs = 3_600_000;

let cachedMinute = -1;
let cachedDate = '';
let cachedEpochDay = 0;
/** The São Paulo date of an instant, computed once per minute (Intl is slow on the hot path). */
function saoPauloDateCached(now: number): string {
  const minute = Math.floor(now / minuteMs);
  if (minute !== cachedMinute) {
    cachedMinute = minute;
    cachedDate = saoPauloDateOf(new Date(now));
    cachedEpochDay = epochDayOf(cachedDate);
  }
  return cachedDate;
}

function saoPauloEpochDayCached(now: number): number {
  saoPauloDateCached(now);
  return cachedEpochDay;
}

/**
 * The fixed window a cap counts in at `now`: windows of `period` units aligned to the epoch
 * (minutes, hours) or to São Paulo calendar days, Monday weeks and months (days and longer).
 * Returns its id (part of the counter key) and a TTL that outlives it.
 */
export function frequencyWindow(cap: FrequencyCap, now: number): { id: string; ttlSeconds: number } {
  const p = Math.max(1, cap.period);
  let index: number;
  let unitSeconds: number;
  switch (cap.unit) {
    case 'MINUTES':
      index = Math.floor(now / minuteMs);
      unitSeconds = 60;
      break;
    case 'HOURS':
      index = Math.floor(now / hourMs);
      unitSeconds = 3600;
      break;
    case 'DAYS':
      index = saoPauloEpochDayCached(now);
      unitSeconds = 86_400;
      break;
    case 'WEEKS':
      // 1970-01-01 was a Thursday: +3 starts weeks on Monday.
      index = Math.floor((saoPauloEpochDayCached(now) + 3) / 7);
      unitSeconds = 7 * 86_400;
      break;
    case 'MONTHS': {
      const date = saoPauloDateCached(now);
      index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
      unitSeconds = 31 * 86_400;
      break;
    }
  }
  return {
    id: `${cap.unit[0]}${p}:${Math.floor(index / p)}`,
    ttlSeconds: unitSeconds * p + 86_400,
  };
}
