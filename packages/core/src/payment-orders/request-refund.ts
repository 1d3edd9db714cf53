import { eq } from 'drizzle-orm';
import { paymentOrders } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { gatewayNamed } from '../gateways/gateway-for';
import { withTransaction } from '../ledger/with-transaction';
import { auditPaymentOrder } from './audit';
import { bookRefund, reverseAgencyBonus } from './bookings';
import { findPaymentOrder } from './find-payment-order';
import { toPaymentOrderView } from './order-view';
import { canRequestRefund } from './staff-actions';
import { transitionOrder } from './transition-order';

/**
 * POST payment-orders/:id/refund — platform staff return a paid order's money to the payer. In
 * one transaction the order goes to `pending_refund` and the amount leaves the advertiser's
 * wallet for gateway clearing (INSUFFICIENT_FUNDS if it has been spent) and an agency's cashback
 * for it leaves the company wallet (reverseAgencyBonus); then the gateway is
 * asked to refund and confirms with a `refunded` webhook.
 */
export async function requestRefund({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  const found = await findPaymentOrder({ db: deps.db, id, companyId: null });
  // Before any booking: an order of a gateway this mode lacks (a sandbox order in live mode) is NOT_FOUND, unchanged.
  const gateway = gatewayNamed(deps, found.order.gateway);
  const now = deps.now();
  const updated = await withTransaction(deps.db, async (tx) => {
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, found.order.id))
      .for('update');
    if (!order || !canRequestRefund(order)) throw fail('PAYMENT_TRANSITION_INVALID');
    await bookRefund({ tx, order });
    await reverseAgencyBonus({ tx, order });
    const moved = await transitionOrder({ tx, order, to: 'pending_refund', at: now });
    await auditPaymentOrder({
      db: tx,
      actor,
      companyId: order.companyId,
      orderId: order.id,
      action: 'payment_order.refund_requested',
      at: now,
    });
    return moved;
  });
  await gateway.requestRefund({ order: updated, now });
  return toPaymentOrderView(updated, found.advertiserDisplayName, deps.config);
}
