import { spawn, type ChildProcess } from 'node:child_process';
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
import {
  startClickHouseHttpInterface,
  type ClickHouseHttpInterface,
} from '@verba/events/testing/clickhouse-http-interface';
import { insertActiveCampaign } from '@verba/core/delivery/leases/testing';
import { createTestDeps, type TestDeps } from '@verba/core/testing';

/**
 * The bidder as its own process (`apps/bidder/src/main.ts`), the way production runs it: on a
 * PostgreSQL server (live strategies, budget leases) and a ClickHouse server (`CLICKHOUSE_URL`,
 * here ClickHouse's HTTP interface answered by chDB in this test's process). It bids on a live
 * campaign, counts the billing notice in ClickHouse, and stops cleanly on SIGTERM. main.ts refuses
 * the embedded database, so this runs only on a PostgreSQL server (CI's second pass).
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

/** A creative, a group and an untargeted mobile strategy for the campaign, as publishing leaves them. */
async function makeLive(deps: TestDeps, campaignId: string) {
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(deps.db, query))[0]!;
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
  price: number;
  crid: string;
  cid: string;
  burl: string;
}

describe.runIf(Boolean(serverUrl))('the bidder as its own process', () => {
  let deps: TestDeps;
  let clickhouse: ClickHouseHttpInterface;
  let bidder: ChildProcess;
  let dataDir: string;
  let port: number;

  beforeAll(async () => {
    deps = await createTestDeps();
    dataDir = mkdtempSync(join(tmpdir(), 'verba-bidder-process-'));
    clickhouse = await startClickHouseHttpInterface(join(dataDir, 'clickhouse'));
    const admin = createClickHouseRunner(clickhouse.url);
    await admin.exec('CREATE DATABASE IF NOT EXISTS verba');
    await admin.close();
    const [row] = await queryRows<{ name: string }>(deps.db, sql`SELECT current_database() AS name`);
    const databaseUrl = new URL(serverUrl!);
    databaseUrl.pathname = `/${row!.name}`;
    port = await freePort();
    bidder = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/bidder/src/main.ts')], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: databaseUrl.toString(),
        CLICKHOUSE_URL: `${clickhouse.url}/verba`,
        BIDDER_PORT: String(port),
        BIDDER_ID: 'process-test',
        // Tracking links point at this bidder: in production a load balancer sends them to any bidder.
        APP_URL: `http://127.0.0.1:${port}`,
        TRACKING_SECRET: randomBytes(32).toString('hex'),
        DATA_DIR: dataDir,
        PAYMENTS_MODE: 'sandbox',
        PIX_SIGNING_KEY: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
          type: 'pkcs8',
          format: 'pem',
        }) as string,
        SANDBOX_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'error',
      },
    });
  });

  afterAll(async () => {
    if (bidder.exitCode === null) bidder.kill('SIGKILL');
    await clickhouse?.close();
    await deps?.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('bids on a live campaign with leased budget, counts the billing notice in ClickHouse, and stops on SIGTERM', async () => {
    const { campaignId } = await insertActiveCampaign({ db: deps.db, budget: 100_000n });
    const { creativeId } = await makeLive(deps, campaignId);

    // The live feed brings the strategy; the first match leases budget, a later one bids.
    const bid = await eventually(async () => {
      const response = await fetch(`http://127.0.0.1:${port}/openrtb2/bid`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-openrtb-version': '2.6' },
        body: JSON.stringify(bidRequest),
      });
      if (response.status !== 200) return undefined;
      const answer = (await response.json()) as { seatbid: { bid: Bid[] }[] };
      return answer.seatbid[0]!.bid[0];
    });
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

    const events = createClickHouseRunner(`${clickhouse.url}/verba`);
    const billed = await eventually(async () => {
      const [row] = await events.query<{ cost_micros: string; creative_id: string }>(
        "SELECT cost_micros, creative_id FROM events WHERE campaign_id = {campaign:String} AND type = 'billing'",
        { campaign: campaignId },
      );
      return row;
    });
    await events.close();
    // The clearing price is a CPM: one impression costs a thousandth of it.
    expect(Number(billed.cost_micros)).toBe(Math.round((clearing * 1_000_000) / 1000));
    expect(billed.creative_id).toBe(creativeId);

    const exited = new Promise<number | null>((resolve) => bidder.once('exit', (code) => resolve(code)));
    bidder.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
