import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { advertisers, paymentOrders } from '@verba/db';
import type { ListPaymentOrdersQuery } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { toPaymentOrderView } from './order-view';
import { companyOrderSearchCondition, paymentOrderFilterConditions } from './order-filters';
import { isUuid } from '../ids';
import { pageMeta, totalColumn, totalOf } from '../paging';

/**
 * The company's payment orders, newest first, paged; filters: status, method, advertiser, São Paulo
 * date range, and a search by the order's code or the advertiser's name.
 */
export async function listPaymentOrders({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: ListPaymentOrdersQuery;
}) {
  const meta = (total: number) => pageMeta({ page: query.page, perPage: query.per_page, total });
  // An id that cannot exist matches nothing (and reveals nothing about other companies).
  if (query.advertiser_id && !isUuid(query.advertiser_id)) return { data: [], meta: meta(0) };

  const conditions: SQL[] = [
    eq(paymentOrders.companyId, actor.companyId),
    ...paymentOrderFilterConditions(query),
  ];
  if (query.search) conditions.push(companyOrderSearchCondition(deps, actor.companyId, query.search));
  const where = and(...conditions);

  const order = [desc(paymentOrders.createdAt), desc(paymentOrders.id)];
  // The page's ids come from the index alone (index-only scan, however deep the page); only the
  // page's rows are then read whole.
  const pageIds = deps.db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(where)
    .orderBy(...order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const counted = deps.db.select({ total: count() }).from(paymentOrders).where(where);
  const rows = await deps.db
    .select({ order: paymentOrders, displayName: advertisers.displayName, total: totalColumn(counted) })
    .from(paymentOrders)
    .innerJoin(advertisers, eq(advertisers.id, paymentOrders.advertiserId))
    .where(inArray(paymentOrders.id, pageIds))
    .orderBy(...order);
  const total = await totalOf(rows, query.page, () => counted);
  return {
    data: rows.map((r) => toPaymentOrderView(r.order, r.displayName, deps.config)),
    meta: meta(total),
  };
}
