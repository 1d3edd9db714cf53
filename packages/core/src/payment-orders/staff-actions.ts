import type { PaymentOrderRow } from '@verba/db';
import type { PaymentOrderStatus } from '@verba/domain';

type OrderState = Pick<PaymentOrderRow, 'method' | 'status'>;

/**
 * The statuses a confirmed bank transfer moves to `paid`: still waiting, or canceled — a transfer
 * that arrives after the company canceled the order is still money received (order-status.ts).
 */
const depositConfirmableStatuses: readonly PaymentOrderStatus[] = ['pending', 'waiting_payment', 'canceled'];

/** Whether staff confirming a bank transfer would pay this order now (confirmDeposit). */
export function canConfirmDeposit(order: OrderState): boolean {
  return order.method === 'DEPOSIT' && depositConfirmableStatuses.includes(order.status);
}

/** Whether staff may refund this order now (requestRefund): only a paid order's money goes back. */
export function canRequestRefund(order: OrderState): boolean {
  return order.status === 'paid';
}
