import { noBidReasons, type NoBidReason } from '@verba/domain/delivery/contracts';
import type { BidderMinuteStats } from '@verba/events/event-store';

/** Upper edges (ms) of the latency histogram; a quantile is the edge of the bucket it falls in. */
export const latencyBucketsMs = [
  0.25,
  0.5,
  1,
  1.5,
  2,
  3,
  4,
  5,
  7.5,
  10,
  15,
  20,
  30,
  50,
  75,
  100,
  150,
  200,
  300,
  500,
  1000,
  Infinity,
] as const;

interface MinuteCounters {
  minute: number;
  requests: number;
  bidResponses: number;
  bids: number;
  timeouts: number;
  malformed: number;
  noBids: Partial<Record<NoBidReason, number>>;
  /** Bid requests and notices refused because the caller is not the registered exchange, by reason. */
  refused: Record<string, number>;
  latency: number[];
}

/** Why a strategy did not bid lately: counts per reason since the bidder started, and the last one. */
export interface StrategyDiagnostics {
  /** Why it was passed over in this clock hour and the one before (older counts are dropped). */
  noBids: Partial<Record<NoBidReason, number>>;
  lastReason: NoBidReason | null;
  lastAt: number | null;
  bids: number;
  lastBidAt: number | null;
}

export interface BidderMetrics {
  request(outcome: { latencyMs: number; bids: number; noBid?: NoBidReason }): void;
  /** A strategy passed over for an imp, and why. */
  strategyNoBid(strategyId: string, reason: NoBidReason, now: number): void;
  strategyBid(strategyId: string, now: number): void;
  /**
   * A bid request or notice refused before anything was bid or billed: not a registered active
   * exchange, a bad secret or signature, an address not allowed, another exchange's notice...
   */
  refused(reason: string): void;
  /** A failure that was answered with a no-bid or a pixel (logged and counted, never a 5xx). */
  failure(where: string): void;
  /** The rows of the current and not yet written minutes. */
  snapshot(now: number): BidderMinuteStats[];
  diagnostics(strategyIds: readonly string[]): Map<string, StrategyDiagnostics>;
  failures(): Record<string, number>;
}

const minuteMs = 60_000;
const hourMs = 3_600_000;

type ReasonCounts = Partial<Record<NoBidReason, number>>;

/** A reason's place in a strategy's counts: counted on every visited candidate, so an array, not a keyed object. */
const reasonSlot = new Map<NoBidReason, number>(noBidReasons.map((reason, i) => [reason, i]));

/** A strategy's diagnostics with its reasons counted per clock hour (by `reasonSlot`): this one and the one before. */
interface StrategyCounters {
  counts: number[];
  previous: number[] | null;
  hour: number;
  lastReason: NoBidReason | null;
  lastAt: number | null;
  bids: number;
  lastBidAt: number | null;
}

const noCounts = (): number[] => new Array<number>(noBidReasons.length).fill(0);

/** Moves the counts to the clock hour of `at`: the current hour's become the previous one's. */
function rollTo(d: StrategyCounters, at: number) {
  const hour = Math.floor(at / hourMs);
  if (hour <= d.hour) return;
  d.previous = hour === d.hour + 1 ? d.counts : null;
  d.counts = noCounts();
  d.hour = hour;
}

/** The two hours' counts by reason, only the reasons counted. */
function sumOf(a: number[] | null, b: number[]): ReasonCounts {
  const sum: ReasonCounts = {};
  noBidReasons.forEach((reason, i) => {
    const n = (a?.[i] ?? 0) + b[i]!;
    if (n > 0) sum[reason] = n;
  });
  return sum;
}

function quantile(histogram: readonly number[], q: number): number {
  const total = histogram.reduce((a, b) => a + b, 0);
  if (total === 0) return 0;
  const rank = Math.ceil(q * total);
  let seen = 0;
  for (let i = 0; i < histogram.length; i++) {
    seen += histogram[i]!;
    if (seen >= rank) {
      const edge = latencyBucketsMs[i]!;
      return Number.isFinite(edge) ? edge : latencyBucketsMs[latencyBucketsMs.length - 2]!;
    }
  }
  return 0;
}

/**
 * Per-minute counters of one bidder (requests, bid responses, bids, timeouts, malformed, no-bid
 * reasons, latency histogram), kept for the current and previous minute, and per-strategy no-bid
 * reasons for the pages' "why not delivering".
 */
