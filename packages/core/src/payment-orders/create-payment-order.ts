import { randomUUID } from 'node:crypto';
import { paymentOrders } from '@verba/db';
import { paymentAmountIssue, type CreatePaymentOrderInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail, invalidField } from '../errors';
import { findAdvertiser } from '../advertisers/find-advertiser';
import { activeGateway } from '../gateways/gateway-for';
import { auditPaymentOrder } from './audit';
import { chargeOrderCard } from './charge-order-card';
import { toPaymentOrderView } from './order-view';
import { parseCard } from './parse-card';
import { newPaymentPublicId } from './public-id';
import { scheduleOrderExpiry } from './schedule-order-expiry';

/** Pix and boleto are Brazilian rails: they only move reais. */
const brlOnlyMethods = new Set(['PIX', 'BOLETO']);

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
  if (advertiser.status !== 'active') throw fail('ADVERTISER_INACTIVE');
  const amountIssue = paymentAmountIssue(input.amount, advertiser.currency);
  if (amountIssue) throw invalidField('amount', amountIssue.key, amountIssue.params);
  if (brlOnlyMethods.has(input.method) && advertiser.currency !== 'BRL')
    throw invalidField('method', 'orders:validation.method_currency');
  const gateway = activeGateway(deps);
  if (!gateway.methods.includes(input.method))
    // Live mode without a receiving account takes nothing at all: the message says so (errors:…_none).
    throw fail(
      'PAYMENT_METHOD_UNAVAILABLE',
      undefined,
      gateway.methods.length === 0 ? { context: 'none' } : {},
    );
  if (input.card && input.method !== 'CREDIT_CARD')
    throw invalidField('card', 'orders:validation.card_not_expected');
  const card = input.card ? parseCard({ deps, fields: input.card, fieldPrefix: 'card.' }) : undefined;

  const now = deps.now();
  const order = {
    id: randomUUID(),
    publicId: newPaymentPublicId(),
    amount: input.amount,
    currency: advertiser.currency,
    method: input.method,
  };
  const prepared = await gateway.prepare({
    order,
    payer: {
      name: advertiser.ownerBusinessName || advertiser.ownerName,
      document: advertiser.ownerDocument,
      address: [
        advertiser.street,
        advertiser.number,
        advertiser.complement,
        advertiser.neighborhood,
        advertiser.city,
        advertiser.state,
        advertiser.zipcode,
      ]
        .filter(Boolean)
        .join(', '),
    },
    now,
  });

  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(paymentOrders)
      .values({
        ...order,
        companyId: actor.companyId,
        advertiserId: advertiser.id,
        status: 'waiting_payment',
        gateway: gateway.name,
        gatewayReference: prepared.gatewayReference,
        instructions: prepared.instructions,
        expiresAt: prepared.expiresAt,
        createdByUserId: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await auditPaymentOrder({
      db: tx,
      actor,
      companyId: actor.companyId,
      orderId: created!.id,
      action: 'payment_order.created',
      metadata: { amount: input.amount.toString(), method: input.method },
      at: now,
    });
    if (!gateway.expiresOrders) await scheduleOrderExpiry({ db: tx, order: created! });
    return created!;
  });

  if (!card) return toPaymentOrderView(row, advertiser.displayName, deps.config);
  const charged = await chargeOrderCard({ deps, order: row, card });
  return toPaymentOrderView(charged.order, advertiser.displayName, deps.config);
}
