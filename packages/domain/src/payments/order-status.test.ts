import { describe, expect, it } from 'vitest';
import {
  canTransitionPaymentOrder,
  isFinalPaymentOrderStatus,
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
  ['canceled', 'paid'],
  ['pending_refund', 'paid'],
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
      pending: 0, waiting_payment: 1, processing: 2, authorized: 3, paid: 4, pending_refund: 5,
      refunded: 6, chargedback: 6, refused: 6, expired: 6, canceled: 6,
    };
    for (const from of paymentOrderStatuses) {
      expect(canTransitionPaymentOrder(from, from)).toBe(false);
      for (const to of nextPaymentOrderStatuses(from)) expect(rank[to]).toBeGreaterThan(rank[from]);
    }
  });

  it('has no way out of final statuses', () => {
    const finals = paymentOrderStatuses.filter(isFinalPaymentOrderStatus);
    expect(finals.sort()).toEqual(['canceled', 'chargedback', 'expired', 'refunded', 'refused']);
    for (const from of finals) for (const to of paymentOrderStatuses) expect(canTransitionPaymentOrder(from, to)).toBe(false);
  });

  it('maps webhook events to their statuses', () => {
    expect(paymentEventTargetStatus).toEqual({ paid: 'paid', expired: 'expired', refused: 'refused', refunded: 'refunded', chargedback: 'chargedback' });
  });
});
