import { describe, expect, it } from 'vitest';
import { daysOfPeriod, totalsOfDays } from './period-totals';

const day = (date: string, impressions: number, clicks: number, spend?: string) => ({
  date,
  impressions,
  clicks,
  conversions: 0,
  spend: spend ? [{ currency: 'BRL' as const, amount: spend }] : [],
});
const days = [
  day('2026-10-31', 50, 1, '500'),
  day('2026-11-18', 100, 2, '1000'),
  day('2026-11-23', 10, 0),
  day('2026-11-24', 40, 2, '234'),
];
const today = '2026-11-24';

describe('the delivery panels’ periods', () => {
  it('keeps the days of the period, both ends included', () => {
    expect(daysOfPeriod(days, 'today', today).map((d) => d.date)).toEqual(['2026-11-24']);
    expect(daysOfPeriod(days, 'yesterday', today).map((d) => d.date)).toEqual(['2026-11-23']);
    expect(daysOfPeriod(days, 'last_7_days', today).map((d) => d.date)).toEqual([
      '2026-11-18',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(daysOfPeriod(days, 'last_month', today).map((d) => d.date)).toEqual(['2026-10-31']);
  });

  it('sums their figures, with the CTR of the sums', () => {
    expect(totalsOfDays(daysOfPeriod(days, 'last_7_days', today), 'BRL')).toEqual({
      impressions: 150,
      clicks: 4,
      ctr: 4 / 150,
      conversions: 0,
      spend: '1234',
    });
    expect(totalsOfDays([], 'BRL')).toEqual({
      impressions: 0,
      clicks: 0,
      ctr: null,
      conversions: 0,
      spend: '0',
    });
  });
});
