import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '@verba/db';
import type { PaymentEventType, PaymentWebhookEvent } from '@verba/domain';
import { enqueueJob } from '../../jobs/enqueue-job';

/** The durable job that delivers one sandbox webhook (handler: payment-orders/deliver-sandbox-webhook.ts). */
export const sandboxWebhookJob = 'payments.sandbox-webhook';

export const newSandboxEventId = () => `evt_sbx_${randomBytes(12).toString('hex')}`;

/**
 * Schedules the sandbox to send `type` for an order at `at`, as a durable job: it survives a
 * restart and is retried until delivered. `cause` names why (expiry, control, card…); one job per
 * order, type and cause, so a double click on a sandbox button sends one webhook.
 */
export async function scheduleSandboxEvent({
  db,
  orderPublicId,
  type,
  at,
  cause,
}: {
  db: DbOrTx;
  orderPublicId: string;
  type: PaymentEventType;
  at: Date;
  cause: string;
}): Promise<PaymentWebhookEvent> {
  const event: PaymentWebhookEvent = {
    event_id: newSandboxEventId(),
    order_public_id: orderPublicId,
    type,
    occurred_at: at.toISOString(),
  };
  await enqueueJob({
    db,
    kind: sandboxWebhookJob,
    payload: { event },
    runAt: at,
    maxAttempts: 12,
    dedupeKey: `sandbox-webhook:${orderPublicId}:${type}:${cause}`,
  });
  return event;
}
