import { describe, expect, it } from 'vitest';
import { PacingController } from './pacing-controller';
import { priorHourlyShape, TrafficShape } from './traffic-shape';

/** Seeded uniform random numbers in [0, 1) (mulberry32). */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const minuteMs = 60_000;
const midnight = Date.parse('2026-11-24T03:00:00Z'); // 00:00 in São Paulo
const requestsPerDay = 200_000;

interface SimStrategy {
  eligible: number;
  costMicros: number;
  budget: number;
  trafficAllows: boolean;
  pacer: PacingController;
  spent: number;
  hourly: number[];
  stepSpend: number;
  stepRequests: number;
}

/** One São Paulo day of first-price auctions on a virtual clock, minute by minute. */
function simulateDay(seed: number) {
  const random = seeded(seed);
  // The day's real traffic: the prior shape with ±10 % noise per hour.
  const raw = priorHourlyShape.map((share) => share * (0.9 + 0.2 * random()));
  const sum = raw.reduce((a, b) => a + b, 0);
  const trueShape = raw.map((v) => v / sum);
  const strategies: SimStrategy[] = Array.from({ length: 100 }, (_, i) => {
    const eligible = 0.005 + 0.1 * random();
    const costMicros = Math.round(1_000 + 9_000 * random());
    // Win rate at full bid ≈ 0.75 (competitors bid 0.3–1.1 × ours): the spend traffic allows.
    const potential = requestsPerDay * eligible * 0.75 * costMicros;
    const trafficAllows = i % 5 !== 0;
    const budget = Math.round(potential * (trafficAllows ? 0.1 + 0.5 * random() : 1.3 + random()));
    return {
      eligible,
      costMicros,
      budget,
      trafficAllows,
      pacer: new PacingController({ dailyBudgetMicros: budget, shape: new TrafficShape() }),
      spent: 0,
      hourly: new Array<number>(24).fill(0),
      stepSpend: 0,
      stepRequests: 0,
    };
  });
  for (let minute = 0; minute < 24 * 60; minute++) {
    const start = midnight + minute * minuteMs;
    const hour = Math.floor(minute / 60);
    const requests = (requestsPerDay * trueShape[hour]!) / 60;
    for (const s of strategies) {
      s.pacer.step(start, { requests: s.stepRequests, spentToday: s.spent, stepSpend: s.stepSpend });
      s.stepSpend = 0;
      const n = Math.round(requests * s.eligible * (0.8 + 0.4 * random()));
      s.stepRequests = n;
      for (let k = 0; k < n; k++) {
        const now = start + Math.floor((k * minuteMs) / n);
        const bid = s.costMicros * s.pacer.bidMultiplier;
        if (!s.pacer.allows(now, bid, s.spent, random())) continue;
        const competitor = s.costMicros * (0.3 + 0.8 * random());
        if (bid <= competitor) continue;
        s.spent += bid;
        s.stepSpend += bid;
        s.hourly[hour]! += bid;
      }
    }
  }
  return strategies;
}

describe('pacing on a virtual clock (100 strategies per São Paulo day of diurnal traffic, six seeded days)', () => {
  it('spends within 5 % of the daily budget where traffic allows, no hour above 2× its share, never past the budget', () => {
    const started = performance.now();
    const strategies = [1, 2, 3, 4, 5, 20261124].flatMap((seed) => simulateDay(seed));
    const elapsed = performance.now() - started;
    const misses: string[] = [];
    strategies.forEach((s, i) => {
      if (s.spent > s.budget) misses.push(`#${i} spent ${s.spent} > budget ${s.budget}`);
      if (s.trafficAllows && Math.abs(s.spent - s.budget) > 0.05 * s.budget)
        misses.push(
          `#${i} spent ${(s.spent / s.budget).toFixed(3)} of its budget ${s.budget} cost ${s.costMicros} eligible ${s.eligible.toFixed(4)}`,
        );
      s.hourly.forEach((spend, hour) => {
        const share = s.budget * priorHourlyShape[hour]!;
        if (spend > 2 * share + s.costMicros)
          misses.push(`#${i} hour ${hour}: ${(spend / share).toFixed(2)}× its share`);
      });
    });
    expect(misses).toEqual([]);
    const limited = strategies.filter((s) => !s.trafficAllows);
    expect(limited.every((s) => s.spent < s.budget)).toBe(true);
    expect(elapsed).toBeLessThan(10_000);
  });
});
