import { spawn, type ChildProcess } from 'node:child_process';
import { ensureSandboxExchange } from '@verba/core/exchanges/ensure-sandbox-exchange';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createClickHouseRunner } from '@verba/events/clickhouse-runner';
import { openSpooledEventStore } from '@verba/events/clickhouse-event-store';
import { silentLogger } from '@verba/events/logger';
import { insertEvents } from '@verba/events/ship';
import { deliveryEvent } from '@verba/events/testing/delivery-event';
import {
  startClickHouseHttpInterface,
  type ClickHouseHttpInterface,
} from '@verba/events/testing/clickhouse-http-interface';
import { insertActiveCampaign } from '@verba/core/delivery/leases/testing';
import { postMinuteSpend } from '@verba/core/delivery/spend/post-minute-spend';
import { expectLedgerBalanced } from '@verba/core/ledger/testing';
import { createTestDeps, type TestDeps } from '@verba/core/testing';

/**
 * The bidder as its own process (`apps/bidder/src/main.ts`), the way production runs it: on a
 * PostgreSQL server (live strategies, budget leases) and a ClickHouse server (`CLICKHOUSE_URL`,
 * here ClickHouse's HTTP interface answered by chDB in this test's process). main.ts refuses the
 * embedded database, so this runs only on a PostgreSQL server (CI's second pass).
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const root = join(import.meta.dirname, '../../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function eventually<T>(attempt: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A creative, a group and an untargeted mobile strategy for the campaign, as publishing leaves
 * them; the whole budget may be spent today (pacing then bids on nearly every match).
 */
async function makeLive(deps: TestDeps, campaignId: string) {
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(deps.db, query))[0]!;
  await queryRows(
    deps.db,
    sql`UPDATE campaigns SET daily_budget = budget, end_date = current_date + 1 WHERE id = ${campaignId}`,
  );
  const campaign = await one<{ company_id: string; advertiser_id: string }>(
    sql`SELECT company_id, advertiser_id FROM campaigns WHERE id = ${campaignId}`,
  );
  const asset = await one<{ id: string }>(
    sql`INSERT INTO creative_assets (company_id, advertiser_id, kind, mime_type, size_bytes, width, height, blob_key, file_token)
        VALUES (${campaign.company_id}, ${campaign.advertiser_id}, 'image', 'image/png', 1000, 300, 250, gen_random_uuid()::text, 'tok')
        RETURNING id`,
  );
  const creative = await one<{ id: string }>(
    sql`INSERT INTO creatives (company_id, advertiser_id, name, format, status, asset_id, width, height, destination_url)
        VALUES (${campaign.company_id}, ${campaign.advertiser_id}, 'Banner', 'DISPLAY', 'approved', ${asset.id}, 300, 250,
                'https://loja.com.br/oferta') RETURNING id`,
  );
  await queryRows(
    deps.db,
    sql`INSERT INTO campaign_creatives (campaign_id, creative_id, position) VALUES (${campaignId}, ${creative.id}, 0)`,
  );
  const group = await one<{ id: string }>(
    sql`INSERT INTO campaign_groups (company_id, campaign_id, name) VALUES (${campaign.company_id}, ${campaignId}, 'Grupo')
        RETURNING id`,
  );
  const strategy = await one<{ id: string }>(
    sql`INSERT INTO campaign_strategies (company_id, campaign_id, group_id, name, budget, targeting, bid_type, bid_amount)
        VALUES (${campaign.company_id}, ${campaignId}, ${group.id}, 'Celular', 50000, '{"devices":["MOBILE"]}'::jsonb, 'CPM', 450)
        RETURNING id`,
  );
  return { creativeId: creative.id, strategyId: strategy.id };
}

const bidRequest = {
  id: 'process-req',
  imp: [
    { id: '1', banner: { w: 300, h: 250, format: [{ w: 300, h: 250 }] }, bidfloor: 0.5, bidfloorcur: 'BRL' },
  ],
  site: { domain: 'noticias.example.com.br', page: 'https://noticias.example.com.br/economia' },
  device: {
    devicetype: 4,
    ua: 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    geo: { country: 'BRA', region: 'SP' },
  },
  user: { id: 'process-user-1' },
  cur: ['BRL'],
  tmax: 500,
};

interface Bid {
  id: string;
  price: number;
  crid: string;
  cid: string;
  nurl: string;
  burl: string;
}

