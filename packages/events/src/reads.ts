import type {
  BidderMinuteStats,
  DeliveryTotals,
  ExchangeMinuteSpend,
  MinuteDelivery,
  MinuteSpend,
  PlatformKeywordStatsRow,
  PlatformStatsRow,
  Touch,
} from './event-store';
import type { ClickHouseRunner } from './runner';

/** 64-bit integers come as strings or numbers depending on the engine's JSON settings. */
type Int = number | string;

interface TotalsRow {
  key: string;
  bids: Int;
  wins: Int;
  impressions: Int;
  clicks: Int;
  conversions: Int;
  video_starts: Int;
  video_completes: Int;
  spend_micros: Int;
  conversion_value_micros: Int;
  excluded: Int;
}

const totalsColumns = `sum(bids) AS bids, sum(wins) AS wins, sum(impressions) AS impressions, sum(clicks) AS clicks,
  sum(conversions) AS conversions, sum(video_starts) AS video_starts, sum(video_completes) AS video_completes,
  sum(spend_micros) AS spend_micros, sum(conversion_value_micros) AS conversion_value_micros, sum(excluded) AS excluded`;

/** Hours whose start lies in [from, to): exact for hour-aligned bounds. All time when absent. */
const hourRange = `hour >= toDateTime({from:Int64}, 'UTC') AND hour < toDateTime({to:Int64}, 'UTC')`;
const farFuture = Date.UTC(2100, 0, 1);
const seconds = (date: Date | undefined, fallback: number) =>
  Math.floor((date?.getTime() ?? fallback) / 1000);
const range = (from?: Date, to?: Date) => ({ from: seconds(from, 0), to: seconds(to, farFuture) });

const totalsOf = (row: TotalsRow): DeliveryTotals => ({
  bids: Number(row.bids),
  wins: Number(row.wins),
  impressions: Number(row.impressions),
  clicks: Number(row.clicks),
  conversions: Number(row.conversions),
  videoStarts: Number(row.video_starts),
  videoCompletes: Number(row.video_completes),
  spendMicros: BigInt(row.spend_micros),
  conversionValueMicros: BigInt(row.conversion_value_micros),
  excluded: Number(row.excluded),
});

export const emptyTotals = (): DeliveryTotals =>
  totalsOf({
    key: '',
    bids: 0,
    wins: 0,
    impressions: 0,
    clicks: 0,
    conversions: 0,
    video_starts: 0,
    video_completes: 0,
    spend_micros: 0,
    conversion_value_micros: 0,
    excluded: 0,
  });

export async function campaignTotals(
  runner: ClickHouseRunner,
  query: { campaignIds: readonly string[]; from?: Date; to?: Date },
): Promise<Map<string, DeliveryTotals>> {
  if (query.campaignIds.length === 0) return new Map();
  const rows = await runner.query<TotalsRow>(
    `SELECT campaign_id AS key, ${totalsColumns} FROM delivery_hourly
     WHERE campaign_id IN {campaignIds:Array(String)} AND dimension = 'campaign' AND ${hourRange}
     GROUP BY key`,
    { campaignIds: query.campaignIds, ...range(query.from, query.to) },
  );
  return new Map(rows.map((row) => [row.key, totalsOf(row)]));
}

/**
 * Totals per campaign and São Paulo day (`YYYY-MM-DD`) over the hours in [from, to); of one of
 * their strategies only with `strategyId`.
 */
export async function dailyTotals(
  runner: ClickHouseRunner,
  query: { campaignIds: readonly string[]; strategyId?: string; from: Date; to: Date },
): Promise<{ campaignId: string; date: string; totals: DeliveryTotals }[]> {
  if (query.campaignIds.length === 0) return [];
  const rows = await runner.query<TotalsRow & { date: string }>(
    `SELECT campaign_id AS key, toString(toDate(hour, 'America/Sao_Paulo')) AS date, ${totalsColumns}
     FROM delivery_hourly
     WHERE campaign_id IN {campaignIds:Array(String)} AND ${hourRange}
       AND (({strategyId:String} = '' AND dimension = 'campaign')
         OR (dimension = 'strategy' AND value = {strategyId:String}))
     GROUP BY key, date ORDER BY date, key`,
    { campaignIds: query.campaignIds, strategyId: query.strategyId ?? '', ...range(query.from, query.to) },
  );
  return rows.map((row) => ({ campaignId: row.key, date: row.date, totals: totalsOf(row) }));
}

