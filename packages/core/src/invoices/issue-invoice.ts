import { and, eq, inArray } from 'drizzle-orm';
import { advertisers, companies, invoices, paymentOrders, type InvoiceRow } from '@verba/db';
import type { Deps } from '../deps';
import { withTransaction } from '../ledger/with-transaction';
import { nfseIssuerNamed } from '../nfse/issuer-for';
import type { NfseIssueRequest } from '../nfse/types';
import { blobStoreOf } from '../storage/blob-store-of';
import { isUuid } from '../ids';
import { isInvoiceableOrder } from './ensure-order-invoice';
import { issueRequestOf } from './issue-request';

/** The blob key of an issued invoice's PDF. */
export const invoicePdfKey = (invoice: Pick<InvoiceRow, 'id' | 'companyId'>, number: bigint) => `invoices/${invoice.companyId}/${invoice.id}/nfse-${number}.pdf`;

type Claim = { invoice: InvoiceRow; request: NfseIssueRequest } | null;

/**
 * Takes the invoice for issuing, in one short transaction: nothing to do when it is issued or
 * canceled, or still waiting for its date without a request; canceled when its order was refunded
 * or charged back meanwhile; otherwise `waiting` (at the issuer) with the request to send.
 */
async function claim(deps: Deps, invoiceId: string): Promise<Claim> {
  return withTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .select({ invoice: invoices, order: paymentOrders, company: companies, advertiser: advertisers })
      .from(invoices)
      .innerJoin(paymentOrders, eq(paymentOrders.id, invoices.paymentOrderId))
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .innerJoin(advertisers, eq(advertisers.id, invoices.advertiserId))
      .where(eq(invoices.id, invoiceId))
      .for('update', { of: invoices });
    if (!row) return null;
    const { invoice, order } = row;
    const now = deps.now();
    if (invoice.status === 'issued' || invoice.status === 'canceled') return null;
    if (invoice.status === 'created' && invoice.scheduledFor > now) return null;
    if (!isInvoiceableOrder(order)) {
      await tx.update(invoices).set({ status: 'canceled', canceledAt: now, updatedAt: now }).where(eq(invoices.id, invoice.id));
      return null;
    }
    const [taken] = await tx
      .update(invoices)
      .set({ status: 'waiting', attempts: invoice.attempts + 1, failureReason: null, updatedAt: now })
      .where(eq(invoices.id, invoice.id))
      .returning();
    return { invoice: taken!, request: issueRequestOf(row) };
  });
}

const settle = (deps: Deps, id: string, changes: Partial<typeof invoices.$inferInsert>) =>
  deps.db
    .update(invoices)
    .set({ ...changes, updatedAt: deps.now() })
    .where(and(eq(invoices.id, id), inArray(invoices.status, ['waiting', 'pending', 'created', 'error', 'rejected'])));

/**
 * Job `invoices.issue` ({ invoice_id }): issues one invoice through its NFS-e issuer. The issuer
 * is called outside any transaction; it answers a repeat of the same RPS with the same document,
 * so a retry after a crash never takes a second number. Issued → the PDF goes to the blob store
 * and the invoice keeps number, verification code and issue time. Rejected → `rejected` with the
 * reason (the company may fix its data and ask again). A temporary failure → `error`, and the
 * job is retried with backoff.
 */
export async function issueInvoice({ deps, payload }: { deps: Deps; payload: Record<string, unknown> }): Promise<void> {
  const invoiceId = typeof payload.invoice_id === 'string' ? payload.invoice_id : '';
  if (!isUuid(invoiceId)) return;
  const claimed = await claim(deps, invoiceId);
  if (!claimed) return;
  const { invoice, request } = claimed;
  const issuer = nfseIssuerNamed(deps, invoice.issuer);

  let result;
  try {
    result = await issuer.issue(request);
  } catch (error) {
    await settle(deps, invoice.id, { status: 'error', failureReason: 'issuer_unavailable' });
    throw error;
  }
  if (result.status === 'rejected') {
    await settle(deps, invoice.id, { status: 'rejected', failureReason: result.reason });
    return;
  }
  const key = invoicePdfKey(invoice, result.number);
  await blobStoreOf(deps).put(key, result.pdf);
  await settle(deps, invoice.id, {
    status: 'issued',
    number: result.number,
    verificationCode: result.verificationCode,
    issuedAt: result.issuedAt,
    documentKey: key,
    failureReason: null,
  });
}
