import { describe, expect, it } from 'vitest';
import {
  canTransitionPaymentOrder,
  isCancelablePaymentOrderStatus,
  isFinalPaymentOrderStatus,
  isPayablePaymentOrderStatus,
  nextPaymentOrderStatuses,
  paymentEventTargetStatus,
  paymentOrderStatuses,
  type PaymentOrderStatus,
} from './order-status';

const allowed: [PaymentOrderStatus, PaymentOrderStatus][] = [
  ['waiting_payment', 'processing'],
  ['processing', 'authorized'],
  ['authorized', 'paid'],
  ['waiting_payment', 'paid'],
  ['waiting_payment', 'authorized'],
  ['waiting_payment', 'expired'],
  ['waiting_payment', 'canceled'],
  ['waiting_payment', 'refused'],
  ['processing', 'refused'],
  ['authorized', 'refused'],
  ['paid', 'pending_refund'],
  ['pending_refund', 'refunded'],
  ['paid', 'refunded'],
  ['paid', 'chargedback'],
  ['pending', 'waiting_payment'],
  ['pending', 'canceled'],
  // A payment that arrives after the company canceled the order is still money received.
  ['canceled', 'paid'],
];

const rejected: [PaymentOrderStatus, PaymentOrderStatus][] = [
  ['paid', 'waiting_payment'],
  ['paid', 'expired'],
  ['paid', 'refused'],
  ['paid', 'processing'],
  ['authorized', 'processing'],
  ['processing', 'waiting_payment'],
  ['processing', 'expired'],
  ['refunded', 'paid'],
  ['chargedback', 'paid'],
  ['expired', 'paid'],
  ['refused', 'paid'],
  ['pending_refund', 'paid'],
  // The payer has acted (PayPal approved, card authorized): the company can no longer cancel.
  ['processing', 'canceled'],
  ['authorized', 'canceled'],
  ['paid', 'canceled'],
  ['canceled', 'waiting_payment'],
  ['canceled', 'expired'],
  ['canceled', 'refused'],
  ['canceled', 'refunded'],
  ['pending_refund', 'chargedback'],
  ['waiting_payment', 'pending_refund'],
  ['waiting_payment', 'refunded'],
  ['waiting_payment', 'chargedback'],
  ['waiting_payment', 'pending'],
];

describe('payment order state machine', () => {
  it.each(allowed)('%s → %s is a step forward', (from, to) => {
    expect(canTransitionPaymentOrder(from, to)).toBe(true);
  });

  it.each(rejected)('%s → %s is rejected', (from, to) => {
    expect(canTransitionPaymentOrder(from, to)).toBe(false);
  });

  it('never stays in place or returns to an earlier status', () => {
    // Rank = position along the flow; every allowed step strictly increases it.
    const rank: Record<PaymentOrderStatus, number> = {
      pending: 0,
      waiting_payment: 1,
      canceled: 1.5,
      processing: 2,
      authorized: 3,
      paid: 4,
      pending_refund: 5,
      refunded: 6,
      chargedback: 6,
      refused: 6,
      expired: 6,
    };
    for (const from of paymentOrderStatuses) {
      expect(canTransitionPaymentOrder(from, from)).toBe(false);
      for (const to of nextPaymentOrderStatuses(from)) expect(rank[to]).toBeGreaterThan(rank[from]);
    }
  });

  it('has no way out of final statuses', () => {
    const finals = paymentOrderStatuses.filter(isFinalPaymentOrderStatus);
    expect(finals.sort()).toEqual(['chargedback', 'expired', 'refunded', 'refused']);
    for (const from of finals)
      for (const to of paymentOrderStatuses) expect(canTransitionPaymentOrder(from, to)).toBe(false);
  });

  it('lets the company cancel only orders nobody has started paying; a canceled order takes only a late payment', () => {
    expect(paymentOrderStatuses.filter(isCancelablePaymentOrderStatus).sort()).toEqual([
      'pending',
      'waiting_payment',
    ]);
    for (const from of paymentOrderStatuses) {
      expect(canTransitionPaymentOrder(from, 'canceled')).toBe(isCancelablePaymentOrderStatus(from));
    }
    expect(nextPaymentOrderStatuses('canceled')).toEqual(['paid']);
    expect(isPayablePaymentOrderStatus('canceled')).toBe(false);
    expect(isFinalPaymentOrderStatus('canceled')).toBe(false);
  });

  it('maps webhook events to their statuses', () => {
    expect(paymentEventTargetStatus).toEqual({
      paid: 'paid',
      expired: 'expired',
      refused: 'refused',
      refunded: 'refunded',
      chargedback: 'chargedback',
    });
  });
});
