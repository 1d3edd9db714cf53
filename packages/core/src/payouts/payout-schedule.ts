import { epochDayOf, saoPauloClockAt, type CalendarDate } from '@verba/domain';

/** Hour (São Paulo) at which transfers of a future settlement day are sent. */
export const payoutSendHour = 9;

/** The instant a São Paulo wall-clock hour of a calendar day falls on (whatever the offset then). */
export function saoPauloInstant(date: CalendarDate, hour: number): Date {
  const guess = Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`) + 3 * 3_600_000; // UTC−3, São Paulo since 2019
  const clock = saoPauloClockAt(new Date(guess));
  const driftMinutes = (epochDayOf(clock.date) - epochDayOf(date)) * 1440 + clock.hour * 60 + clock.minute - hour * 60;
  return new Date(guess - driftMinutes * 60_000);
}

/**
 * When the payout job runs: at once for a withdrawal settling today, otherwise at 09:00 (São
 * Paulo) of its settlement day.
 */
export function payoutSendAt(settlementDate: CalendarDate, now: Date): Date {
  const opening = saoPauloInstant(settlementDate, payoutSendHour);
  return opening > now ? opening : now;
}
