import type { DeliveryEvent } from '@verba/domain/delivery/contracts';
import type { EventStore } from './event-store';
import type { EventStoreLogger } from './logger';
import { migrateEventStore } from './migrate';
import * as reads from './reads';
import type { ClickHouseRunner } from './runner';
import { Shipper, spoolLines } from './shipper';
import { Spool } from './spool';

export interface SpooledStoreOptions {
  runner: ClickHouseRunner;
  /** Directory of the append-only spool (one per process). */
  spoolDir: string;
  logger: EventStoreLogger;
  /** How often the shipper moves the spool into ClickHouse (ms). */
  shipIntervalMs?: number;
}

/**
 * The event store over a ClickHouse runner (DESIGN §8): appends are acknowledged once fsynced to
 * the spool; the shipper moves them into ClickHouse, whose materialized views keep the rollups
 * every read comes from. On open, migrations run and what an earlier process left spooled is shipped.
 */
export async function openSpooledEventStore(options: SpooledStoreOptions): Promise<EventStore> {
  const { runner, logger } = options;
  await migrateEventStore(runner);
  const spool = await Spool.open(options.spoolDir);
  const shipper = new Shipper(spool, runner, logger);
  // What an earlier process left is shipped before the store is used; a failure is retried by the
  // timer rather than refusing to start (the events stay durable in the spool meanwhile).
  await shipper
    .shipNow()
    .catch((error: unknown) =>
      logger.warn({ err: error }, 'event store: replay of the spool failed; retrying'),
    );
  shipper.start(options.shipIntervalMs ?? 200);

  return {
    kind: runner.kind,
    append: (events: readonly DeliveryEvent[]) =>
      events.length === 0 ? Promise.resolve() : spool.append(spoolLines(events)),
    flush: () => shipper.shipNow(),
    campaignTotals: (query) => reads.campaignTotals(runner, query),
    strategyTotals: (query) => reads.strategyTotals(runner, query),
    hourly: (query) => reads.hourly(runner, query),
    daily: (query) => reads.dailyTotals(runner, query),
    breakdown: (query) => reads.dimensionTotals(runner, query),
    minuteSpend: (query) => reads.minuteSpend(runner, query),
    exchangeSpend: (query) => reads.exchangeSpend(runner, query),
    perMinute: (query) => reads.perMinute(runner, query),
    appendStats: (rows) => reads.appendStats(runner, rows),
    bidderStats: (query) => reads.bidderStats(runner, query),
    appendPlatformStats: (rows) => reads.appendPlatformStats(runner, rows),
    platformStats: (query) => reads.platformStats(runner, query),
    appendPlatformKeywordStats: (rows) => reads.appendPlatformKeywordStats(runner, rows),
    platformKeywordStats: (query) => reads.platformKeywordStats(runner, query),
    lastTouch: (query) => reads.lastTouch(runner, query),
    reportQuery: <Row>(sql: string, params: Record<string, unknown>) => runner.query<Row>(sql, params),
    async close() {
      await shipper.stop();
      await shipper
        .shipNow()
        .catch((error: unknown) =>
          logger.warn(
            { err: error },
            'event store closing with events still spooled; they ship on next start',
          ),
        );
      await shipper.stop();
      await spool.close();
      await runner.close();
    },
  };
}
