import { describe, expect, it } from 'vitest';
import type { EventStore, PlatformStatsRow } from '@verba/events';
import { latestPlatformStats } from '@verba/events/platform-stats';
import { platformDeliveryReads } from './platform-delivery';

const fetchedAt = new Date('2026-11-28T12:00:00Z');
const row = (over: Partial<PlatformStatsRow>): PlatformStatsRow => ({
  campaignId: 'c1',
  strategyId: 's1',
  platform: 'google_ads',
  day: '2026-11-27',
  hour: null,
  impressions: 100,
  clicks: 10,
  costMicros: 5_000_000n,
  conversions: 0.4,
  conversionValueMicros: 0n,
  videoViews: 0,
  videoQuartiles: [0, 0, 0, 0],
  currency: 'BRL',
  fetchedAt,
  ...over,
});

const storeOf = (rows: PlatformStatsRow[]) =>
  ({
    platformStats: (query: { campaignIds: readonly string[]; from: string; to: string }) =>
      Promise.resolve(latestPlatformStats(rows, query)),
  }) as unknown as EventStore;

const now = new Date('2026-11-28T15:00:00Z'); // 12:00 in São Paulo

describe('platformDeliveryReads', () => {
  it('is null for the bidder’s types and without an event store', async () => {
    expect(
      await platformDeliveryReads({ events: storeOf([]), campaign: { id: 'c1', type: 'PROGRAMMATIC' }, now }),
    ).toBeNull();
    expect(
      await platformDeliveryReads({ events: undefined, campaign: { id: 'c1', type: 'SEARCH' }, now }),
    ).toBeNull();
  });

  it('counts a day’s whole-day rows when given, else its hours; per strategy, hour and day', async () => {
    const reads = (await platformDeliveryReads({
      events: storeOf([
        // The 27th: whole-day rows and hours — the whole day counts, never both.
        row({}),
        row({ strategyId: 's2', impressions: 50, clicks: 5, costMicros: 2_500_000n, conversions: 0.3 }),
        row({ hour: 10, impressions: 999, costMicros: 9_990_000n }),
        // The 28th: hours only (10:00 and 11:00 São Paulo).
        row({
          day: '2026-11-28',
          hour: 10,
          impressions: 20,
          clicks: 2,
          costMicros: 1_000_000n,
          conversions: 1,
        }),
        row({
          day: '2026-11-28',
          hour: 11,
          impressions: 30,
          clicks: 3,
          costMicros: 1_500_000n,
          conversions: 0,
        }),
        // Another campaign's row is never read.
        row({ campaignId: 'c2', impressions: 7 }),
      ]),
      campaign: { id: 'c1', type: 'SEARCH' },
      now,
    }))!;
    const totals = (await reads.campaignTotals({ campaignIds: ['c1'] })).get('c1')!;
    expect(totals).toMatchObject({ impressions: 200, clicks: 20, spendMicros: 10_000_000n, conversions: 2 });
    const strategies = await reads.strategyTotals({ campaignId: 'c1' });
    expect(strategies.get('s1')).toMatchObject({ impressions: 150, spendMicros: 7_500_000n });
    expect(strategies.get('s2')).toMatchObject({ impressions: 50, spendMicros: 2_500_000n });
    // The last hour: only the 28th's 11:00 row overlaps [11:00, 12:00) São Paulo.
    const lastHour = await reads.strategyTotals({
      campaignId: 'c1',
      from: new Date('2026-11-28T14:00:00Z'),
      to: now,
    });
    expect(lastHour.get('s1')).toMatchObject({ impressions: 30 });
    const hourly = await reads.hourly({
      campaignId: 'c1',
      from: new Date('2026-11-28T03:00:00Z'),
      to: new Date('2026-11-29T03:00:00Z'),
    });
    expect(hourly.map((h) => [h.hour.toISOString(), h.totals.impressions])).toEqual([
      ['2026-11-28T13:00:00.000Z', 20],
      ['2026-11-28T14:00:00.000Z', 30],
    ]);
    const daily = await reads.daily({
      campaignIds: ['c1'],
      from: new Date('2026-11-27T03:00:00Z'),
      to: new Date('2026-11-29T03:00:00Z'),
    });
    expect(daily.map((d) => [d.date, d.totals.impressions, d.totals.spendMicros])).toEqual([
      ['2026-11-27', 150, 7_500_000n],
      ['2026-11-28', 50, 2_500_000n],
    ]);
    const oneStrategy = await reads.daily({
      campaignIds: ['c1'],
      strategyId: 's2',
      from: new Date('2026-11-27T03:00:00Z'),
      to: new Date('2026-11-29T03:00:00Z'),
    });
    expect(oneStrategy.map((d) => [d.date, d.totals.impressions])).toEqual([['2026-11-27', 50]]);
  });
});
