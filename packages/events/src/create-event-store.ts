import { join } from 'node:path';
import { createChdbRunner } from './chdb-runner';
import { openSpooledEventStore } from './clickhouse-event-store';
import { createClickHouseRunner } from './clickhouse-runner';
import type { EventStore } from './event-store';
import { silentLogger, type EventStoreLogger } from './logger';

export interface CreateEventStoreOptions {
  /** DATA_DIR: the spool lives in `<dataDir>/events-spool`, chDB's data in `<dataDir>/events`. */
  dataDir: string;
  /** Another spool directory, for a second process sharing DATA_DIR with a ClickHouse server. */
  spoolDir?: string;
  /** CLICKHOUSE_URL: a ClickHouse server instead of the embedded chDB. */
  clickhouseUrl?: string | undefined;
  logger?: EventStoreLogger;
  shipIntervalMs?: number;
}

/**
 * The delivery event store: embedded chDB in DATA_DIR by default, a ClickHouse server with
 * CLICKHOUSE_URL; the same migrations and SQL for both. chDB binds one data directory per process,
 * so a process creates one store, and two processes never share chDB's directory (a bidder of its
 * own uses CLICKHOUSE_URL). Each process has its own spool (locked).
 */
export async function createEventStore(options: CreateEventStoreOptions): Promise<EventStore> {
  const runner = options.clickhouseUrl
    ? createClickHouseRunner(options.clickhouseUrl)
    : await createChdbRunner(join(options.dataDir, 'events'));
  return openSpooledEventStore({
    runner,
    spoolDir: options.spoolDir ?? join(options.dataDir, 'events-spool'),
    logger: options.logger ?? silentLogger,
    ...(options.shipIntervalMs !== undefined ? { shipIntervalMs: options.shipIntervalMs } : {}),
  });
}
