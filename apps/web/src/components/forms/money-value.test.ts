import { describe, expect, it } from 'vitest';
import { centsOfMoneyValue, moneyValueIssue, moneyValueOf, remaskMoney } from './money-value';

const pt = { currency: 'BRL', language: 'pt-BR' } as const;
const en = { currency: 'BRL', language: 'en' } as const;

describe('MoneyInput values (issue 26)', () => {
  it('hands the form the amount formatted once the text reads as one amount', () => {
    expect(moneyValueOf('5.000,00', pt)).toBe('R$ 5.000,00');
    expect(moneyValueOf('1.500', pt)).toBe('R$ 1.500,00');
    expect(moneyValueOf('3.000', pt)).toBe('R$ 3.000,00');
    expect(moneyValueOf('5,000.00', en)).toBe('R$ 5.000,00');
    expect(moneyValueOf('5,000', en)).toBe('R$ 5.000,00');
    expect(moneyValueOf('', pt)).toBe('');
  });

  it('keeps an ambiguous or invalid text as typed, and never reads it as money', () => {
    expect(moneyValueOf('1.50', pt)).toBe('1.50');
    expect(centsOfMoneyValue('1.50', 'BRL')).toBeUndefined();
    // "5,00" asks in English; read in pt-BR it would be R$ 5,00, so the raw text must not count.
    expect(moneyValueOf('5,00', en)).toBe('5,00');
    expect(centsOfMoneyValue('5,00', 'BRL')).toBeUndefined();
    expect(centsOfMoneyValue('R$ 5.000,00', 'BRL')).toBe(500_000n);
  });

  it('names the issue of a value that is not an amount', () => {
    expect(moneyValueIssue('R$ 5,00', pt)).toBeUndefined();
    expect(moneyValueIssue('', pt)).toBeUndefined();
    expect(moneyValueIssue('1.50', pt)).toEqual({ key: 'validation:money.ambiguous' });
    expect(moneyValueIssue('abc', pt)).toEqual({ key: 'validation:money.invalid' });
    expect(moneyValueIssue('-5', pt)).toEqual({ key: 'validation:money.negative' });
  });

  it('rewrites an amount for another currency and leaves other text alone', () => {
    expect(remaskMoney('R$ 1.234,56', 'BRL', 'USD')).toBe('$1,234.56');
    expect(remaskMoney('$1,234.56', 'USD', 'EUR')).toBe('€ 1.234,56');
    expect(remaskMoney('', 'USD', 'BRL')).toBe('');
    expect(remaskMoney('1.50', 'BRL', 'USD')).toBe('1.50');
  });
});
