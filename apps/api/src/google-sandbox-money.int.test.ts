import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { channelCampaigns, queryRows } from '@verba/db';
import { addCalendarDays, saoPauloDateOf, type CalendarDate } from '@verba/domain';
import type { CampaignDelivery } from '@verba/domain/delivery/views';
import { createEventStore, type EventStore } from '@verba/events';
import type { PlatformCampaignPlan, PlatformCampaignRef } from '@verba/core/channels/connector';
import { createGoogleAdsConnector } from '@verba/core/channels/google-ads/google-ads-connector';
import { googleSandboxSettings, setGoogleSandboxKnobs } from '@verba/core/channels/google-ads/sandbox/index';
import { platformBudgetOf } from '@verba/core/channels/money/platform-budget-of';
import { syncChannelCampaign } from '@verba/core/channels/sync/sync-channel-campaign';
import { consolidateDueCampaigns } from '@verba/core/campaigns/review/consolidate-campaigns';
import { reconcileDelivery } from '@verba/core/delivery/spend/reconcile-delivery';
import { insertActiveCampaign } from '@verba/core/delivery/leases/testing';
import { balanceOf } from '@verba/core/ledger/balance-of';
import { expectLedgerBalanced } from '@verba/core/ledger/testing';
import { createSignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from './testing';

/**
 * Issue 27, money end to end over real HTTP: the Google Ads connector against the sandbox the app
 * serves, the sandbox told to over-deliver (exactly 2× the daily budget every day), the channel
 * sync posting to the ledger and watching the budget, consolidation's final sync, and
 * `delivery:reconcile`'s checks. Two campaigns of R$ 200,00 over two days:
 * - WATCHED: synced every 30 minutes (CHANNEL_SYNC_SECONDS 1800) — the watch lowers the platform
 *   budget at every sync as the reservation is spent, so that the platform's 2× of it always fits
 *   in what remains: it never spends beyond the reservation and never needs a pause; consolidation's
 *   final sync posts its last figures and pauses it;
 * - STALLED: synced until 08:00, then not again until the next day at noon (a sync outage over
 *   midnight, when the platform starts a fresh day at the old budget) — it spends beyond the
 *   reservation; the advertiser pays exactly the reservation, the rest lands on
 *   `platform_overdelivery`, and the first sync back pauses it.
 * The campaign page's delivery (GET campaigns/:id/delivery) shows the platform's figures.
 */
const hourMs = 3_600_000;
const reservation = 20_000n; // R$ 200,00
let t: TestApp;
let store: EventStore;
let connector: ReturnType<typeof createGoogleAdsConnector>;
const dataDir = mkdtempSync(join(tmpdir(), 'verba-google-money-'));

beforeAll(async () => {
  t = await createTestApp({
    channelsMode: 'sandbox',
    trackingSecret: 's'.repeat(40),
    channelSyncSeconds: 1_800,
    channelLookbackDays: 14,
  });
  store = await createEventStore({ dataDir, shipIntervalMs: 50 });
  t.deps.events = store;
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { endpoints, credentials } = googleSandboxSettings(t.deps.config, base);
  connector = createGoogleAdsConnector({ endpoints, credentials });
  // Consolidation's final sync finds this connector through the registry's test seam.
  t.deps.channelConnectors = { google_ads: connector };
  await setGoogleSandboxKnobs(t.deps.db, {
    overDelivery: 'all',
    randomDisapprovalShare: 0,
    reviewDelaySeconds: 60,
    restatement: false,
  });
  // 05:00 in São Paulo (UTC−3, no daylight saving since 2019): the day's traffic is still ahead.
  const now = t.deps.now().getTime();
  const midnight = Math.ceil((now - 3 * hourMs) / (24 * hourMs)) * 24 * hourMs + 3 * hourMs;
  t.deps.advance(midnight - now + 5 * hourMs);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await store?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const searchPlan = (
  campaignId: string,
  dailyBudgetMicros: bigint,
  startDate: CalendarDate,
  endDate: CalendarDate,
): PlatformCampaignPlan => ({
  campaignId,
  companyId: 'co',
  advertiserId: 'adv',
  type: 'SEARCH',
  name: `Café da Vila ${campaignId.slice(0, 8)}`,
  currency: 'BRL',
  startDate,
  endDate,
  dailyBudgetMicros,
  groups: [
    {
      groupId: 'g-1',
      strategyId: 'st-1',
      name: 'Cafés especiais',
      bidType: 'CPC',
      bidMicros: 1_500_000n,
      keywords: [{ text: 'café especial', matchType: 'PHRASE', negative: false }],
      locations: [],
      languages: ['pt'],
      ageRanges: [],
      genders: [],
      devices: [],
      ads: [
        {
          creativeId: 'cr-1',
          format: 'SEARCH',
          finalUrl: 'https://cafedavila.example.com.br/',
          headlines: ['Café especial da Vila', 'Torra na hora', 'Entrega em São Paulo'],
          descriptions: ['Grãos selecionados do sul de Minas.', 'Peça hoje e receba amanhã.'],
          path1: 'cafes',
          path2: null,
          sitelinks: [],
          callouts: [],
        },
      ],
    },
  ],
});

/** An active SEARCH campaign with R$ 200,00 reserved, built, budgeted and enabled on the sandbox as the push leaves it. */
async function channelCampaign() {
  const db = t.deps.db;
  const today = saoPauloDateOf(t.deps.now());
  const endDate = addCalendarDays(today, 1);
  const { campaignId, reservationId, walletId, companyId } = await insertActiveCampaign({
    db,
    budget: reservation,
  });
  await db.execute(
    sql`UPDATE campaigns SET type = 'SEARCH', start_date = ${today}, end_date = ${endDate} WHERE id = ${campaignId}`,
  );
  const budget = await platformBudgetOf({ db, campaignId, now: t.deps.now() });
  // chanmoney's rule: 2× the platform budget fits in what is reserved, paced over the two days.
  expect(budget).toBe(100_000_000n);
  const ref = await connector.createPaused({ plan: searchPlan(campaignId, budget, today, endDate) });
  await connector.setBudget({ ref, dailyBudgetMicros: budget, endDate });
  await connector.activate({ ref });
  await db.insert(channelCampaigns).values({
    campaignId,
    companyId,
    platform: 'google_ads',
    status: 'active',
    ref: ref as unknown as Record<string, unknown>,
    platformDailyBudgetMicros: budget,
  });
  return { campaignId, reservationId, walletId, companyId, ref };
}

const reservationOf = async (id: string) => {
  const [row] = await queryRows<{ posted: string; released: string; status: string }>(
    t.deps.db,
    sql`SELECT posted::text, released::text, status FROM ledger_reservations WHERE id = ${id}`,
  );
  return { posted: BigInt(row!.posted), released: BigInt(row!.released), status: row!.status };
};

const spendDays = async (campaignId: string) => {
  const rows = await queryRows<{ day: string; cost: string; charged: string; overdelivered: string }>(
    t.deps.db,
    sql`SELECT day::text, platform_cost_micros::text AS cost, charged::text, overdelivered::text
        FROM channel_spend_days WHERE campaign_id = ${campaignId} ORDER BY day`,
  );
  return rows.map((r) => ({
    day: r.day,
    cost: BigInt(r.cost),
    charged: BigInt(r.charged),
    overdelivered: BigInt(r.overdelivered),
  }));
};

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

/** What the platform itself reports for the campaign now (the connector's statistics, whole days). */
async function platformCost(ref: PlatformCampaignRef, from: CalendarDate, to: CalendarDate) {
  const stats = await connector.statistics({ ref, from, to });
  return {
    cost: sum(stats.filter((s) => s.hour === null).map((s) => s.costMicros)),
    impressions: stats.filter((s) => s.hour === null).reduce((n, s) => n + s.impressions, 0),
    clicks: stats.filter((s) => s.hour === null).reduce((n, s) => n + s.clicks, 0),
  };
}

describe('Google sandbox over-delivering 2×: sync → ledger → watch → over-delivery → consolidation → reconcile', () => {
  it('charges at most the reservation, books the rest as over-delivery, and reconciles', async () => {
    const db = t.deps.db;
    const overBefore = await balanceOf({ db, type: 'platform_overdelivery', currency: 'BRL' });
    const firstDay = saoPauloDateOf(t.deps.now());
    const watched = await channelCampaign();
    const stalled = await channelCampaign();
    const channelStatus = async (campaignId: string) =>
      (
        await queryRows<{ status: string; paused_by_watch_at: string | null }>(
          db,
          sql`SELECT status, paused_by_watch_at::text FROM channel_campaigns WHERE campaign_id = ${campaignId}`,
        )
      )[0]!;

    // 05:00 of the first day → noon of the second, a sync every 30 minutes (the stalled one's stop at 08:00).
    const budgetsSet: bigint[] = [];
    const outageStart = new Date(t.deps.now().getTime() + 3 * hourMs);
    for (let step = 0; step < 62; step++) {
      t.deps.advance(hourMs / 2);
      const watchedSync = await syncChannelCampaign({ deps: t.deps, campaignId: watched.campaignId });
      expect(watchedSync.paused).toBe(false);
      if (watchedSync.budgetSet !== null) budgetsSet.push(watchedSync.budgetSet);
      // Never more charged than reserved, at any sync.
      expect((await reservationOf(watched.reservationId)).posted).toBeLessThanOrEqual(reservation);
      if (t.deps.now() < outageStart)
        await syncChannelCampaign({ deps: t.deps, campaignId: stalled.campaignId });
    }
    const back = await syncChannelCampaign({ deps: t.deps, campaignId: stalled.campaignId });
    const lastDay = saoPauloDateOf(t.deps.now());
    expect(lastDay).toBe(addCalendarDays(firstDay, 1));

    // WATCHED: the watch lowered the platform's budget as the reservation was spent (each new budget
    // below the last, so that the platform's 2× of it always fits in what remains): it runs on,
    // within the reservation, without ever needing a pause.
    expect(budgetsSet.length).toBeGreaterThan(10);
    for (let i = 1; i < budgetsSet.length; i++) expect(budgetsSet[i]!).toBeLessThan(budgetsSet[i - 1]!);
    expect(await channelStatus(watched.campaignId)).toMatchObject({ status: 'active' });
    const watchedDays = await spendDays(watched.campaignId);
    const watchedPlatform = await platformCost(watched.ref, firstDay, lastDay);
    // Everything the platform reported is posted (what it spent in the seconds since the last sync
    // is the next sync's), and fitted in the reservation: nothing over-delivered.
    const fetched = await store.platformStats({
      campaignIds: [watched.campaignId],
      from: firstDay,
      to: lastDay,
    });
    expect(sum(watchedDays.map((d) => d.cost))).toBe(
      sum(fetched.filter((r) => r.hour === null).map((r) => r.costMicros)),
    );
    expect(watchedPlatform.cost - sum(watchedDays.map((d) => d.cost))).toBeLessThan(1_000_000n);
    expect(sum(watchedDays.map((d) => d.overdelivered))).toBe(0n);
    expect(sum(watchedDays.map((d) => d.charged))).toBe(sum(watchedDays.map((d) => d.cost)) / 10_000n);
    expect(watchedPlatform.cost / 10_000n).toBeLessThan(reservation);

    // STALLED: beyond the reservation while nobody watched; the watch's first sync back paused it
    // on the platform (nothing remains), and nothing accrues there after the pause.
    expect(back.paused).toBe(true);
    expect(await channelStatus(stalled.campaignId)).toMatchObject({ status: 'paused' });
    expect((await channelStatus(stalled.campaignId)).paused_by_watch_at).not.toBeNull();
    // What the platform spent between the sync's read and its pause (a cent or so) is the next
    // sync's: paused rows keep being synced until consolidation.
    await syncChannelCampaign({ deps: t.deps, campaignId: stalled.campaignId });
    const stalledDays = await spendDays(stalled.campaignId);
    const stalledPlatform = await platformCost(stalled.ref, firstDay, lastDay);
    const stalledCost = sum(stalledDays.map((d) => d.cost));
    expect(stalledCost).toBe(stalledPlatform.cost);
    t.deps.advance(hourMs);
    expect((await platformCost(stalled.ref, firstDay, lastDay)).cost).toBe(stalledPlatform.cost);
    // The sandbox's 2×: the first day (from 05:00) at twice the ≈ R$ 100,00 budget the outage left
    // in force, then a fresh day at the same budget.
    expect(stalledDays.map((d) => d.day)).toEqual([firstDay, lastDay]);
    expect(stalledDays[0]!.cost).toBeGreaterThan(150_000_000n);
    expect(stalledDays[0]!.cost).toBeLessThanOrEqual(200_000_000n);
    expect(stalledCost / 10_000n).toBeGreaterThan(reservation);
    const charged = sum(stalledDays.map((d) => d.charged));
    const overdelivered = sum(stalledDays.map((d) => d.overdelivered));
    expect(charged).toBe(reservation);
    expect(overdelivered).toBe(stalledCost / 10_000n - reservation);
    expect(await reservationOf(stalled.reservationId)).toMatchObject({ posted: reservation, status: 'open' });
    expect(await balanceOf({ db, type: 'platform_overdelivery', currency: 'BRL' })).toBe(
      overBefore - overdelivered,
    );

    // The campaign page reads the platform's figures (issue 27): totals and days from platform_stats.
    const user = await createSignedInUser({
      db,
      companyId: stalled.companyId,
      role: 'user',
      now: t.deps.now(),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/campaigns/${stalled.campaignId}/delivery`,
      headers: user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const delivery = res.json<{ data: CampaignDelivery }>().data;
    expect(delivery.totals).toMatchObject({
      impressions: stalledPlatform.impressions,
      clicks: stalledPlatform.clicks,
      spend_micros: stalledPlatform.cost.toString(),
    });
    expect(delivery.totals.impressions).toBeGreaterThan(0);
    expect(delivery.days.map((d) => d.date)).toEqual([firstDay, lastDay]);
    expect(delivery.days.map((d) => d.spend)).toEqual(
      stalledDays.map((d) => [{ currency: 'BRL', amount: (d.cost / 10_000n).toString() }]),
    );
    expect(delivery.reservation).toMatchObject({ reserved: '20000', spent: '20000', remaining: '0' });

    // Both finish; consolidation's final sync posts the platform's last figures, then releases.
    await db.execute(
      sql`UPDATE campaigns SET status = 'finished', finished_at = now(), consolidation_due_at = ${new Date(t.deps.now().getTime() - 1_000)}
          WHERE id IN (${watched.campaignId}, ${stalled.campaignId})`,
    );
    const watchedWallet = await balanceOf({ db, accountId: watched.walletId });
    const watchedBefore = await reservationOf(watched.reservationId);
    await consolidateDueCampaigns({ deps: t.deps });
    // The final sync posted the hour since, and paused the watched campaign on the platform.
    expect(await channelStatus(watched.campaignId)).toMatchObject({ status: 'paused' });
    const watchedLast = await platformCost(watched.ref, firstDay, lastDay);
    expect(watchedLast.cost).toBeGreaterThan(watchedPlatform.cost);
    expect(sum((await spendDays(watched.campaignId)).map((d) => d.cost))).toBe(watchedLast.cost);
    expect((await reservationOf(watched.reservationId)).posted).toBe(watchedLast.cost / 10_000n);
    expect(watchedLast.cost / 10_000n).toBeGreaterThan(watchedBefore.posted);
    const watchedFinal = await reservationOf(watched.reservationId);
    expect(watchedFinal.status).toBe('resolved');
    expect(watchedFinal.posted + watchedFinal.released).toBe(reservation);
    expect(await balanceOf({ db, accountId: watched.walletId })).toBe(watchedWallet + watchedFinal.released);
    expect(await reservationOf(stalled.reservationId)).toMatchObject({
      posted: reservation,
      released: 0n,
      status: 'resolved',
    });

    // `npm run delivery:reconcile`: platform figures, day rows, ledger and reservations agree.
    expect(await reconcileDelivery({ db, store })).toEqual([]);
    await expectLedgerBalanced(db);
  }, 180_000);
});