export function createBidderMetrics({
  bidderId,
  now = Date.now,
  maxStrategies = 200_000,
}: {
  bidderId: string;
  now?: () => number;
  maxStrategies?: number;
}): BidderMetrics {
  const minutes = new Map<number, MinuteCounters>();
  const strategies = new Map<string, StrategyCounters>();
  const failureCounts: Record<string, number> = {};

  const current = (at: number): MinuteCounters => {
    const minute = Math.floor(at / minuteMs) * minuteMs;
    let counters = minutes.get(minute);
    if (!counters) {
      counters = {
        minute,
        requests: 0,
        bidResponses: 0,
        bids: 0,
        timeouts: 0,
        malformed: 0,
        noBids: {},
        refused: {},
        latency: new Array<number>(latencyBucketsMs.length).fill(0),
      };
      minutes.set(minute, counters);
      for (const old of minutes.keys()) if (old < minute - 2 * minuteMs) minutes.delete(old);
    }
    return counters;
  };
  const strategy = (id: string): StrategyCounters => {
    let d = strategies.get(id);
    if (!d) {
      if (strategies.size >= maxStrategies) strategies.clear();
      d = {
        counts: noCounts(),
        previous: null,
        hour: Number.NEGATIVE_INFINITY,
        lastReason: null,
        lastAt: null,
        bids: 0,
        lastBidAt: null,
      };
      strategies.set(id, d);
    }
    return d;
  };

  return {
    request({ latencyMs, bids, noBid }) {
      const c = current(now());
      c.requests += 1;
      c.bids += bids;
      if (bids > 0) c.bidResponses += 1;
      if (noBid) {
        c.noBids[noBid] = (c.noBids[noBid] ?? 0) + 1;
        if (noBid === 'timeout') c.timeouts += 1;
        if (noBid === 'malformed') c.malformed += 1;
      }
      let bucket = 0;
      while (latencyMs > latencyBucketsMs[bucket]!) bucket++;
      c.latency[bucket]! += 1;
    },
    strategyNoBid(strategyId, reason, at) {
      const d = strategy(strategyId);
      rollTo(d, at);
      d.counts[reasonSlot.get(reason)!]! += 1;
      d.lastReason = reason;
      d.lastAt = at;
    },
    strategyBid(strategyId, at) {
      const d = strategy(strategyId);
      d.bids += 1;
      d.lastBidAt = at;
    },
    refused(reason) {
      const c = current(now());
      c.refused[reason] = (c.refused[reason] ?? 0) + 1;
    },
    failure(where) {
      failureCounts[where] = (failureCounts[where] ?? 0) + 1;
    },
    snapshot(at) {
      current(at);
      return [...minutes.values()]
        .sort((a, b) => a.minute - b.minute)
        .map((c) => ({
          bidderId,
          minute: new Date(c.minute),
          requests: c.requests,
          bidResponses: c.bidResponses,
          bids: c.bids,
          timeouts: c.timeouts,
          malformed: c.malformed,
          noBids: { ...c.noBids },
          refused: { ...c.refused },
          latencyP50Ms: quantile(c.latency, 0.5),
          latencyP99Ms: quantile(c.latency, 0.99),
        }));
    },
    diagnostics(strategyIds) {
      const result = new Map<string, StrategyDiagnostics>();
      const at = now();
      for (const id of strategyIds) {
        const d = strategies.get(id);
        if (!d) continue;
        rollTo(d, at);
        const { lastReason, lastAt, bids, lastBidAt } = d;
        result.set(id, { noBids: sumOf(d.previous, d.counts), lastReason, lastAt, bids, lastBidAt });
      }
      return result;
    },
    failures: () => ({ ...failureCounts }),
  };
}

/**
 * Writes the current minutes' rows every `intervalMs` (a later row of the same bidder and minute
 * replaces the earlier one in the store). Failures are counted, never thrown.
 */
export function startMetricsFlush({
  metrics,
  appendStats,
  intervalMs = 10_000,
  now = Date.now,
  onError,
}: {
  metrics: BidderMetrics;
  appendStats: (rows: readonly BidderMinuteStats[]) => Promise<void>;
  intervalMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}): { flush(): Promise<void>; stop(): Promise<void> } {
  const flush = async () => {
    try {
      await appendStats(metrics.snapshot(now()));
    } catch (error) {
      metrics.failure('stats');
      onError?.(error);
    }
  };
  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();
  return {
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
