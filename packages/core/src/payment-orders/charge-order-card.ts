import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { paymentOrders, type PaymentOrderRow } from '@verba/db';
import { canTransitionPaymentOrder, type CardInput } from '@verba/domain';
import type { Deps } from '../deps';
import { fail } from '../errors';
import { gatewayNamed } from '../gateways/gateway-for';
import type { CardCharge } from '../gateways/types';
import { transitionOrder } from './transition-order';

/** How long a card charge may take before another attempt on the same order is let through. */
const cardAttemptLeaseMs = 60_000;

export interface ChargedOrder {
  order: PaymentOrderRow;
  outcome: CardCharge['outcome'];
}

/**
 * Charges a card for a CREDIT_CARD order that is waiting for payment. The gateway call happens
 * outside any transaction; a short lease on the order (card_attempt_until) makes sure two
 * simultaneous submissions cannot both charge. Authorized → `authorized` (the gateway confirms
 * capture with a `paid` webhook); refused → `refused`; a processing error leaves the order waiting
 * so the payer can try again. Only the brand, last four digits, expiry and the gateway's token are kept.
 */
export async function chargeOrderCard({ deps, order, card }: { deps: Deps; order: PaymentOrderRow; card: CardInput }): Promise<ChargedOrder> {
  const now = deps.now();
  const [claimed] = await deps.db
    .update(paymentOrders)
    .set({ cardAttemptUntil: new Date(now.getTime() + cardAttemptLeaseMs) })
    .where(
      and(
        eq(paymentOrders.id, order.id),
        eq(paymentOrders.method, 'CREDIT_CARD'),
        inArray(paymentOrders.status, ['pending', 'waiting_payment']),
        or(isNull(paymentOrders.cardAttemptUntil), lt(paymentOrders.cardAttemptUntil, now)),
      ),
    )
    .returning();
  if (!claimed) {
    if (order.method !== 'CREDIT_CARD') throw fail('PAYMENT_METHOD_MISMATCH');
    const [current] = await deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    if (current && (current.status === 'pending' || current.status === 'waiting_payment')) throw fail('CARD_PAYMENT_IN_PROGRESS');
    throw fail('PAYMENT_ORDER_NOT_PAYABLE');
  }

  let charge: CardCharge;
  try {
    charge = await gatewayNamed(deps, claimed.gateway).chargeCard({ order: claimed, card, now });
  } catch (error) {
    deps.logger.error({ err: error, order: claimed.id }, 'card charge failed');
    charge = { outcome: 'error' };
  }

  const updated = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, claimed.id)).for('update');
    if (!locked) throw fail('NOT_FOUND');
    if (charge.outcome === 'error') {
      const [released] = await tx.update(paymentOrders).set({ cardAttemptUntil: null }).where(eq(paymentOrders.id, locked.id)).returning();
      return released!;
    }
    const cardFields = {
      cardAttemptUntil: null,
      cardToken: charge.token,
      cardBrand: charge.brand,
      cardLast4: charge.last4,
      cardExpiry: charge.expiry,
      gatewayReference: charge.reference,
    };
    const to = charge.outcome === 'authorized' ? 'authorized' : 'refused';
    // The gateway's `paid` webhook may have arrived first: then only the card details are added.
    if (!canTransitionPaymentOrder(locked.status, to)) {
      const [kept] = await tx.update(paymentOrders).set(cardFields).where(eq(paymentOrders.id, locked.id)).returning();
      return kept!;
    }
    return transitionOrder({ tx, order: locked, to, at: deps.now(), changes: cardFields });
  });
  return { order: updated, outcome: charge.outcome };
}
