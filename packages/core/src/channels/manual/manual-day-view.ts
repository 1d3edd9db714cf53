import type { ManualDeliveryDayRow } from '@verba/db';

/** A recorded day as the API answers it (money in micros of the campaign's currency, as text). */
export interface ManualDayView {
  id: string;
  day: string;
  strategy_id: string | null;
  strategy_name: string | null;
  impressions: number;
  clicks: number;
  conversions: number;
  video_views: number;
  cost_micros: string;
  source: 'form' | 'upload';
  file_name: string | null;
  note: string | null;
  recorded_at: string;
}

export function toManualDayView(
  row: ManualDeliveryDayRow,
  strategyNames: Map<string, string>,
): ManualDayView {
  return {
    id: row.id,
    day: row.day,
    strategy_id: row.strategyId,
    strategy_name: row.strategyId ? (strategyNames.get(row.strategyId) ?? null) : null,
    impressions: row.impressions,
    clicks: row.clicks,
    conversions: row.conversions,
    video_views: row.videoViews,
    cost_micros: row.costMicros.toString(),
    source: row.source,
    file_name: row.fileName,
    note: row.note,
    recorded_at: row.recordedAt.toISOString(),
  };
}
