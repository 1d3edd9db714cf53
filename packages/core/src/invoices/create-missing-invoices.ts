import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { invoices, paymentOrders } from '@verba/db';
import type { Deps } from '../deps';
import { withTransaction } from '../ledger/with-transaction';
import { activeNfseIssuer } from '../nfse/issuer-for';
import { ensureOrderInvoice } from './ensure-order-invoice';

const batchSize = 200;

/**
 * Creates the invoice of every paid order that has none yet (all companies, or one), in batches,
 * each with its issue job at paid_at + 30 days. Returns how many were created.
 *
 * Invoices are created here rather than inside the payment's transaction because payment orders
 * expose no "paid" hook: this sweep (daily job, and before the company reads its invoices) makes
 * sure none is missed — a crash or a new way of paying cannot leave a paid order without one.
 */
export async function createMissingInvoices({ deps, companyId }: { deps: Deps; companyId?: string }): Promise<number> {
  const conditions: SQL[] = [eq(paymentOrders.status, 'paid'), isNull(invoices.id)];
  if (companyId) conditions.push(eq(paymentOrders.companyId, companyId));
  const issuer = activeNfseIssuer(deps).name;
  let created = 0;
  for (;;) {
    const batch = await withTransaction(deps.db, async (tx) => {
      const orders = await tx
        .select({ order: paymentOrders })
        .from(paymentOrders)
        .leftJoin(invoices, eq(invoices.paymentOrderId, paymentOrders.id))
        .where(and(...conditions))
        .orderBy(paymentOrders.paidAt)
        .limit(batchSize);
      let made = 0;
      for (const { order } of orders) if (await ensureOrderInvoice({ tx, order, issuer })) made++;
      return { seen: orders.length, made };
    });
    created += batch.made;
    if (batch.seen < batchSize) return created;
  }
}
