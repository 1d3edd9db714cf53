import { describe, expect, it } from 'vitest';
import { dailyBudgetOf } from './daily-budget';
import { PacingController } from './pacing-controller';
import { priorHourlyShape, TrafficShape } from './traffic-shape';

const midnight = Date.parse('2026-11-24T03:00:00Z'); // 00:00 in São Paulo
const hourMs = 3_600_000;

describe('TrafficShape', () => {
  it('starts from the prior: cumulative 0 at São Paulo midnight, the first hours’ shares by 02:00, 1 at the end', () => {
    const shape = new TrafficShape();
    expect(priorHourlyShape.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(shape.cumulative(midnight)).toBe(0);
    expect(shape.cumulative(midnight + 2 * hourMs)).toBeCloseTo(
      priorHourlyShape[0]! + priorHourlyShape[1]!,
      12,
    );
    expect(shape.cumulative(midnight + 24 * hourMs - 1)).toBeCloseTo(1, 6);
    expect(shape.between(midnight + 23 * hourMs, midnight + 25 * hourMs)).toBeCloseTo(
      priorHourlyShape[23]! + priorHourlyShape[0]!,
      9,
    );
  });

  it('learns the observed hours once a day is over', () => {
    const shape = new TrafficShape(priorHourlyShape, { requestsForFullWeight: 1_000, learnedWeight: 1 });
    // A day whose traffic all came between 10:00 and 11:00.
    shape.observe(midnight + 10 * hourMs + 5, 5_000);
    expect(shape.share(10)).toBeCloseTo(priorHourlyShape[10]!, 12);
    shape.observe(midnight + 24 * hourMs + 1, 1);
    expect(shape.share(10)).toBeCloseTo(1, 9);
    expect(shape.share(3)).toBeCloseTo(0, 9);
  });
});

describe('dailyBudgetOf', () => {
  it('spreads what is left over the remaining days, capped by the campaign daily share', () => {
    expect(
      dailyBudgetOf({
        remainingMicros: 10_000,
        remainingDays: 4,
        campaignDailyMicros: null,
        shareOfCampaign: 1,
      }),
    ).toBe(2_500);
    expect(
      dailyBudgetOf({
        remainingMicros: 10_000,
        remainingDays: 4,
        campaignDailyMicros: 3_000,
        shareOfCampaign: 0.5,
      }),
    ).toBe(1_500);
    expect(
      dailyBudgetOf({
        remainingMicros: 9_000,
        remainingDays: null,
        campaignDailyMicros: null,
        shareOfCampaign: 1,
      }),
    ).toBe(300);
    expect(
      dailyBudgetOf({
        remainingMicros: 700,
        remainingDays: 0,
        campaignDailyMicros: null,
        shareOfCampaign: 1,
      }),
    ).toBe(700);
    expect(
      dailyBudgetOf({ remainingMicros: 0, remainingDays: 3, campaignDailyMicros: 5, shareOfCampaign: 1 }),
    ).toBe(0);
  });
});

describe('PacingController', () => {
  it('never allows a bid past the daily budget, and throttles harder when ahead of the target than behind it', () => {
    const ahead = new PacingController({ dailyBudgetMicros: 1_000_000, shape: new TrafficShape() });
    const behind = new PacingController({ dailyBudgetMicros: 1_000_000, shape: new TrafficShape() });
    const noon = midnight + 12 * hourMs;
    for (const [controller, spent] of [
      [ahead, 500_000],
      [behind, 100_000],
    ] as const) {
      controller.step(noon - 60_000, { requests: 100, spentToday: spent - 2_000, stepSpend: 2_000 });
      controller.step(noon, { requests: 100, spentToday: spent, stepSpend: 2_000 });
    }
    expect(ahead.throttle).toBeLessThan(behind.throttle);
    expect(ahead.bidMultiplier).toBeLessThan(1);
    expect(behind.bidMultiplier).toBe(1);
    expect(behind.allows(noon + 1, 1_000, 999_500, 0)).toBe(false);
  });

  it('starting mid-day, it bids at once: what was spent before it (a restarted bidder) opens no token debt', () => {
    const budget = 50_000_000;
    const evening = midnight + 21 * hourMs;
    const spentBefore = 1_200_000; // more than the bucket holds (a fifth of the hour's plan)
    const fresh = new PacingController({
      dailyBudgetMicros: budget,
      shape: new TrafficShape(),
      stepMs: 10_000,
    });
    expect(fresh.allows(evening, 7_000, 0, 0)).toBe(true);
    fresh.step(evening + 10_000, { requests: 50, spentToday: spentBefore, stepSpend: 0 });
    expect(fresh.allows(evening + 10_001, 7_000, spentBefore, 0)).toBe(true);
    // Its own spend still takes tokens: a burst past the bucket is refused until it refills.
    expect(fresh.allows(evening + 10_002, 7_000, spentBefore + 2_000_000, 0)).toBe(false);

    // The next day starts from zero again: yesterday's spend is not carried.
    const nextDay = evening + 13 * hourMs;
    fresh.step(nextDay, { requests: 50, spentToday: 0, stepSpend: 0 });
    expect(fresh.allows(nextDay + 1, 7_000, 7_000, 0)).toBe(true);
  });
});
