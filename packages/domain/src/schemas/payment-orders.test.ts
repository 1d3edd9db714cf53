import { describe, expect, it } from 'vitest';
import { centsInputSchema, createPaymentOrderSchema } from './payment-orders';

describe('centsInputSchema', () => {
  it('accepts integer centavos as a number or a string', () => {
    expect(centsInputSchema.parse(50_000)).toBe(50_000n);
    expect(centsInputSchema.parse('5000000')).toBe(5_000_000n);
    expect(centsInputSchema.parse(' 123 ')).toBe(123n);
  });

  it.each([500.5, -1, '500,00', '500.00', '1e5', '', 'abc', Number.MAX_SAFE_INTEGER + 2])(
    'refuses %s',
    (value) => {
      expect(centsInputSchema.safeParse(value).success).toBe(false);
    },
  );

  it('is part of the create schema with the methods of spec §3', () => {
    const parsed = createPaymentOrderSchema.parse({ advertiser_id: 'x', amount: '50000', method: 'PIX' });
    expect(parsed.amount).toBe(50_000n);
    expect(
      createPaymentOrderSchema.safeParse({ advertiser_id: 'x', amount: 50_000, method: 'BITCOIN' }).success,
    ).toBe(false);
  });
});
