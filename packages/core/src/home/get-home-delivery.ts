import { and, eq, isNull } from 'drizzle-orm';
import { advertisers, campaigns } from '@verba/db';
import { addCalendarDays, saoPauloDateOf, saoPauloStartOfDay, type Currency } from '@verba/domain';
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
 * store's rollups; only the company's own campaigns are asked for.
 */
export async function getHomeDelivery({ deps, actor }: { deps: Deps; actor: Actor }): Promise<HomeDelivery> {
  const active = await deps.db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      type: campaigns.type,
      currency: campaigns.currency,
      budget: campaigns.budget,
      advertiserId: campaigns.advertiserId,
      advertiserName: advertisers.displayName,
    })
    .from(campaigns)
    .innerJoin(advertisers, eq(advertisers.id, campaigns.advertiserId))
    .where(
      and(
        eq(campaigns.companyId, actor.companyId),
        eq(campaigns.status, 'active'),
        isNull(campaigns.deletedAt),
      ),
    );

  const today = saoPauloDateOf(deps.now());
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
    active_campaigns: active.length,
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
