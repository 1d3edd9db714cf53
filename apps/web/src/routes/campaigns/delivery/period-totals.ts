import { dateRangeOfPreset, type CalendarDate, type Currency, type DateRangePreset } from '@verba/domain';
import type { DeliveryDay, DeliveryTotalsView } from '@verba/domain/delivery/views';

/** The presets the delivery panels offer (spec §2); "all time" is the absence of one. */
export const deliveryPeriods = [
  'today',
  'yesterday',
  'last_7_days',
  'last_15_days',
  'last_30_days',
  'this_month',
  'last_month',
] as const satisfies readonly DateRangePreset[];
export type DeliveryPeriod = (typeof deliveryPeriods)[number];

/** The days of a period (both ends included), counted from `today` in São Paulo. */
export function daysOfPeriod(days: readonly DeliveryDay[], period: DeliveryPeriod, today: CalendarDate) {
  const { from, to } = dateRangeOfPreset(period, today);
  return days.filter((day) => day.date >= from && day.date <= to);
}

/** The figures of some days, as the panels' key figures show them (spend in the campaign's currency). */
export function totalsOfDays(
  days: readonly DeliveryDay[],
  currency: Currency,
): Omit<DeliveryTotalsView, 'spend_micros'> {
  let impressions = 0;
  let clicks = 0;
  let conversions = 0;
  let spend = 0n;
  for (const day of days) {
    impressions += day.impressions;
    clicks += day.clicks;
    conversions += day.conversions;
    spend += BigInt(day.spend.find((s) => s.currency === currency)?.amount ?? '0');
  }
  return {
    impressions,
    clicks,
    ctr: impressions > 0 ? clicks / impressions : null,
    conversions,
    spend: spend.toString(),
  };
}
