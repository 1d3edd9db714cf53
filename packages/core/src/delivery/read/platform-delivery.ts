import { channelPlatformOf, saoPauloDateOf, saoPauloStartOfDay, type CampaignType } from '@verba/domain';
import type { EventStore, PlatformStatsRow } from '@verba/events';
import { emptyDeliveryTotals, type DeliveryTotals } from '@verba/events/event-store';

/** What the campaign and strategy delivery pages read of delivery (event-figures.ts, campaign-days.ts). */
export type DeliveryReads = Pick<EventStore, 'campaignTotals' | 'strategyTotals' | 'hourly' | 'daily'>;

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** A platform row as delivery totals (platforms report no bids or wins; a TrueView view counts as a start). */
function totalsOf(row: PlatformStatsRow): DeliveryTotals {
  return {
    ...emptyDeliveryTotals(),
    impressions: row.impressions,
    clicks: row.clicks,
    conversions: row.conversions,
    videoStarts: row.videoViews,
    videoCompletes: row.videoQuartiles[3],
    spendMicros: row.costMicros,
    conversionValueMicros: row.conversionValueMicros,
  };
}

/** The sum of two totals, field by field. */
export function addTotals(into: DeliveryTotals, more: DeliveryTotals): DeliveryTotals {
  return {
    bids: into.bids + more.bids,
    wins: into.wins + more.wins,
    impressions: into.impressions + more.impressions,
    clicks: into.clicks + more.clicks,
    conversions: into.conversions + more.conversions,
    videoStarts: into.videoStarts + more.videoStarts,
    videoCompletes: into.videoCompletes + more.videoCompletes,
    spendMicros: into.spendMicros + more.spendMicros,
    conversionValueMicros: into.conversionValueMicros + more.conversionValueMicros,
    excluded: into.excluded + more.excluded,
  };
}

/**
 * The rows that count, as the channel sync posts a day (sync-channel-campaign.ts `dayCosts`): a
 * day's whole-day rows when the platform gave them, else the sum of its hours — never both.
 */
export function countedPlatformRows(rows: readonly PlatformStatsRow[]): PlatformStatsRow[] {
  const wholeDays = new Set(rows.filter((r) => r.hour === null).map((r) => `${r.campaignId}|${r.day}`));
  return rows.filter((r) => r.hour === null || !wholeDays.has(`${r.campaignId}|${r.day}`));
}

/**
 * Counted platform rows (`countedPlatformRows`) as the event store's daily rows: per campaign and
 * São Paulo day, conversions rounded once per campaign and day (as the delivery pages' `daily`).
 */
export function platformDailyRows(
  rows: readonly PlatformStatsRow[],
): { campaignId: string; date: string; totals: DeliveryTotals }[] {
  return [...sumBy(rows, (r) => `${r.campaignId}|${r.day}`)].map(([key, totals]) => {
    const [campaignId, date] = key.split('|') as [string, string];
    return { campaignId, date, totals };
  });
}

/** The instants a row covers: its hour, or its whole São Paulo day. */
function slotOf(row: PlatformStatsRow): { start: number; end: number } {
  const dayStart = saoPauloStartOfDay(row.day).getTime();
  return row.hour === null
    ? { start: dayStart, end: dayStart + dayMs }
    : { start: dayStart + row.hour * hourMs, end: dayStart + (row.hour + 1) * hourMs };
}

/** Rows overlapping [from, to) (open ends when absent). */
function within(rows: readonly PlatformStatsRow[], from?: Date, to?: Date) {
  return rows.filter((row) => {
    const slot = slotOf(row);
    return (
      (from === undefined || slot.end > from.getTime()) && (to === undefined || slot.start < to.getTime())
    );
  });
}

/**
 * Totals per key. Platforms report fractional conversions (attribution models); the pages count
 * whole ones, so each total is rounded once, after summing.
 */
