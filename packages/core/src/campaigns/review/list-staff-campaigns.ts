import { and, asc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { advertisers, campaigns, companies } from '@verba/db';
import type { ListStaffCampaignsQuery } from '@verba/domain';
import type { Actor, Deps } from '../../deps';
import { fail } from '../../errors';
import { pageMeta, idsPage, totalColumn, totalOf } from '../../paging';
import { toStaffCampaign } from './staff-campaign-view';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `GET staff/campaigns`: every company's campaigns in one status (pending by default), oldest
 * submission first (index campaigns_status_submitted_id); `q` searches the campaign's, the
 * advertiser's and the company's names.
 */
export async function listStaffCampaigns({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: ListStaffCampaignsQuery;
}) {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  const conditions: (SQL | undefined)[] = [eq(campaigns.status, query.status), isNull(campaigns.deletedAt)];
  if (query.q) {
    const pattern = likePattern(query.q);
    // The advertiser's and company's matches as id lists, so the campaigns' own index still gives the page.
    conditions.push(
      or(
        ilike(campaigns.name, pattern),
        inArray(
          campaigns.advertiserId,
          deps.db.select({ id: advertisers.id }).from(advertisers).where(ilike(advertisers.name, pattern)),
        ),
        inArray(
          campaigns.companyId,
          deps.db.select({ id: companies.id }).from(companies).where(ilike(companies.tradeName, pattern)),
        ),
      ),
    );
  }
  const where = and(...conditions);
  const order = [asc(campaigns.submittedAt), asc(campaigns.id)];
  const { pageIds, counted } = idsPage({
    db: deps.db,
    table: campaigns,
    id: campaigns.id,
    where,
    order,
    page: query.page,
    perPage: query.per_page,
  });
  const rows = await deps.db
    .select({
      campaign: campaigns,
      advertiserName: advertisers.name,
      companyName: companies.tradeName,
      total: totalColumn(counted),
    })
    .from(campaigns)
    .innerJoin(advertisers, eq(advertisers.id, campaigns.advertiserId))
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(inArray(campaigns.id, pageIds))
    .orderBy(...order);
  const total = await totalOf(rows, query.page, () => counted);
  return {
    data: rows.map((r) => toStaffCampaign(r.campaign, r)),
    meta: pageMeta({ page: query.page, perPage: query.per_page, total }),
  };
}
