import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { advertisers, invoices, paymentOrders } from '@verba/db';
import type { InvoiceView, ListInvoicesQuery } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { createMissingInvoices } from './create-missing-invoices';
import { invoiceColumns } from './find-invoice';
import { toInvoiceView } from './invoice-view';
import { pageMeta, idsPage, totalColumn, totalOf } from '../paging';

/** `GET invoices`: the company's invoices, newest first, paged, by status. */
export async function listInvoices({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: ListInvoicesQuery;
}) {
  // Paid orders the daily sweep has not reached yet are listed too.
  await createMissingInvoices({ deps, companyId: actor.companyId });
  const conditions: SQL[] = [eq(invoices.companyId, actor.companyId)];
  if (query.status) conditions.push(eq(invoices.status, query.status));
  const where = and(...conditions);
  const order = [desc(invoices.createdAt), desc(invoices.id)];
  const { pageIds, counted } = idsPage({
    db: deps.db,
    table: invoices,
    id: invoices.id,
    where,
    order,
    page: query.page,
    perPage: query.per_page,
  });
  const rows = await deps.db
    .select({ ...invoiceColumns, total: totalColumn(counted) })
    .from(invoices)
    .innerJoin(paymentOrders, eq(paymentOrders.id, invoices.paymentOrderId))
    .innerJoin(advertisers, eq(advertisers.id, invoices.advertiserId))
    .where(inArray(invoices.id, pageIds))
    .orderBy(...order);
  const total = await totalOf(rows, query.page, () => counted);
  const data: InvoiceView[] = rows.map(toInvoiceView);
  return { data, meta: pageMeta({ page: query.page, perPage: query.per_page, total }) };
}
