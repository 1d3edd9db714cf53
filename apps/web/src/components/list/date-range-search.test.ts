import { describe, expect, it } from 'vitest';
import { dateRangeSearchOf } from './date-range-search';

describe('dateRangeSearchOf', () => {
  it('keeps valid São Paulo days', () => {
    expect(dateRangeSearchOf({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });

  it('drops what is no day, and an end before the start', () => {
    expect(dateRangeSearchOf({ from: '2026-02-30', to: 7 })).toEqual({ from: undefined, to: undefined });
    expect(dateRangeSearchOf({ from: '2026-03-02', to: '2026-03-01' })).toEqual({
      from: '2026-03-02',
      to: undefined,
    });
  });
});
