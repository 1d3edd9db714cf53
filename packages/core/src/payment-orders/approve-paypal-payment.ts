import { eq } from 'drizzle-orm';
import { paymentOrders } from '@verba/db';
import type { Deps } from '../deps';
import { fail } from '../errors';
import { gatewayNamed } from '../gateways/gateway-for';
import { findPaymentOrderByPublicId } from './find-payment-order';
import { offersSandboxControls, toPublicPaymentOrder } from './order-view';
import { transitionOrder } from './transition-order';

/**
 * POST public/orders/:publicId/paypal/approve — the payer approved the payment on the PayPal
 * approval page (the sandbox's own, reached through the order's approval_url). The order moves to
 * `processing` and the gateway captures it, confirming with a `paid` webhook.
 */
export async function approvePaypalPayment({ deps, publicId }: { deps: Deps; publicId: string }) {
  const found = await findPaymentOrderByPublicId({ db: deps.db, publicId });
  if (found.order.method !== 'PAYPAL') throw fail('PAYMENT_METHOD_MISMATCH');
  const now = deps.now();
  const updated = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, found.order.id))
      .for('update');
    if (!order || (order.status !== 'pending' && order.status !== 'waiting_payment'))
      throw fail('PAYMENT_ORDER_NOT_PAYABLE');
    return transitionOrder({
      tx,
      order,
      to: 'processing',
      at: now,
      changes: { instructions: { ...order.instructions, approved: true } },
    });
  });
  await gatewayNamed(deps, updated.gateway).capturePaypal({ order: updated, now });
  return toPublicPaymentOrder(updated, found.advertiserDisplayName, {
    sandbox: offersSandboxControls(updated, deps.config),
  });
}