export async function strategyTotals(
  runner: ClickHouseRunner,
  query: { campaignId: string; from?: Date; to?: Date },
): Promise<Map<string, DeliveryTotals>> {
  const rows = await runner.query<TotalsRow>(
    `SELECT value AS key, ${totalsColumns} FROM delivery_hourly
     WHERE campaign_id = {campaignId:String} AND dimension = 'strategy' AND ${hourRange}
     GROUP BY key`,
    { campaignId: query.campaignId, ...range(query.from, query.to) },
  );
  return new Map(rows.map((row) => [row.key, totalsOf(row)]));
}

/** Totals per value of one dimension of a campaign (state, city, device, audience, ...). */
export async function dimensionTotals(
  runner: ClickHouseRunner,
  query: { campaignId: string; dimension: RollupDimension; from?: Date; to?: Date },
): Promise<Map<string, DeliveryTotals>> {
  const rows = await runner.query<TotalsRow>(
    `SELECT value AS key, ${totalsColumns} FROM delivery_hourly
     WHERE campaign_id = {campaignId:String} AND dimension = {dimension:String} AND ${hourRange}
     GROUP BY key`,
    { campaignId: query.campaignId, dimension: query.dimension, ...range(query.from, query.to) },
  );
  return new Map(rows.map((row) => [row.key, totalsOf(row)]));
}

export const rollupDimensions = [
  'campaign',
  'group',
  'strategy',
  'creative',
  'state',
  'city',
  'device',
  'environment',
  'site_or_app',
  'audience',
] as const;
export type RollupDimension = (typeof rollupDimensions)[number];

export async function hourly(
  runner: ClickHouseRunner,
  query: { campaignId: string; strategyId?: string; from: Date; to: Date },
): Promise<{ hour: Date; totals: DeliveryTotals }[]> {
  const rows = await runner.query<TotalsRow>(
    `SELECT toString(toUnixTimestamp(hour)) AS key, ${totalsColumns} FROM delivery_hourly
     WHERE campaign_id = {campaignId:String} AND dimension = {dimension:String} AND value = {value:String}
       AND ${hourRange}
     GROUP BY hour ORDER BY hour`,
    {
      campaignId: query.campaignId,
      dimension: query.strategyId ? 'strategy' : 'campaign',
      value: query.strategyId ?? query.campaignId,
      ...range(query.from, query.to),
    },
  );
  return rows.map((row) => ({ hour: new Date(Number(row.key) * 1000), totals: totalsOf(row) }));
}

export async function minuteSpend(
  runner: ClickHouseRunner,
  query: { from: Date; to: Date; campaignId?: string },
): Promise<MinuteSpend[]> {
  const rows = await runner.query<{
    minute_s: Int;
    campaign_id: string;
    strategy_id: string;
    lease_id: string;
    cost_micros: Int;
    impressions: Int;
  }>(
    `SELECT toUnixTimestamp(minute) AS minute_s, campaign_id, strategy_id, lease_id,
       sum(cost_micros) AS cost_micros, sum(impressions) AS impressions
     FROM spend_minute
     WHERE minute >= toDateTime({from:Int64}, 'UTC') AND minute < toDateTime({to:Int64}, 'UTC')
       AND ({campaignId:String} = '' OR campaign_id = {campaignId:String})
     GROUP BY minute_s, campaign_id, strategy_id, lease_id
     ORDER BY minute_s, campaign_id, strategy_id, lease_id`,
    { ...range(query.from, query.to), campaignId: query.campaignId ?? '' },
  );
  return rows.map((row) => ({
    campaignId: row.campaign_id,
    strategyId: row.strategy_id,
    leaseId: row.lease_id,
    minute: new Date(Number(row.minute_s) * 1000),
    costMicros: BigInt(row.cost_micros),
    impressions: Number(row.impressions),
  }));
}

