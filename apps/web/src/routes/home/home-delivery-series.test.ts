import { describe, expect, it } from 'vitest';
import { homeChartRows, shortDay, spendCurrencies } from './home-delivery-series';

const view = {
  spend: [
    { currency: 'USD' as const, amount: '500' },
    { currency: 'BRL' as const, amount: '12345' },
  ],
  days: [
    { date: '2026-11-21', impressions: 0, clicks: 0, conversions: 0, spend: [] },
    {
      date: '2026-11-22',
      impressions: 1200,
      clicks: 7,
      conversions: 1,
      spend: [
        { currency: 'BRL' as const, amount: '12345' },
        { currency: 'USD' as const, amount: '500' },
      ],
    },
  ],
};

describe('the home chart series', () => {
  it('labels days the reader’s way', () => {
    expect(shortDay('2026-11-22', 'pt-BR')).toBe('22/11');
    expect(shortDay('2026-11-22', 'en')).toBe('11/22');
  });

  it('puts BRL first, and shows BRL when nothing was spent', () => {
    expect(spendCurrencies(view)).toEqual(['BRL', 'USD']);
    expect(spendCurrencies({ spend: [] })).toEqual(['BRL']);
  });

  it('gives spend per currency in minor units, zero on quiet days', () => {
    expect(homeChartRows(view, 'spend', 'pt-BR')).toEqual([
      { day: '21/11', date: '2026-11-21', BRL: 0, USD: 0 },
      { day: '22/11', date: '2026-11-22', BRL: 12345, USD: 500 },
    ]);
  });

  it('gives a count metric as one value a day', () => {
    expect(homeChartRows(view, 'clicks', 'pt-BR').map((r) => r.value)).toEqual([0, 7]);
    expect(homeChartRows(view, 'impressions', 'pt-BR').map((r) => r.value)).toEqual([0, 1200]);
  });
});
