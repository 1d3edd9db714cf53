import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { advertisers, paymentOrders } from '@verba/db';
import type { ListPaymentOrdersQuery } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { toPaymentOrderView } from './order-view';
import { isUuid } from '../ids';
import { pageMeta } from '../paging';

/** The company's payment orders, newest first, paged; filters: status, method, advertiser. */
export async function listPaymentOrders({ deps, actor, query }: { deps: Deps; actor: Actor; query: ListPaymentOrdersQuery }) {
  const meta = (total: number) => pageMeta({ page: query.page, perPage: query.per_page, total });
  // An id that cannot exist matches nothing (and reveals nothing about other companies).
  if (query.advertiser_id && !isUuid(query.advertiser_id)) return { data: [], meta: meta(0) };

  const conditions: SQL[] = [eq(paymentOrders.companyId, actor.companyId)];
  if (query.status) conditions.push(eq(paymentOrders.status, query.status));
  if (query.method) conditions.push(eq(paymentOrders.method, query.method));
  if (query.advertiser_id) conditions.push(eq(paymentOrders.advertiserId, query.advertiser_id));
  const where = and(...conditions);

  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    deps.db
      .select({ order: paymentOrders, displayName: advertisers.displayName })
      .from(paymentOrders)
      .innerJoin(advertisers, eq(advertisers.id, paymentOrders.advertiserId))
      .where(where)
      .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    deps.db.select({ total: count() }).from(paymentOrders).where(where),
  ]);
  return { data: rows.map((r) => toPaymentOrderView(r.order, r.displayName, deps.config)), meta: meta(total) };
}
