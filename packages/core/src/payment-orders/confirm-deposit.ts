import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { applyPaymentEvent } from './apply-payment-event';
import { auditPaymentOrder } from './audit';
import { findPaymentOrder } from './find-payment-order';
import { toPaymentOrderView } from './order-view';
import { canConfirmDeposit } from './staff-actions';

/**
 * POST payment-orders/:id/confirm-deposit — platform staff saw the bank transfer arrive (DESIGN
 * §7). It is applied as the gateway's `paid` event (one per order: confirming twice changes
 * nothing), so the wallet credit and the agency bonus follow the same path as any payment. An
 * order past its deadline is no longer payable (PAYMENT_ORDER_NOT_PAYABLE), expired yet or not.
 */
export async function confirmDeposit({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  const { order, advertiserDisplayName } = await findPaymentOrder({ db: deps.db, id, companyId: null });
  if (order.method !== 'DEPOSIT') throw fail('PAYMENT_METHOD_MISMATCH');
  const now = deps.now();
  // Confirming a paid order again changes nothing and answers with the order.
  if (order.status !== 'paid' && !canConfirmDeposit(order, now)) throw fail('PAYMENT_ORDER_NOT_PAYABLE');
  const applied = await applyPaymentEvent({
    deps,
    gateway: order.gateway,
    by: 'staff',
    event: {
      event_id: `deposit-confirmation:${order.id}`,
      order_public_id: order.publicId,
      type: 'paid',
      occurred_at: now.toISOString(),
    },
  });
  if (applied.outcome === 'applied') {
    await auditPaymentOrder({
      db: deps.db,
      actor,
      companyId: order.companyId,
      orderId: order.id,
      action: 'payment_order.deposit_confirmed',
      at: now,
    });
  }
  return toPaymentOrderView(applied.order ?? order, advertiserDisplayName, deps.config);
}
