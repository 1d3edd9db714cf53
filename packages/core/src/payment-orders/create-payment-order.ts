import { paymentAmountIssue, type CreatePaymentOrderInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail, invalidField } from '../errors';
import { findAdvertiser } from '../advertisers/find-advertiser';
import { auditPaymentOrder } from './audit';
import { chargeOrderCard } from './charge-order-card';
import { assertMethodAvailable, openPaymentOrder } from './open-payment-order';
import { toPaymentOrderView } from './order-view';
import { parseCard } from './parse-card';

/**
 * Creates a payment order for an advertiser of the actor's company, in the advertiser's currency,
 * within that currency's limits (R$ 500,00 to R$ 50.000,00, spec §5; domain order-limits.ts),
 * and registers it with the active gateway, which says how to pay (and until when: when the gateway
 * reports no expiry itself, the order's expiry job is enqueued with it). With card fields (CREDIT_CARD),
 * the card is charged at once; a method the active gateway cannot take (live mode has no gateway
 * yet: deposits only) answers PAYMENT_METHOD_UNAVAILABLE; the answer's status tells how that went (authorized/paid, refused,
 * or still waiting_payment after a processing error).
 */
export async function createPaymentOrder({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: CreatePaymentOrderInput;
}) {
  const advertiser = await findAdvertiser({
    db: deps.db,
    companyId: actor.companyId,
    id: input.advertiser_id,
  });
  if (advertiser.status !== 'active') throw fail('ADVERTISER_INACTIVE', undefined, { context: 'payment' });
  const amountIssue = paymentAmountIssue(input.amount, advertiser.currency);
  if (amountIssue) throw invalidField('amount', amountIssue.key, amountIssue.params);
  assertMethodAvailable({ deps, advertiser, method: input.method });
  if (input.card && input.method !== 'CREDIT_CARD')
    throw invalidField('card', 'orders:validation.card_not_expected');
  const card = input.card ? parseCard({ deps, fields: input.card, fieldPrefix: 'card.' }) : undefined;
  const row = await openPaymentOrder({
    deps,
    advertiser,
    amount: input.amount,
    method: input.method,
    createdByUserId: actor.userId,
    audit: (tx, order, at) =>
      auditPaymentOrder({
        db: tx,
        actor,
        companyId: actor.companyId,
        orderId: order.id,
        action: 'payment_order.created',
        metadata: { amount: input.amount.toString(), method: input.method },
        at,
      }),
  });

  if (!card) return toPaymentOrderView(row, advertiser.displayName, deps.config);
  const charged = await chargeOrderCard({ deps, order: row, card });
  return toPaymentOrderView(charged.order, advertiser.displayName, deps.config);
}
