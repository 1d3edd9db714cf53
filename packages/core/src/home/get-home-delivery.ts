import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { advertisers, campaigns, creatives } from '@verba/db';
import { addCalendarDays, can, saoPauloDateOf, saoPauloStartOfDay, type Currency } from '@verba/domain';
import { deliveryWindow, type DeliveryWindow } from '@verba/domain/delivery/delivery-window';
import {
  homeAttention,
  homeAttentionPerKind,
  type AttentionAdvertiser,
  type AttentionCampaign,
} from '@verba/domain/home/home-attention';
import type { HomeDelivery } from '@verba/domain/delivery/views';
import { emptyDeliveryTotals, type DeliveryTotals, type PlatformStatsRow } from '@verba/events/event-store';
import type { Actor, Deps } from '../deps';
import { microsToMinor, totalsView } from '../delivery/read/delivery-figures';
import { countedPlatformRows, platformDailyRows } from '../delivery/read/platform-delivery';
import { listWallets } from '../wallets/list-wallets';
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
 * store: the bidder's rollups and the channel campaigns' platform statistics, summed (issue 29);
 * only the company's own campaigns are asked for. `active_campaigns` counts only
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
  const windowOf = new Map<string, DeliveryWindow>();
  for (const c of published) {
    const window = deliveryWindow({ today, campaign: c, approvedCreatives: Number(c.approvedCreatives) });
    windowOf.set(c.id, window);
    if (window === 'delivering') delivering += 1;
    else if (window === 'not_started' || window === 'in_review' || window === 'waiting_creatives')
      waiting[window] += 1;
  }
  const from = addCalendarDays(today, 1 - homeDeliveryDays);
  const bidderRows = deps.events
    ? await deps.events.daily({
        campaignIds: active.map((c) => c.id),
        from: saoPauloStartOfDay(from),
        to: saoPauloStartOfDay(addCalendarDays(today, 1)),
      })
    : [];
  // Channel campaigns (Google Ads, Meta, Spotify, managed) deliver on their platform: their
  // statistics count in the same figures, as in the reports (issue 29) — whole-day rows, else the
  // sum of hours. One read from the earliest day attention needs (a delivering campaign's start).
  // (A delivering campaign without a start date: its last year.)
  const platformFrom = published
    .filter((c) => windowOf.get(c.id) === 'delivering')
    .map((c) => c.startDate ?? addCalendarDays(today, -366))
    .reduce((a, b) => (a < b ? a : b), from);
  const platformRows =
    deps.events && active.length > 0
      ? countedPlatformRows(
          await deps.events.platformStats({
            campaignIds: active.map((c) => c.id),
            from: platformFrom,
            to: today,
          }),
        )
      : [];
  const rows = [...bidderRows, ...platformDailyRows(platformRows.filter((r) => r.day >= from))];

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

  const attention = await attentionOf({
    deps,
    actor,
    today,
    rows,
    platformRows,
    campaigns: published.map((c) => ({ ...c, window: windowOf.get(c.id)! })),
  });

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
    attention,
  };
}

/**
 * What needs attention (issue 29): the delivering campaigns' spend before today and impressions of
 * yesterday and today, the advertisers' wallets (finance roles only, as on the home's balances) and
 * the company's rejected creatives not archived; `homeAttention` decides.
 */
async function attentionOf({
  deps,
  actor,
  today,
  rows,
  platformRows,
  campaigns: published,
}: {
  deps: Deps;
  actor: Actor;
  today: string;
  /** The 30 days' rows, both sources. */
  rows: readonly { campaignId: string; date: string; totals: DeliveryTotals }[];
  /** The counted platform rows since the earliest delivering campaign's start. */
  platformRows: readonly PlatformStatsRow[];
  campaigns: readonly {
    id: string;
    name: string | null;
    advertiserId: string;
    advertiserName: string;
    currency: Currency;
    type: string;
    budget: bigint | null;
    startDate: string | null;
    endDate: string | null;
    status: string;
    window: DeliveryWindow;
  }[];
}) {
  const yesterday = addCalendarDays(today, -1);
  const delivering = published.filter((c) => c.window === 'delivering');
  const before =
    deps.events && delivering.length > 0
      ? await deps.events.campaignTotals({
          campaignIds: delivering.map((c) => c.id),
          to: saoPauloStartOfDay(today),
        })
      : new Map<string, DeliveryTotals>();
  const recent = new Map<string, number>();
  for (const row of rows)
    if (row.date >= yesterday)
      recent.set(row.campaignId, (recent.get(row.campaignId) ?? 0) + row.totals.impressions);
  // Channel campaigns' spend before today is their platform's (the rows above already hold their
  // recent impressions).
  const platformSpent = new Map<string, bigint>();
  const deliveringIds = new Set(delivering.map((c) => c.id));
  for (const row of platformRows)
    if (row.day < today && deliveringIds.has(row.campaignId))
      platformSpent.set(row.campaignId, (platformSpent.get(row.campaignId) ?? 0n) + row.costMicros);

  const attentionCampaigns: AttentionCampaign[] = published.map((c) => ({
    id: c.id,
    name: c.name,
    advertiserName: c.advertiserName,
    currency: c.currency,
    window: c.window,
    startDate: c.startDate,
    endDate: c.endDate,
    budget: c.budget,
    spentBeforeToday: microsToMinor((before.get(c.id)?.spendMicros ?? 0n) + (platformSpent.get(c.id) ?? 0n)),
    // Unknown is not silent: without an event store, or a managed campaign (its days are recorded
    // by the platform team afterwards, docs/channels-manual.md).
    recentImpressions: deps.events && c.type !== 'MANUAL' ? (recent.get(c.id) ?? 0) : 1,
  }));

  let wallets: AttentionAdvertiser[] | null = null;
  if (can.manageFinance(actor.role)) {
    const publishedPer = new Map<string, number>();
    for (const c of published) publishedPer.set(c.advertiserId, (publishedPer.get(c.advertiserId) ?? 0) + 1);
    wallets = (await listWallets({ deps, actor }))
      .filter((w) => w.kind === 'advertiser' && w.advertiser)
      .map((w) => ({
        id: w.advertiser!.id,
        name: w.advertiser!.display_name || w.advertiser!.name,
        currency: w.currency,
        balance: BigInt(w.balance),
        publishedCampaigns: publishedPer.get(w.advertiser!.id) ?? 0,
      }));
  }

  const rejected = await deps.db
    .select({
      id: creatives.id,
      name: creatives.name,
      advertiserId: creatives.advertiserId,
      advertiserName: advertisers.displayName,
      reason: creatives.rejectionReason,
    })
    .from(creatives)
    .innerJoin(advertisers, eq(advertisers.id, creatives.advertiserId))
    .where(
      and(
        eq(creatives.companyId, actor.companyId),
        eq(creatives.status, 'rejected'),
        isNull(creatives.archivedAt),
      ),
    )
    .orderBy(sql`${creatives.updatedAt} DESC`, creatives.id)
    .limit(homeAttentionPerKind);

  return homeAttention({
    today,
    campaigns: attentionCampaigns,
    advertisers: wallets,
    rejectedCreatives: rejected,
  });
}
