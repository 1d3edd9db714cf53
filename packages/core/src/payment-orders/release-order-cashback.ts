import { eq } from 'drizzle-orm';
import { paymentOrders } from '@verba/db';
import type { JobHandler } from '../jobs/worker';
import { isUuid } from '../ids';
import { findTransfer } from '../ledger/find-transfer';
import { releaseHeldCashback } from '../ledger/release-held-cashback';
import { withTransaction } from '../ledger/with-transaction';

export const releaseOrderCashbackJob = 'cashback.release';

/**
 * Durable job, due when the hold of an order's agency cashback ends (enqueued with the payment's
 * bookings): moves the cashback from the company's cashback hold to its wallet, where it can be
 * withdrawn. The order row is locked first, as payment events lock it, so a refund or chargeback
 * of the same order is booked either before (the reversal took it from the hold: nothing to
 * release) or after (it is taken from the wallet). Idempotent: a rerun releases nothing twice.
 */
export const releaseOrderCashback: JobHandler = async ({ deps, payload }) => {
  const orderId = String(payload.order_id);
  if (!isUuid(orderId)) return;
  const released = await withTransaction(deps.db, async (tx) => {
    const [order] = await tx
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(eq(paymentOrders.id, orderId))
      .for('update');
    if (!order) return null;
    const credit = await findTransfer({ db: tx, idempotencyKey: `bonus:${order.id}` });
    if (!credit?.reference) return null;
    return releaseHeldCashback({
      db: tx,
      hold: credit.toAccountId,
      reference: credit.reference,
      idempotencyKey: `cashback-release:${order.id}`,
    });
  });
  deps.logger.info({ orderId, amount: released?.amount.toString() ?? '0' }, 'held cashback released');
};
