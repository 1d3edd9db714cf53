import { desc, eq, inArray } from 'drizzle-orm';
import { advertisers, campaignRequests } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { pageMeta, idsPage, totalColumn, totalOf } from '../paging';
import { toCampaignRequestView } from './campaign-request-view';

/** `GET campaign-requests`: the company's managed-campaign requests, newest first (index campaign_requests_company_created_id). */
export async function listCampaignRequests({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: { page: number; per_page: number };
}) {
  const where = eq(campaignRequests.companyId, actor.companyId);
  const order = [desc(campaignRequests.createdAt), desc(campaignRequests.id)];
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
    .select({ request: campaignRequests, advertiserName: advertisers.name, total: totalColumn(counted) })
    .from(campaignRequests)
    .innerJoin(advertisers, eq(advertisers.id, campaignRequests.advertiserId))
    .where(inArray(campaignRequests.id, pageIds))
    .orderBy(...order);
  const total = await totalOf(rows, query.page, () => counted);
  return {
    data: rows.map((r) => toCampaignRequestView(r.request, r.advertiserName)),
    meta: pageMeta({ page: query.page, perPage: query.per_page, total }),
  };
}