export async function exchangeSpend(
  runner: ClickHouseRunner,
  query: { from: Date; to: Date; exchangeId?: string },
): Promise<ExchangeMinuteSpend[]> {
  const rows = await runner.query<{
    minute_s: Int;
    exchange_id: string;
    strategy_id: string;
    currency: string;
    billed: Int;
    cost_micros: Int;
  }>(
    `SELECT toUnixTimestamp(minute) AS minute_s, exchange_id, strategy_id, currency,
       sum(billed) AS billed, sum(cost_micros) AS cost_micros
     FROM exchange_spend_minute
     WHERE minute >= toDateTime({from:Int64}, 'UTC') AND minute < toDateTime({to:Int64}, 'UTC')
       AND ({exchangeId:String} = '' OR exchange_id = {exchangeId:String})
     GROUP BY minute_s, exchange_id, strategy_id, currency
     ORDER BY minute_s, exchange_id, strategy_id, currency`,
    { ...range(query.from, query.to), exchangeId: query.exchangeId ?? '' },
  );
  return rows.map((row) => ({
    exchangeId: row.exchange_id,
    strategyId: row.strategy_id,
    currency: row.currency,
    minute: new Date(Number(row.minute_s) * 1000),
    billed: Number(row.billed),
    costMicros: BigInt(row.cost_micros),
  }));
}

export async function perMinute(runner: ClickHouseRunner, query: { since: Date }): Promise<MinuteDelivery[]> {
  const rows = await runner.query<{
    minute_s: Int;
    wins: Int;
    impressions: Int;
    clicks: Int;
    spend_micros: Int;
  }>(
    `SELECT toUnixTimestamp(minute) AS minute_s, sum(wins) AS wins, sum(impressions) AS impressions,
       sum(clicks) AS clicks, sum(spend_micros) AS spend_micros
     FROM delivery_minute WHERE minute >= toDateTime({since:Int64}, 'UTC')
     GROUP BY minute_s ORDER BY minute_s`,
    { since: seconds(query.since, 0) },
  );
  return rows.map((row) => ({
    minute: new Date(Number(row.minute_s) * 1000),
    wins: Number(row.wins),
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    spendMicros: BigInt(row.spend_micros),
  }));
}

export async function appendStats(
  runner: ClickHouseRunner,
  rows: readonly BidderMinuteStats[],
): Promise<void> {
  const writtenAt = new Date().toISOString().replace('T', ' ').replace('Z', '');
  await runner.insert(
    'bidder_stats',
    rows.map((row) => ({
      bidder_id: row.bidderId,
      minute: Math.floor(row.minute.getTime() / 1000),
      requests: row.requests,
      bid_responses: row.bidResponses,
      bids: row.bids,
      timeouts: row.timeouts,
      malformed: row.malformed,
      no_bids: row.noBids,
      refused: row.refused ?? {},
      latency_p50_ms: row.latencyP50Ms,
      latency_p99_ms: row.latencyP99Ms,
      written_at: writtenAt,
    })),
  );
}

export async function bidderStats(
  runner: ClickHouseRunner,
  query: { since: Date },
): Promise<BidderMinuteStats[]> {
  const rows = await runner.query<{
    bidder_id: string;
    minute_s: Int;
    requests: Int;
    bid_responses: Int;
    bids: Int;
    timeouts: Int;
    malformed: Int;
    no_bids: Record<string, Int>;
    refused: Record<string, Int>;
    latency_p50_ms: number;
    latency_p99_ms: number;
  }>(
    `SELECT bidder_id, toUnixTimestamp(minute) AS minute_s, requests, bid_responses, bids, timeouts, malformed,
       no_bids, refused, latency_p50_ms, latency_p99_ms
     FROM bidder_stats FINAL WHERE minute >= toDateTime({since:Int64}, 'UTC')
     ORDER BY minute_s, bidder_id`,
    { since: seconds(query.since, 0) },
  );
  return rows.map((row) => ({
    bidderId: row.bidder_id,
    minute: new Date(Number(row.minute_s) * 1000),
    requests: Number(row.requests),
    bidResponses: Number(row.bid_responses),
    bids: Number(row.bids),
    timeouts: Number(row.timeouts),
    malformed: Number(row.malformed),
    noBids: Object.fromEntries(Object.entries(row.no_bids).map(([reason, count]) => [reason, Number(count)])),
    refused: Object.fromEntries(
      Object.entries(row.refused ?? {}).map(([reason, count]) => [reason, Number(count)]),
    ),
    latencyP50Ms: Number(row.latency_p50_ms),
    latencyP99Ms: Number(row.latency_p99_ms),
  }));
}

