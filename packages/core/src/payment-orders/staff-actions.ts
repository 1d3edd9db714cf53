import type { PaymentOrderRow } from '@verba/db';
import type { PaymentOrderStatus } from '@verba/domain';
import { manualGatewayName } from '../gateways/manual/manual-gateway';

type OrderState = Pick<PaymentOrderRow, 'method' | 'status' | 'expiresAt' | 'gateway'>;

/**
 * The statuses a confirmed bank transfer moves to `paid`: still waiting, or canceled — a transfer
 * that arrives after the company canceled the order is still money received (order-status.ts).
 */
const depositConfirmableStatuses: readonly PaymentOrderStatus[] = ['pending', 'waiting_payment', 'canceled'];

/**
 * Whether staff confirming a bank transfer would pay this order now (confirmDeposit): only up to
 * its deadline, when it expires (even before the expiry job or webhook has marked it expired).
 */
export function canConfirmDeposit(order: OrderState, now: Date): boolean {
  return (
    order.method === 'DEPOSIT' &&
    depositConfirmableStatuses.includes(order.status) &&
    (!order.expiresAt || now < order.expiresAt)
  );
}

/** Whether staff may refund this order now (requestRefund): only a paid order's money goes back. */
export function canRequestRefund(order: OrderState): boolean {
  return order.status === 'paid';
}

/**
 * Whether staff may confirm they sent this order's refund (confirmRefundSent): the manual
 * gateway's refunds are transfers made by hand, which nothing else reports; any other gateway
 * confirms its own by webhook.
 */
export function canConfirmRefund(order: OrderState): boolean {
  return order.status === 'pending_refund' && refundsSentByHand(order);
}

/** The order's refunds are sent by hand by platform staff (the manual gateway of live mode). */
export function refundsSentByHand(order: Pick<PaymentOrderRow, 'gateway'>): boolean {
  return order.gateway === manualGatewayName;
}
