import { eq } from 'drizzle-orm';
import { paymentOrders } from '@verba/db';
import type { JobHandler } from '../jobs/worker';
import { isUuid } from '../ids';
import { applyPaymentEvent } from './apply-payment-event';

/**
 * Job `payments.expire-order`: an order whose gateway reports no expiry (the manual gateway of
 * live mode) reaches its deadline. It is applied as an `expired` event, one per order, through the
 * same use case as a gateway's, so the forward-only state machine decides: an order still waiting
 * expires, a paid or canceled one is left as it is (the event is recorded as ignored).
 */
export const expireOrder: JobHandler = async ({ deps, payload }) => {
  const orderId = String(payload.order_id);
  if (!isUuid(orderId)) return;
  const [order] = await deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  if (!order?.expiresAt) return;
  // Due at expires_at; a worker whose clock lags retries a little later.
  if (deps.now() < order.expiresAt)
    throw new Error(`order ${order.id} expires at ${order.expiresAt.toISOString()}`);
  await applyPaymentEvent({
    deps,
    gateway: order.gateway,
    by: 'gateway',
    event: {
      event_id: `expiry:${order.id}`,
      order_public_id: order.publicId,
      type: 'expired',
      occurred_at: order.expiresAt.toISOString(),
    },
  });
};
