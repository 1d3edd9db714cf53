import { describe, expect, it } from 'vitest';
import { centsOf, reaisOf } from './amount';

describe('withdrawal amount', () => {
  it('reads the unformatted NumberInput value', () => {
    expect(centsOf(20)).toBe(2000n);
    expect(centsOf('20.00')).toBe(2000n);
    expect(centsOf('1234.5')).toBe(123450n);
    expect(centsOf(12.345)).toBe(1235n);
  });
  it('is undefined for empty or invalid input', () => {
    expect(centsOf('')).toBeUndefined();
    expect(centsOf('-1')).toBeUndefined();
    expect(centsOf('abc')).toBeUndefined();
  });
  it('converts back to reais', () => {
    expect(reaisOf(2367n)).toBe(23.67);
  });
});