describe.runIf(Boolean(serverUrl))('the bidder as its own process', () => {
  let deps: TestDeps;
  let clickhouse: ClickHouseHttpInterface;
  let dataDir: string;
  let databaseUrl: string;
  let bidPath: string;
  const running = new Set<ChildProcess>();
  const trackingSecret = randomBytes(32).toString('hex');
  const pixSigningKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  }) as string;

  beforeAll(async () => {
    deps = await createTestDeps();
    dataDir = mkdtempSync(join(tmpdir(), 'verba-bidder-process-'));
    clickhouse = await startClickHouseHttpInterface(join(dataDir, 'clickhouse'));
    const admin = createClickHouseRunner(clickhouse.url);
    await admin.exec('CREATE DATABASE IF NOT EXISTS verba');
    await admin.close();
    const [row] = await queryRows<{ name: string }>(deps.db, sql`SELECT current_database() AS name`);
    const url = new URL(serverUrl!);
    url.pathname = `/${row!.name}`;
    databaseUrl = url.toString();
    // Only registered exchanges are answered (issue 25): the test posts as the sandbox exchange.
    bidPath = (
      await ensureSandboxExchange({ deps: { db: deps.db, config: { ...deps.config, trackingSecret } } })
    ).bidPath;
  });

  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await clickhouse?.close();
    await deps?.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** What a deployment sets for every process; tracking links point at the bidder itself. */
  const environment = (port: number) => ({
    PATH: process.env.PATH,
    DATABASE_URL: databaseUrl,
    CLICKHOUSE_URL: `${clickhouse.url}/verba`,
    DATA_DIR: dataDir,
    APP_URL: `http://127.0.0.1:${port}`,
    TRACKING_SECRET: trackingSecret,
    PAYMENTS_MODE: 'sandbox',
    CHANNELS_MODE: 'sandbox',
    PIX_SIGNING_KEY: pixSigningKey,
    SANDBOX_WEBHOOK_SECRET: 'sandbox-webhook-secret-0123456789abcdef',
    LOG_LEVEL: 'error',
  });

  function startBidder(port: number, bidderId: string) {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/bidder/src/main.ts')], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...environment(port), BIDDER_PORT: String(port), BIDDER_ID: bidderId },
    });
    running.add(child);
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.once('exit', (code, signal) => {
        running.delete(child);
        resolve({ code, signal });
      }),
    );
    return { child, exited };
  }

  async function postBid(port: number, userId: string): Promise<Bid | undefined> {
    const response = await fetch(`http://127.0.0.1:${port}${bidPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-openrtb-version': '2.6' },
      body: JSON.stringify({ ...bidRequest, id: `req-${userId}`, user: { id: userId } }),
    });
    if (response.status !== 200) return undefined;
    return ((await response.json()) as { seatbid: { bid: Bid[] }[] }).seatbid[0]!.bid[0];
  }

  const eventsOf = (campaignId: string) => {
    const runner = createClickHouseRunner(`${clickhouse.url}/verba`);
    return runner
      .query<{ id: string; type: string; bid_id: string; cost_micros: string; creative_id: string }>(
        'SELECT id, type, bid_id, cost_micros, creative_id FROM events WHERE campaign_id = {campaign:String}',
        { campaign: campaignId },
      )
      .finally(() => runner.close());
  };

  it('bids on a live campaign with leased budget, counts the billing notice in ClickHouse, and stops on SIGTERM', async () => {
    const { campaignId } = await insertActiveCampaign({ db: deps.db, budget: 100_000n });
    const { creativeId } = await makeLive(deps, campaignId);
    const port = await freePort();
    const bidder = startBidder(port, 'process-test');

    // The live feed brings the strategy; the first match leases budget, a later one bids.
    const bid = await eventually(() => postBid(port, 'process-user-1'));
    expect(bid).toMatchObject({ crid: creativeId, cid: campaignId });
    expect(bid.price).toBeGreaterThanOrEqual(0.5);
    const [lease] = await queryRows<{ bidder_id: string; granted_micros: string }>(
      deps.db,
      sql`SELECT bidder_id, granted_micros::text FROM delivery_leases WHERE campaign_id = ${campaignId}`,
    );
    expect(lease?.bidder_id).toBe('process-test');
    expect(BigInt(lease!.granted_micros)).toBeGreaterThan(0n);

    const clearing = Math.round(bid.price * 0.8 * 100) / 100;
    const billing = await fetch(bid.burl.replace('${AUCTION_PRICE}', String(clearing)));
    expect(billing.status).toBeLessThan(300);
    const billed = await eventually(async () =>
      (await eventsOf(campaignId)).find((event) => event.type === 'billing'),
    );
    // The clearing price is a CPM: one impression costs a thousandth of it.
    expect(Number(billed.cost_micros)).toBe(Math.round((clearing * 1_000_000) / 1000));
    expect(billed.creative_id).toBe(creativeId);

    bidder.child.kill('SIGTERM');
    expect(await bidder.exited).toEqual({ code: 0, signal: null });
    // Not live for the next case's bidder.
    await queryRows(deps.db, sql`UPDATE campaigns SET status = 'paused' WHERE id = ${campaignId}`);
  });

  it(
    'SIGKILLed under heavy tracking load and restarted: every acknowledged event counted once, and delivery:reconcile passes',
    { timeout: 180_000 },
    async () => {
      const { campaignId } = await insertActiveCampaign({ db: deps.db, budget: 1_000_000n });
      await makeLive(deps, campaignId);
      const port = await freePort();
      const first = startBidder(port, 'durable');
      await eventually(() => postBid(port, 'warm-up'));
      // Open bids hold budget until won, lost or timed out: past the lease, the bidder waits for
      // the next one, so not every request bids.
      const bids: Bid[] = [];
      for (let user = 0; bids.length < 600 && user < 6_000; user++) {
        const bid = await postBid(port, `user-${user}`);
        if (bid?.cid === campaignId) bids.push(bid);
      }
      expect(bids.length).toBeGreaterThanOrEqual(300);

      // Each bid's impression beacon and billing notice, 64 at a time; the process is SIGKILLed
      // once a third of them are answered. An answered request is an acknowledged event.
      const requests = bids.flatMap((bid) => {
        const token = new URL(bid.nurl).searchParams.get('t')!;
        return [
          { key: `impression:${bid.id}`, url: `http://127.0.0.1:${port}/t/v1/imp?t=${token}` },
          { key: `billing:${bid.id}`, url: bid.burl.replace('${AUCTION_PRICE}', String(bid.price)) },
        ];
      });
      const acknowledged = new Set<string>();
      let next = 0;
      const worker = async () => {
        while (next < requests.length) {
          const request = requests[next++]!;
          const answer = await fetch(request.url, {
            headers: { 'user-agent': bidRequest.device.ua },
          }).catch(() => null);
          if (answer && answer.status < 300) acknowledged.add(request.key);
          if (acknowledged.size === Math.floor(requests.length / 3)) first.child.kill('SIGKILL');
        }
      };
      await Promise.all(Array.from({ length: 64 }, worker));
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
      expect(acknowledged.size).toBeGreaterThanOrEqual(Math.floor(requests.length / 3));
      expect(acknowledged.size).toBeLessThan(requests.length);

      // The kill left acknowledged events unshipped, in the spool.
      const beforeRestart = new Set(
        (await eventsOf(campaignId)).map((event) => `${event.type}:${event.bid_id}`),
      );
      expect([...acknowledged].filter((key) => !beforeRestart.has(key)).length).toBeGreaterThan(0);
      // The same bidder again (same BIDDER_ID, so the same spool): it ships what the kill left.
      const second = startBidder(port, 'durable');
      const stored = await eventually(async () => {
        const events = await eventsOf(campaignId);
        const keys = new Set(events.map((event) => `${event.type}:${event.bid_id}`));
        const missing = [...acknowledged].filter((key) => !keys.has(key));
        return missing.length === 0 ? events : undefined;
      });
      // Up and answering (its shutdown handler is installed once it listens), then stopped.
      await eventually(() =>
        fetch(`http://127.0.0.1:${port}/openrtb2/bid`, { method: 'POST', body: '{}' }).then(() => true),
      );
      second.child.kill('SIGTERM');
      expect(await second.exited).toEqual({ code: 0, signal: null });
      // Once each: no event id twice, and no impression or billing twice for one bid.
      const tracked = stored.filter((event) => event.type === 'impression' || event.type === 'billing');
      expect(new Set(stored.map((event) => event.id)).size).toBe(stored.length);
      expect(new Set(tracked.map((event) => `${event.type}:${event.bid_id}`)).size).toBe(tracked.length);

      // The spend poster posts the billed minutes to the reservation; then the command-line check.
      const store = await openSpooledEventStore({
        runner: createClickHouseRunner(`${clickhouse.url}/verba`),
        spoolDir: join(dataDir, 'poster-spool'),
        logger: silentLogger,
      });
      deps.advance(15 * 60_000);
      const posting = await postMinuteSpend({ deps, store });
      await store.close();
      expect(posting.posted).toBeGreaterThan(0n);
      await expectLedgerBalanced(deps.db);
      // Not spawnSync: the ClickHouse interface answers from this process's event loop.
      const reconcile = () =>
        new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
          const child = spawn(
            process.execPath,
            ['--import', 'tsx', join(root, 'scripts/delivery-reconcile.ts')],
            {
              cwd: root,
              env: environment(port),
            },
          );
          let stdout = '';
          let stderr = '';
          child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
          child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
          child.once('exit', (status) => resolve({ status, stdout, stderr }));
        });
      const agreed = await reconcile();
      expect(agreed.status, agreed.stderr).toBe(0);
      expect(agreed.stdout).toContain('events, rollups and ledger agree');

      // A billed event the ledger never saw, in a minute already posted: reported, exit 1.
      const [billing] = stored.filter((event) => event.type === 'billing');
      const runner = createClickHouseRunner(`${clickhouse.url}/verba`);
      const [row] = await runner.query<Record<string, string>>(
        'SELECT company_id, advertiser_id, group_id, strategy_id, lease_id, toUnixTimestamp64Milli(at) AS at FROM events WHERE id = {id:String}',
        { id: billing!.id },
      );
      await insertEvents(runner, [
        deliveryEvent({
          id: `${billing!.id}:forged`,
          type: 'billing',
          at: Number(row!.at),
          campaignId,
          companyId: row!.company_id!,
          advertiserId: row!.advertiser_id!,
          groupId: row!.group_id!,
          strategyId: row!.strategy_id!,
          leaseId: row!.lease_id!,
          creativeId: billing!.creative_id,
          costMicros: 9_000_000,
        }),
      ]);
      await runner.close();
      const differs = await reconcile();
      expect(differs.status, differs.stdout + differs.stderr).toBe(1);
      expect(differs.stderr).toContain('events_vs_ledger');
    },
  );
});
