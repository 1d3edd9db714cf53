import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../calendar/calendar-date';
import {
  channelMicrosPerMinor,
  platformBudgetNeedsUpdate,
  platformDailyBudget,
  platformOverdeliveryPercent,
  watchMustPause,
  worstIntervalSpendMicros,
} from './budget-rules';
import { channelPlatforms } from './platforms';

const platform = fc.constantFrom(...channelPlatforms);
const micros = fc.bigInt({ min: 0n, max: 10n ** 14n });
const today = '2026-11-28';

describe('platformDailyBudget', () => {
  it('even the platform’s worst day never exceeds what remains, nor the pace, nor the campaign’s daily budget', () => {
    fc.assert(
      fc.property(
        platform,
        micros,
        fc.option(fc.integer({ min: -5, max: 400 }), { nil: null }),
        fc.option(micros, { nil: null }),
        micros,
        (p, remaining, daysAhead, daily, spentToday) => {
          const endDate = daysAhead === null ? null : addCalendarDays(today, daysAhead);
          const budget = platformDailyBudget({
            platform: p,
            remainingMicros: remaining,
            spentTodayMicros: spentToday,
            today,
            endDate,
            campaignDailyBudgetMicros: daily,
          });
          expect(budget >= 0n).toBe(true);
          expect(budget % channelMicrosPerMinor).toBe(0n);
          expect((budget * platformOverdeliveryPercent[p]) / 100n <= remaining).toBe(true);
          if (daily !== null) expect(budget <= daily).toBe(true);
          // The pace: what remained at the day's start over the days left.
          if (daysAhead !== null && daysAhead >= 0)
            expect(budget * BigInt(daysAhead + 1) <= remaining + spentToday).toBe(true);
        },
      ),
    );
  });

  it('Google gets half of what remains on the last day, and the pace before it', () => {
    const base = { platform: 'google_ads' as const, today, campaignDailyBudgetMicros: null };
    expect(platformDailyBudget({ ...base, remainingMicros: 100_000_000n, endDate: today })).toBe(50_000_000n);
    expect(
      platformDailyBudget({ ...base, remainingMicros: 100_000_000n, endDate: addCalendarDays(today, 9) }),
    ).toBe(10_000_000n);
    expect(platformDailyBudget({ ...base, remainingMicros: 100_000_000n, endDate: '2026-01-01' })).toBe(
      50_000_000n,
    );
    expect(platformDailyBudget({ ...base, remainingMicros: 15_555n, endDate: null })).toBe(0n);
    expect(platformDailyBudget({ ...base, remainingMicros: -5n, endDate: null })).toBe(0n);
  });
});

describe('the watch', () => {
  const input = fc.record({
    platform,
    remainingMicros: fc.bigInt({ min: -(10n ** 10n), max: 10n ** 13n }),
    dailyBudgetMicros: micros,
    todayCostMicros: micros,
    elapsedTodaySeconds: fc.integer({ min: 0, max: 86_400 }),
    intervalSeconds: fc.integer({ min: 1, max: 3_600 }),
    recent: fc.option(fc.record({ costMicros: micros, seconds: fc.integer({ min: 0, max: 86_400 }) }), {
      nil: undefined,
    }),
  });

  it('pauses exactly when one more interval at the worst rate could reach the reservation', () => {
    fc.assert(
      fc.property(input, (watch) => {
        const worst = worstIntervalSpendMicros(watch);
        expect(worst >= 0n).toBe(true);
        // At least one interval and a reporting delay at the worst-day rate of the budget in force.
        const dayCap = (watch.dailyBudgetMicros * platformOverdeliveryPercent[watch.platform]) / 100n;
        expect(worst * 86_400n >= dayCap * 2n * BigInt(watch.intervalSeconds)).toBe(true);
        // A burst never lowers the estimate.
        expect(worstIntervalSpendMicros({ ...watch, recent: undefined }) <= worst).toBe(true);
        expect(watchMustPause(watch)).toBe(
          watch.remainingMicros < channelMicrosPerMinor || watch.remainingMicros <= worst,
        );
      }),
    );
  });

  it('a budget set by platformDailyBudget on its last day leaves room until the day is nearly spent', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 10n ** 8n, max: 10n ** 12n }), (remaining) => {
        const dailyBudgetMicros = platformDailyBudget({
          platform: 'google_ads',
          remainingMicros: remaining,
          today,
          endDate: today,
          campaignDailyBudgetMicros: null,
        });
        const watch = {
          platform: 'google_ads' as const,
          dailyBudgetMicros,
          todayCostMicros: 0n,
          elapsedTodaySeconds: 3_600,
          intervalSeconds: 300,
        };
        expect(watchMustPause({ ...watch, remainingMicros: remaining })).toBe(false);
        // Half a day at twice the budget's pace: the watch stops it once one more interval could reach the end.
        const noon = { ...watch, elapsedTodaySeconds: 43_200, todayCostMicros: dailyBudgetMicros };
        const worst = worstIntervalSpendMicros({ ...noon, remainingMicros: 0n });
        expect(worst > 0n).toBe(true);
        expect(watchMustPause({ ...noon, remainingMicros: worst })).toBe(true);
        expect(watchMustPause({ ...noon, remainingMicros: worst + channelMicrosPerMinor })).toBe(false);
      }),
    );
  });

  it('more is never set on the platform for less than 5 %', () => {
    expect(platformBudgetNeedsUpdate(null, 0n)).toBe(true);
    expect(platformBudgetNeedsUpdate(100n, 99n)).toBe(true);
    expect(platformBudgetNeedsUpdate(100n, 104n)).toBe(false);
    expect(platformBudgetNeedsUpdate(100n, 105n)).toBe(true);
    expect(platformBudgetNeedsUpdate(100n, 100n)).toBe(false);
    expect(platformBudgetNeedsUpdate(0n, 0n)).toBe(false);
    expect(platformBudgetNeedsUpdate(0n, 10_000n)).toBe(true);
  });
});
