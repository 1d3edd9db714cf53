import { describe, expect, it } from 'vitest';
import { cashbackAvailableAt } from './cashback-hold';

describe('cashbackAvailableAt', () => {
  const paidAt = new Date('2027-03-01T13:00:00Z');

  it('holds card and PayPal cashback for the configured days', () => {
    expect(cashbackAvailableAt({ method: 'CREDIT_CARD', paidAt, holdDays: 30 })).toEqual(
      new Date('2027-03-31T13:00:00Z'),
    );
    expect(cashbackAvailableAt({ method: 'PAYPAL', paidAt, holdDays: 1 })).toEqual(
      new Date('2027-03-02T13:00:00Z'),
    );
  });

  it('does not hold methods the payer cannot reverse', () => {
    for (const method of ['PIX', 'BOLETO', 'DEPOSIT'] as const)
      expect(cashbackAvailableAt({ method, paidAt, holdDays: 30 })).toBeNull();
  });

  it('holds nothing when the hold is 0 days', () => {
    expect(cashbackAvailableAt({ method: 'CREDIT_CARD', paidAt, holdDays: 0 })).toBeNull();
  });
});