function sumBy(rows: readonly PlatformStatsRow[], key: (row: PlatformStatsRow) => string) {
  const out = new Map<string, DeliveryTotals>();
  for (const row of rows)
    out.set(key(row), addTotals(out.get(key(row)) ?? emptyDeliveryTotals(), totalsOf(row)));
  for (const totals of out.values()) totals.conversions = Math.round(totals.conversions);
  return out;
}

/**
 * All-time totals (to São Paulo day `to`, inclusive) of the campaigns bought on a platform's own
 * API, from their platform statistics counted as the channel sync posts them; the others (Verba's
 * own bidder) are left out. For lists that show every campaign's delivery beside the bidder's events.
 */
export async function platformCampaignTotals({
  events,
  campaigns,
  to,
}: {
  events: Pick<EventStore, 'platformStats'>;
  campaigns: readonly { id: string; type: CampaignType }[];
  to: string;
}): Promise<Map<string, DeliveryTotals>> {
  const campaignIds = campaigns.filter((c) => channelPlatformOf(c.type) !== null).map((c) => c.id);
  if (campaignIds.length === 0) return new Map();
  const rows = countedPlatformRows(await events.platformStats({ campaignIds, from: '2000-01-01', to }));
  return sumBy(rows, (r) => r.campaignId);
}

/**
 * Delivery of a campaign bought on a platform's own API (SEARCH, YOUTUBE, META_ADS, AUDIO,
 * MANUAL — docs/channels-money.md) read from the platform's statistics (the event store's
 * `platform_stats`, latest fetch of each row) in the shape the delivery pages read the bidder's
 * events: totals, per strategy, per hour (only when the platform gave hours), per São Paulo day.
 * Spend is the platform's cost (what the reservation bar shows is what was charged of it). Null
 * for the types Verba's own bidder delivers, or without an event store.
 */
export async function platformDeliveryReads({
  events,
  campaign,
  now,
}: {
  events: EventStore | undefined;
  campaign: { id: string; type: CampaignType };
  now: Date;
}): Promise<DeliveryReads | null> {
  if (!events || channelPlatformOf(campaign.type) === null) return null;
  const rows = countedPlatformRows(
    await events.platformStats({ campaignIds: [campaign.id], from: '2000-01-01', to: saoPauloDateOf(now) }),
  );
  const ofStrategy = (strategyId?: string) =>
    strategyId === undefined ? rows : rows.filter((r) => r.strategyId === strategyId);
  return {
    campaignTotals: ({ campaignIds, from, to }) =>
      Promise.resolve(
        sumBy(
          within(rows, from, to).filter((r) => campaignIds.includes(r.campaignId)),
          (r) => r.campaignId,
        ),
      ),
    strategyTotals: ({ campaignId, from, to }) =>
      Promise.resolve(
        sumBy(
          within(rows, from, to).filter((r) => r.campaignId === campaignId),
          (r) => r.strategyId,
        ),
      ),
    hourly: ({ campaignId, strategyId, from, to }) =>
      Promise.resolve(
        [
          ...sumBy(
            within(ofStrategy(strategyId), from, to).filter(
              (r) => r.campaignId === campaignId && r.hour !== null,
            ),
            (r) => String(slotOf(r).start),
          ),
        ]
          .map(([start, totals]) => ({ hour: new Date(Number(start)), totals }))
          .sort((a, b) => a.hour.getTime() - b.hour.getTime()),
      ),
    daily: ({ campaignIds, strategyId, from, to }) =>
      Promise.resolve(
        [
          ...sumBy(
            ofStrategy(strategyId).filter((r) => {
              const start = saoPauloStartOfDay(r.day).getTime();
              return campaignIds.includes(r.campaignId) && start >= from.getTime() && start < to.getTime();
            }),
            (r) => `${r.campaignId}|${r.day}`,
          ),
        ]
          .map(([key, totals]) => {
            const [campaignId, date] = key.split('|') as [string, string];
            return { campaignId, date, totals };
          })
          .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
      ),
  };
}
