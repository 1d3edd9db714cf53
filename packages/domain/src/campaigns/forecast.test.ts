import { describe, expect, it } from 'vitest';
import { platformPeople } from '../audiences/reach';
import { campaignForecast, coverageReach, forecastRatio, strategyImpressions } from './forecast';

describe('campaign forecast', () => {
  it('buys budget ÷ CPM × 1000 impressions; CPC and CPV by their assumed rates; a fallback CPM without a bid', () => {
    // R$ 1.000,00 at a R$ 5,00 CPM: 200 000 impressions.
    expect(strategyImpressions({ budget: 100_000n, bid: { type: 'CPM', amount: 500n } })).toBe(200_000);
    // R$ 100,00 at R$ 0,50 a click: 200 clicks at 0,5 % CTR → 40 000 impressions.
    expect(strategyImpressions({ budget: 10_000n, bid: { type: 'CPC', amount: 50n } })).toBe(40_000);
    // R$ 300,00 at R$ 0,10 a view: 3 000 views at 30 % → 10 000 impressions.
    expect(strategyImpressions({ budget: 30_000n, bid: { type: 'CPV', amount: 10n } })).toBe(10_000);
    expect(strategyImpressions({ budget: 8_000n, bid: null })).toBe(10_000);
    expect(strategyImpressions({ budget: null, bid: { type: 'CPM', amount: 500n } })).toBe(0);
  });

  it('reaches people by Poisson coverage: never more than the audience nor the impressions', () => {
    expect(coverageReach(1_000_000, 1_000)).toBe(1_000);
    expect(coverageReach(1_000, 1_000)).toBe(632);
    expect(coverageReach(1_000, 100_000)).toBe(1_000);
    expect(coverageReach(0, 100)).toBe(0);
    for (const [audience, impressions] of [
      [10, 5],
      [5_000, 12_345],
      [3, 1_000_000],
    ] as const) {
      const reach = coverageReach(audience, impressions);
      expect(reach).toBeLessThanOrEqual(Math.min(audience, impressions));
    }
  });

  it('sums the strategies, reach capped at the platform', () => {
    const f = campaignForecast([
      { budget: 100_000n, bid: { type: 'CPM', amount: 500n }, audiencePeople: 1_000_000 },
      { budget: 50_000n, bid: { type: 'CPM', amount: 1_000n }, audiencePeople: 10_000 },
    ]);
    expect(f.impressions).toBe(250_000);
    expect(f.reach).toBe(coverageReach(1_000_000, 200_000) + coverageReach(10_000, 50_000));
    const huge = campaignForecast(
      Array.from({ length: 3 }, () => ({
        budget: 10n ** 12n,
        bid: { type: 'CPM' as const, amount: 1n },
        audiencePeople: platformPeople,
      })),
    );
    expect(huge.reach).toBe(platformPeople);
    expect(forecastRatio(50, 200)).toBe(0.25);
    expect(forecastRatio(50, 0)).toBeNull();
  });
});
