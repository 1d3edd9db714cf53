import { calendarDaysBetween, type CalendarDate } from '../calendar/calendar-date';
import type { ChannelPlatform } from './platforms';

/**
 * Money rules of campaigns delivered on a platform's own API (DESIGN §5, §9; issue 27): the
 * reservation made at publish is the only money a channel may spend. Everything here is in micros
 * of the campaign's currency (1 centavo = 10 000 micros), pure and total over non-negative inputs.
 */

/** Micros per minor unit (centavo): what the ledger books is floor(micros / this). */
export const channelMicrosPerMinor = 10_000n;

/**
 * How much a platform may spend in one day, in percent of the daily budget set on it:
 * - google_ads: 200 — "your daily spend may be up to 2 times your average daily budget"
 *   (Google Ads Help, "About average daily budgets"); the monthly cap (30.4×) is not relied on.
 * - meta: 175 — Meta may spend up to 75 % more than a daily budget on a given day (Meta Business
 *   Help Centre, "About daily budgets").
 * - spotify: 150 — no documented figure found; a conservative assumption until Channels II checks it.
 * - manual: 100 — staff book what partners deliver; there is no platform pacing to overrun.
 */
export const platformOverdeliveryPercent: Readonly<Record<ChannelPlatform, bigint>> = {
  google_ads: 200n,
  meta: 175n,
  spotify: 150n,
  manual: 100n,
};

const min = (...values: bigint[]) => values.reduce((a, b) => (b < a ? b : a));
const max = (a: bigint, b: bigint) => (a > b ? a : b);

export interface PlatformDailyBudgetInput {
  platform: ChannelPlatform;
  /** What remains reserved for the campaign (reservation remaining after every posting), in micros. */
  remainingMicros: bigint;
  /** Today's cost already posted (micros): the pace is taken from what remained at the day's start. */
  spentTodayMicros?: bigint;
  /** Today (São Paulo). */
  today: CalendarDate;
  /** The campaign's last day of delivery; null when it runs until its budget is spent. */
  endDate: CalendarDate | null;
  /** The campaign's own daily budget (Verba's plan), when it has one. */
  campaignDailyBudgetMicros: bigint | null;
}

/**
 * The daily budget to set on the platform: the largest multiple of a centavo such that
 * - even the platform's worst day (platformOverdeliveryPercent × budget) fits in what remains
 *   reserved — the platform alone can never spend beyond the reservation in the day the budget
 *   applies to;
 *   (from what remains NOW: the budget in force at midnight gives the platform a fresh day);
 * - it does not run ahead of the plan's pace: what remained at the start of today spread over the
 *   days left (today to the end date, inclusive; today alone once past it) — stable through the
 *   day, so the platform is not asked to change its budget at every sync;
 * - it is no more than the campaign's own daily budget.
 * 0 when nothing remains (the watch then pauses the campaign).
 */
export function platformDailyBudget(input: PlatformDailyBudgetInput): bigint {
  const remaining = max(0n, input.remainingMicros);
  const percent = platformOverdeliveryPercent[input.platform];
  const worstDayCap = (remaining * 100n) / percent;
  const daysLeft =
    input.endDate === null ? 1n : BigInt(Math.max(1, calendarDaysBetween(input.today, input.endDate) + 1));
  const dayStart = remaining + max(0n, input.spentTodayMicros ?? 0n);
  const pace = input.endDate === null ? dayStart : dayStart / daysLeft;
  const caps = [worstDayCap, pace];
  if (input.campaignDailyBudgetMicros !== null) caps.push(max(0n, input.campaignDailyBudgetMicros));
  const budget = min(...caps);
  return budget - (budget % channelMicrosPerMinor);
}

export interface WatchInput {
  platform: ChannelPlatform;
  /** What remains reserved after posting every fetched day, today's running cost included (micros). */
  remainingMicros: bigint;
  /** The daily budget in force on the platform (micros). */
  dailyBudgetMicros: bigint;
  /** Today's cost so far as the platform reported it (micros). */
  todayCostMicros: bigint;
  /** Seconds of today (São Paulo) elapsed when the figures were read. */
  elapsedTodaySeconds: number;
  /** Seconds until the next sync can act (CHANNEL_SYNC_SECONDS). */
  intervalSeconds: number;
  /**
   * The latest burst: how much today's cost grew since the previous sync, over how many seconds
   * (platforms front-load a day's spend; the day's average alone would hide it). Absent: unknown.
   */
  recent?: { costMicros: bigint; seconds: number };
}

/**
 * The most the platform could spend before the watch looks again: the time to the next sync and
 * one more interval of reporting delay, at the worst of the day's average rate, the latest burst
 * and the platform's worst-day rate for its budget. What the platform may still spend today under
 * its own rule (2× for Google) is deliberately not trusted as a cap: the watch is there for the
 * platform that breaks it.
 */
export function worstIntervalSpendMicros(input: WatchInput): bigint {
  const percent = platformOverdeliveryPercent[input.platform];
  const budget = max(0n, input.dailyBudgetMicros);
  const today = max(0n, input.todayCostMicros);
  const seconds = BigInt(Math.max(0, Math.ceil(input.intervalSeconds)) * 2);
  const elapsed = BigInt(Math.max(60, Math.floor(input.elapsedTodaySeconds)));
  // Rates as micros per second, rounded up so the watch errs on the side of pausing.
  const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
  const observedRate = ceilDiv(today, elapsed);
  const worstDayRate = ceilDiv((budget * percent) / 100n, 86_400n);
  const recentRate =
    input.recent && input.recent.costMicros > 0n
      ? ceilDiv(input.recent.costMicros, BigInt(Math.max(1, Math.floor(input.recent.seconds))))
      : 0n;
  return max(max(observedRate, recentRate), worstDayRate) * seconds;
}

/**
 * Whether the watch must pause the campaign on the platform now: less than a centavo remains, or
 * today's running cost plus what was posted already (i.e. the reservation minus `remainingMicros`)
 * reaches the reservation minus what one more sync interval at the worst rate could spend.
 */
export function watchMustPause(input: WatchInput): boolean {
  // Less than a centavo left cannot be charged: nothing more may be spent.
  if (input.remainingMicros < channelMicrosPerMinor) return true;
  return input.remainingMicros <= worstIntervalSpendMicros(input);
}

/**
 * Whether the budget on the platform must be set again: always when it must go down (or none is
 * set yet), and upwards only by 5 % or more, so small moves do not churn the platform (Google
 * resets its pacing on every budget change).
 */
export function platformBudgetNeedsUpdate(current: bigint | null, next: bigint): boolean {
  if (current === null) return true;
  if (next < current) return true;
  return (next - current) * 100n >= current * 5n && next !== current;
}
