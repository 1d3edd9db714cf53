/**
 * `npm run delivery:reconcile`: checks that the delivery events, their rollups and the ledger
 * agree (see packages/core/src/delivery/spend/reconcile-delivery.ts) on the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR/pg) and event store (the ClickHouse server of
 * CLICKHOUSE_URL, or chDB in DATA_DIR). Exit 0 when they agree, 1 with a readable list of
 * differences, 2 when it could not run. Stop the app first on the embedded database and store:
 * PGlite and chDB are single-process (what the app left in its spool is shipped first). With a
 * ClickHouse server it only reads: its spool is a throw-away directory, the running processes'
 * spools are theirs.
 *
 * Then, per exchange and São Paulo day of the last EXCHANGE_RECONCILE_DAYS (default 31) days, what
 * Verba counted (billing events), what the ledger posted and what the exchange billed by its own
 * imported daily report (docs/exchange-reports.md): a day whose difference is over the tolerance
 * (0.5 % of the exchange's figures, at least one centavo of spend) also exits 1; a day without a
 * report yet is listed, not a failure.
 *
 * Channels (issue 27, docs/channels-money.md): per channel campaign and São Paulo day, the
 * platform's latest figures (platform_stats) against channel_spend_days against the ledger's
 * transfers (charged + over-delivery), and the reservations; every difference exits 1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '@verba/db';
import type { EventStore } from '@verba/events';
import { loadDatabaseConfig } from '@verba/core/config';
import { reconcileDelivery, type DeliveryDifference } from '@verba/core/delivery/spend/reconcile-delivery';
import {
  compareExchangeReports,
  type ExchangeDayComparison,
} from '@verba/core/exchanges/reports/compare-exchange-reports';
import { addCalendarDays, saoPauloDateOf } from '@verba/domain/calendar/calendar-date';
import { microsToDecimal } from '@verba/domain/exchange-reports/report-format';

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

function table(header: string[], rows: string[][], write: (line: string) => void) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const row of [header, ...rows]) write(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
}

/** The per-exchange, per-day section; true when every reported day agrees within the tolerance. */
function printExchangeDays(days: readonly ExchangeDayComparison[]): boolean {
  if (days.length === 0) {
    console.log('exchanges: no billed delivery and no exchange report in the period');
    return true;
  }
  const failing = days.filter((d) => d.status === 'differs' || d.status === 'currency_differs');
  const write = failing.length > 0 ? console.error : console.log;
  write(
    `exchanges: ${days.length} exchange-day(s), ${days.filter((d) => d.status === 'agrees').length} agree, ` +
      `${failing.length} differ, ${days.filter((d) => d.status === 'no_report').length} without a report`,
  );
  const signed = (n: bigint | number) => (n > 0 ? `+${n}` : String(n));
  const money = (micros: bigint) => (micros < 0n ? `-${microsToDecimal(-micros)}` : microsToDecimal(micros));
  table(
    ['exchange', 'day', 'counted imps', 'counted spend', 'ledger posted', 'billed imps', 'billed spend', 'diff imps', 'diff spend', 'status'],
    days.map((d) => [
      d.slug || d.exchangeId || '(none)',
      d.day,
      String(d.counted.impressions),
      `${money(d.counted.spendMicros)} ${d.counted.currency ?? ''}`.trim(),
      d.postedCentavos === null ? 'not yet' : money(d.postedCentavos * 10_000n),
      d.billed ? String(d.billed.impressions) : '-',
      d.billed ? `${money(d.billed.spendMicros)} ${d.billed.currency}` : '-',
      d.difference ? signed(d.difference.impressions) : '-',
      d.difference ? (d.difference.spendMicros > 0n ? '+' : '') + money(d.difference.spendMicros) : '-',
      d.status,
    ]),
    write,
  );
  return failing.length === 0;
}

/** The channels section: one line saying they agree, or nothing (their differences are in the list). */
function printChannels(differences: readonly DeliveryDifference[]) {
  const channel = differences.filter((d) => d.check.startsWith('channel_'));
  if (channel.length === 0)
    console.log('channels: platform figures, channel days, ledger postings and reservations agree');
  else console.error(`channels: ${channel.length} difference(s) per campaign and day (listed below)`);
}

function print(differences: readonly DeliveryDifference[]) {
  const rows = differences.map((d) => [
    d.check,
    d.campaignId,
    d.day ?? '',
    String(d.expected),
    String(d.actual),
    d.message,
  ]);
  const header = ['check', 'campaign', 'day', 'expected', 'actual', 'what'];
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
    printChannels(differences);
    const today = saoPauloDateOf(new Date());
    const span = Math.max(1, Number(process.env.EXCHANGE_RECONCILE_DAYS ?? 31) || 31);
    const exchangesAgree = printExchangeDays(
      await compareExchangeReports({
        db: database.db,
        store,
        from: addCalendarDays(today, 1 - span),
        to: today,
      }),
    );
    if (differences.length === 0) {
      console.log(
        `delivery: events, rollups and ledger agree (${database.kind}, ${store.kind}, ${elapsed} ms)`,
      );
      if (!exchangesAgree) console.error('delivery: an exchange report differs beyond the tolerance (see above)');
      return exchangesAgree ? 0 : 1;
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
