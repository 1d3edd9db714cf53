import { emptyDeliveryTotals, type DeliveryTotals } from '@verba/events/event-store';
import type { DeliveryTotalsView } from '@verba/domain/delivery/views';

const microsPerMinor = 10_000n;

/** Micros of a currency → its minor units, rounded down (what was spent in whole centavos). */
export const microsToMinor = (micros: bigint) => micros / microsPerMinor;

/** The figures the pages show of a slice of delivery. */
export function totalsView(totals: DeliveryTotals | undefined): DeliveryTotalsView {
  const t = totals ?? emptyDeliveryTotals();
  return {
    impressions: t.impressions,
    clicks: t.clicks,
    ctr: t.impressions > 0 ? t.clicks / t.impressions : null,
    conversions: t.conversions,
    spend: microsToMinor(t.spendMicros).toString(),
    spend_micros: t.spendMicros.toString(),
  };
}
