/**
 * Payment order statuses (spec §4) and their forward-only state machine. A status never goes
 * back: a late or reordered gateway event that would move an order backwards (or sideways out of
 * a final status) is rejected, which is what makes webhook handling safe to repeat.
 *
 *   pending ─► waiting_payment ─► processing ─► authorized ─► paid ─► pending_refund ─► refunded
 *      │              │                │             │           ├──────────────────────► refunded
 *      │              │                │             │           └─► chargedback
 *      ├──────────────┴────────────────┴─────────────┴─► refused   (expired: not yet paying)
 *      └──────────────┴─► canceled ─► paid                         (a late payment, see below)
 *
 * Cancelling is the company's decision, taken while the order still waits for payment. It cannot
 * stop a payer whose bank already sent the Pix or paid the boleto: when the gateway then reports
 * `paid`, the money did arrive, so it is accepted and credited like any payment (canceled → paid)
 * rather than left unaccounted for at the gateway. That makes `canceled` the one status that is
 * neither payable nor final.
 */
export const paymentOrderStatuses = [
  'pending',
  'waiting_payment',
  'processing',
  'authorized',
  'paid',
  'pending_refund',
  'refunded',
  'chargedback',
  'refused',
  'expired',
  'canceled',
] as const;
export type PaymentOrderStatus = (typeof paymentOrderStatuses)[number];

const transitions: Record<PaymentOrderStatus, readonly PaymentOrderStatus[]> = {
  pending: ['waiting_payment', 'processing', 'authorized', 'paid', 'refused', 'expired', 'canceled'],
  waiting_payment: ['processing', 'authorized', 'paid', 'refused', 'expired', 'canceled'],
  // Once the payer has acted, only the gateway's answer can end the order: it no longer expires,
  // and the company can no longer cancel it (the money may already be on its way).
  processing: ['authorized', 'paid', 'refused'],
  authorized: ['paid', 'refused'],
  paid: ['pending_refund', 'refunded', 'chargedback'],
  pending_refund: ['refunded'],
  refunded: [],
  chargedback: [],
  refused: [],
  expired: [],
  canceled: ['paid'],
};

/** Whether `from → to` is a step forward. Staying in the same status is not a transition. */
export function canTransitionPaymentOrder(from: PaymentOrderStatus, to: PaymentOrderStatus): boolean {
  return transitions[from].includes(to);
}

/** The statuses reachable in one step from `from`. */
export function nextPaymentOrderStatuses(from: PaymentOrderStatus): readonly PaymentOrderStatus[] {
  return transitions[from];
}

/** No step leads out of a final status. */
export function isFinalPaymentOrderStatus(status: PaymentOrderStatus): boolean {
  return transitions[status].length === 0;
}

/** Statuses in which the payer can still pay (the public page shows how). */
export function isPayablePaymentOrderStatus(status: PaymentOrderStatus): boolean {
  return status === 'pending' || status === 'waiting_payment';
}

/** Statuses in which the company may cancel the order: nobody has started paying it yet. */
export function isCancelablePaymentOrderStatus(status: PaymentOrderStatus): boolean {
  return status === 'pending' || status === 'waiting_payment';
}

/** The money has been credited (and may since have been refunded or charged back). */
export function wasPaymentOrderPaid(status: PaymentOrderStatus): boolean {
  return (
    status === 'paid' || status === 'pending_refund' || status === 'refunded' || status === 'chargedback'
  );
}

/** Settlement events a gateway sends by webhook, and the status each one leads to. */
export const paymentEventTypes = ['paid', 'expired', 'refused', 'refunded', 'chargedback'] as const;
export type PaymentEventType = (typeof paymentEventTypes)[number];

export const paymentEventTargetStatus: Record<PaymentEventType, PaymentOrderStatus> = {
  paid: 'paid',
  expired: 'expired',
  refused: 'refused',
  refunded: 'refunded',
  chargedback: 'chargedback',
};
