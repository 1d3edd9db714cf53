import { describe, expect, it, vi } from 'vitest';
import type { BidderMinuteStats } from '@verba/events/event-store';
import { createBidderMetrics, startMetricsFlush } from './metrics';

describe('bidder metrics', () => {
  it('counts one minute: requests, bid responses, bids, timeouts, malformed, no-bid reasons, p50/p99', () => {
    let now = Date.parse('2026-03-10T12:00:10Z');
    const metrics = createBidderMetrics({ bidderId: 'b1', now: () => now });
    for (let i = 0; i < 98; i++) metrics.request({ latencyMs: 0.8, bids: i % 2 });
    metrics.request({ latencyMs: 40, bids: 0, noBid: 'timeout' });
    metrics.request({ latencyMs: 0.1, bids: 0, noBid: 'malformed' });
    now += 60_000;
    metrics.request({ latencyMs: 3, bids: 2 });
    const [first, second] = metrics.snapshot(now);
    expect(first).toMatchObject({
      bidderId: 'b1',
      minute: new Date('2026-03-10T12:00:00Z'),
      requests: 100,
      bidResponses: 49,
      bids: 49,
      timeouts: 1,
      malformed: 1,
      noBids: { timeout: 1, malformed: 1 },
      latencyP50Ms: 1,
      latencyP99Ms: 1,
    });
    expect(second).toMatchObject({ requests: 1, bids: 2, bidResponses: 1, latencyP50Ms: 3 });
  });

  it('puts the slowest percent in p99', () => {
    const metrics = createBidderMetrics({ bidderId: 'b1', now: () => 0 });
    for (let i = 0; i < 95; i++) metrics.request({ latencyMs: 0.4, bids: 1 });
    for (let i = 0; i < 5; i++) metrics.request({ latencyMs: 18, bids: 1 });
    expect(metrics.snapshot(0)[0]).toMatchObject({ latencyP50Ms: 0.5, latencyP99Ms: 20 });
  });

  it('keeps why each strategy did not bid, asked for by id', () => {
    const metrics = createBidderMetrics({ bidderId: 'b1', now: () => 4 });
    metrics.strategyNoBid('s1', 'frequency_cap', 1);
    metrics.strategyNoBid('s1', 'pacing', 2);
    metrics.strategyNoBid('s1', 'pacing', 3);
    metrics.strategyBid('s2', 4);
    const d = metrics.diagnostics(['s1', 's2', 'unknown']);
    expect(d.get('s1')).toEqual({
      noBids: { frequency_cap: 1, pacing: 2 },
      lastReason: 'pacing',
      lastAt: 3,
      bids: 0,
      lastBidAt: null,
    });
    expect(d.get('s2')).toMatchObject({ bids: 1, lastBidAt: 4 });
    expect(d.has('unknown')).toBe(false);
  });

  it('counts the reasons of this clock hour and the one before, no older ones', () => {
    const hour = 3_600_000;
    let at = 10 * hour + 5;
    const metrics = createBidderMetrics({ bidderId: 'b1', now: () => at });
    metrics.strategyNoBid('s1', 'pacing', at);
    at = 11 * hour + 1;
    metrics.strategyNoBid('s1', 'targeting', at);
    expect(metrics.diagnostics(['s1']).get('s1')!.noBids).toEqual({ pacing: 1, targeting: 1 });
    at = 12 * hour;
    expect(metrics.diagnostics(['s1']).get('s1')!.noBids).toEqual({ targeting: 1 });
    metrics.strategyNoBid('s1', 'targeting', at);
    expect(metrics.diagnostics(['s1']).get('s1')!.noBids).toEqual({ targeting: 2 });
    at = 15 * hour;
    expect(metrics.diagnostics(['s1']).get('s1')).toMatchObject({ noBids: {}, lastReason: 'targeting' });
  });

  it('writes the rows every interval and counts a failed write instead of throwing', async () => {
    vi.useFakeTimers();
    try {
      const metrics = createBidderMetrics({ bidderId: 'b1', now: () => 0 });
      metrics.request({ latencyMs: 1, bids: 1 });
      const appendStats = vi
        .fn<(rows: readonly BidderMinuteStats[]) => Promise<void>>()
        .mockRejectedValueOnce(new Error('down'))
        .mockResolvedValue(undefined);
      const flusher = startMetricsFlush({ metrics, appendStats, intervalMs: 10_000, now: () => 0 });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(metrics.failures()).toEqual({ stats: 1 });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(appendStats).toHaveBeenCalledTimes(2);
      expect(appendStats.mock.calls[1]![0][0]).toMatchObject({ bidderId: 'b1', requests: 1 });
      await flusher.stop();
      expect(appendStats).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
