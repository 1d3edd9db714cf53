import { and, eq, sql } from 'drizzle-orm';
import { paymentOrders } from '@verba/db';
import { isPixLocationId, paymentOrderCode, pixCobrancaPayload } from '@verba/domain';
import type { Deps } from '../deps';
import { fail } from '../errors';
import { sandboxBeneficiary } from '../gateways/sandbox/sandbox-bank';
import { signPixPayload } from '../gateways/sandbox/pix-signer';

interface StoredPixCharge {
  txid: string;
  location_id: string;
  created_at: string;
  expires_at: string;
}

/**
 * GET /pix/qr/v2/:locationId (public, what the payer's bank fetches): the order's charge as a
 * JWS signed with the sandbox's key, its status following the order's. NOT_FOUND for an unknown
 * location and, in live mode, for every one (the sandbox does not exist there).
 */
export async function readPixCharge({
  deps,
  locationId,
}: {
  deps: Deps;
  locationId: string;
}): Promise<string> {
  if (deps.config.paymentsMode !== 'sandbox' || !isPixLocationId(locationId)) throw fail('NOT_FOUND');
  const [order] = await deps.db
    .select({
      status: paymentOrders.status,
      amount: paymentOrders.amount,
      number: paymentOrders.number,
      gateway: paymentOrders.gateway,
      instructions: paymentOrders.instructions,
    })
    .from(paymentOrders)
    .where(
      and(
        sql`(${paymentOrders.instructions} ->> 'location_id') = ${locationId}`,
        eq(paymentOrders.method, 'PIX'),
        sql`${paymentOrders.instructions} ->> 'location_id' IS NOT NULL`,
      ),
    )
    .limit(1);
  if (!order || order.gateway !== 'sandbox') throw fail('NOT_FOUND');
  const charge = order.instructions as unknown as StoredPixCharge;
  const payload = pixCobrancaPayload({
    createdAt: new Date(charge.created_at),
    presentedAt: deps.now(),
    expiresAt: new Date(charge.expires_at),
    txid: charge.txid,
    amount: order.amount,
    key: sandboxBeneficiary.pixKey,
    payerRequest: `Pedido ${paymentOrderCode(order.number)} na plataforma Verba`,
    status: order.status,
  });
  return signPixPayload(deps.config, payload);
}
