import { describe, expect, it } from 'vitest';
import type { BudgetLease, LeaseSource } from '../contracts';
import { Banker } from './banker';

/** A LeaseSource over one reservation of `micros`, recording what it granted. */
function fakeSource(micros: bigint, leaseMs = 30_000) {
  let left = micros;
  let n = 0;
  const granted: BudgetLease[] = [];
  const source: LeaseSource = {
    acquire: ({ campaignId, bidderId, wantMicros, now }) => {
      const grant = wantMicros < left ? wantMicros : left;
      if (grant <= 0n) return Promise.resolve(null);
      left -= grant;
      const lease = {
        id: `lease-${++n}`,
        campaignId,
        bidderId,
        grantedMicros: grant,
        expiresAt: now + leaseMs,
      };
      granted.push(lease);
      return Promise.resolve(lease);
    },
  };
  return { source, granted, refund: (m: bigint) => (left += m) };
}

function setup(micros: bigint, overrides: Partial<ConstructorParameters<typeof Banker>[0]> = {}) {
  let clock = Date.parse('2026-11-24T15:00:00Z');
  const fake = fakeSource(micros);
  const banker = new Banker({
    source: fake.source,
    bidderId: 'b1',
    now: () => clock,
    leaseMs: 30_000,
    minWantMicros: 10_000n,
    ...overrides,
  });
  return { banker, fake, advance: (ms: number) => (clock += ms) };
}

const bid = (bidId: string, costMicros: bigint, strategyId = 's1') => ({
  bidId,
  campaignId: 'c1',
  strategyId,
  costMicros,
});

describe('Banker', () => {
  it('refuses until a lease arrives, asked for in the background, then opens bids while the lease covers them', async () => {
    const { banker } = setup(1_000_000n);
    expect(banker.tryOpen(bid('a', 4_000n))).toEqual({ ok: false, reason: 'no_lease' });
    await banker.idle();
    expect(banker.tryOpen(bid('b', 4_000n))).toEqual({ ok: true, leaseId: 'lease-1' });
    expect(banker.tryOpen(bid('c', 4_000n))).toMatchObject({ ok: true });
    expect(banker.position('c1')).toMatchObject({ exposureMicros: 8_000n });
  });

  it('answers the lease budget left as position() does, and null while it holds no lease', async () => {
    const { banker, advance } = setup(1_000_000n);
    expect(banker.remainingMicros('c1')).toBeNull();
    banker.prefetch('c1');
    await banker.idle();
    banker.tryOpen(bid('a', 4_000n));
    expect(banker.remainingMicros('c1')).toBe(banker.position('c1').remainingMicros);
    advance(60_000);
    expect(banker.remainingMicros('c1')).toBeNull();
  });

  it('counts exposure until settled: a loss frees it, a win turns it into spend at the clearing price', async () => {
    const { banker } = setup(10_000n, { minWantMicros: 10_000n });
    banker.prefetch('c1');
    await banker.idle();
    expect(banker.tryOpen(bid('a', 6_000n))).toMatchObject({ ok: true });
    expect(banker.tryOpen(bid('b', 6_000n))).toMatchObject({ ok: false, reason: 'no_lease' });
    banker.settle('a', { won: false, costMicros: 0n });
    expect(banker.tryOpen(bid('b', 6_000n))).toMatchObject({ ok: true });
    banker.settle('b', { won: true, costMicros: 5_000n });
    banker.settle('b', { won: true, costMicros: 5_000n });
    expect(banker.position('c1')).toEqual({ leases: 1, remainingMicros: 5_000n, exposureMicros: 0n });
  });

  it('never opens more than its leases hold, whatever is asked and however settled', async () => {
    const { banker, fake, advance } = setup(1_000_000n);
    const kept = new Map<string, bigint>();
    for (let i = 0; i < 5_000; i++) {
      const cost = BigInt(1_000 + (i % 7) * 900);
      const result = banker.tryOpen(bid(`b${i}`, cost));
      if (result.ok) {
        // Won at the bid price or never settled: both keep the money; a loss gives it back.
        if (i % 3 === 1) banker.settle(`b${i}`, { won: false, costMicros: 0n });
        else kept.set(result.leaseId, (kept.get(result.leaseId) ?? 0n) + cost);
        if (i % 3 === 0) banker.settle(`b${i}`, { won: true, costMicros: cost });
      }
      if (i % 50 === 0) await banker.idle();
      advance(20);
    }
    expect(fake.granted.length).toBeGreaterThan(3);
    for (const lease of fake.granted)
      expect(kept.get(lease.id) ?? 0n).toBeLessThanOrEqual(lease.grantedMicros);
    expect(fake.granted.reduce((sum, l) => sum + l.grantedMicros, 0n)).toBeLessThanOrEqual(1_000_000n);
  });

  it('drops expired leases with their exposure and renews before a lease runs out', async () => {
    const { banker, fake, advance } = setup(10_000_000n);
    banker.prefetch('c1');
    await banker.idle();
    expect(banker.tryOpen(bid('a', 1_000n))).toMatchObject({ ok: true, leaseId: 'lease-1' });
    advance(25_000);
    banker.tryOpen(bid('b', 1_000n));
    await banker.idle();
    expect(fake.granted).toHaveLength(2);
    advance(6_000);
    expect(banker.position('c1')).toMatchObject({ leases: 1 });
    banker.settle('a', { won: true, costMicros: 1_000n });
    expect(banker.tryOpen(bid('c', 1_000n))).toMatchObject({ ok: true, leaseId: 'lease-2' });
  });

  it('keeps a strategy within its daily and total budgets, counting reports, wins since and open bids', async () => {
    const { banker, advance } = setup(10_000_000n);
    banker.setStrategyBudget('s1', { dailyMicros: 10_000n, totalMicros: 25_000n });
    banker.prefetch('c1');
    await banker.idle();
    banker.recordSpend('s1', { todayMicros: 4_000n, totalMicros: 14_000n, asOf: Date.now() - 10 ** 9 });
    const t0 = Date.parse('2026-11-24T15:00:00Z');
    banker.recordSpend('s1', { todayMicros: 4_000n, totalMicros: 14_000n, asOf: t0 });
    expect(banker.tryOpen(bid('a', 4_000n))).toMatchObject({ ok: true });
    expect(banker.tryOpen(bid('b', 4_000n))).toEqual({ ok: false, reason: 'daily_budget' });
    banker.settle('a', { won: true, costMicros: 3_000n });
    expect(banker.tryOpen(bid('b', 3_000n))).toMatchObject({ ok: true });
    banker.settle('b', { won: false, costMicros: 0n });
    // Next São Paulo day: the daily budget starts again, the total does not.
    advance(24 * 3600_000);
    banker.prefetch('c1');
    await banker.idle();
    expect(banker.tryOpen(bid('c', 9_000n))).toEqual({ ok: false, reason: 'campaign_budget' });
    expect(banker.tryOpen(bid('c', 8_000n))).toMatchObject({ ok: true });
  });

  it('waits before asking again when the reservation has nothing left, and survives a failing source', async () => {
    let calls = 0;
    const errors: unknown[] = [];
    const banker = new Banker({
      source: {
        acquire: () => (++calls === 1 ? Promise.reject(new Error('db down')) : Promise.resolve(null)),
      },
      bidderId: 'b1',
      now: () => 1_000,
      leaseMs: 30_000,
      onError: (e) => errors.push(e),
    });
    banker.tryOpen(bid('a', 1n));
    await banker.idle();
    banker.tryOpen(bid('b', 1n));
    await banker.idle();
    expect(calls).toBe(1);
    expect(errors).toHaveLength(1);
  });
});
