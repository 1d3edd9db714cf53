import { describe, expect, it } from 'vitest';
import { IMask } from 'react-imask';
import type { Currency } from '@verba/domain';
import { centsOfMasked, moneyMask, remaskMoney } from './money-input';

/** Types the characters one by one, as a user would, and leaves the field (commit). */
function type(currency: Currency, text: string) {
  const masked = IMask.createMask(moneyMask(currency));
  for (const char of text) masked.splice(masked.value.length, 0, char, 'NONE');
  masked.doCommit();
  return masked.value;
}

describe('moneyMask', () => {
  it.each([
    ['BRL', '1234,5', 'R$ 1.234,50'],
    ['BRL', '50000', 'R$ 50.000,00'],
    ['USD', '1234.5', '$1,234.50'],
    ['EUR', '10000,00', '€ 10.000,00'],
  ] as const)('%s: typing %s shows %s', (currency, typed, shown) => {
    expect(type(currency, typed)).toBe(shown);
  });
});

describe('centsOfMasked', () => {
  it.each([
    ['R$ 1.234,56', 'BRL', 123_456n],
    ['R$ 500', 'BRL', 50_000n],
    ['$1,234.56', 'USD', 123_456n],
    ['$100', 'USD', 10_000n],
    ['€ 10.000,00', 'EUR', 1_000_000n],
  ] as const)('%s (%s) → %s', (text, currency, cents) => {
    expect(centsOfMasked(text, currency)).toBe(cents);
  });

  it('is undefined for an empty field', () => {
    expect(centsOfMasked('', 'BRL')).toBeUndefined();
    expect(centsOfMasked('$', 'USD')).toBeUndefined();
  });
});

describe('remaskMoney', () => {
  it('rewrites the amount in the other currency format', () => {
    expect(remaskMoney('R$ 1.234,56', 'BRL', 'USD')).toBe('$1,234.56');
    expect(remaskMoney('$1,234.56', 'USD', 'EUR')).toBe('€ 1.234,56');
    expect(remaskMoney('', 'USD', 'BRL')).toBe('');
  });
});
