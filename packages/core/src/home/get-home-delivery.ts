import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { advertisers, campaigns } from '@verba/db';
import { addCalendarDays, saoPauloDateOf, saoPauloStartOfDay, type Currency } from '@verba/domain';
import { deliveryWindow } from '@verba/domain/delivery/delivery-window';
import type { HomeDelivery } from '@verba/domain/delivery/views';
import { emptyDeliveryTotals, type DeliveryTotals } from '@verba/events/event-store';
import type { Actor, Deps } from '../deps';
import { totalsView } from '../delivery/read/delivery-figures';
import { deliveryDays, spendByCurrency } from '../delivery/read/delivery-days';

/** The window of the summary, today included (spec §2: "the last 30 days"). */
export const homeDeliveryDays = 30;
const topCampaigns = 10;

function addTotals(into: DeliveryTotals, more: DeliveryTotals) {
  into.impressions += more.impressions;
  into.clicks += more.clicks;
  into.conversions += more.conversions;
  into.spendMicros += more.spendMicros;
}

/**
 * `GET home/delivery`: the company's active campaigns over the last 30 São Paulo days — totals,
 * spend per currency, every day (for the chart) and the ten that spent most. Read from the event
 * store's rollups; only the company's own campaigns are asked for. `active_campaigns` counts only
 * those that can deliver now (approved, started, not ended, with an approved creative); `waiting`
 * says what the others published ones wait for (issue 26).
 */
export async function getHomeDelivery({ deps, actor }: { deps: Deps; actor: Actor }): Promise<HomeDelivery> {
  const published = await deps.db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      type: campaigns.type,
      currency: campaigns.currency,
      budget: campaigns.budget,
      advertiserId: campaigns.advertiserId,
      advertiserName: advertisers.displayName,
      status: campaigns.status,
      startDate: campaigns.startDate,
      endDate: campaigns.endDate,
      approvedCreatives: sql<number>`(SELECT count(*)::int FROM campaign_creatives cc
        JOIN creatives cr ON cr.id = cc.creative_id
        WHERE cc.campaign_id = ${campaigns.id} AND cr.status = 'approved' AND cr.archived_at IS NULL)`,
    })
    .from(campaigns)
    .innerJoin(advertisers, eq(advertisers.id, campaigns.advertiserId))
    .where(
      and(
        eq(campaigns.companyId, actor.companyId),
        inArray(campaigns.status, ['active', 'pending']),
        isNull(campaigns.deletedAt),
      ),
    );

  const today = saoPauloDateOf(deps.now());
  const active = published.filter((c) => c.status === 'active');
  const waiting = { not_started: 0, in_review: 0, waiting_creatives: 0 };
  let delivering = 0;
  for (const c of published) {
    const window = deliveryWindow({ today, campaign: c, approvedCreatives: Number(c.approvedCreatives) });
    if (window === 'delivering') delivering += 1;
    else if (window === 'not_started' || window === 'in_review' || window === 'waiting_creatives')
      waiting[window] += 1;
  }
  const from = addCalendarDays(today, 1 - homeDeliveryDays);
  const rows = deps.events
    ? await deps.events.daily({
        campaignIds: active.map((c) => c.id),
        from: saoPauloStartOfDay(from),
        to: saoPauloStartOfDay(addCalendarDays(today, 1)),
      })
    : [];

  const currencyOf = new Map(active.map((c) => [c.id, c.currency]));
  const perCampaign = new Map<string, DeliveryTotals>();
  const total = emptyDeliveryTotals();
  const spend = new Map<Currency, bigint>();
  for (const row of rows) {
    const currency = currencyOf.get(row.campaignId);
    if (!currency) continue;
    const campaign = perCampaign.get(row.campaignId) ?? emptyDeliveryTotals();
    addTotals(campaign, row.totals);
    perCampaign.set(row.campaignId, campaign);
    addTotals(total, row.totals);
    spend.set(currency, (spend.get(currency) ?? 0n) + row.totals.spendMicros);
  }

  const ranked = active
    .map((campaign) => ({ campaign, totals: perCampaign.get(campaign.id) ?? emptyDeliveryTotals() }))
    .sort(
      (a, b) =>
        Number(b.totals.spendMicros - a.totals.spendMicros) ||
        b.totals.impressions - a.totals.impressions ||
        (a.campaign.name ?? '').localeCompare(b.campaign.name ?? ''),
    )
    .slice(0, topCampaigns);

  const { spend: _spend, spend_micros: _micros, ...counts } = totalsView(total);
  return {
    from,
    to: today,
    live: deps.events !== undefined,
    active_campaigns: delivering,
    waiting,
    totals: counts,
    spend: spendByCurrency(spend),
    days: deliveryDays({ rows, from, to: today, currencyOf }),
    campaigns: ranked.map(({ campaign, totals }) => ({
      id: campaign.id,
      name: campaign.name,
      advertiser_id: campaign.advertiserId,
      advertiser_name: campaign.advertiserName,
      type: campaign.type,
      currency: campaign.currency,
      budget: campaign.budget?.toString() ?? null,
      totals: totalsView(totals),
    })),
  };
}
