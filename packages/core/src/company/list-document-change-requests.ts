import { desc, eq, inArray } from 'drizzle-orm';
import { companies, companyDocumentChangeRequests, users } from '@verba/db';
import type { ListDocumentChangeRequestsQuery } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { pageMeta, idsPage, totalColumn, totalOf } from '../paging';
import { documentChangeRequestColumns, presentDocumentChangeRequest } from './document-change-view';

/** GET staff/document-change-requests — platform staff only: every company's requests of a status, newest first, paged. */
export async function listDocumentChangeRequests({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: ListDocumentChangeRequestsQuery;
}) {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  const where = eq(companyDocumentChangeRequests.status, query.status);
  const order = [desc(companyDocumentChangeRequests.requestedAt), desc(companyDocumentChangeRequests.id)];
  const { pageIds, counted } = idsPage({
    db: deps.db,
    table: companyDocumentChangeRequests,
    id: companyDocumentChangeRequests.id,
    where,
    order,
    page: query.page,
    perPage: query.per_page,
  });
  const rows = await deps.db
    .select({ ...documentChangeRequestColumns, total: totalColumn(counted) })
    .from(companyDocumentChangeRequests)
    .innerJoin(companies, eq(companies.id, companyDocumentChangeRequests.companyId))
    .innerJoin(users, eq(users.id, companyDocumentChangeRequests.requestedByUserId))
    .where(inArray(companyDocumentChangeRequests.id, pageIds))
    .orderBy(...order);
  const total = await totalOf(rows, query.page, () => counted);
  return {
    data: rows.map(presentDocumentChangeRequest),
    meta: pageMeta({ page: query.page, perPage: query.per_page, total }),
  };
}
