import { saoPauloDateOf } from '@verba/domain/calendar/calendar-date';
import type { ReportWatermark } from '@verba/core/reports/report-table';

export type DayMark = 'provisional' | 'consolidating' | 'restated';

/**
 * How a São Paulo day's figures stand (spec §4, DESIGN §10): restated by a platform after they
 * were shown, provisional (today), still consolidating (within the last 48 hours), or final.
 */
export function dayMarkOf(day: string, watermark: ReportWatermark): DayMark | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  if (watermark.restated_days.includes(day)) return 'restated';
  if (day >= watermark.provisional_from) return 'provisional';
  if (day >= saoPauloDateOf(new Date(watermark.consolidating_from))) return 'consolidating';
  return undefined;
}

/** What the report's range holds of the watermark's marks: today, days still consolidating, restated days. */
export function watermarkNotes(watermark: ReportWatermark, range: { from: string; to: string }) {
  const consolidatingDay = saoPauloDateOf(new Date(watermark.consolidating_from));
  return {
    provisional: range.to >= watermark.provisional_from,
    consolidating: range.to >= consolidatingDay,
    restated: watermark.restated_days.filter((day) => day >= range.from && day <= range.to).sort(),
  };
}
