import type { DeliveryEvent, NoBidReason } from '@verba/domain/delivery/contracts';
import type { RollupDimension } from './reads';

/** Counts and money of a slice of delivery (billed events only; money in micros). */
export interface DeliveryTotals {
  bids: number;
  wins: number;
  impressions: number;
  clicks: number;
  conversions: number;
  videoStarts: number;
  videoCompletes: number;
  spendMicros: bigint;
  conversionValueMicros: bigint;
  /** Bot, replay and late events seen (counted apart, never billed). */
  excluded: number;
}

/** Totals of a slice with nothing delivered. */
export const emptyDeliveryTotals = (): DeliveryTotals => ({
  bids: 0,
  wins: 0,
  impressions: 0,
  clicks: 0,
  conversions: 0,
  videoStarts: 0,
  videoCompletes: 0,
  spendMicros: 0n,
  conversionValueMicros: 0n,
  excluded: 0,
});

/** Billed spend of one strategy in one lease in one minute (the spend poster's input). */
export interface MinuteSpend {
  campaignId: string;
  strategyId: string;
  leaseId: string;
  /** Start of the minute (UTC). */
  minute: Date;
  costMicros: bigint;
  impressions: number;
}

/**
 * What Verba counted as billed for one exchange and strategy in one minute (events migration 0007):
 * billing events (one per bid) and their cost, in micros of `currency` (the campaign's).
 */
export interface ExchangeMinuteSpend {
  /** The registered exchange's id ('' for events before events migration 0005). */
  exchangeId: string;
  strategyId: string;
  currency: string;
  /** Start of the minute (UTC). */
  minute: Date;
  billed: number;
  costMicros: bigint;
}

/** One bidder's counters for one minute (the staff delivery page). */
export interface BidderMinuteStats {
  bidderId: string;
  minute: Date;
  requests: number;
  /** Requests answered with at least one bid. */
  bidResponses: number;
  bids: number;
  timeouts: number;
  /** 400s and refused bodies. */
  malformed: number;
  noBids: Partial<Record<NoBidReason, number>>;
  /**
   * Bid requests refused before any bid because the caller is not a registered active exchange
   * (issue 25), by reason (`no_credentials`, `unknown_exchange`, `bad_signature`, `address`,
   * `paused`, ...). Absent = none.
   */
  refused?: Partial<Record<string, number>>;
  latencyP50Ms: number;
  latencyP99Ms: number;
}

/**
 * One row of a campaign's delivery on its own platform (Google Ads, Meta, Spotify, the managed
 * service; issue 27), per São Paulo day and hour, as fetched (events migration 0008). The latest
 * fetch of a (campaign, day, hour, strategy) replaces earlier ones. Money in micros of `currency`.
 */
export interface PlatformStatsRow {
  campaignId: string;
  /** The Verba strategy the row belongs to; '' when the platform's row maps to none. */
  strategyId: string;
  platform: string;
  /** São Paulo day, `YYYY-MM-DD`. */
  day: string;
  /** 0–23, or null for a whole-day row (stored as 255). */
  hour: number | null;
  impressions: number;
  clicks: number;
  costMicros: bigint;
  /** Platforms report fractional conversions (attribution models). */
  conversions: number;
  conversionValueMicros: bigint;
  videoViews: number;
  videoQuartiles: [number, number, number, number];
  currency: string;
  fetchedAt: Date;
}

/**
 * One keyword's figures on a search campaign's platform (Google Ads `keyword_view`; issue 29), per
 * São Paulo day, as fetched (events migration 0010). The latest fetch of a (campaign, day,
 * strategy, criterion, keyword, match type) replaces earlier ones. Money in micros of `currency`.
 */
export interface PlatformKeywordStatsRow {
  campaignId: string;
  /** The Verba strategy of the keyword's ad group; '' when it maps to none. */
  strategyId: string;
  platform: string;
  /** São Paulo day, `YYYY-MM-DD`. */
  day: string;
  keyword: string;
  /** The platform's match type: BROAD, PHRASE, EXACT. */
  matchType: string;
  /** The platform's id of the keyword (Google Ads criterion id), '' when none. */
  criterionId: string;
  impressions: number;
  clicks: number;
  costMicros: bigint;
  conversions: number;
  conversionValueMicros: bigint;
  currency: string;
  fetchedAt: Date;
}

/** Platform-wide delivery of one minute, from the events. */
export interface MinuteDelivery {
  minute: Date;
  wins: number;
  impressions: number;
  clicks: number;
  spendMicros: bigint;
}

/** A click or impression of a user for an advertiser (conversion attribution). */
export interface Touch {
  kind: 'click' | 'impression';
  at: number;
  bidId: string;
  campaignId: string;
  groupId: string;
  strategyId: string;
  creativeId: string;
  leaseId: string;
  companyId: string;
  currency: DeliveryEvent['currency'];
  /**
   * Whether the touch's bid was billed (a billing event, not excluded, with a cost). Only a billed
   * touch may be attributed a conversion; an unbilled one is answered only so it can be counted.
   */
  billed: boolean;
  /** The exchange of the touched bid ('' for touches recorded before events migration 0005). */
  exchangeId: string;
}

