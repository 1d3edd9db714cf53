import type { DbOrTx, PaymentOrderRow } from '@verba/db';
import { enqueueJob } from '../jobs/enqueue-job';

/** The durable job that expires one order at its deadline (handler: expire-order.ts). */
export const expireOrderJob = 'payments.expire-order';

/**
 * Enqueues, in the caller's transaction, the expiry of an order whose gateway reports none (the
 * manual gateway of live mode): due at expires_at, once per order.
 */
export async function scheduleOrderExpiry({
  db,
  order,
}: {
  db: DbOrTx;
  order: Pick<PaymentOrderRow, 'id' | 'expiresAt'>;
}) {
  if (!order.expiresAt) return;
  await enqueueJob({
    db,
    kind: expireOrderJob,
    payload: { order_id: order.id },
    runAt: order.expiresAt,
    dedupeKey: `${expireOrderJob}:${order.id}`,
  });
}
