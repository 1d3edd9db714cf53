import { randomUUID } from 'node:crypto';
import { paymentOrders, type AdvertiserRow, type DbOrTx, type PaymentOrderRow } from '@verba/db';
import type { PaymentMethod } from '@verba/domain';
import type { Deps } from '../deps';
import { fail, invalidField } from '../errors';
import { activeGateway } from '../gateways/gateway-for';
import { newPaymentPublicId } from './public-id';
import { scheduleOrderExpiry } from './schedule-order-expiry';

/** Pix and boleto are Brazilian rails: they only move reais. */
const brlOnlyMethods = new Set<PaymentMethod>(['PIX', 'BOLETO']);

/** Refuses a method the advertiser's currency or the active gateway cannot take. */
export function assertMethodAvailable({
  deps,
  advertiser,
  method,
}: {
  deps: Deps;
  advertiser: AdvertiserRow;
  method: PaymentMethod;
}) {
  if (brlOnlyMethods.has(method) && advertiser.currency !== 'BRL')
    throw invalidField('method', 'orders:validation.method_currency');
  const gateway = activeGateway(deps);
  if (!gateway.methods.includes(method))
    // Live mode without a receiving account takes nothing at all: the message says so (errors:…_none).
    throw fail(
      'PAYMENT_METHOD_UNAVAILABLE',
      undefined,
      gateway.methods.length === 0 ? { context: 'none' } : {},
    );
}

/**
 * Registers a new order with the active gateway (outside any transaction: it says how to pay and
 * until when), then writes the order row (waiting_payment), the caller's audit entry and, for a
 * gateway that reports no expiry itself, the order's expiry job, in one transaction.
 */
export async function openPaymentOrder({
  deps,
  advertiser,
  amount,
  method,
  createdByUserId,
  retryOf = null,
  audit,
}: {
  deps: Deps;
  advertiser: AdvertiserRow;
  amount: bigint;
  method: PaymentMethod;
  createdByUserId: string | null;
  /** The refused order this one retries (one retry per order). */
  retryOf?: string | null;
  audit: (tx: DbOrTx, order: PaymentOrderRow, at: Date) => Promise<void>;
}): Promise<PaymentOrderRow> {
  assertMethodAvailable({ deps, advertiser, method });
  const gateway = activeGateway(deps);
  const now = deps.now();
  const order = {
    id: randomUUID(),
    publicId: newPaymentPublicId(),
    amount,
    currency: advertiser.currency,
    method,
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

  return deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(paymentOrders)
      .values({
        ...order,
        companyId: advertiser.companyId,
        advertiserId: advertiser.id,
        status: 'waiting_payment',
        gateway: gateway.name,
        gatewayReference: prepared.gatewayReference,
        instructions: prepared.instructions,
        expiresAt: prepared.expiresAt,
        createdByUserId,
        retryOf,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await audit(tx, created!, now);
    if (!gateway.expiresOrders) await scheduleOrderExpiry({ db: tx, order: created! });
    return created!;
  });
}
