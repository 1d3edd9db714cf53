import { dateRangeOfPreset, saoPauloDateOf, type Currency } from '@verba/domain';
import type { DeliveryDay, DeliveryTotalsView } from '@verba/domain/delivery/views';
import { useState } from 'react';
import { daysOfPeriod, totalsOfDays, type DeliveryPeriod } from './period-totals';

/**
 * A delivery panel's chosen period: all time (the server's totals, every day) by default, or a
 * preset whose figures are summed from the panel's days.
 */
export function useDeliveryPeriod(
  totals: Omit<DeliveryTotalsView, 'spend_micros'>,
  days: readonly DeliveryDay[],
  currency: Currency,
) {
  const [period, setPeriod] = useState<DeliveryPeriod | null>(null);
  if (period === null) return { period, setPeriod, totals, days, range: null };
  const today = saoPauloDateOf(new Date());
  const shown = daysOfPeriod(days, period, today);
  return {
    period,
    setPeriod,
    totals: totalsOfDays(shown, currency),
    days: shown,
    range: dateRangeOfPreset(period, today),
  };
}
