import { describe, expect, it } from 'vitest';
import { centsInputSchema, createPaymentOrderSchema, paymentAmountIssue } from './payment-orders';

describe('payment order amount limits (spec §5: R$ 500,00 to R$ 50.000,00)', () => {
  it.each([
    [49_999n, 'orders:validation.amount_min'],
    [50_000n, undefined],
    [5_000_000n, undefined],
    [5_000_001n, 'orders:validation.amount_max'],
    [0n, 'orders:validation.amount_min'],
  ])('%s centavos → %s', (cents, key) => {
    expect(paymentAmountIssue(cents, 'BRL')?.key).toBe(key);
  });

  it('says the limit in the currency format', () => {
    expect(paymentAmountIssue(49_999n, 'BRL')?.params.amount).toBe('R$ 500,00');
    expect(paymentAmountIssue(5_000_001n, 'BRL')?.params.amount).toBe('R$ 50.000,00');
    expect(paymentAmountIssue(1n, 'USD')?.params.amount).toBe('$500.00');
  });
});

describe('centsInputSchema', () => {
  it('accepts integer centavos as a number or a string', () => {
    expect(centsInputSchema.parse(50_000)).toBe(50_000n);
    expect(centsInputSchema.parse('5000000')).toBe(5_000_000n);
    expect(centsInputSchema.parse(' 123 ')).toBe(123n);
  });

  it.each([500.5, -1, '500,00', '500.00', '1e5', '', 'abc', Number.MAX_SAFE_INTEGER + 2])('refuses %s', (value) => {
    expect(centsInputSchema.safeParse(value).success).toBe(false);
  });

  it('is part of the create schema with the methods of spec §3', () => {
    const parsed = createPaymentOrderSchema.parse({ advertiser_id: 'x', amount: '50000', method: 'PIX' });
    expect(parsed.amount).toBe(50_000n);
    expect(createPaymentOrderSchema.safeParse({ advertiser_id: 'x', amount: 50_000, method: 'BITCOIN' }).success).toBe(false);
  });
});