interface TouchRow {
  kind: 'click' | 'impression';
  at_ms: Int;
  bid_id: string;
  campaign_id: string;
  group_id: string;
  strategy_id: string;
  creative_id: string;
  lease_id: string;
  company_id: string;
  currency: Touch['currency'];
  billed: Int | boolean;
  exchange_id: string;
}

/**
 * The user's touch for the advertiser that attribution takes: the last billed click since
 * `clickSince`, else the last billed impression since `viewSince`; when neither exists, the last
 * unbilled one of the same windows with `billed: false` (the caller counts it and attributes
 * nothing). A touch is billed when its bid is in `billed_bids`. One query: the user's touches come
 * from the `touches` primary key, their bids are looked up in `billed_bids` by its key.
 */
export async function lastTouch(
  runner: ClickHouseRunner,
  query: { userKey: string; advertiserId: string; clickSince: Date; viewSince: Date },
): Promise<Touch | null> {
  if (!query.userKey) return null;
  const [row] = await runner.query<TouchRow>(
    `WITH candidates AS (
       SELECT kind, at, bid_id, campaign_id, group_id, strategy_id, creative_id, lease_id, company_id, currency, exchange_id
       FROM touches
       WHERE advertiser_id = {advertiserId:String} AND user_key = {userKey:String}
         AND ((kind = 'click' AND at >= fromUnixTimestamp64Milli({clickSince:Int64}, 'UTC'))
           OR (kind = 'impression' AND at >= fromUnixTimestamp64Milli({viewSince:Int64}, 'UTC'))))
     SELECT kind, toUnixTimestamp64Milli(at) AS at_ms, bid_id, campaign_id, group_id, strategy_id, creative_id,
       lease_id, company_id, currency, exchange_id,
       bid_id IN (SELECT bid_id FROM billed_bids WHERE bid_id IN (SELECT bid_id FROM candidates)) AS billed
     FROM candidates
     ORDER BY billed DESC, kind = 'click' DESC, at DESC, bid_id DESC
     LIMIT 1`,
    {
      advertiserId: query.advertiserId,
      userKey: query.userKey,
      clickSince: query.clickSince.getTime(),
      viewSince: query.viewSince.getTime(),
    },
  );
  if (!row) return null;
  return {
    kind: row.kind,
    at: Number(row.at_ms),
    bidId: row.bid_id,
    campaignId: row.campaign_id,
    groupId: row.group_id,
    strategyId: row.strategy_id,
    creativeId: row.creative_id,
    leaseId: row.lease_id,
    companyId: row.company_id,
    currency: row.currency,
    billed: Number(row.billed) === 1 || row.billed === true,
    exchangeId: row.exchange_id,
  };
}

/** Whole-day rows are stored with this hour (events migration 0008). */
const wholeDayHour = 255;
const dateTime64 = (at: Date) => at.toISOString().replace('T', ' ').replace('Z', '');

export async function appendPlatformStats(
  runner: ClickHouseRunner,
  rows: readonly PlatformStatsRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await runner.insert(
    'platform_stats',
    rows.map((row) => ({
      campaign_id: row.campaignId,
      strategy_id: row.strategyId,
      platform: row.platform,
      day: row.day,
      hour: row.hour ?? wholeDayHour,
      impressions: row.impressions,
      clicks: row.clicks,
      cost_micros: row.costMicros.toString(),
      conversions: row.conversions,
      conversion_value_micros: row.conversionValueMicros.toString(),
      video_views: row.videoViews,
      video_q25: row.videoQuartiles[0],
      video_q50: row.videoQuartiles[1],
      video_q75: row.videoQuartiles[2],
      video_q100: row.videoQuartiles[3],
      currency: row.currency,
      fetched_at: dateTime64(row.fetchedAt),
    })),
  );
}

