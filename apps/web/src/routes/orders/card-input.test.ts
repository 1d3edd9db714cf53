import { describe, expect, it } from 'vitest';
import { formatCardNumberInput, formatExpiryInput } from './card-input';

describe('card inputs as typed', () => {
  it('groups numbers by 4, Amex as 4-6-5, dropping anything but digits', () => {
    expect(formatCardNumberInput('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumberInput('4111-1111 11')).toBe('4111 1111 11');
    expect(formatCardNumberInput('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumberInput('4111111111111111999999')).toBe('4111 1111 1111 1111 999');
    expect(formatCardNumberInput('abc')).toBe('');
  });

  it('puts the slash of the expiry', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('123')).toBe('12/3');
    expect(formatExpiryInput('12/345')).toBe('12/34');
  });
});
