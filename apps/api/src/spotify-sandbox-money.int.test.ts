import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { channelCampaigns, queryRows } from '@verba/db';
import { addCalendarDays, saoPauloDateOf, type CalendarDate } from '@verba/domain';
import { createEventStore, type EventStore } from '@verba/events';
import type { PlatformCampaignPlan, PlatformCampaignRef } from '@verba/core/channels/connector';
import { spotifySandboxSettings } from '@verba/core/channels/spotify/factory';
import { setSpotifySandboxKnobs } from '@verba/core/channels/spotify/sandbox/api';
import { spotifySandboxPgStore } from '@verba/core/channels/spotify/sandbox/pg-store';
import { createSpotifyConnector } from '@verba/core/channels/spotify/spotify-connector';
import { platformBudgetOf } from '@verba/core/channels/money/platform-budget-of';
import { syncChannelCampaign } from '@verba/core/channels/sync/sync-channel-campaign';
import { consolidateDueCampaigns } from '@verba/core/campaigns/review/consolidate-campaigns';
import { reconcileDelivery } from '@verba/core/delivery/spend/reconcile-delivery';
import { insertActiveCampaign } from '@verba/core/delivery/leases/testing';
import { balanceOf } from '@verba/core/ledger/balance-of';
import { expectLedgerBalanced } from '@verba/core/ledger/testing';
import { createTestApp, type TestApp } from './testing';

/**
 * Issue 28, Spotify money end to end over real HTTP: the Spotify connector against the Ads API
 * sandbox the app serves, an AUDIO campaign of R$ 30,00 over two days built, approved and
 * activated, the channel sync posting the platform's spend to the ledger every 30 minutes (with
 * the sandbox's restatements of the last 48 hours), then consolidation's final sync and
 * `delivery:reconcile`. The ledger's spend equals the platform's, and never exceeds the reservation.
 */
const hourMs = 3_600_000;
const reservation = 3_000n; // R$ 30,00
const secret = 's'.repeat(40);
let t: TestApp;
let store: EventStore;
let files: Server;
let filesBase: string;
let connector: ReturnType<typeof createSpotifyConnector>;
const dataDir = mkdtempSync(join(tmpdir(), 'verba-spotify-money-'));

