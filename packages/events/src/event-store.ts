import type { DeliveryEvent } from '@verba/domain/delivery/contracts';

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
  /** Billed spend per campaign, strategy, lease and minute for minutes in [from, to). */
  minuteSpend(query: { from: Date; to: Date; campaignId?: string }): Promise<MinuteSpend[]>;
  close(): Promise<void>;
}
