import { sql } from 'drizzle-orm';
import { queryRows, type PaymentOrderRow } from '@verba/db';
import type { Deps } from '../deps';
import { sandboxWebhookJob } from '../gateways/sandbox/sandbox-events';
import { approvePaypalPayment } from '../payment-orders/approve-paypal-payment';
import { deliverSandboxWebhook } from '../payment-orders/deliver-sandbox-webhook';
import { findPaymentOrder } from '../payment-orders/find-payment-order';
import { sandboxOrderAction } from '../payment-orders/sandbox-order-action';

/**
 * Pays a demo order the way a payer on the sandbox does, then settles it at once instead of
 * waiting for the worker: Pix and boleto press the public page's "pay" button, PayPal approves
 * the payment, a card order was charged when it was created. Each makes the sandbox gateway
 * schedule its `paid` webhook (a `payments.sandbox-webhook` job); that job's event is delivered
 * here through the job's own handler, signed and verified like any webhook, so the state machine
 * and the ledger book it exactly as for a real payment. When the worker later runs the same job,
 * the event is a duplicate and changes nothing. Returns whether this call paid the order.
 */
export async function payDemoOrder({
  deps,
  order,
}: {
  deps: Deps;
  order: PaymentOrderRow;
}): Promise<boolean> {
  if (order.status === 'waiting_payment' || order.status === 'pending') {
    if (order.method === 'PIX' || order.method === 'BOLETO')
      await sandboxOrderAction({ deps, publicId: order.publicId, action: 'pay' });
    else if (order.method === 'PAYPAL') await approvePaypalPayment({ deps, publicId: order.publicId });
    else throw new Error(`demo order ${order.id} (${order.method}) cannot be paid from ${order.status}`);
  } else if (order.status !== 'processing' && order.status !== 'authorized') {
    return false;
  }

  const [job] = await queryRows<{ payload: Record<string, unknown> }>(
    deps.db,
    sql`SELECT payload FROM jobs
        WHERE kind = ${sandboxWebhookJob} AND payload->'event'->>'order_public_id' = ${order.publicId} AND payload->'event'->>'type' = 'paid'
        ORDER BY id LIMIT 1`,
  );
  if (!job) throw new Error(`the sandbox scheduled no paid webhook for demo order ${order.id}`);
  await deliverSandboxWebhook({ deps, payload: job.payload, attempt: 1 });

  const { order: settled } = await findPaymentOrder({
    db: deps.db,
    id: order.id,
    companyId: order.companyId,
  });
  if (settled.status !== 'paid')
    throw new Error(`demo order ${order.id} is ${settled.status} after its paid webhook`);
  return true;
}
