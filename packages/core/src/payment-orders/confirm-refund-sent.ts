import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { applyPaymentEvent } from './apply-payment-event';
import { auditPaymentOrder } from './audit';
import { findPaymentOrder } from './find-payment-order';
import { toPaymentOrderView } from './order-view';
import { canConfirmRefund, refundsSentByHand } from './staff-actions';

/**
 * POST staff/payment-orders/:id/confirm-refund — platform staff sent a refund back by hand (the
 * manual gateway of live mode has no provider to confirm it). It is applied as the gateway's
 * `refunded` event, one per order, through the same use case and bookings as a gateway's webhook:
 * the order becomes `refunded` (the money left the wallet when the refund was requested), audited
 * in the same transaction. Confirming again changes nothing and answers with the order;
 * PAYMENT_TRANSITION_INVALID for an order not waiting for a refund sent by hand.
 */
export async function confirmRefundSent({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  const { order, advertiserDisplayName } = await findPaymentOrder({ db: deps.db, id, companyId: null });
  const alreadyConfirmed = order.status === 'refunded' && refundsSentByHand(order);
  if (!alreadyConfirmed && !canConfirmRefund(order)) throw fail('PAYMENT_TRANSITION_INVALID');
  const now = deps.now();
  const applied = await applyPaymentEvent({
    deps,
    gateway: order.gateway,
    by: 'staff',
    event: {
      event_id: `refund-confirmation:${order.id}`,
      order_public_id: order.publicId,
      type: 'refunded',
      occurred_at: now.toISOString(),
    },
    onApplied: (tx, refunded) =>
      auditPaymentOrder({
        db: tx,
        actor,
        companyId: refunded.companyId,
        orderId: refunded.id,
        action: 'payment_order.refund_confirmed',
        at: now,
      }),
  });
  return toPaymentOrderView(applied.order ?? order, advertiserDisplayName, deps.config);
}
