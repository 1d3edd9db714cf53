import type { TodayPacing } from '../../../hooks/api/delivery';

/** Height of today's pacing chart, shared with the skeleton shown while the chart code loads. */
export const pacingChartHeight = 220;

/** One point of the pacing chart: cumulative spend and target (minor units) at the end of an hour. */
export interface PacingRow {
  hour: string;
  spent: number | null;
  target: number | null;
}

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}h`;

/**
 * Today's pacing as chart rows over the São Paulo day: the day starts at zero ("00h") and hour h's
 * cumulative figures sit at its end, so "24h" closes the day. Spent stops at the current hour (null
 * after it); the target is null throughout without a daily budget.
 */
export function pacingRows(pacing: TodayPacing): PacingRow[] {
  const hasTarget = pacing.hours.some((h) => h.cumulative_target !== null);
  const rows: PacingRow[] = [{ hour: hourLabel(0), spent: 0, target: hasTarget ? 0 : null }];
  for (const h of pacing.hours) {
    rows.push({
      hour: hourLabel(h.hour + 1),
      spent: h.cumulative_spent === null ? null : Number(h.cumulative_spent),
      target: h.cumulative_target === null ? null : Number(h.cumulative_target),
    });
  }
  return rows;
}
