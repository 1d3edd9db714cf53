import { describe, expect, it } from 'vitest';
import { dailyChartRows, dailyTotal, shortDay, spendCurrencies } from './daily-series';

const days = [
  { date: '2026-11-21', impressions: 0, clicks: 0, conversions: 0, spend: [] },
  {
    date: '2026-11-22',
    impressions: 1200,
    clicks: 7,
    conversions: 1,
    spend: [
      { currency: 'USD' as const, amount: '500' },
      { currency: 'BRL' as const, amount: '12345' },
    ],
  },
  {
    date: '2026-11-23',
    impressions: 300,
    clicks: 1,
    conversions: 0,
    spend: [{ currency: 'BRL' as const, amount: '55' }],
  },
];

describe('the daily chart series', () => {
  it('labels days the reader’s way', () => {
    expect(shortDay('2026-11-22', 'pt-BR')).toBe('22/11');
    expect(shortDay('2026-11-22', 'en')).toBe('11/22');
  });

  it('puts BRL first, and shows BRL when nothing was spent', () => {
    expect(spendCurrencies(days)).toEqual(['BRL', 'USD']);
    expect(spendCurrencies(days.slice(0, 1))).toEqual(['BRL']);
  });

  it('gives spend per currency in minor units, zero on quiet days', () => {
    expect(dailyChartRows(days, 'spend', 'pt-BR')).toEqual([
      { day: '21/11', date: '2026-11-21', BRL: 0, USD: 0 },
      { day: '22/11', date: '2026-11-22', BRL: 12345, USD: 500 },
      { day: '23/11', date: '2026-11-23', BRL: 55, USD: 0 },
    ]);
  });

  it('gives a count metric as one value a day', () => {
    expect(dailyChartRows(days, 'clicks', 'pt-BR').map((r) => r.value)).toEqual([0, 7, 1]);
  });

  it('totals a metric over the days', () => {
    expect(dailyTotal(days, 'impressions')).toBe(1500);
    expect(dailyTotal(days, 'spend')).toEqual([
      { currency: 'USD', amount: '500' },
      { currency: 'BRL', amount: '12400' },
    ]);
  });
});
