import { asc, eq, inArray } from 'drizzle-orm';
import { companies, supportRequests } from '@verba/db';
import type { ListStaffSupportRequestsQuery, StaffSupportRequest } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { idsPage, pageMeta, totalColumn, totalOf } from '../paging';
import { selectSupportRequests, viewOfRow } from './support-request-view';

/** `GET staff/support-requests`: every company's requests in one status (open by default), oldest first. */
export async function listStaffSupportRequests({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: ListStaffSupportRequestsQuery;
}) {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  const where = eq(supportRequests.status, query.status);
  const order = [asc(supportRequests.createdAt), asc(supportRequests.id)];
  const { pageIds, counted } = idsPage({
    db: deps.db,
    table: supportRequests,
    id: supportRequests.id,
    where,
    order,
    page: query.page,
    perPage: query.per_page,
  });
  const rows = await selectSupportRequests(deps.db, {
    total: totalColumn(counted),
    companyName: companies.tradeName,
  })
    .innerJoin(companies, eq(companies.id, supportRequests.companyId))
    .where(inArray(supportRequests.id, pageIds))
    .orderBy(...order);
  const total = await totalOf(rows, query.page, () => counted);
  const data: StaffSupportRequest[] = rows.map((r) => ({
    ...viewOfRow(r),
    company_id: r.request.companyId,
    company_name: r.companyName,
  }));
  return { data, meta: pageMeta({ page: query.page, perPage: query.per_page, total }) };
}
