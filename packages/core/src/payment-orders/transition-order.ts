import { and, eq } from 'drizzle-orm';
import { paymentOrders, type PaymentOrderRow, type Tx } from '@verba/db';
import { canTransitionPaymentOrder, type PaymentOrderStatus } from '@verba/domain';
import { fail } from '../errors';

/** Timestamps a status sets when the order enters it. */
const stampOf: Partial<Record<PaymentOrderStatus, 'paidAt' | 'refundedAt' | 'chargedbackAt'>> = {
  paid: 'paidAt',
  refunded: 'refundedAt',
  chargedback: 'chargedbackAt',
};

/**
 * Moves a locked order one step forward (the domain state machine decides what is a step), with
 * `changes` in the same UPDATE. The UPDATE is guarded by the status read, so a concurrent change
 * cannot be overwritten. PAYMENT_TRANSITION_INVALID for a step the machine refuses.
 */
export async function transitionOrder({
  tx,
  order,
  to,
  at,
  changes = {},
}: {
  tx: Tx;
  order: PaymentOrderRow;
  to: PaymentOrderStatus;
  at: Date;
  changes?: Partial<typeof paymentOrders.$inferInsert>;
}): Promise<PaymentOrderRow> {
  if (!canTransitionPaymentOrder(order.status, to)) throw fail('PAYMENT_TRANSITION_INVALID');
  const stamp = stampOf[to];
  const [updated] = await tx
    .update(paymentOrders)
    .set({ ...changes, status: to, updatedAt: at, ...(stamp && { [stamp]: at }) })
    .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, order.status)))
    .returning();
  if (!updated) throw fail('PAYMENT_TRANSITION_INVALID');
  return updated;
}