export async function platformStats(
  runner: ClickHouseRunner,
  query: { campaignIds: readonly string[]; from: string; to: string },
): Promise<PlatformStatsRow[]> {
  if (query.campaignIds.length === 0) return [];
  const rows = await runner.query<{
    campaign_id: string;
    strategy_id: string;
    platform: string;
    day_s: string;
    hour: Int;
    impressions: Int;
    clicks: Int;
    cost_micros: Int;
    conversions: number;
    conversion_value_micros: Int;
    video_views: Int;
    video_q25: Int;
    video_q50: Int;
    video_q75: Int;
    video_q100: Int;
    currency: string;
    fetched_ms: Int;
  }>(
    `SELECT campaign_id, strategy_id, platform, toString(day) AS day_s, hour, impressions, clicks, cost_micros,
       conversions, conversion_value_micros, video_views, video_q25, video_q50, video_q75, video_q100, currency,
       toUnixTimestamp64Milli(fetched_at) AS fetched_ms
     FROM platform_stats FINAL
     WHERE campaign_id IN {campaignIds:Array(String)} AND day >= toDate({from:String}) AND day <= toDate({to:String})
     ORDER BY campaign_id, day, hour, strategy_id`,
    { campaignIds: query.campaignIds, from: query.from, to: query.to },
  );
  return rows.map((row) => ({
    campaignId: row.campaign_id,
    strategyId: row.strategy_id,
    platform: row.platform,
    day: row.day_s,
    hour: Number(row.hour) === wholeDayHour ? null : Number(row.hour),
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    costMicros: BigInt(row.cost_micros),
    conversions: Number(row.conversions),
    conversionValueMicros: BigInt(row.conversion_value_micros),
    videoViews: Number(row.video_views),
    videoQuartiles: [
      Number(row.video_q25),
      Number(row.video_q50),
      Number(row.video_q75),
      Number(row.video_q100),
    ],
    currency: row.currency,
    fetchedAt: new Date(Number(row.fetched_ms)),
  }));
}

export async function appendPlatformKeywordStats(
  runner: ClickHouseRunner,
  rows: readonly PlatformKeywordStatsRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await runner.insert(
    'platform_keyword_stats',
    rows.map((row) => ({
      campaign_id: row.campaignId,
      strategy_id: row.strategyId,
      platform: row.platform,
      day: row.day,
      keyword: row.keyword,
      match_type: row.matchType,
      criterion_id: row.criterionId,
      impressions: row.impressions,
      clicks: row.clicks,
      cost_micros: row.costMicros.toString(),
      conversions: row.conversions,
      conversion_value_micros: row.conversionValueMicros.toString(),
      currency: row.currency,
      fetched_at: dateTime64(row.fetchedAt),
    })),
  );
}

export async function platformKeywordStats(
  runner: ClickHouseRunner,
  query: { campaignIds: readonly string[]; from: string; to: string },
): Promise<PlatformKeywordStatsRow[]> {
  if (query.campaignIds.length === 0) return [];
  const rows = await runner.query<{
    campaign_id: string;
    strategy_id: string;
    platform: string;
    day_s: string;
    keyword: string;
    match_type: string;
    criterion_id: string;
    impressions: Int;
    clicks: Int;
    cost_micros: Int;
    conversions: number;
    conversion_value_micros: Int;
    currency: string;
    fetched_ms: Int;
  }>(
    `SELECT campaign_id, strategy_id, platform, toString(day) AS day_s, keyword, match_type, criterion_id,
       impressions, clicks, cost_micros, conversions, conversion_value_micros, currency,
       toUnixTimestamp64Milli(fetched_at) AS fetched_ms
     FROM platform_keyword_stats FINAL
     WHERE campaign_id IN {campaignIds:Array(String)} AND day >= toDate({from:String}) AND day <= toDate({to:String})
     ORDER BY campaign_id, day, strategy_id, criterion_id, keyword, match_type`,
    { campaignIds: query.campaignIds, from: query.from, to: query.to },
  );
  return rows.map((row) => ({
    campaignId: row.campaign_id,
    strategyId: row.strategy_id,
    platform: row.platform,
    day: row.day_s,
    keyword: row.keyword,
    matchType: row.match_type,
    criterionId: row.criterion_id,
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    costMicros: BigInt(row.cost_micros),
    conversions: Number(row.conversions),
    conversionValueMicros: BigInt(row.conversion_value_micros),
    currency: row.currency,
    fetchedAt: new Date(Number(row.fetched_ms)),
  }));
}
