import { count, desc, eq, inArray } from 'drizzle-orm';
import { companies, companyDocumentChangeRequests, users } from '@verba/db';
import type { ListDocumentChangeRequestsQuery } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { pageMeta, totalColumn, totalOf } from '../paging';
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
  // The page's ids come from the index alone (index-only scan, however deep the page); only the
  // page's rows are then read whole.
  const pageIds = deps.db
    .select({ id: companyDocumentChangeRequests.id })
    .from(companyDocumentChangeRequests)
    .where(where)
    .orderBy(...order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const counted = deps.db.select({ total: count() }).from(companyDocumentChangeRequests).where(where);
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
