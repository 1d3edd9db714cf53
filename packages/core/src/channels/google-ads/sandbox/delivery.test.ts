import { describe, expect, it } from 'vitest';
import {
  restatementFactor,
  saoPauloDate,
  saoPauloDayStart,
  simulateCampaign,
  type SimCampaign,
} from './delivery';

const at = '2026-11-01T03:00:00.000Z';
const campaign = (over: Partial<SimCampaign> = {}): SimCampaign => ({
  id: '81',
  channel: 'SEARCH',
  history: [{ at, status: 'ENABLED' }],
  budgetHistory: [{ at, amountMicros: '50000000' }],
  startsAt: new Date(at),
  endsAt: null,
  cpcMicros: 1_500_000,
  overDeliver: false,
  groups: [
    {
      id: 'g',
      history: [{ at, status: 'ENABLED' }],
      ads: [{ id: 'a', history: [{ at, status: 'ENABLED' }], approvedAt: new Date(at) }],
    },
  ],
  ...over,
});
const dayCost = (rows: { date: string; costMicros: number }[], date: string) =>
  rows.filter((r) => r.date === date).reduce((s, r) => s + r.costMicros, 0);

describe('sandbox delivery simulation', () => {
  it('uses São Paulo days (UTC−3)', () => {
    expect(saoPauloDate(new Date('2026-11-21T02:59:59Z'))).toBe('2026-11-20');
    expect(saoPauloDayStart('2026-11-21').toISOString()).toBe('2026-11-21T03:00:00.000Z');
  });

  it('spends about the budget per day, never above twice it, deterministically', () => {
    const input = {
      campaign: campaign(),
      from: '2026-11-01',
      to: '2026-11-20',
      now: new Date('2026-11-28T12:00:00Z'),
      seed: 27,
      restatement: true,
    };
    const rows = simulateCampaign(input);
    expect(simulateCampaign(input)).toEqual(rows);
    const days = [...new Set(rows.map((r) => r.date))];
    expect(days).toHaveLength(20);
    const costs = days.map((d) => dayCost(rows, d));
    for (const c of costs) {
      expect(c).toBeGreaterThan(0.7 * 50_000_000);
      expect(c).toBeLessThanOrEqual(2 * 50_000_000);
      expect(c % 10_000).toBe(0);
    }
    const mean = costs.reduce((a, b) => a + b, 0) / costs.length;
    expect(Math.abs(mean / 50_000_000 - 1)).toBeLessThan(0.15);
    for (const r of rows) {
      expect(r.clicks).toBeGreaterThan(0);
      expect(r.impressions).toBeGreaterThanOrEqual(r.clicks);
      expect(r.videoViews).toBe(0);
    }
  });

  it('over-delivers exactly twice the budget on the knob', () => {
    const rows = simulateCampaign({
      campaign: campaign({ overDeliver: true }),
      from: '2026-11-05',
      to: '2026-11-05',
      now: new Date('2026-11-28T12:00:00Z'),
      seed: 27,
      restatement: true,
    });
    expect(dayCost(rows, '2026-11-05')).toBe(100_000_000);
  });

  it('accrues nothing while paused and nothing before the ad is approved', () => {
    const paused = campaign({
      history: [
        { at, status: 'ENABLED' },
        { at: '2026-11-05T15:00:00.000Z', status: 'PAUSED' },
        { at: '2026-11-06T15:00:00.000Z', status: 'ENABLED' },
      ],
    });
    const rows = simulateCampaign({
      campaign: paused,
      from: '2026-11-05',
      to: '2026-11-06',
      now: new Date('2026-11-28T12:00:00Z'),
      seed: 27,
      restatement: false,
    });
    // Paused 12:00 SP on the 5th to 12:00 SP on the 6th.
    expect(rows.filter((r) => r.date === '2026-11-05' && r.hour >= 12)).toEqual([]);
    expect(rows.filter((r) => r.date === '2026-11-06' && r.hour < 12)).toEqual([]);
    expect(rows.some((r) => r.date === '2026-11-06' && r.hour >= 12)).toBe(true);
    const unapproved = campaign();
    unapproved.groups[0]!.ads[0]!.approvedAt = null;
    expect(
      simulateCampaign({
        campaign: unapproved,
        from: '2026-11-05',
        to: '2026-11-06',
        now: new Date('2026-11-28T12:00:00Z'),
        seed: 27,
        restatement: false,
      }),
    ).toEqual([]);
  });

  it('grows during the day and gives video views and quartiles for Demand Gen', () => {
    const dg = campaign({ channel: 'DEMAND_GEN', cpcMicros: 300_000 });
    const morning = simulateCampaign({
      campaign: dg,
      from: '2026-11-10',
      to: '2026-11-10',
      now: new Date('2026-11-10T13:30:00Z'),
      seed: 27,
      restatement: true,
    });
    const evening = simulateCampaign({
      campaign: dg,
      from: '2026-11-10',
      to: '2026-11-10',
      now: new Date('2026-11-10T23:30:00Z'),
      seed: 27,
      restatement: true,
    });
    expect(dayCost(evening, '2026-11-10')).toBeGreaterThan(dayCost(morning, '2026-11-10'));
    expect(evening.slice(0, morning.length - 1)).toEqual(morning.slice(0, -1));
    for (const r of evening) {
      expect(r.videoViews).toBeGreaterThan(0);
      expect(r.quartiles[0]).toBeGreaterThanOrEqual(r.quartiles[1]);
      expect(r.quartiles[2]).toBeGreaterThanOrEqual(r.quartiles[3]);
    }
  });

  it('restates a day within three days after it ends, by a few percent at most, then keeps it', () => {
    const factors = Array.from({ length: 30 }, (_, i) => {
      const date = `2026-10-${String(i + 1).padStart(2, '0')}`;
      const end = saoPauloDayStart(date).getTime() + 24 * 3600_000;
      return [0, 10, 40, 71, 100, 200].map((h) =>
        restatementFactor(27, '81', date, new Date(end + h * 3600_000)),
      );
    });
    expect(factors.some((f) => f.some((x) => x !== 1))).toBe(true);
    for (const f of factors) {
      for (const x of f) expect(Math.abs(x - 1)).toBeLessThan(0.07);
      expect(f[4]).toBe(f[5]);
    }
  });
});
