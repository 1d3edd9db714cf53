/**
 * `npm run delivery:reconcile`: checks that the delivery events, their rollups and the ledger
 * agree (see packages/core/src/delivery/spend/reconcile-delivery.ts) on the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR/pg) and event store (the ClickHouse server of
 * CLICKHOUSE_URL, or chDB in DATA_DIR). Exit 0 when they agree, 1 with a readable list of
 * differences, 2 when it could not run. Stop the app first on the embedded database and store:
 * PGlite and chDB are single-process (what the app left in its spool is shipped first). With a
 * ClickHouse server it only reads: its spool is a throw-away directory, the running processes'
 * spools are theirs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '@verba/db';
import type { EventStore } from '@verba/events';
import { loadDatabaseConfig } from '@verba/core/config';
import { reconcileDelivery, type DeliveryDifference } from '@verba/core/delivery/spend/reconcile-delivery';

/** The event store of @verba/events (createEventStore), looked up at run time. */
async function openEventStore(dataDir: string, clickhouseUrl: string | undefined): Promise<EventStore> {
  const events = (await import('@verba/events')) as Record<string, unknown>;
  const create = events.createEventStore as
    | ((options: { dataDir: string; clickhouseUrl?: string; spoolDir?: string }) => Promise<EventStore>)
    | undefined;
  if (typeof create !== 'function')
    throw new Error('@verba/events has no createEventStore: the event store is not built in');
  if (!clickhouseUrl) return create({ dataDir });
  const spoolDir = mkdtempSync(join(tmpdir(), 'verba-reconcile-spool-'));
  const store = await create({ dataDir, clickhouseUrl, spoolDir });
  return {
    ...store,
    async close() {
      await store.close();
      rmSync(spoolDir, { recursive: true, force: true });
    },
  };
}

function print(differences: readonly DeliveryDifference[]) {
  const rows = differences.map((d) => [
    d.check,
    d.campaignId,
    String(d.expected),
    String(d.actual),
    d.message,
  ]);
  const header = ['check', 'campaign', 'expected', 'actual', 'what'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const row of [header, ...rows])
    console.error(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
}

async function main(): Promise<number> {
  const config = loadDatabaseConfig();
  const database = await createDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pg') });
  const store = await openEventStore(config.dataDir, config.clickhouseUrl);
  try {
    const started = performance.now();
    const differences = await reconcileDelivery({ db: database.db, store });
    const elapsed = Math.round(performance.now() - started);
    if (differences.length === 0) {
      console.log(
        `delivery: events, rollups and ledger agree (${database.kind}, ${store.kind}, ${elapsed} ms)`,
      );
      return 0;
    }
    console.error(
      `delivery: ${differences.length} difference(s) (${database.kind}, ${store.kind}, ${elapsed} ms)`,
    );
    print(differences);
    return 1;
  } finally {
    await store.close();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('delivery: reconciliation could not run:', error);
    process.exit(2);
  },
);
