import type { NoBidReason } from '@verba/domain/delivery/contracts';
import type { StaffDelivery, StaffDeliveryMinute } from '@verba/domain/delivery/views';
import type { BidderMinuteStats, MinuteDelivery } from '@verba/events';
import type { Actor, Deps } from '../../deps';
import { fail } from '../../errors';
import { microsToMinor } from './delivery-figures';

const windowMs = 3_600_000;

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Request-weighted mean of the bidders' p50s; the worst p99 (a p99 cannot be averaged). */
function latency(rows: readonly BidderMinuteStats[]) {
  const requests = rows.reduce((sum, r) => sum + r.requests, 0);
  if (rows.length === 0) return { p50: null, p99: null };
  const p50 =
    requests > 0
      ? rows.reduce((sum, r) => sum + r.latencyP50Ms * r.requests, 0) / requests
      : Math.max(...rows.map((r) => r.latencyP50Ms));
  return { p50: Math.round(p50 * 100) / 100, p99: Math.max(...rows.map((r) => r.latencyP99Ms)) };
}

function minuteRows(stats: readonly BidderMinuteStats[], delivery: readonly MinuteDelivery[]) {
  const keys = new Set([...stats, ...delivery].map((r) => r.minute.getTime()));
  return [...keys]
    .sort((a, b) => a - b)
    .map((key): StaffDeliveryMinute => {
      const bidders = stats.filter((r) => r.minute.getTime() === key);
      const events = delivery.filter((r) => r.minute.getTime() === key);
      const { p50, p99 } = latency(bidders);
      return {
        minute: new Date(key).toISOString(),
        requests: bidders.reduce((sum, r) => sum + r.requests, 0),
        bids: bidders.reduce((sum, r) => sum + r.bids, 0),
        wins: events.reduce((sum, r) => sum + r.wins, 0),
        impressions: events.reduce((sum, r) => sum + r.impressions, 0),
        timeouts: bidders.reduce((sum, r) => sum + r.timeouts, 0),
        latency_p50_ms: p50,
        latency_p99_ms: p99,
        spend: microsToMinor(events.reduce((sum, r) => sum + r.spendMicros, 0n)).toString(),
      };
    });
}

/**
 * GET staff/delivery (platform staff only): the bidders and delivery of the last hour from the
 * event store — requests/s, bid and win rates, timeouts, no-bid reasons, latency, spend per minute.
 */
export async function getStaffDelivery({
  deps,
  actor,
}: {
  deps: Deps;
  actor: Actor;
}): Promise<StaffDelivery> {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  const since = new Date(deps.now().getTime() - windowMs);
  const [stats, delivery] = deps.events
    ? await Promise.all([deps.events.bidderStats({ since }), deps.events.perMinute({ since })])
    : [[], []];
  const sum = (pick: (r: BidderMinuteStats) => number) => stats.reduce((total, r) => total + pick(r), 0);
  const requests = sum((r) => r.requests);
  const bids = sum((r) => r.bids);
  const wins = delivery.reduce((total, r) => total + r.wins, 0);
  const spendMicros = delivery.reduce((total, r) => total + r.spendMicros, 0n);
  const trafficMinutes = new Set(stats.filter((r) => r.requests > 0).map((r) => r.minute.getTime())).size;
  const spendMinutes = new Set(delivery.map((r) => r.minute.getTime())).size;
  const noBids = new Map<NoBidReason, number>();
  for (const row of stats)
    for (const [reason, n] of Object.entries(row.noBids) as [NoBidReason, number][])
      noBids.set(reason, (noBids.get(reason) ?? 0) + n);
  const { p50, p99 } = latency(stats);
  return {
    since: since.toISOString(),
    live: deps.events !== undefined,
    bidders: new Set(stats.map((r) => r.bidderId)).size,
    requests,
    requests_per_second: trafficMinutes > 0 ? Math.round((requests / (trafficMinutes * 60)) * 100) / 100 : 0,
    bid_rate: ratio(
      sum((r) => r.bidResponses),
      requests,
    ),
    win_rate: ratio(wins, bids),
    timeouts: sum((r) => r.timeouts),
    latency_p50_ms: p50,
    latency_p99_ms: p99,
    spend: microsToMinor(spendMicros).toString(),
    spend_per_minute: microsToMinor(spendMinutes > 0 ? spendMicros / BigInt(spendMinutes) : 0n).toString(),
    no_bid_reasons: [...noBids]
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([reason, count]) => ({ reason, count })),
    minutes: minuteRows(stats, delivery),
  };
}
