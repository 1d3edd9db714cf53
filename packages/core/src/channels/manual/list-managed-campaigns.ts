import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { advertisers, campaigns, companies, queryRows } from '@verba/db';
import type { Actor, Deps } from '../../deps';
import { fail } from '../../errors';
import { campaignReservationsOf } from '../../campaigns/campaign-reservation';
import { pageMeta } from '../../paging';

/**
 * `GET staff/managed-campaigns`: every company's published MANUAL campaigns, newest first, with
 * their advertiser, company, budget, reservation, what staff recorded and the last recorded day.
 */
export async function listManagedCampaigns({
  deps,
  actor,
  query,
}: {
  deps: Pick<Deps, 'db'>;
  actor: Actor;
  query: { page: number; per_page: number };
}) {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  const where = and(
    eq(campaigns.type, 'MANUAL'),
    isNull(campaigns.deletedAt),
    inArray(campaigns.status, ['active', 'paused', 'finished', 'inactive']),
    sql`${campaigns.reservationId} IS NOT NULL`,
  );
  const [{ total } = { total: 0 }] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(campaigns)
    .where(where);
  const rows = await deps.db
    .select({
      campaign: campaigns,
      advertiserName: advertisers.name,
      companyName: companies.tradeName,
      legalName: companies.legalName,
    })
    .from(campaigns)
    .innerJoin(advertisers, eq(advertisers.id, campaigns.advertiserId))
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(where)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const ids = rows.map((r) => r.campaign.id);
  const reservations = await campaignReservationsOf({ db: deps.db, campaigns: rows.map((r) => r.campaign) });
  const recorded =
    ids.length === 0
      ? []
      : await queryRows<{ campaign_id: string; cost: string; last_day: string; last_at: Date | string }>(
          deps.db,
          sql`SELECT campaign_id::text, sum(cost_micros)::text AS cost, max(day)::text AS last_day, max(recorded_at) AS last_at
              FROM manual_delivery_days WHERE campaign_id IN (${sql.join(
                ids.map((id) => sql`${id}::uuid`),
                sql`, `,
              )}) GROUP BY campaign_id`,
        );
  const byCampaign = new Map(recorded.map((r) => [r.campaign_id, r]));
  return {
    data: rows.map(({ campaign, advertiserName, companyName, legalName }) => {
      const reservation = reservations.get(campaign.id) ?? null;
      const mine = byCampaign.get(campaign.id);
      return {
        id: campaign.id,
        name: campaign.name ?? '',
        status: campaign.status,
        currency: campaign.currency,
        start_date: campaign.startDate,
        end_date: campaign.endDate,
        company_id: campaign.companyId,
        company_name: companyName || legalName || '',
        advertiser_id: campaign.advertiserId,
        advertiser_name: advertiserName,
        budget: campaign.budget?.toString() ?? null,
        reserved: reservation?.amount.toString() ?? null,
        posted: reservation?.posted.toString() ?? null,
        recorded_cost_micros: mine?.cost ?? '0',
        last_day: mine?.last_day ?? null,
        last_recorded_at: mine ? new Date(mine.last_at).toISOString() : null,
      };
    }),
    meta: pageMeta({ page: query.page, perPage: query.per_page, total }),
  };
}
