import { describe, expect, it } from 'vitest';
import { rangeOfSearch, sameRange, searchOfRange, validateDashboardSearch } from './search';

describe('the board period in the URL', () => {
  it('keeps a preset or São Paulo days, from–to winning, days in order', () => {
    expect(validateDashboardSearch({ period: 'last_7_days' })).toEqual({ period: 'last_7_days' });
    expect(validateDashboardSearch({ period: 'forever' })).toEqual({});
    expect(validateDashboardSearch({ from: '2026-11-01', to: '2026-11-15', period: 'today' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-15',
    });
    expect(validateDashboardSearch({ from: '2026-11-15', to: '2026-11-01' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-15',
    });
    expect(validateDashboardSearch({ from: '2026-02-30', to: '2026-03-01' })).toEqual({});
    expect(validateDashboardSearch({ from: '2026-11-01' })).toEqual({});
  });

  it('round-trips a range', () => {
    for (const range of [{ preset: 'this_month' as const }, { from: '2026-10-01', to: '2026-10-31' }]) {
      const back = rangeOfSearch(validateDashboardSearch({ ...searchOfRange(range) }));
      expect(back).toEqual(range);
      expect(sameRange(back!, range)).toBe(true);
    }
    expect(rangeOfSearch({})).toBeUndefined();
    expect(sameRange({ preset: 'today' }, { from: '2026-10-01', to: '2026-10-01' })).toBe(false);
  });
});
