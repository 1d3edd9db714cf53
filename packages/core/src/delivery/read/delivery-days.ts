import { addCalendarDays, calendarDaysBetween, type CalendarDate, type Currency } from '@verba/domain';
import type { DeliveryDay } from '@verba/domain/delivery/views';
import type { DeliveryTotals } from '@verba/events/event-store';
import { microsToMinor } from './delivery-figures';

interface DailyRow {
  campaignId: string;
  date: string;
  totals: DeliveryTotals;
}

/** Spend in minor units per currency (rounded down once per figure), those with spend only. */
export function spendByCurrency(micros: ReadonlyMap<Currency, bigint>) {
  return [...micros]
    .filter(([, amount]) => amount > 0n)
    .map(([currency, amount]) => ({ currency, amount: microsToMinor(amount).toString() }));
}

/**
 * Every São Paulo day from `from` to `to` (both included), oldest first, summing the event store's
 * daily rows of the campaigns in `currencyOf` (others are ignored); days without delivery are zero.
 */
export function deliveryDays({
  rows,
  from,
  to,
  currencyOf,
}: {
  rows: readonly DailyRow[];
  from: CalendarDate;
  to: CalendarDate;
  currencyOf: ReadonlyMap<string, Currency>;
}): DeliveryDay[] {
  const perDay = new Map<
    string,
    { impressions: number; clicks: number; conversions: number; spend: Map<Currency, bigint> }
  >();
  for (const row of rows) {
    const currency = currencyOf.get(row.campaignId);
    if (!currency) continue;
    const day = perDay.get(row.date) ?? {
      impressions: 0,
      clicks: 0,
      conversions: 0,
      spend: new Map<Currency, bigint>(),
    };
    day.impressions += row.totals.impressions;
    day.clicks += row.totals.clicks;
    day.conversions += row.totals.conversions;
    day.spend.set(currency, (day.spend.get(currency) ?? 0n) + row.totals.spendMicros);
    perDay.set(row.date, day);
  }
  const length = Math.max(0, calendarDaysBetween(from, to) + 1);
  return Array.from({ length }, (_, i) => {
    const date = addCalendarDays(from, i);
    const day = perDay.get(date);
    return {
      date,
      impressions: day?.impressions ?? 0,
      clicks: day?.clicks ?? 0,
      conversions: day?.conversions ?? 0,
      spend: day ? spendByCurrency(day.spend) : [],
    };
  });
}
