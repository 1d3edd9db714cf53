export type {
  BidderMinuteStats,
  DeliveryTotals,
  EventStore,
  ExchangeMinuteSpend,
  MinuteDelivery,
  MinuteSpend,
  PlatformKeywordStatsRow,
  PlatformStatsRow,
  Touch,
} from './event-store';
export { createEventStore, type CreateEventStoreOptions } from './create-event-store';
export type { EventStoreLogger } from './logger';
export { rollupDimensions, type RollupDimension } from './reads';
export { openSpooledEventStore, type SpooledStoreOptions } from './clickhouse-event-store';
export { createChdbRunner } from './chdb-runner';
export { createClickHouseRunner } from './clickhouse-runner';
export type { ClickHouseRunner } from './runner';
export { migrateEventStore } from './migrate';
export { dimensionTotals } from './reads';