/** A mono 8 kHz 16-bit PCM WAV of `seconds` of silence. */
function wav(seconds: number): Buffer {
  const rate = 8000;
  const data = Buffer.alloc(rate * 2 * seconds);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

beforeAll(async () => {
  const served: Record<string, { type: string; body: Buffer }> = {
    '/spot.wav': { type: 'audio/wav', body: wav(15) },
    '/companion.png': { type: 'image/png', body: PNG.sync.write(new PNG({ width: 640, height: 640 })) },
  };
  files = createServer((request, response) => {
    const file = served[request.url ?? ''];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  filesBase = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  t = await createTestApp({
    channelsMode: 'sandbox',
    trackingSecret: secret,
    channelSyncSeconds: 1_800,
    channelLookbackDays: 14,
  });
  store = await createEventStore({ dataDir, shipIntervalMs: 50 });
  t.deps.events = store;
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  connector = createSpotifyConnector({
    ...spotifySandboxSettings(t.deps.config, base),
    now: () => t.deps.now().getTime(),
  });
  // Consolidation's final sync finds this connector through the registry's test seam.
  t.deps.channelConnectors = { spotify: connector };
  await setSpotifySandboxKnobs(
    secret,
    { reviewDelaySeconds: 60, rateLimitNext: 0 },
    spotifySandboxPgStore(t.deps.db),
  );
  // 05:00 in São Paulo (UTC−3): the day's listening is still ahead.
  const now = t.deps.now().getTime();
  const midnight = Math.ceil((now - 3 * hourMs) / (24 * hourMs)) * 24 * hourMs + 3 * hourMs;
  t.deps.advance(midnight - now + 5 * hourMs);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await store?.close();
  await new Promise((resolve) => files?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

const audioPlan = (
  campaignId: string,
  dailyBudgetMicros: bigint,
  startDate: CalendarDate,
  endDate: CalendarDate,
): PlatformCampaignPlan => ({
  campaignId,
  companyId: 'co',
  advertiserId: 'adv',
  type: 'AUDIO',
  name: `Spot Café da Vila ${campaignId.slice(0, 8)}`,
  currency: 'BRL',
  startDate,
  endDate,
  dailyBudgetMicros,
  groups: [
    {
      groupId: 'g-1',
      strategyId: 'st-audio-money',
      name: 'Ouvintes',
      bidType: 'CPM',
      bidMicros: 20_000_000n,
      keywords: [],
      locations: [],
      languages: [],
      ageRanges: ['25_34', '35_44'],
      genders: [],
      devices: ['MOBILE'],
      ads: [
        {
          creativeId: 'cr-audio-money',
          format: 'AUDIO',
          finalUrl: 'https://cafedavila.example.com.br/',
          headlines: ['Café especial da Vila'],
          mediaUrls: [`${filesBase}/spot.wav`],
          companionImageUrl: `${filesBase}/companion.png`,
        },
      ],
    },
  ],
});

const reservationOf = async (id: string) => {
  const [row] = await queryRows<{ posted: string; released: string; status: string }>(
    t.deps.db,
    sql`SELECT posted::text, released::text, status FROM ledger_reservations WHERE id = ${id}`,
  );
  return { posted: BigInt(row!.posted), released: BigInt(row!.released), status: row!.status };
};

const spendDays = async (campaignId: string) =>
  (
    await queryRows<{ day: string; cost: string; charged: string; overdelivered: string }>(
      t.deps.db,
      sql`SELECT day::text, platform_cost_micros::text AS cost, charged::text, overdelivered::text
          FROM channel_spend_days WHERE campaign_id = ${campaignId} ORDER BY day`,
    )
  ).map((r) => ({
    day: r.day,
    cost: BigInt(r.cost),
    charged: BigInt(r.charged),
    overdelivered: BigInt(r.overdelivered),
  }));

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

const platformCost = async (ref: PlatformCampaignRef, from: CalendarDate, to: CalendarDate) =>
  sum((await connector.statistics({ ref, from, to })).map((s) => s.costMicros));

describe('Spotify sandbox: publish → approve → sync → ledger → restatements → consolidation → reconcile', () => {
  it('posts exactly the platform spend, never above the reservation, and resolves it', async () => {
    const db = t.deps.db;
    const firstDay = saoPauloDateOf(t.deps.now());
    const endDate = addCalendarDays(firstDay, 1);
    const { campaignId, reservationId, walletId, companyId } = await insertActiveCampaign({
      db,
      budget: reservation,
    });
    await db.execute(
      sql`UPDATE campaigns SET type = 'AUDIO', start_date = ${firstDay}, end_date = ${endDate} WHERE id = ${campaignId}`,
    );
    const budget = await platformBudgetOf({ db, campaignId, now: t.deps.now() });
    expect(budget).toBeGreaterThan(0n);
    const ref = await connector.createPaused({ plan: audioPlan(campaignId, budget, firstDay, endDate) });
    expect((await connector.reviewState({ ref })).status).toBe('pending');
    t.deps.advance(90_000);
    expect((await connector.reviewState({ ref })).status).toBe('approved');
    await connector.setBudget({ ref, dailyBudgetMicros: budget, endDate });
    await connector.activate({ ref });
    await db.insert(channelCampaigns).values({
      campaignId,
      companyId,
      platform: 'spotify',
      status: 'active',
      ref: ref as unknown as Record<string, unknown>,
      platformDailyBudgetMicros: budget,
    });

    // 05:00 of the first day → 21:00 of the second, a sync every 30 minutes.
    for (let step = 0; step < 80; step++) {
      t.deps.advance(hourMs / 2);
      await syncChannelCampaign({ deps: t.deps, campaignId });
      // Never more charged than reserved, at any sync.
      expect((await reservationOf(reservationId)).posted).toBeLessThanOrEqual(reservation);
    }
    const lastDay = saoPauloDateOf(t.deps.now());
    expect(lastDay).toBe(endDate);
    const days = await spendDays(campaignId);
    // The look-back's earlier days are posted as zero; the campaign spent on its two days only.
    expect(days.filter((d) => d.cost > 0n).map((d) => d.day)).toEqual([firstDay, lastDay]);
    // What the ledger holds per day is what the platform reports now (restatements included).
    const platform = await platformCost(ref, firstDay, lastDay);
    expect(platform).toBeGreaterThan(0n);
    expect(sum(days.map((d) => d.cost))).toBe(platform);
    expect(sum(days.map((d) => d.overdelivered))).toBe(0n);
    expect(sum(days.map((d) => d.charged))).toBe(platform / 10_000n);
    expect(platform / 10_000n).toBeLessThanOrEqual(reservation);
    // The event store has the same figures (the campaign page and reports read them).
    const fetched = await store.platformStats({ campaignIds: [campaignId], from: firstDay, to: lastDay });
    expect(fetched.every((r) => r.platform === 'spotify')).toBe(true);
    expect(sum(fetched.map((r) => r.costMicros))).toBe(platform);

    // Finished: consolidation's final sync posts the platform's last figures, pauses, releases the rest.
    await db.execute(
      sql`UPDATE campaigns SET status = 'finished', finished_at = now(), consolidation_due_at = ${new Date(t.deps.now().getTime() - 1_000)}
          WHERE id = ${campaignId}`,
    );
    const walletBefore = await balanceOf({ db, accountId: walletId });
    await consolidateDueCampaigns({ deps: t.deps });
    const [channel] = await queryRows<{ status: string }>(
      db,
      sql`SELECT status FROM channel_campaigns WHERE campaign_id = ${campaignId}`,
    );
    expect(channel!.status).toBe('paused');
    const final = await platformCost(ref, firstDay, lastDay);
    expect(sum((await spendDays(campaignId)).map((d) => d.cost))).toBe(final);
    const settled = await reservationOf(reservationId);
    expect(settled.status).toBe('resolved');
    expect(settled.posted).toBe(final / 10_000n);
    expect(settled.posted).toBeLessThanOrEqual(reservation);
    expect(settled.posted + settled.released).toBe(reservation);
    expect(await balanceOf({ db, accountId: walletId })).toBe(walletBefore + settled.released);

    // `npm run delivery:reconcile`: platform figures, day rows, ledger and reservations agree.
    expect(await reconcileDelivery({ db, store })).toEqual([]);
    await expectLedgerBalanced(db);
  }, 240_000);
});
