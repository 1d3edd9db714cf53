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

  describe('past days of a campaign that ran since an earlier day (ranSince)', () => {
    // Created at 07:00 SP on the 10th, PAUSED; the ad approved at 08:00; budget raised from R$ 30 to
    // R$ 50 at 09:00 and enabled at 10:00 (its first go-live); it ran since the 5th.
    const created = '2026-11-10T10:00:00.000Z';
    const approved = new Date('2026-11-10T11:00:00.000Z');
    const pastCampaign = (over: Partial<SimCampaign> = {}) =>
      campaign({
        history: [
          { at: created, status: 'PAUSED' },
          { at: '2026-11-10T13:00:00.000Z', status: 'ENABLED' },
        ],
        budgetHistory: [
          { at: created, amountMicros: '30000000' },
          { at: '2026-11-10T12:00:00.000Z', amountMicros: '50000000' },
        ],
        startsAt: saoPauloDayStart('2026-11-10'),
        ranSince: saoPauloDayStart('2026-11-05'),
        groups: [
          {
            id: 'g',
            history: [{ at: created, status: 'ENABLED' }],
            ads: [{ id: 'a', history: [{ at: created, status: 'ENABLED' }], approvedAt: approved }],
          },
        ],
        ...over,
      });
    const run = (c: SimCampaign, now = new Date('2026-11-28T12:00:00Z')) =>
      simulateCampaign({
        campaign: c,
        from: '2026-11-01',
        to: '2026-11-12',
        now,
        seed: 27,
        restatement: true,
      });

    it('reports every day from ranSince at the go-live budget, the usual day curve, deterministically', () => {
      const rows = run(pastCampaign());
      expect(run(pastCampaign())).toEqual(rows);
      expect(rows.some((r) => r.date < '2026-11-05')).toBe(false);
      for (const date of ['2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08', '2026-11-09']) {
        const cost = dayCost(rows, date);
        // R$ 50,00 (the budget at go-live, not the R$ 30,00 it was created with) × [0.75, 1.25].
        expect(cost).toBeGreaterThanOrEqual(0.75 * 50_000_000 - 10_000);
        expect(cost).toBeLessThanOrEqual(1.25 * 50_000_000 + 10_000);
        expect(new Set(rows.filter((r) => r.date === date).map((r) => r.hour)).size).toBe(24);
      }
      // The creation day: its hours before the approval (00:00–08:00 SP) count as past time; paused
      // from the approval until 10:00 SP; then live.
      const creationDay = rows.filter((r) => r.date === '2026-11-10');
      expect(creationDay.some((r) => r.hour < 8)).toBe(true);
      expect(creationDay.filter((r) => r.hour === 8 || r.hour === 9)).toEqual([]);
      expect(creationDay.some((r) => r.hour >= 10)).toBe(true);
      // Past rows say which instant's keywords split them (the go-live); live rows do not.
      expect(
        creationDay
          .filter((r) => r.hour < 8)
          .every((r) => r.keywordsAt === Date.parse('2026-11-10T13:00:00.000Z')),
      ).toBe(true);
      expect(creationDay.filter((r) => r.hour >= 10).every((r) => r.keywordsAt === undefined)).toBe(true);
    });

    it('reports no past day while it never went live, nor when the ad was disapproved, nor without ranSince', () => {
      const beforeLive = run(pastCampaign(), new Date('2026-11-10T12:30:00Z'));
      expect(beforeLive).toEqual([]);
      const neverLive = run(pastCampaign({ history: [{ at: created, status: 'PAUSED' }] }));
      expect(neverLive).toEqual([]);
      const disapproved = pastCampaign();
      disapproved.groups[0]!.ads[0]!.approvedAt = null;
      expect(run(disapproved)).toEqual([]);
      const plain = run(pastCampaign({ ranSince: null }));
      expect(plain.some((r) => r.date < '2026-11-10')).toBe(false);
      expect(plain.filter((r) => r.date === '2026-11-10' && r.hour < 10)).toEqual([]);
      // The live hours are the same with or without the past days.
      const live = (rows: typeof plain) => rows.filter((r) => r.date > '2026-11-10');
      expect(live(run(pastCampaign()))).toEqual(live(plain));
    });
  });
});
