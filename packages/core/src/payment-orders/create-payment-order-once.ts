import type { CreatePaymentOrderInput, PaymentOrderView } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { withIdempotency, type IdempotentAnswer } from '../idempotency/with-idempotency';
import { createPaymentOrder } from './create-payment-order';

/**
 * POST payment-orders with an optional Idempotency-Key (DESIGN §4): a replay returns the first
 * answer, the same key with another body is 422. Keys are scoped to the company and the route.
 * The card number and CVV are not part of what is stored to compare bodies: the last four digits
 * stand for the number (a retry with another card is still a different request).
 */
export async function createPaymentOrderOnce({
  deps,
  actor,
  input,
  idempotencyKey,
}: {
  deps: Deps;
  actor: Actor;
  input: CreatePaymentOrderInput;
  idempotencyKey: string | undefined;
}): Promise<IdempotentAnswer<{ data: PaymentOrderView }>> {
  const { card, ...rest } = input;
  const fingerprint = {
    ...rest,
    amount: input.amount.toString(),
    card: card && { last4: card.number.replace(/\D/g, '').slice(-4), holder_name: card.holder_name, expiry: card.expiry },
  };
  return withIdempotency({
    db: deps.db,
    scope: `company:${actor.companyId}:POST /payment-orders`,
    key: idempotencyKey,
    request: fingerprint,
    now: deps.now(),
    run: async () => ({ statusCode: 201, body: { data: await createPaymentOrder({ deps, actor, input }) } }),
  });
}
