import type { StaffDelivery } from '../../../hooks/api/delivery';

/** Height of each per-minute chart of /staff/delivery, shared with the skeleton shown while it loads. */
export const minuteChartHeight = 180;

/** One minute of the last hour for the charts; null where the bidders posted nothing (a gap). */
export interface MinuteRow {
  /** São Paulo wall-clock time, "HH:mm". */
  minute: string;
  requests: number | null;
  bid_rate: number | null;
  win_rate: number | null;
  p50: number | null;
  p99: number | null;
  /** Minor units. */
  spend: number | null;
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** The sixty minutes from `since`, each with its figures, so the x axis is always the whole hour. */
export function minuteRows(since: string, minutes: StaffDelivery['minutes'], language: string): MinuteRow[] {
  const start = new Date(since).getTime();
  const clock = new Intl.DateTimeFormat(language, {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const rows: MinuteRow[] = Array.from({ length: 60 }, (_, i) => ({
    minute: clock.format(new Date(start + i * 60_000)),
    requests: null,
    bid_rate: null,
    win_rate: null,
    p50: null,
    p99: null,
    spend: null,
  }));
  for (const m of minutes) {
    const i = Math.floor((new Date(m.minute).getTime() - start) / 60_000);
    if (i < 0 || i >= 60) continue;
    rows[i] = {
      minute: rows[i]!.minute,
      requests: m.requests,
      bid_rate: ratio(m.bids, m.requests),
      win_rate: ratio(m.wins, m.bids),
      p50: m.latency_p50_ms,
      p99: m.latency_p99_ms,
      spend: Number(m.spend),
    };
  }
  return rows;
}
