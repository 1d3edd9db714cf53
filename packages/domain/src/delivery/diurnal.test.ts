import { describe, expect, it } from 'vitest';
import { cumulativeDiurnalShare, diurnalShare } from './diurnal';

describe('diurnal traffic shape', () => {
  it('shares sum to one day, quiet at night, busiest in the evening', () => {
    const shares = Array.from({ length: 24 }, (_, h) => diurnalShare(h));
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(Math.max(...shares)).toBe(diurnalShare(21));
    expect(diurnalShare(4)).toBeLessThan(diurnalShare(12) / 5);
  });

  it('the cumulative share rises to exactly 1 at the last hour', () => {
    let previous = 0;
    for (let h = 0; h < 24; h++) {
      const share = cumulativeDiurnalShare(h);
      expect(share).toBeGreaterThan(previous);
      previous = share;
    }
    expect(cumulativeDiurnalShare(23)).toBe(1);
    expect(cumulativeDiurnalShare(0)).toBeCloseTo(diurnalShare(0), 12);
  });

  it('refuses an hour outside the day', () => {
    expect(() => diurnalShare(24)).toThrow(RangeError);
    expect(() => cumulativeDiurnalShare(-1)).toThrow(RangeError);
    expect(() => diurnalShare(1.5)).toThrow(RangeError);
  });
});
