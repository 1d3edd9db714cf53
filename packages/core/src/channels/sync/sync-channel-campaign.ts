import { eq, sql } from 'drizzle-orm';
import { channelCampaigns, queryRows } from '@verba/db';
import {
  addCalendarDays,
  channelMicrosPerMinor,
  platformBudgetNeedsUpdate,
  platformDailyBudget,
  saoPauloClockAt,
  saoPauloDateOf,
  watchMustPause,
  type CalendarDate,
  type ChannelPlatform,
  type Currency,
} from '@verba/domain';
import type { PlatformKeywordStatsRow, PlatformStatsRow } from '@verba/events';
import type { Deps } from '../../deps';
import type { ChannelConnector, PlatformCampaignRef, PlatformDayStats } from '../connector';
import { postChannelDaySpend } from '../money/post-channel-day-spend';
import { recordRestatements, restatementsOf } from './platform-restatements';
import { connectorFor } from '../registry';

/** Picks the connector of a platform; the registry's by default, a test's stand-in otherwise. */
export type ConnectorLookup = (platform: ChannelPlatform) => ChannelConnector | null;

export interface SyncChannelCampaignOptions {
  deps: Deps;
  campaignId: string;
  /** The connector lookup; default: the registry (connectorFor) in the running CHANNELS_MODE. */
  connectors?: ConnectorLookup;
  /**
   * The final sync before consolidation releases the reservation: the figures are posted, the
   * budget is not set again, and a campaign still active on the platform is paused there (nothing
   * may be spent once the reservation is released).
   */
  final?: boolean;
  /**
   * Test seam (crash tests): awaited inside each day's posting transaction after its transfers,
   * before its day row is written (postChannelDaySpend's afterTransfers). Never set in production.
   */
  afterDayTransfers?: (date: CalendarDate) => Promise<void>;
}

export interface ChannelSyncResult {
  campaignId: string;
  /** Why nothing was synced: no platform campaign yet, or no connector in this mode. */
  skipped: 'no_ref' | 'no_connector' | null;
  /** Days whose posting moved money, with the centavos moved (charged + over-delivery deltas). */
  daysPosted: { date: CalendarDate; chargedDelta: bigint; overdeliveredDelta: bigint }[];
  /** The platform daily budget set by this sync (micros), or null when left as it was. */
  budgetSet: bigint | null;
  /** True when the watch (or the final sync) paused the campaign on the platform. */
  paused: boolean;
  /** What remains reserved after posting (minor units); null without an open reservation. */
  remaining: bigint | null;
}

interface CampaignRow {
  platform: ChannelPlatform;
  status: 'creating' | 'paused' | 'active' | 'failed' | 'removed';
  ref: PlatformCampaignRef | null;
  platform_daily_budget_micros: string | null;
  currency: Currency;
  end_date: string | null;
  daily_budget: string | null;
  reservation_id: string | null;
}

/**
 * One sync of a channel campaign (DESIGN §9, docs/channels-money.md): reads the platform's
 * statistics over the look-back window (CHANNEL_LOOKBACK_DAYS, today included), appends them to the
 * event store's platform_stats, posts each day's cost through postChannelDaySpend (only the
 * differences), refreshes the review state, and runs the WATCH on an active campaign — the budget
 * on the platform is set from what remains reserved (platformDailyBudget) when it must change, and
 * the campaign is paused on the platform (channel_campaigns.status 'paused', the Verba campaign
 * left as the user set it) before the remaining reservation could be exceeded (watchMustPause).
 * A failure is recorded in channel_campaigns.last_error and thrown.
 */
