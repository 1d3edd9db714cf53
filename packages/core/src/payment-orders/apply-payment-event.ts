import { and, eq } from 'drizzle-orm';
import { paymentGatewayEvents, paymentOrders, type PaymentOrderRow, type Tx } from '@verba/db';
import {
  canTransitionPaymentOrder,
  cashbackAvailableAt,
  gatewayMayReport,
  paymentEventTargetStatus,
  type PaymentWebhookEvent,
} from '@verba/domain';
import type { Deps } from '../deps';
import { getAccount } from '../ledger/get-account';
import { cachedBalance } from '../ledger/types';
import { ensureAccount } from '../ledger/ensure-account';
import { withTransaction } from '../ledger/with-transaction';
import {
  advertiserWalletOwner,
  bookChargebackOf,
  bookPaymentCredit,
  bookRefund,
  reverseAgencyBonus,
} from './bookings';
import { transitionOrder } from './transition-order';

export type PaymentEventOutcome = 'applied' | 'ignored' | 'duplicate' | 'unknown_order';

export interface AppliedPaymentEvent {
  outcome: PaymentEventOutcome;
  order: PaymentOrderRow | null;
}

/**
 * Applies one settlement event of a gateway to its order, in ONE transaction with its bookings:
 * - a duplicate (same gateway and event id) changes nothing: the first delivery's row is found;
 * - a late or reordered event the state machine refuses (expired after paid, paid after refunded…)
 *   is recorded as ignored and changes nothing;
 * - paid credits the wallet (+ agency bonus, held for a reversible method), refunded books the refund (unless already booked
 *   when the refund was requested), chargedback books the chargeback; both take the agency bonus back;
 * - paid for an order the company canceled is accepted: the money did arrive (see order-status.ts);
 * - a gateway's webhook never pays (nor charges back) a DEPOSIT order: only staff confirmation
 *   (`by: 'staff'`) does, see domain payments-mode.ts; such an event is recorded as ignored.
 * The order row is locked first, so two events of one order apply one after the other.
 */
export async function applyPaymentEvent({
  deps,
  gateway,
  event,
  by,
  onApplied,
}: {
  deps: Deps;
  gateway: string;
  event: PaymentWebhookEvent;
  /** Who reports the event: the gateway (webhook, deadline), or platform staff (deposit, refund sent). */
  by: 'gateway' | 'staff';
  /** Runs in the same transaction once the event is applied (a staff action's audit entry). */
  onApplied?: (tx: Tx, order: PaymentOrderRow) => Promise<void>;
}): Promise<AppliedPaymentEvent> {
  const now = deps.now();
  const applied = await withTransaction(
    deps.db,
    async (tx): Promise<AppliedPaymentEvent & { from?: PaymentOrderRow['status'] }> => {
      const [order] = await tx
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.publicId, event.order_public_id))
        .for('update');
      const [recorded] = await tx
        .insert(paymentGatewayEvents)
        .values({
          gateway,
          eventId: event.event_id,
          orderId: order?.id ?? null,
          type: event.type,
          outcome: order ? 'ignored' : 'unknown_order',
          statusBefore: order?.status ?? null,
          occurredAt: new Date(event.occurred_at),
          receivedAt: now,
        })
        .onConflictDoNothing()
        .returning({ eventId: paymentGatewayEvents.eventId });
      if (!recorded) return { outcome: 'duplicate', order: order ?? null };
      if (!order) return { outcome: 'unknown_order', order: null };
      if (order.gateway !== gateway) return { outcome: 'ignored', order };
      if (by === 'gateway' && !gatewayMayReport(order.method, event.type))
        return { outcome: 'ignored', order };

      const target = paymentEventTargetStatus[event.type];
      if (!canTransitionPaymentOrder(order.status, target)) return { outcome: 'ignored', order };

      await settle(
        tx,
        order,
        target,
        cashbackAvailableAt({ method: order.method, paidAt: now, holdDays: deps.config.cashbackHoldDays }),
      );
      const updated = await transitionOrder({
        tx,
        order,
        to: target,
        at: now,
        changes: { cardAttemptUntil: null },
      });
      await tx
        .update(paymentGatewayEvents)
        .set({ outcome: 'applied', statusAfter: updated.status })
        .where(
          and(eq(paymentGatewayEvents.gateway, gateway), eq(paymentGatewayEvents.eventId, event.event_id)),
        );
      await onApplied?.(tx, updated);
      return { outcome: 'applied', order: updated, from: order.status };
    },
  );
  const { from, ...result } = applied;
  if (from === 'canceled')
    deps.logger.warn(
      { order: result.order?.id, event: event.event_id },
      'payment arrived for a canceled order: accepted and credited',
    );
  return result;
}

/** `cashbackAvailableAt`: when the agency cashback of a payment paid now may be withdrawn (null: at once). */
async function settle(
  tx: Tx,
  order: PaymentOrderRow,
  target: PaymentOrderRow['status'],
  cashbackAvailableAt: Date | null,
) {
  switch (target) {
    case 'paid':
      await bookPaymentCredit({ tx, order, cashbackAvailableAt });
      return;
    case 'chargedback':
      await bookChargebackOf({ tx, order });
      await reverseAgencyBonus({ tx, order });
      return;
    case 'refunded':
      // From pending_refund the money already left the wallet when the refund was requested (and
      // the bonus went back then: the reversal below is a replay).
      if (order.status === 'paid') await bookGatewayRefund(tx, order);
      await reverseAgencyBonus({ tx, order });
      return;
    default:
      return;
  }
}

/** A refund the gateway made on its own: the wallet pays it when it can, otherwise as a chargeback would. */
async function bookGatewayRefund(tx: Tx, order: PaymentOrderRow) {
  const wallet = await ensureAccount({
    db: tx,
    type: 'advertiser_wallet',
    owner: advertiserWalletOwner(order.advertiserId),
    currency: order.currency,
  });
  const locked = await getAccount({ db: tx, accountId: wallet.id, forUpdate: true });
  if (locked && cachedBalance(locked) >= order.amount) await bookRefund({ tx, order });
  else await bookChargebackOf({ tx, order });
}
