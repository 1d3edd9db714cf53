import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeliveryEvent } from '@verba/domain/delivery/contracts';
import { createChdbRunner, openSpooledEventStore } from '@verba/events';
import { eventRow } from '@verba/events/event-rows';
import { insertEvents } from '@verba/events/ship';

/**
 * `npm run bench -- events` (issue 12, DESIGN §8), on the embedded chDB in a temporary DATA_DIR:
 * - ingestion: BENCH_EVENTS_COUNT events (default 200,000) appended by BENCH_EVENTS_WRITERS
 *   concurrent writers (default 256), one event per append as tracking endpoints do, then flushed;
 *   events per second from the first append to the end of the flush — each append fsynced in the
 *   spool (group commit), shipped with dedup, all rollups kept by the materialized views. Against a
 *   bare `session.insert` of the same rows (JSONEachRow, 10,000 rows per insert) into a table of
 *   the same columns without materialized views, and against the same inserts into `events` with
 *   its rollup views but no spool, in the same run.
 * - delay: an event appended (a beacon) until it shows in the campaign's hourly rollup, with the
 *   shipper's default 200 ms interval; BENCH_EVENTS_PROBES probes (default 30), p50 and p99.
 */
const count = Number(process.env.BENCH_EVENTS_COUNT ?? 200_000);
const writers = Number(process.env.BENCH_EVENTS_WRITERS ?? 256);
const probes = Number(process.env.BENCH_EVENTS_PROBES ?? 30);

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const states = ['SP', 'RJ', 'MG', 'BA', 'RS', 'PR', 'PE', 'CE'];
const types = ['bid', 'win', 'billing', 'impression', 'click', 'video_start'] as const;

function benchEvent(prefix: string, n: number): DeliveryEvent {
  const type = types[n % types.length]!;
  return {
    id: `${type}:${prefix}-${n}`,
    type,
    at: Date.now() - (n % 3_600) * 1000,
    bidId: `${prefix}-${n}`,
    leaseId: `lease-${n % 20}`,
    companyId: `company-${n % 50}`,
    advertiserId: `advertiser-${n % 200}`,
    campaignId: `campaign-${n % 500}`,
    groupId: `group-${n % 1_000}`,
    strategyId: `strategy-${n % 2_000}`,
    creativeId: `creative-${n % 3_000}`,
    currency: 'BRL',
    bidCpmMicros: type === 'bid' ? 2_500_000 : 0,
    costMicros: type === 'billing' ? 1_800 + (n % 700) : 0,
    valueMicros: 0,
    state: states[n % states.length]!,
    city: String(3_500_000 + (n % 645)),
    device: n % 3 === 0 ? 'DESKTOP' : 'MOBILE',
    environment: n % 4 === 0 ? 'APP' : 'WEB',
    siteOrApp: `site-${n % 5_000}.com.br`,
    audienceIds: n % 2 === 0 ? [`${400 + (n % 40)}`, `${500 + (n % 30)}`] : [],
    userKey: `user-${n % 50_000}`,
    exclusion: n % 50 === 0 ? 'bot' : '',
    exchangeId: `exchange-${n % 3}`,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'verba-bench-events-'));
  const runner = await createChdbRunner(join(dataDir, 'events'));
  const logger = { warn: console.warn, error: console.error };
  const store = await openSpooledEventStore({ runner, spoolDir: join(dataDir, 'events-spool'), logger });
  try {
    await runner.exec('CREATE TABLE IF NOT EXISTS events_bare AS events');

    const bareEvents = Array.from({ length: count }, (_, n) => benchEvent('bare', n));
    const bareStarted = performance.now();
    for (let start = 0; start < count; start += 10_000) {
      await runner.insert('events_bare', bareEvents.slice(start, start + 10_000).map(eventRow));
    }
    const bareRate = count / ((performance.now() - bareStarted) / 1000);

    const directEvents = Array.from({ length: count }, (_, n) => benchEvent('direct', n));
    const directStarted = performance.now();
    for (let start = 0; start < count; start += 10_000) {
      await insertEvents(runner, directEvents.slice(start, start + 10_000));
    }
    const directRate = count / ((performance.now() - directStarted) / 1000);

    const events = Array.from({ length: count }, (_, n) => benchEvent('store', n));
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: writers }, async () => {
        while (next < count) await store.append([events[next++]!]);
      }),
    );
    const appended = performance.now();
    await store.flush();
    const storeRate = count / ((performance.now() - started) / 1000);
    const appendRate = count / ((appended - started) / 1000);

    const delays: number[] = [];
    for (let probe = 0; probe < probes; probe++) {
      const campaignId = `probe-${probe}`;
      const beacon = {
        ...benchEvent('probe', probe),
        id: `imp:probe-${probe}`,
        type: 'impression' as const,
        campaignId,
        exclusion: '' as const,
      };
      const sent = performance.now();
      await store.append([beacon]);
      for (;;) {
        const totals = await store.campaignTotals({ campaignIds: [campaignId] });
        if ((totals.get(campaignId)?.impressions ?? 0) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      delays.push(performance.now() - sent);
    }
    delays.sort((a, b) => a - b);

    console.log(`bare session.insert (10,000 rows each, no rollups): ${fmt(bareRate)} rows/s`);
    console.log(
      `insert into events with its 4 materialized views, no spool (10,000 rows each): ${fmt(directRate)} rows/s`,
    );
    console.log(
      `store: ${fmt(appendRate)} appends/s acknowledged (${writers} writers, fsynced spool), ` +
        `${fmt(storeRate)} events/s including the flush into events and its materialized views`,
    );
    console.log(
      `beacon → hourly rollup: p50 ${fmt(percentile(delays, 0.5))} ms, p99 ${fmt(percentile(delays, 0.99))} ms (${probes} probes)`,
    );
    console.log(
      `events: ${fmt(storeRate)} events/s through append+flush, ratio ${(storeRate / bareRate).toFixed(2)} vs bare session.insert`,
    );
  } finally {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
