import { isCancelablePaymentOrderStatus } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { withTransaction } from '../ledger/with-transaction';
import { auditPaymentOrder } from './audit';
import { findPaymentOrder } from './find-payment-order';
import { toPaymentOrderView } from './order-view';
import { transitionOrder } from './transition-order';

/**
 * POST payment-orders/:id/cancel — the company withdraws an order nobody has started paying
 * (pending or waiting_payment); NOT_FOUND outside the actor's company, PAYMENT_ORDER_NOT_CANCELABLE
 * once the payer has acted or the order has ended, CARD_PAYMENT_IN_PROGRESS while a card is being
 * charged. No money moves. Should the payer's money still arrive, the gateway's `paid` is accepted
 * and credited (see order-status.ts).
 */
export async function cancelPaymentOrder({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  const now = deps.now();
  const { order, advertiserDisplayName } = await withTransaction(deps.db, async (tx) => {
    const found = await findPaymentOrder({ db: tx, id, companyId: actor.companyId, forUpdate: true });
    const locked = found.order;
    if (!isCancelablePaymentOrderStatus(locked.status)) throw fail('PAYMENT_ORDER_NOT_CANCELABLE');
    if (locked.cardAttemptUntil && locked.cardAttemptUntil > now) throw fail('CARD_PAYMENT_IN_PROGRESS');
    const canceled = await transitionOrder({ tx, order: locked, to: 'canceled', at: now });
    await auditPaymentOrder({ db: tx, actor, companyId: locked.companyId, orderId: locked.id, action: 'payment_order.canceled', metadata: { status_before: locked.status }, at: now });
    return { order: canceled, advertiserDisplayName: found.advertiserDisplayName };
  });
  return toPaymentOrderView(order, advertiserDisplayName, deps.config);
}
