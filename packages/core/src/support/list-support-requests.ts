import { and, desc, eq, inArray } from 'drizzle-orm';
import { supportRequests } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { idsPage, pageMeta, totalColumn, totalOf } from '../paging';
import { seesWholeCompany, selectSupportRequests, viewOfRow } from './support-request-view';

/**
 * `GET support-requests`: the company's requests, newest first — every one for managers and user
 * managers, the user's own for the `user` role (index support_requests_company_created_id).
 */
export async function listSupportRequests({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: { page: number; per_page: number };
}) {
  const where = seesWholeCompany(actor)
    ? eq(supportRequests.companyId, actor.companyId)
    : and(eq(supportRequests.companyId, actor.companyId), eq(supportRequests.createdByUserId, actor.userId));
  const order = [desc(supportRequests.createdAt), desc(supportRequests.id)];
  const { pageIds, counted } = idsPage({
    db: deps.db,
    table: supportRequests,
    id: supportRequests.id,
    where,
    order,
    page: query.page,
    perPage: query.per_page,
  });
  const rows = await selectSupportRequests(deps.db, { total: totalColumn(counted) })
    .where(inArray(supportRequests.id, pageIds))
    .orderBy(...order);
  const total = await totalOf(rows, query.page, () => counted);
  return { data: rows.map(viewOfRow), meta: pageMeta({ page: query.page, perPage: query.per_page, total }) };
}
