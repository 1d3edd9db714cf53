import { and, eq, type SQL } from 'drizzle-orm';
import { advertisers, invoices, paymentOrders, type DbOrTx } from '@verba/db';
import { fail } from '../errors';
import type { InvoiceWithOrder } from './invoice-view';
import { isUuid } from '../ids';

/** The columns of an invoice with its order and advertiser. */
export const invoiceColumns = {
  invoice: invoices,
  order: {
    id: paymentOrders.id,
    publicId: paymentOrders.publicId,
    method: paymentOrders.method,
    status: paymentOrders.status,
  },
  advertiser: { id: advertisers.id, displayName: advertisers.displayName },
};

/** Invoices with their order and advertiser matching `where`, optionally locking the invoice rows. */
export function selectInvoices(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(paymentOrders, eq(paymentOrders.id, invoices.paymentOrderId))
    .innerJoin(advertisers, eq(advertisers.id, invoices.advertiserId))
    .where(where);
}

/** An invoice of `companyId` by id; NOT_FOUND for another company's (DESIGN §4). */
export async function findInvoice({
  db,
  id,
  companyId,
  forUpdate = false,
}: {
  db: DbOrTx;
  id: string;
  companyId: string;
  forUpdate?: boolean;
}): Promise<InvoiceWithOrder> {
  if (!isUuid(id)) throw fail('NOT_FOUND');
  const query = selectInvoices(db, and(eq(invoices.id, id), eq(invoices.companyId, companyId))).limit(1);
  const [row] = forUpdate ? await query.for('update', { of: invoices }) : await query;
  if (!row) throw fail('NOT_FOUND');
  return row;
}
