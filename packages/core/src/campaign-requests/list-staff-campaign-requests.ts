import { asc, eq, inArray } from 'drizzle-orm';
import { advertisers, campaignRequests, companies, users } from '@verba/db';
import type { ListStaffCampaignRequestsQuery, StaffCampaignRequest } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { pageMeta, idsPage, totalColumn, totalOf } from '../paging';
import { toCampaignRequestView } from './campaign-request-view';

/** `GET staff/campaign-requests`: every company's requests in one status (open by default), oldest first. */
export async function listStaffCampaignRequests({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: ListStaffCampaignRequestsQuery;
}) {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  const where = eq(campaignRequests.status, query.status);
  const order = [asc(campaignRequests.createdAt), asc(campaignRequests.id)];
  // Only the page's rows are read whole, with their advertiser, company and requester.
  const { pageIds, counted } = idsPage({
    db: deps.db,
    table: campaignRequests,
    id: campaignRequests.id,
    where,
    order,
    page: query.page,
    perPage: query.per_page,
  });
  const rows = await deps.db
    .select({
      request: campaignRequests,
      advertiserName: advertisers.name,
      companyName: companies.tradeName,
      requestedBy: users.email,
      total: totalColumn(counted),
    })
    .from(campaignRequests)
    .innerJoin(advertisers, eq(advertisers.id, campaignRequests.advertiserId))
    .innerJoin(companies, eq(companies.id, campaignRequests.companyId))
    .innerJoin(users, eq(users.id, campaignRequests.createdByUserId))
    .where(inArray(campaignRequests.id, pageIds))
    .orderBy(...order);
  const total = await totalOf(rows, query.page, () => counted);
  const data: StaffCampaignRequest[] = rows.map((r) => ({
    ...toCampaignRequestView(r.request, r.advertiserName),
    company_id: r.request.companyId,
    company_name: r.companyName,
    requested_by: r.requestedBy,
  }));
  return { data, meta: pageMeta({ page: query.page, perPage: query.per_page, total }) };
}
