import type { CardFields } from '@verba/domain';
import type { Deps } from '../deps';
import { fail } from '../errors';
import { chargeOrderCard } from './charge-order-card';
import { parseCard } from './parse-card';
import { findPaymentOrderByPublicId } from './find-payment-order';
import { offersSandboxControls, toPublicPaymentOrder } from './order-view';

/**
 * POST public/orders/:publicId/card — the payer pays on the public page. Card fields are checked
 * with the shared card schema (spec §8 messages per field). A refused card ends the order as
 * `refused` and answers CARD_REFUSED; a processing error answers CARD_PROCESSING_ERROR and the
 * payer may try again.
 */
export async function payPublicOrderWithCard({
  deps,
  publicId,
  card: fields,
}: {
  deps: Deps;
  publicId: string;
  card: CardFields;
}) {
  const { order, advertiserDisplayName } = await findPaymentOrderByPublicId({ db: deps.db, publicId });
  if (order.method !== 'CREDIT_CARD') throw fail('PAYMENT_METHOD_MISMATCH');
  const card = parseCard({ deps, fields });
  const charged = await chargeOrderCard({ deps, order, card });
  if (charged.outcome === 'refused') throw fail('CARD_REFUSED');
  if (charged.outcome === 'error') throw fail('CARD_PROCESSING_ERROR');
  return toPublicPaymentOrder(charged.order, advertiserDisplayName, {
    sandbox: offersSandboxControls(charged.order, deps.config),
  });
}
