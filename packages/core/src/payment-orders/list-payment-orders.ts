import { and, count, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { advertisers, paymentOrders, preparedOnce, type Db } from '@verba/db';
import type { ListPaymentOrdersQuery } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { toPaymentOrderView } from './order-view';
import { companyOrderSearchCondition, paymentOrderFilterConditions } from './order-filters';
import { isUuid } from '../ids';
import { cachedRead } from '../read-cache';
import { pageMeta, totalColumn, totalOf } from '../paging';

type Bound = number | Placeholder;

/** The page's statement and the list's count, for `where`. */
function statementsOf(db: Db, where: SQL | undefined, limit: Bound, offset: Bound) {
  const order = [desc(paymentOrders.createdAt), desc(paymentOrders.id)];
  // The page's ids come from the index alone (index-only scan, however deep the page); only the
  // page's rows are then read whole.
  const pageIds = db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const counted = db.select({ total: count() }).from(paymentOrders).where(where);
  const page = db
    .select({ order: paymentOrders, displayName: advertisers.displayName, total: totalColumn(counted) })
    .from(paymentOrders)
    .innerJoin(advertisers, eq(advertisers.id, paymentOrders.advertiserId))
    .where(inArray(paymentOrders.id, pageIds))
    .orderBy(...order);
  return { page, counted };
}

/** The unfiltered list (the screen as it opens), built and prepared once. */
const unfiltered = (db: Db) =>
  preparedOnce(db, 'list_payment_orders', (name) => {
    const value = sql.placeholder;
    const { page, counted } = statementsOf(
      db,
      eq(paymentOrders.companyId, value('companyId')),
      value('limit'),
      value('offset'),
    );
    return { page: page.prepare(name), count: counted.prepare(`${name}_count`) };
  });

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

  const limit = query.per_page;
  const offset = (query.page - 1) * query.per_page;
  const filters = paymentOrderFilterConditions(query);
  const present = (rows: Awaited<ReturnType<typeof statementsOf>['page']>, total: number) => ({
    data: rows.map((r) => toPaymentOrderView(r.order, r.displayName, deps.config)),
    meta: meta(total),
  });
  if (filters.length === 0 && !query.search) {
    const statements = unfiltered(deps.db);
    const values = { companyId: actor.companyId, limit, offset };
    return cachedRead(deps, {
      name: 'list_payment_orders',
      key: JSON.stringify(values),
      tables: ['payment_orders', 'advertisers'],
      load: async () => {
        const rows = await statements.page.execute(values);
        return present(rows, await totalOf(rows, query.page, () => statements.count.execute(values)));
      },
    });
  }
  const conditions: SQL[] = [eq(paymentOrders.companyId, actor.companyId), ...filters];
  if (query.search) conditions.push(companyOrderSearchCondition(deps, actor.companyId, query.search));
  const { page, counted } = statementsOf(deps.db, and(...conditions), limit, offset);
  const rows = await page;
  return present(rows, await totalOf(rows, query.page, () => counted));
}