export async function syncChannelCampaign(options: SyncChannelCampaignOptions): Promise<ChannelSyncResult> {
  const { deps, campaignId, final = false } = options;
  const result: ChannelSyncResult = {
    campaignId,
    skipped: null,
    daysPosted: [],
    budgetSet: null,
    paused: false,
    remaining: null,
  };
  const [row] = await queryRows<CampaignRow>(
    deps.db,
    sql`SELECT cc.platform, cc.status, cc.ref, cc.platform_daily_budget_micros::text, c.currency,
               c.end_date::text, c.daily_budget::text, c.reservation_id
        FROM channel_campaigns cc JOIN campaigns c ON c.id = cc.campaign_id
        WHERE cc.campaign_id = ${campaignId}`,
  );
  if (!row) throw new Error(`channel sync: campaign ${campaignId} has no channel_campaigns row`);
  if (!row.ref) return { ...result, skipped: 'no_ref' };
  const connector = (options.connectors ?? ((platform) => connectorFor(deps, platform)))(row.platform);
  if (!connector) {
    await record(deps, campaignId, {
      lastError: 'CHANNEL_NOT_LIVE: no connector for this platform in this mode',
    });
    return { ...result, skipped: 'no_connector' };
  }
  const ref = row.ref;

  try {
    // The final sync stops the platform FIRST, then reads: figures read before the pause would miss
    // what the platform spends in between, which nothing would post once the reservation is released.
    const pausedFirst = final && row.status === 'active';
    if (pausedFirst) await connector.pause({ ref });
    const now = deps.now();
    const today = saoPauloDateOf(now);
    const from = addCalendarDays(today, 1 - deps.config.channelLookbackDays);
    const stats = await connector.statistics({ ref, from, to: today });
    if (deps.events) {
      // Days already shown (ended when last fetched) whose figures changed: the restatement log.
      const shown = await deps.events.platformStats({ campaignIds: [campaignId], from, to: today });
      const restated = restatementsOf({
        previous: shown,
        next: stats.map((s) => ({ ...s, day: s.date })),
        from,
        to: today,
      });
      if (restated.length > 0)
        await recordRestatements(deps, {
          campaignId,
          platform: row.platform,
          currency: row.currency,
          restatements: restated,
          detectedAt: now,
        });
      await deps.events.appendPlatformStats(stats.map((s) => statsRow(s, campaignId, row, now)));
      await syncKeywordStats({ deps, connector, ref, campaignId, row, from, to: today, now });
    }

    const costs = dayCosts(stats);
    // Today's figure as the previous sync posted it: the latest burst is measured against it.
    const [previousToday] = await queryRows<{ platform_cost_micros: string; updated_at: Date | string }>(
      deps.db,
      sql`SELECT platform_cost_micros::text, updated_at FROM channel_spend_days
          WHERE campaign_id = ${campaignId} AND day = ${today}`,
    );
    // A day posted before that the platform no longer reports within the window was restated to nothing.
    const posted = await queryRows<{ day: string }>(
      deps.db,
      sql`SELECT day::text FROM channel_spend_days WHERE campaign_id = ${campaignId} AND day >= ${from} AND day <= ${today}`,
    );
    const vanished = posted.map((p) => p.day).filter((day) => !costs.has(day));
    for (const day of vanished) costs.set(day, 0n);
    if (deps.events && vanished.length > 0) {
      // The latest fetch of those rows is "nothing": zero rows replace what was fetched before.
      const earlier = await deps.events.platformStats({ campaignIds: [campaignId], from, to: today });
      await deps.events.appendPlatformStats(
        earlier.filter((r) => vanished.includes(r.day)).map((r) => ({ ...zeroed(r), fetchedAt: now })),
      );
    }
    for (const [date, costMicros] of [...costs.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const hook = options.afterDayTransfers;
      const day = await postChannelDaySpend({
        deps,
        campaignId,
        date,
        platformCostMicros: costMicros,
        source: row.platform,
        ...(hook && { afterTransfers: () => hook(date) }),
      });
      if (day.chargedDelta !== 0n || day.overdeliveredDelta !== 0n)
        result.daysPosted.push({
          date,
          chargedDelta: day.chargedDelta,
          overdeliveredDelta: day.overdeliveredDelta,
        });
    }

    const review = await connector.reviewState({ ref });
    result.remaining = await openRemaining(deps, row.reservation_id);
    if (row.status === 'active') {
      const remainingMicros = (result.remaining ?? 0n) * channelMicrosPerMinor;
      const todayCostMicros = costs.get(today) ?? 0n;
      const current =
        row.platform_daily_budget_micros === null ? null : BigInt(row.platform_daily_budget_micros);
      // From what remains NOW, not at the start of the day: the budget in force at midnight gives the
      // platform a fresh day, which must fit in what is left.
      const budget = platformDailyBudget({
        platform: row.platform,
        remainingMicros,
        spentTodayMicros: todayCostMicros,
        today,
        endDate: row.end_date,
        campaignDailyBudgetMicros:
          row.daily_budget === null ? null : BigInt(row.daily_budget) * channelMicrosPerMinor,
      });
      const update = platformBudgetNeedsUpdate(current, budget);
      const clock = saoPauloClockAt(now);
      const recent = previousToday
        ? {
            costMicros: todayCostMicros - BigInt(previousToday.platform_cost_micros),
            seconds: (now.getTime() - new Date(previousToday.updated_at).getTime()) / 1000,
          }
        : undefined;
      const pause =
        final ||
        budget === 0n ||
        watchMustPause({
          platform: row.platform,
          remainingMicros,
          dailyBudgetMicros: update ? budget : (current ?? 0n),
          todayCostMicros,
          elapsedTodaySeconds: clock.hour * 3600 + clock.minute * 60,
          intervalSeconds: deps.config.channelSyncSeconds,
          ...(recent && { recent }),
        });
      if (pause) {
        if (!pausedFirst) await connector.pause({ ref });
        result.paused = true;
        deps.logger.warn(
          { campaignId, remaining: result.remaining?.toString() ?? null, final },
          final
            ? 'channel campaign paused on its platform before consolidation'
            : 'channel watch paused a campaign on its platform',
        );
      } else if (update) {
        await connector.setBudget({ ref, dailyBudgetMicros: budget, endDate: row.end_date });
        result.budgetSet = budget;
      }
    }
    await record(deps, campaignId, {
      review,
      ...(result.paused && { paused: now }),
      ...(result.budgetSet !== null && { budget: result.budgetSet }),
      dataUntil: now,
      syncedAt: now,
      lastError: null,
    });
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await record(deps, campaignId, { lastError: message.slice(0, 1000) }).catch(() => undefined);
    throw error;
  }
}

/**
 * Keyword figures (issue 29, reports by keyword) where the platform has them: appended beside
 * platform_stats; a keyword row fetched before that this fetch no longer reports is zeroed. A
 * failure here is logged and leaves money and the campaign's figures untouched (reports only).
 */
async function syncKeywordStats(input: {
  deps: Deps;
  connector: ChannelConnector;
  ref: PlatformCampaignRef;
  campaignId: string;
  row: CampaignRow;
  from: CalendarDate;
  to: CalendarDate;
  now: Date;
}): Promise<void> {
  const { deps, connector, ref, campaignId, row, from, to, now } = input;
  const events = deps.events;
  if (!connector.keywordStatistics || !events?.appendPlatformKeywordStats) return;
  try {
    const keywords = await connector.keywordStatistics({ ref, from, to });
    const rows: PlatformKeywordStatsRow[] = keywords.map((k) => ({
      campaignId,
      strategyId: k.strategyId ?? '',
      platform: row.platform,
      day: k.date,
      keyword: k.keyword,
      matchType: k.matchType,
      criterionId: k.criterionId,
      impressions: k.impressions,
      clicks: k.clicks,
      costMicros: k.costMicros,
      conversions: k.conversions,
      conversionValueMicros: k.conversionValueMicros,
      currency: row.currency,
      fetchedAt: now,
    }));
    const keyOf = (r: PlatformKeywordStatsRow) =>
      [r.day, r.strategyId, r.criterionId, r.keyword, r.matchType].join('\u001f');
    const fetched = new Set(rows.map(keyOf));
    const earlier = events.platformKeywordStats
      ? await events.platformKeywordStats({ campaignIds: [campaignId], from, to })
      : [];
    const stale = earlier.filter(
      (r) =>
        !fetched.has(keyOf(r)) &&
        (r.impressions > 0 || r.clicks > 0 || r.costMicros !== 0n || r.conversions !== 0),
    );
    for (const gone of stale)
      rows.push({
        ...gone,
        impressions: 0,
        clicks: 0,
        costMicros: 0n,
        conversions: 0,
        conversionValueMicros: 0n,
        fetchedAt: now,
      });
    await events.appendPlatformKeywordStats(rows);
  } catch (error) {
    deps.logger.warn({ err: error, campaignId }, 'channel sync: keyword statistics not fetched');
  }
}

/** Each day's whole cost: its whole-day rows when the platform gives them, else the sum of its hours. */
function dayCosts(stats: readonly PlatformDayStats[]): Map<CalendarDate, bigint> {
  const whole = new Map<CalendarDate, bigint>();
  const hours = new Map<CalendarDate, bigint>();
  for (const s of stats) {
    const into = s.hour === null ? whole : hours;
    into.set(s.date, (into.get(s.date) ?? 0n) + s.costMicros);
  }
  for (const [date, micros] of hours) if (!whole.has(date)) whole.set(date, micros);
  return whole;
}

const zeroed = (row: PlatformStatsRow): PlatformStatsRow => ({
  ...row,
  impressions: 0,
  clicks: 0,
  costMicros: 0n,
  conversions: 0,
  conversionValueMicros: 0n,
  videoViews: 0,
  videoQuartiles: [0, 0, 0, 0],
});

function statsRow(
  s: PlatformDayStats,
  campaignId: string,
  row: CampaignRow,
  fetchedAt: Date,
): PlatformStatsRow {
  return {
    campaignId,
    strategyId: s.strategyId ?? '',
    platform: row.platform,
    day: s.date,
    hour: s.hour,
    impressions: s.impressions,
    clicks: s.clicks,
    costMicros: s.costMicros,
    conversions: s.conversions,
    conversionValueMicros: s.conversionValueMicros,
    videoViews: s.videoViews,
    videoQuartiles: s.videoQuartiles,
    currency: row.currency,
    fetchedAt,
  };
}

async function openRemaining(deps: Deps, reservationId: string | null): Promise<bigint | null> {
  if (!reservationId) return null;
  const [reservation] = await queryRows<{ remaining: string; status: string }>(
    deps.db,
    sql`SELECT (amount - posted - released)::text AS remaining, status FROM ledger_reservations WHERE id = ${reservationId}`,
  );
  return reservation?.status === 'open' ? BigInt(reservation.remaining) : 0n;
}

async function record(
  deps: Deps,
  campaignId: string,
  change: {
    review?: unknown;
    /** Paused on the platform by the watch (or the final sync) at this instant. */
    paused?: Date;
    budget?: bigint;
    dataUntil?: Date;
    syncedAt?: Date;
    lastError: string | null;
  },
): Promise<void> {
  await deps.db
    .update(channelCampaigns)
    .set({
      ...(change.review !== undefined && { review: change.review as Record<string, unknown> }),
      ...(change.paused && { status: 'paused' as const }),
      ...(change.budget !== undefined && { platformDailyBudgetMicros: change.budget }),
      ...(change.dataUntil && { dataUntil: change.dataUntil }),
      ...(change.syncedAt && { syncedAt: change.syncedAt }),
      lastError: change.lastError,
      updatedAt: deps.now(),
    })
    .where(eq(channelCampaigns.campaignId, campaignId));
  if (change.paused)
    await deps.db.execute(
      sql`UPDATE channel_campaigns SET paused_by_watch_at = ${change.paused} WHERE campaign_id = ${campaignId}`,
    );
}
