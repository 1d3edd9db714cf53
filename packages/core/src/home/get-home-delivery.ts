import { and, eq, isNull } from 'drizzle-orm';
import { advertisers, campaigns } from '@verba/db';
import {
  addCalendarDays,
  saoPauloDateOf,
  saoPauloStartOfDay,
  type CalendarDate,
  type Currency,
} from '@verba/domain';
import type { HomeDelivery, HomeDeliveryDay } from '@verba/domain/delivery/views';
import { emptyDeliveryTotals, type DeliveryTotals } from '@verba/events/event-store';
import type { Actor, Deps } from '../deps';
import { microsToMinor, totalsView } from '../delivery/read/delivery-figures';

/** The window of the summary, today included (spec §2: "the last 30 days"). */
export const homeDeliveryDays = 30;
const topCampaigns = 10;

function addTotals(into: DeliveryTotals, more: DeliveryTotals) {
  into.impressions += more.impressions;
  into.clicks += more.clicks;
  into.conversions += more.conversions;
  into.spendMicros += more.spendMicros;
}

function spendByCurrency(micros: Map<Currency, bigint>) {
  return [...micros]
    .filter(([, amount]) => amount > 0n)
    .map(([currency, amount]) => ({ currency, amount: microsToMinor(amount).toString() }));
}

const addSpend = (into: Map<Currency, bigint>, currency: Currency, micros: bigint) =>
  into.set(currency, (into.get(currency) ?? 0n) + micros);

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
  const perDay = new Map<CalendarDate, { totals: DeliveryTotals; spend: Map<Currency, bigint> }>();
  const total = emptyDeliveryTotals();
  const spend = new Map<Currency, bigint>();
  for (const row of rows) {
    const currency = currencyOf.get(row.campaignId);
    if (!currency) continue;
    const campaign = perCampaign.get(row.campaignId) ?? emptyDeliveryTotals();
    addTotals(campaign, row.totals);
    perCampaign.set(row.campaignId, campaign);
    const day = perDay.get(row.date) ?? {
      totals: emptyDeliveryTotals(),
      spend: new Map<Currency, bigint>(),
    };
    addTotals(day.totals, row.totals);
    addSpend(day.spend, currency, row.totals.spendMicros);
    perDay.set(row.date, day);
    addTotals(total, row.totals);
    addSpend(spend, currency, row.totals.spendMicros);
  }

  const days: HomeDeliveryDay[] = Array.from({ length: homeDeliveryDays }, (_, i) => {
    const date = addCalendarDays(from, i);
    const day = perDay.get(date);
    return {
      date,
      impressions: day?.totals.impressions ?? 0,
      clicks: day?.totals.clicks ?? 0,
      conversions: day?.totals.conversions ?? 0,
      spend: day ? spendByCurrency(day.spend) : [],
    };
  });

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
    days,
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
