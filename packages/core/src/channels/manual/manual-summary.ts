import type { ManualDeliveryDayRow } from '@verba/db';
import type { LedgerReservation } from '../../ledger/types';

/** Totals of a campaign's recorded days against its reservation (money: reservation in centavos, costs in micros). */
export function manualTotals(rows: readonly ManualDeliveryDayRow[], reservation: LedgerReservation | null) {
  let cost = 0n;
  let impressions = 0;
  let clicks = 0;
  let conversions = 0;
  let videoViews = 0;
  let lastDay: string | null = null;
  let lastRecordedAt: Date | null = null;
  for (const row of rows) {
    cost += row.costMicros;
    impressions += row.impressions;
    clicks += row.clicks;
    conversions += row.conversions;
    videoViews += row.videoViews;
    if (lastDay === null || row.day > lastDay) lastDay = row.day;
    if (lastRecordedAt === null || row.recordedAt > lastRecordedAt) lastRecordedAt = row.recordedAt;
  }
  return {
    impressions,
    clicks,
    conversions,
    video_views: videoViews,
    recorded_cost_micros: cost.toString(),
    reserved: reservation ? reservation.amount.toString() : null,
    posted: reservation ? reservation.posted.toString() : null,
    released: reservation ? reservation.released.toString() : null,
    last_day: lastDay,
    last_recorded_at: lastRecordedAt?.toISOString() ?? null,
  };
}