/**
 * The event store (DESIGN §8): ClickHouse, embedded chDB by default, a server with CLICKHOUSE_URL.
 * Writes are acknowledged only once durable (spool file or store) and idempotent by event id;
 * reads come from the engine's rollups, never from PostgreSQL.
 */
export interface EventStore {
  readonly kind: 'chdb' | 'clickhouse';
  /** Resolves once every event is durable (in the spool or the store). Replays count nothing twice. */
  append(events: readonly DeliveryEvent[]): Promise<void>;
  /** Ships everything spooled to the store now (tests, shutdown, before reading in tests). */
  flush(): Promise<void>;
  /** Totals per campaign over [from, to) (all time when absent). */
  campaignTotals(query: {
    campaignIds: readonly string[];
    from?: Date;
    to?: Date;
  }): Promise<Map<string, DeliveryTotals>>;
  /** Totals per strategy of one campaign over [from, to). */
  strategyTotals(query: { campaignId: string; from?: Date; to?: Date }): Promise<Map<string, DeliveryTotals>>;
  /** Hourly totals of a campaign (or one of its strategies) over [from, to), hours without events left out. */
  hourly(query: {
    campaignId: string;
    strategyId?: string;
    from: Date;
    to: Date;
  }): Promise<{ hour: Date; totals: DeliveryTotals }[]>;
  /**
   * Totals per campaign and São Paulo day (`YYYY-MM-DD`) over [from, to), days without events left
   * out; of one strategy of theirs only with `strategyId`.
   */
  daily(query: {
    campaignIds: readonly string[];
    strategyId?: string;
    from: Date;
    to: Date;
  }): Promise<{ campaignId: string; date: string; totals: DeliveryTotals }[]>;
  /** Totals per value of one rollup dimension of a campaign (state, city, device, ...) over [from, to). */
  breakdown(query: {
    campaignId: string;
    dimension: RollupDimension;
    from?: Date;
    to?: Date;
  }): Promise<Map<string, DeliveryTotals>>;
  /** Billed spend per campaign, strategy, lease and minute for minutes in [from, to). */
  minuteSpend(query: { from: Date; to: Date; campaignId?: string }): Promise<MinuteSpend[]>;
  /** Billed events and cost per exchange, strategy and minute for minutes in [from, to) (exchange reports). */
  exchangeSpend(query: { from: Date; to: Date; exchangeId?: string }): Promise<ExchangeMinuteSpend[]>;
  /** Platform-wide delivery per minute since `since` (staff page). */
  perMinute(query: { since: Date }): Promise<MinuteDelivery[]>;
  /** Records bidder counters (one row per bidder and minute; a later row for the same key replaces it). */
  appendStats(rows: readonly BidderMinuteStats[]): Promise<void>;
  bidderStats(query: { since: Date }): Promise<BidderMinuteStats[]>;
  /** Appends fetched platform figures; per (campaign, day, hour, strategy) the latest `fetchedAt` wins. */
  appendPlatformStats(rows: readonly PlatformStatsRow[]): Promise<void>;
  /**
   * The latest fetch of every platform row of the campaigns whose São Paulo day lies in [from, to]
   * (inclusive `YYYY-MM-DD`), ordered by campaign, day, hour (whole-day rows last), strategy.
   */
  platformStats(query: {
    campaignIds: readonly string[];
    from: string;
    to: string;
  }): Promise<PlatformStatsRow[]>;
  /**
   * Appends fetched keyword figures (issue 29); the latest `fetchedAt` of a keyword row wins.
   * Optional so in-test fakes need not keep keywords.
   */
  appendPlatformKeywordStats?(rows: readonly PlatformKeywordStatsRow[]): Promise<void>;
  /** The latest fetch of every keyword row of the campaigns whose São Paulo day lies in [from, to]. */
  platformKeywordStats?(query: {
    campaignIds: readonly string[];
    from: string;
    to: string;
  }): Promise<PlatformKeywordStatsRow[]>;
  /**
   * The user's last billed click since `clickSince`, else last billed impression since `viewSince`,
   * for the advertiser; with neither, the last unbilled one of those windows (`billed: false`,
   * never to be attributed); null without any touch.
   */
  lastTouch(query: {
    userKey: string;
    advertiserId: string;
    clickSince: Date;
    viewSince: Date;
  }): Promise<Touch | null>;
  /**
   * A report's read (issue 29): a parameterised SELECT the report compiler built over the report
   * rollups (`{name:Type}` placeholders). Optional so in-test fakes need not answer reports.
   */
  reportQuery?<Row>(sql: string, params: Record<string, unknown>): Promise<Row[]>;
  close(): Promise<void>;
}
