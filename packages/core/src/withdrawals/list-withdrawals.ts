import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { withdrawals } from '@verba/db';
import type { ListWithdrawalsQuery } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { toWithdrawalView } from './withdrawal-view';
import { pageMeta, idsPage, totalColumn, totalOf } from '../paging';

/** The company's withdrawals, newest first, paged; filter by status. */
export async function listWithdrawals({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: ListWithdrawalsQuery;
}) {
  const conditions: SQL[] = [eq(withdrawals.companyId, actor.companyId)];
  if (query.status) conditions.push(eq(withdrawals.status, query.status));
  const where = and(...conditions);
  const order = [desc(withdrawals.requestedAt), desc(withdrawals.id)];
  const { pageIds, counted } = idsPage({
    db: deps.db,
    table: withdrawals,
    id: withdrawals.id,
    where,
    order,
    page: query.page,
    perPage: query.per_page,
  });
  const rows = await deps.db
    .select({ withdrawal: withdrawals, total: totalColumn(counted) })
    .from(withdrawals)
    .where(inArray(withdrawals.id, pageIds))
    .orderBy(...order);
  const total = await totalOf(rows, query.page, () => counted);
  return {
    data: rows.map((row) => toWithdrawalView(row.withdrawal)),
    meta: pageMeta({ page: query.page, perPage: query.per_page, total }),
  };
}
