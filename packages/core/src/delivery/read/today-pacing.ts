import { addCalendarDays, saoPauloDateOf, saoPauloStartOfDay, type CalendarDate } from '@verba/domain';
import type { DeliveryWindow } from '@verba/domain/delivery/delivery-window';
import { cumulativeDiurnalShare, diurnalShare } from '@verba/domain/delivery/diurnal';
import type { TodayPacing } from '@verba/domain/delivery/views';
import type { DeliveryTotals } from '@verba/events';
import { microsToMinor } from './delivery-figures';

const hourMs = 3_600_000;

/** Whole São Paulo days from `from` to `to`, both included (at least 1). */
function daysIncluding(from: CalendarDate, to: CalendarDate): number {
  let days = 1;
  for (let d = from; d < to && days < 3660; d = addCalendarDays(d, 1)) days++;
  return days;
}

/**
 * The budget for today: the daily budget when there is one, else what was left at midnight spread
 * evenly over the days left to the end date; none when open-ended without a daily budget.
 */
function budgetForToday({
  today,
  dailyBudget,
  budget,
  endDate,
  spendBeforeTodayMicros,
}: {
  today: CalendarDate;
  dailyBudget: bigint | null;
  budget: bigint | null;
  endDate: string | null;
  spendBeforeTodayMicros: bigint;
}): { amount: bigint | null; source: TodayPacing['daily_budget_source'] } {
  if (dailyBudget !== null) return { amount: dailyBudget, source: 'campaign' };
  if (budget === null || endDate === null || endDate < today) return { amount: null, source: 'none' };
  const left = budget - microsToMinor(spendBeforeTodayMicros);
  if (left <= 0n) return { amount: 0n, source: 'spread' };
  const days = BigInt(daysIncluding(today, endDate));
  return { amount: (left + days - 1n) / days, source: 'spread' };
}

/**
 * Today's pacing (São Paulo day): spend per hour from the event store's hourly totals against a
 * target curve, the budget for today × the cumulative diurnal traffic share. Only a delivering day
 * has a target: before the start, in review, paused, ended or waiting for an approved creative
 * there is nothing to be ahead of or behind (`window` says which, `starts_on` from when).
 */
export function todayPacing({
  now,
  hourly,
  totalSpendMicros,
  dailyBudget,
  budget,
  endDate,
  window,
  startsOn,
}: {
  now: Date;
  window: DeliveryWindow;
  /** The first day it may deliver (campaign or group start), when set. */
  startsOn: string | null;
  hourly: readonly { hour: Date; totals: DeliveryTotals }[];
  /** All-time spend of the slice (to know what was left at midnight). */
  totalSpendMicros: bigint;
  dailyBudget: bigint | null;
  budget: bigint | null;
  endDate: string | null;
}): TodayPacing {
  const today = saoPauloDateOf(now);
  const start = saoPauloStartOfDay(today).getTime();
  const currentHour = Math.min(23, Math.floor((now.getTime() - start) / hourMs));
  const spendByHour = new Array<bigint>(24).fill(0n);
  for (const row of hourly) {
    const h = Math.round((row.hour.getTime() - start) / hourMs);
    if (h >= 0 && h < 24) spendByHour[h] = spendByHour[h]! + row.totals.spendMicros;
  }
  const spentTodayMicros = spendByHour.reduce((a, b) => a + b, 0n);
  const target = budgetForToday({
    today,
    dailyBudget,
    budget,
    endDate,
    spendBeforeTodayMicros: totalSpendMicros - spentTodayMicros,
  });
  const share = (fraction: number) =>
    target.amount === null || window !== 'delivering'
      ? null
      : ((target.amount * BigInt(Math.round(fraction * 1e6))) / 1_000_000n).toString();

  let cumulative = 0n;
  const hours = spendByHour.map((micros, hour) => {
    cumulative += micros;
    const past = hour <= currentHour;
    return {
      hour,
      spent: past ? microsToMinor(micros).toString() : null,
      cumulative_spent: past ? microsToMinor(cumulative).toString() : null,
      cumulative_target: share(cumulativeDiurnalShare(hour)),
    };
  });
  const intoHour = (now.getTime() - start - currentHour * hourMs) / hourMs;
  const before = currentHour === 0 ? 0 : cumulativeDiurnalShare(currentHour - 1);
  return {
    date: today,
    window,
    starts_on: startsOn,
    daily_budget: target.amount === null ? null : target.amount.toString(),
    daily_budget_source: target.source,
    spent_today: microsToMinor(spentTodayMicros).toString(),
    target_now: share(before + diurnalShare(currentHour) * Math.min(1, Math.max(0, intoHour))),
    hours,
  };
}
