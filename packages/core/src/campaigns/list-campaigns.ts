import { and, asc, desc, eq, gt, gte, ilike, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { advertisers, campaigns } from '@verba/db';
import {
  dateRangeOfPreset,
  saoPauloDateOf,
  saoPauloInstantsOf,
  type CampaignBudgetBand,
  type CampaignListItem,
  type CampaignSummary,
  type ListCampaignsQuery,
} from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { isUuid } from '../ids';
import { pageMeta, idsPage, totalColumn, totalOf } from '../paging';
import { cachedRead } from '../read-cache';
import { likePattern } from '../pixels/like-pattern';
import { campaignReservationsOf } from './campaign-reservation';
import { toCampaignSummary } from './campaign-view';
import { totalsView } from '../delivery/read/delivery-figures';
import { addTotals, platformCampaignTotals } from '../delivery/read/platform-delivery';
import { emptyDeliveryTotals, type DeliveryTotals } from '@verba/events/event-store';

/** Each sort reads one index of migration 0030 (company_id, <column>, id); id breaks ties. */
const sortColumns = {
  created_at: sql`${campaigns.createdAt}`,
  name: sql`lower(${campaigns.name})`,
  start_date: sql`${campaigns.startDate}`,
  budget: sql`${campaigns.budget}`,
} as const;

/** Minor units: "up to R$ 500" is a budget of at most 50,000 centavos; `15000+` above R$ 15.000. */
function budgetCondition(band: CampaignBudgetBand): SQL {
  if (band === '15000+') return gt(campaigns.budget, 1_500_000n);
  return lte(campaigns.budget, BigInt(band) * 100n);
}

function conditionsOf(actor: Actor, query: ListCampaignsQuery, now: Date): SQL[] | null {
  const conditions: SQL[] = [eq(campaigns.companyId, actor.companyId), isNull(campaigns.deletedAt)];
  if (query.advertiser_id !== undefined) {
    if (!isUuid(query.advertiser_id)) return null;
    conditions.push(eq(campaigns.advertiserId, query.advertiser_id));
  }
  if (query.status) conditions.push(eq(campaigns.status, query.status));
  if (query.type) conditions.push(eq(campaigns.type, query.type));
  if (query.q) conditions.push(ilike(campaigns.name, likePattern(query.q)));
  if (query.budget) conditions.push(budgetCondition(query.budget));
  if (query.period) {
    const { start, end } = saoPauloInstantsOf(dateRangeOfPreset(query.period, saoPauloDateOf(now)));
    if (start) conditions.push(gte(campaigns.createdAt, start));
    if (end) conditions.push(lt(campaigns.createdAt, end));
  }
  return conditions;
}

/**
 * GET campaigns: the company's campaigns, paged, filtered and sorted on the server. The page's
 * ids come from one index in the list's order (status, type and advertiser have their own
 * `…_created_id` indexes for the default sort), then only the page's rows are read whole.
 */
/**
 * Each row's delivery so far (all time), outside the read cache: events arrive every second. The
 * bidder's events and, for campaigns bought on a platform's API, its statistics (as the reports
 * and the campaign page count them). Null without an event store, or when it does not answer
 * (the list still shows).
 */
async function withDelivery(deps: Deps, rows: readonly CampaignSummary[]): Promise<CampaignListItem[]> {
  let totals: Map<string, DeliveryTotals> | null = null;
  const { events } = deps;
  if (events && rows.length > 0)
    totals = await Promise.all([
      events.campaignTotals({ campaignIds: rows.map((r) => r.id) }),
      platformCampaignTotals({ events, campaigns: rows, to: saoPauloDateOf(deps.now()) }),
    ])
      .then(([own, platform]) => {
        for (const [id, more] of platform) own.set(id, addTotals(own.get(id) ?? emptyDeliveryTotals(), more));
        return own;
      })
      .catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'campaigns list: the event store did not answer; delivery left out');
        return null;
      });
  return rows.map((row) => {
    if (!totals) return { ...row, delivery: null };
    const { impressions, clicks, ctr } = totalsView(totals.get(row.id));
    return { ...row, delivery: { impressions, clicks, ctr } };
  });
}

export async function listCampaigns({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: ListCampaignsQuery;
}) {
  const now = deps.now();
  const conditions = conditionsOf(actor, query, now);
  if (!conditions)
    return { data: [], meta: pageMeta({ page: query.page, perPage: query.per_page, total: 0 }) };
  const page = await cachedRead(deps, {
    name: 'list_campaigns',
    // A period filter is relative to today in São Paulo, so the day is part of the key.
    key: JSON.stringify([actor.companyId, query, query.period ? saoPauloDateOf(now) : null]),
    tables: ['campaigns', 'advertisers', 'ledger_reservations'],
    load: async () => {
      const where = and(...conditions);
      const direction = query.order === 'asc' ? asc : desc;
      const order = [direction(sortColumns[query.sort]), direction(campaigns.id)];
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
        .select({ campaign: campaigns, advertiserName: advertisers.displayName, total: totalColumn(counted) })
        .from(campaigns)
        .innerJoin(advertisers, eq(advertisers.id, campaigns.advertiserId))
        .where(inArray(campaigns.id, pageIds))
        .orderBy(...order);
      const total = await totalOf(rows, query.page, () => counted);
      const reservations = await campaignReservationsOf({
        db: deps.db,
        campaigns: rows.map((r) => r.campaign),
      });
      return {
        data: rows.map((r) =>
          toCampaignSummary(r.campaign, r.advertiserName, reservations.get(r.campaign.id) ?? null),
        ),
        meta: pageMeta({ page: query.page, perPage: query.per_page, total }),
      };
    },
  });
  return { data: await withDelivery(deps, page.data), meta: page.meta };
}
