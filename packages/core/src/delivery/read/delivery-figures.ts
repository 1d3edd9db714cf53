import type { DeliveryTotals } from '@verba/events';
import type { DeliveryTotalsView } from '@verba/domain/delivery/views';

const microsPerMinor = 10_000n;

/** Micros of a currency → its minor units, rounded down (what was spent in whole centavos). */
export const microsToMinor = (micros: bigint) => micros / microsPerMinor;

export const emptyTotals: DeliveryTotals = {
  bids: 0,
  wins: 0,
  impressions: 0,
  clicks: 0,
  conversions: 0,
  videoStarts: 0,
  videoCompletes: 0,
  spendMicros: 0n,
  conversionValueMicros: 0n,
  excluded: 0,
};

/** The figures the pages show of a slice of delivery. */
export function totalsView(totals: DeliveryTotals | undefined): DeliveryTotalsView {
  const t = totals ?? emptyTotals;
  return {
    impressions: t.impressions,
    clicks: t.clicks,
    ctr: t.impressions > 0 ? t.clicks / t.impressions : null,
    conversions: t.conversions,
    spend: microsToMinor(t.spendMicros).toString(),
    spend_micros: t.spendMicros.toString(),
  };
}
