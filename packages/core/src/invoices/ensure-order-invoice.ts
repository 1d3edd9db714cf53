import { INVOICE_ISSUE_DELAY_DAYS } from '@verba/domain';
import { invoices, type InvoiceRow, type PaymentOrderRow, type Tx } from '@verba/db';
import { eq } from 'drizzle-orm';
import { enqueueJob } from '../jobs/enqueue-job';
import { invoiceIssueJob } from './jobs';

const dayMs = 24 * 3600_000;

/** Only a paid order is invoiced; one refunded or charged back before its invoice existed is not. */
export const isInvoiceableOrder = (order: Pick<PaymentOrderRow, 'status' | 'paidAt'>) => order.status === 'paid' && order.paidAt !== null;

/**
 * The invoice of a paid order, created on first need (the daily `invoices.schedule` job, or a
 * read or request of the company) with its issue job due at paid_at + 30 days, in the caller's
 * transaction. Idempotent: the order's existing invoice is returned. Null for an order that is
 * not (or no longer) paid and has no invoice.
 */
export async function ensureOrderInvoice({ tx, order, issuer }: { tx: Tx; order: PaymentOrderRow; issuer: string }): Promise<InvoiceRow | null> {
  const [existing] = await tx.select().from(invoices).where(eq(invoices.paymentOrderId, order.id)).limit(1);
  if (existing) return existing;
  if (!isInvoiceableOrder(order)) return null;
  const scheduledFor = new Date(order.paidAt!.getTime() + INVOICE_ISSUE_DELAY_DAYS * dayMs);
  const [created] = await tx
    .insert(invoices)
    .values({
      companyId: order.companyId,
      paymentOrderId: order.id,
      advertiserId: order.advertiserId,
      amount: order.amount,
      currency: order.currency,
      issuer,
      paidAt: order.paidAt!,
      scheduledFor,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    // Created meanwhile by another transaction.
    const [raced] = await tx.select().from(invoices).where(eq(invoices.paymentOrderId, order.id)).limit(1);
    return raced ?? null;
  }
  await enqueueJob({ db: tx, kind: invoiceIssueJob, payload: { invoice_id: created.id }, runAt: scheduledFor, dedupeKey: `invoice:${created.id}:scheduled` });
  return created;
}
