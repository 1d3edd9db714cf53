import { describe, expect, it } from 'vitest';
import { currencies } from '../formats';
import { paymentAmountIssue, paymentOrderBounds, paymentOrderLimits } from './order-limits';

describe('payment order amount limits per currency', () => {
  it.each([
    ['BRL', 49_999n, 'orders:validation.amount_min'],
    ['BRL', 50_000n, undefined],
    ['BRL', 5_000_000n, undefined],
    ['BRL', 5_000_001n, 'orders:validation.amount_max'],
    ['BRL', 0n, 'orders:validation.amount_min'],
    ['USD', 9_999n, 'orders:validation.amount_min'],
    ['USD', 10_000n, undefined],
    ['USD', 1_000_000n, undefined],
    ['USD', 1_000_001n, 'orders:validation.amount_max'],
    ['EUR', 9_999n, 'orders:validation.amount_min'],
    ['EUR', 10_000n, undefined],
    ['EUR', 1_000_000n, undefined],
    ['EUR', 1_000_001n, 'orders:validation.amount_max'],
  ] as const)('%s %s minor units → %s', (currency, cents, key) => {
    expect(paymentAmountIssue(cents, currency)?.key).toBe(key);
  });

  it('keeps the spec figures for reais: R$ 500,00 to R$ 50.000,00', () => {
    expect(paymentOrderLimits.BRL).toEqual({ minCents: 50_000n, maxCents: 5_000_000n });
  });

  it('names the bound in the currency format of spec §9', () => {
    expect(paymentAmountIssue(49_999n, 'BRL')?.params.amount).toBe('R$ 500,00');
    expect(paymentAmountIssue(5_000_001n, 'BRL')?.params.amount).toBe('R$ 50.000,00');
    expect(paymentAmountIssue(1n, 'USD')?.params.amount).toBe('$100.00');
    expect(paymentAmountIssue(1_000_001n, 'USD')?.params.amount).toBe('$10,000.00');
    expect(paymentAmountIssue(1n, 'EUR')?.params.amount).toBe('€ 100,00');
    expect(paymentAmountIssue(1_000_001n, 'EUR')?.params.amount).toBe('€ 10.000,00');
  });

  it('gives every currency a positive range and formats its bounds', () => {
    for (const currency of currencies) {
      const { minCents, maxCents } = paymentOrderLimits[currency];
      expect(minCents).toBeGreaterThan(0n);
      expect(maxCents).toBeGreaterThan(minCents);
    }
    expect(paymentOrderBounds('BRL')).toEqual({ min: 'R$ 500,00', max: 'R$ 50.000,00' });
    expect(paymentOrderBounds('USD')).toEqual({ min: '$100.00', max: '$10,000.00' });
    expect(paymentOrderBounds('EUR')).toEqual({ min: '€ 100,00', max: '€ 10.000,00' });
  });
});
