import { eq } from 'drizzle-orm';
import { invoices, type InvoiceRow, type Tx } from '@verba/db';
import { canRequestInvoiceIssue } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { enqueueJob } from '../jobs/enqueue-job';
import { auditInvoice } from './audit';
import { invoiceIssueJob } from './jobs';

/**
 * Asks for a locked invoice now instead of 30 days after payment (spec §4), in the caller's
 * transaction: `pending` and an issue job due at once. Asking again while it is on its way, or
 * once issued, changes nothing; INVOICE_CANCELED for a canceled one.
 */
export async function requestLockedInvoiceIssue({ tx, deps, actor, invoice }: { tx: Tx; deps: Deps; actor: Actor; invoice: InvoiceRow }): Promise<InvoiceRow> {
  if (invoice.status === 'canceled') throw fail('INVOICE_CANCELED');
  if (!canRequestInvoiceIssue(invoice.status)) return invoice;
  const now = deps.now();
  const [updated] = await tx
    .update(invoices)
    .set({ status: 'pending', requestedAt: now, requestedByUserId: actor.userId, failureReason: null, updatedAt: now })
    .where(eq(invoices.id, invoice.id))
    .returning();
  await enqueueJob({ db: tx, kind: invoiceIssueJob, payload: { invoice_id: invoice.id }, runAt: now, dedupeKey: `invoice:${invoice.id}:request:${now.getTime()}` });
  await auditInvoice({ db: tx, actor, invoiceId: invoice.id, action: 'invoice.issue_requested', at: now });
  return updated!;
}
