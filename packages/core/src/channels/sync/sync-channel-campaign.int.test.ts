import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { addCalendarDays, platformDailyBudget, saoPauloDateOf } from '@verba/domain';
import { createEventStore, type EventStore } from '@verba/events';
import { createTestDeps, type TestDeps } from '../../testing';
import { consolidateDueCampaigns } from '../../campaigns/review/consolidate-campaigns';
import { balanceOf } from '../../ledger/balance-of';
import { expectLedgerBalanced } from '../../ledger/testing';
import { reconcileDelivery } from '../../delivery/spend/reconcile-delivery';
import { reconcileChannelSpend } from '../money/reconcile-channel-spend';
import { insertChannelCampaign } from '../testing/channel-campaign';
import { scriptedConnector, type ScriptedConnector } from '../testing/scripted-connector';
import { channelSyncJob } from './jobs';
import { runChannelSync, syncChannelCampaigns } from './run-channel-sync';
import { syncChannelCampaign } from './sync-channel-campaign';
import { readRestatements } from './platform-restatements';

let deps: TestDeps;
let store: EventStore;
const dataDir = mkdtempSync(join(tmpdir(), 'verba-channel-sync-'));
const hourMs = 3_600_000;

beforeAll(async () => {
  deps = await createTestDeps({ channelSyncSeconds: 3_600, channelLookbackDays: 14 });
  store = await createEventStore({ dataDir, shipIntervalMs: 50 });
  deps.events = store;
  // Start the test clock just after a São Paulo midnight (UTC−3, no daylight saving since 2019).
  const now = deps.now().getTime();
  const midnight = Math.ceil((now - 3 * hourMs) / (24 * hourMs)) * 24 * hourMs + 3 * hourMs;
  deps.advance(midnight - now + 60_000);
});
afterAll(async () => {
  await store.close();
  await deps.database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const reais = (n: number) => BigInt(Math.round(n * 100)) * 10_000n;
const lookup = (connector: ScriptedConnector) => () => connector;

const reservationOf = async (reservationId: string) => {
  const [row] = await queryRows<{ amount: string; posted: string; released: string; status: string }>(
    deps.db,
    sql`SELECT amount::text, posted::text, released::text, status FROM ledger_reservations WHERE id = ${reservationId}`,
  );
  return {
    amount: BigInt(row!.amount),
    posted: BigInt(row!.posted),
    released: BigInt(row!.released),
    status: row!.status,
  };
};

const channelRow = async (campaignId: string) => {
  const [row] = await queryRows<{
    status: string;
    review: unknown;
    platform_daily_budget_micros: string | null;
    data_until: string | null;
    last_error: string | null;
    paused_by_watch_at: string | null;
  }>(
    deps.db,
    sql`SELECT status, review, platform_daily_budget_micros::text, data_until::text, last_error, paused_by_watch_at::text
        FROM channel_campaigns WHERE campaign_id = ${campaignId}`,
  );
  return row!;
};

const daysOf = (campaignId: string) =>
  queryRows<{ day: string; charged: string; overdelivered: string; revision: number }>(
    deps.db,
    sql`SELECT day::text, charged::text, overdelivered::text, revision FROM channel_spend_days
        WHERE campaign_id = ${campaignId} ORDER BY day`,
  );

describe('syncChannelCampaign', () => {
  it('posts the platform’s days, then only restatements; keeps the latest fetch; sets the budget from what remains', async () => {
    const connector = scriptedConnector();
    const today = saoPauloDateOf(deps.now());
    const endDate = addCalendarDays(today, 9);
    const { campaignId, reservationId, platformCampaignId } = await insertChannelCampaign({
      db: deps.db,
      connector,
      budget: 100_000n,
      endDate,
    });
    const [d1, d2] = [addCalendarDays(today, -2), addCalendarDays(today, -1)];
    connector.setDayCost(platformCampaignId, d1, reais(30), 'strategy-1');
    connector.setDayCost(platformCampaignId, d2, reais(20.5));
    connector.campaigns.get(platformCampaignId)!.review = {
      status: 'approved_limited',
      ads: [{ creativeId: 'cr-1', status: 'approved_limited', reasons: ['ALCOHOL'] }],
    };

    const first = await syncChannelCampaign({ deps, campaignId, connectors: lookup(connector) });
    expect(first.daysPosted).toEqual([
      { date: d1, chargedDelta: 3_000n, overdeliveredDelta: 0n },
      { date: d2, chargedDelta: 2_050n, overdeliveredDelta: 0n },
    ]);
    expect(await reservationOf(reservationId)).toMatchObject({ posted: 5_050n });
    const expectedBudget = platformDailyBudget({
      platform: 'google_ads',
      remainingMicros: 94_950n * 10_000n,
      today,
      endDate,
      campaignDailyBudgetMicros: null,
    });
    expect(first.budgetSet).toBe(expectedBudget);
    expect(connector.calls).toEqual([`setBudget:${platformCampaignId}:${expectedBudget}`]);
    expect(await channelRow(campaignId)).toMatchObject({
      status: 'active',
      review: { status: 'approved_limited' },
      platform_daily_budget_micros: expectedBudget.toString(),
      last_error: null,
    });
    expect((await channelRow(campaignId)).data_until).not.toBeNull();

    // Nothing changed on the platform: nothing moves, the budget is left alone.
    deps.advance(60_000);
    expect(await syncChannelCampaign({ deps, campaignId, connectors: lookup(connector) })).toMatchObject({
      daysPosted: [],
      budgetSet: null,
    });

    // The platform restates d1 down and d2 vanishes (restated to nothing): only the differences move.
    deps.advance(60_000);
    connector.setDayCost(platformCampaignId, d1, reais(25), 'strategy-1');
    connector.campaigns.get(platformCampaignId)!.days.delete(d2);
    const third = await syncChannelCampaign({ deps, campaignId, connectors: lookup(connector) });
    expect(third.daysPosted).toEqual([
      { date: d1, chargedDelta: -500n, overdeliveredDelta: 0n },
      { date: d2, chargedDelta: -2_050n, overdeliveredDelta: 0n },
    ]);
    expect(await reservationOf(reservationId)).toMatchObject({ posted: 2_500n });
    expect((await daysOf(campaignId)).map((d) => [d.day, d.charged, d.revision])).toEqual([
      [d1, '2500', 2],
      [d2, '0', 2],
    ]);
    await store.flush();
    const stats = await store.platformStats({ campaignIds: [campaignId], from: d1, to: today });
    expect(stats.map((s) => [s.day, s.strategyId, s.costMicros])).toEqual([
      [d1, 'strategy-1', reais(25)],
      [d2, '', 0n],
    ]);
    expect(await reconcileChannelSpend({ db: deps.db, store })).toEqual([]);
    await expectLedgerBalanced(deps.db);

    // The restatement log (PostgreSQL 0074): both days had ended when first shown, so both changes
    // are restatements, with the figures shown before and the new ones; the unchanged sync logged none.
    const [{ company_id: companyId }] = (await queryRows<{ company_id: string }>(
      deps.db,
      sql`SELECT company_id::text FROM campaigns WHERE id = ${campaignId}`,
    )) as [{ company_id: string }];
    const logged = await readRestatements(deps, { companyId, campaignIds: [campaignId] });
    expect(
      logged
        .map((r) => [r.day, r.before.costMicros, r.after.costMicros, r.platform, r.currency])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    ).toEqual([
      [d1, reais(30), reais(25), 'google_ads', 'BRL'],
      [d2, reais(20.5), 0n, 'google_ads', 'BRL'],
    ]);
    for (const r of logged) expect(r.previousFetchedAt.getTime()).toBeLessThan(r.detectedAt.getTime());
    // Another company sees none of them.
    expect(await readRestatements(deps, { companyId: randomUUID(), campaignIds: [campaignId] })).toEqual([]);

    // Today growing while it runs is not a restatement.
    deps.advance(60_000);
    connector.setDayCost(platformCampaignId, today, reais(1), 'strategy-1');
    await syncChannelCampaign({ deps, campaignId, connectors: lookup(connector) });
    deps.advance(60_000);
    connector.setDayCost(platformCampaignId, today, reais(2), 'strategy-1');
    await syncChannelCampaign({ deps, campaignId, connectors: lookup(connector) });
    expect(await readRestatements(deps, { companyId, campaignIds: [campaignId] })).toHaveLength(2);
  });

  /**
   * An hourly simulation of a platform: it spends `hourly(daily budget, hour of day, spent today)`
   * each hour while active, reports with an hour's delay, and after a pause still charges one more
   * hour of clicks already in flight. Syncs every hour (CHANNEL_SYNC_SECONDS 3600 here).
   */
  async function simulate({
    budget,
    days,
    hourly,
  }: {
    budget: bigint;
    days: number;
    hourly: (dailyBudgetMicros: bigint, hourOfDay: number, spentToday: bigint) => bigint;
  }) {
    const connector = scriptedConnector();
    const today = saoPauloDateOf(deps.now());
    const campaign = await insertChannelCampaign({
      db: deps.db,
      connector,
      budget,
      endDate: addCalendarDays(today, days - 1),
    });
    const platform = connector.campaigns.get(campaign.platformCampaignId)!;
    const actual = new Map<string, bigint>();
    let inFlight = false;
    let spentBeforePauseTookEffect: bigint | null = null;
    for (let step = 0; step < days * 24 && !inFlight; step++) {
      const reported = new Map(actual);
      deps.advance(hourMs);
      const now = deps.now();
      const day = saoPauloDateOf(now);
      const hourOfDay = Math.floor(((now.getTime() - 3 * hourMs) % (24 * hourMs)) / hourMs);
      const spentToday = actual.get(day) ?? 0n;
      if (platform.status === 'active') {
        const spent =
          platform.dailyBudgetMicros === null
            ? 0n
            : hourly(platform.dailyBudgetMicros, hourOfDay, spentToday);
        actual.set(day, spentToday + spent);
      } else {
        // Clicks already in flight when the pause arrived: one more hour at the platform's rate.
        spentBeforePauseTookEffect = [...actual.values()].reduce((a, b) => a + b, 0n);
        actual.set(day, spentToday + hourly(platform.dailyBudgetMicros ?? 0n, hourOfDay, 0n));
        inFlight = true;
      }
      for (const [d, micros] of reported) connector.setDayCost(campaign.platformCampaignId, d, micros);
      await syncChannelCampaign({ deps, campaignId: campaign.campaignId, connectors: lookup(connector) });
    }
    // The last figures arrive once the platform stopped.
    for (const [d, micros] of actual) connector.setDayCost(campaign.platformCampaignId, d, micros);
    await syncChannelCampaign({ deps, campaignId: campaign.campaignId, connectors: lookup(connector) });
    const platformCentavos = [...actual.values()].reduce((a, b) => a + b / 10_000n, 0n);
    return { ...campaign, connector, spentBeforePauseTookEffect, platformCentavos };
  }

  async function expectChargedAtMostTheReservation(
    run: Awaited<ReturnType<typeof simulate>>,
    budget: bigint,
    overBefore: bigint,
    overdelivery: boolean,
  ) {
    const { campaignId, reservationId, platformCampaignId, connector } = run;
    expect(connector.calls.filter((c) => c.startsWith('pause:'))).toEqual([`pause:${platformCampaignId}`]);
    expect(await channelRow(campaignId)).toMatchObject({ status: 'paused' });
    expect((await channelRow(campaignId)).paused_by_watch_at).not.toBeNull();
    // Paused in time: what the platform spent before the pause took effect fits in the reservation.
    expect(run.spentBeforePauseTookEffect).not.toBeNull();
    expect(run.spentBeforePauseTookEffect! <= budget * 10_000n).toBe(true);
    const reservation = await reservationOf(reservationId);
    const days = await daysOf(campaignId);
    const charged = days.reduce((a, d) => a + BigInt(d.charged), 0n);
    const overdelivered = days.reduce((a, d) => a + BigInt(d.overdelivered), 0n);
    expect(reservation.posted).toBe(charged);
    expect(charged <= budget).toBe(true);
    expect(charged + overdelivered).toBe(run.platformCentavos);
    if (overdelivery) {
      // The clicks in flight after the pause went beyond the reservation: Verba's, not the advertiser's.
      expect(run.platformCentavos > budget).toBe(true);
      expect(charged).toBe(budget);
      expect(overdelivered).toBe(run.platformCentavos - budget);
    } else {
      // Paused early enough that even the clicks in flight fit.
      expect(run.platformCentavos <= budget).toBe(true);
      expect(overdelivered).toBe(0n);
    }
    expect(await balanceOf({ db: deps.db, type: 'platform_overdelivery', currency: 'BRL' })).toBe(
      overBefore - overdelivered,
    );
    expect(await reconcileChannelSpend({ db: deps.db, store })).toEqual([]);
    await expectLedgerBalanced(deps.db);
  }

  it('a platform spending 2× its daily budget in a burst: paused once the reservation is spent, the advertiser pays at most it', async () => {
    const overBefore = await balanceOf({ db: deps.db, type: 'platform_overdelivery', currency: 'BRL' });
    const budget = 20_000n; // R$ 200,00 reserved, two days
    // The whole day's 2× in the first hour of the day (Google's rule allows it).
    const run = await simulate({
      budget,
      days: 2,
      hourly: (daily, _hour, spentToday) => (spentToday < 2n * daily ? 2n * daily - spentToday : 0n),
    });
    await expectChargedAtMostTheReservation(run, budget, overBefore, true);
  });

  it('a platform spending beyond its own 2× rule: the watch pauses it on the spend rate before the reservation runs out', async () => {
    const overBefore = await balanceOf({ db: deps.db, type: 'platform_overdelivery', currency: 'BRL' });
    const budget = 50_000n; // R$ 500,00 reserved over ten days: R$ 50,00 a day
    // Twice the daily budget EVERY hour: 48× a day, far beyond what Google allows itself.
    const run = await simulate({ budget, days: 10, hourly: (daily) => 2n * daily });
    await expectChargedAtMostTheReservation(run, budget, overBefore, false);
    // The watch acted on the rate while money still remained (its two intervals cover the
    // reporting delay and the clicks in flight), not once the reservation had run out.
    expect(run.spentBeforePauseTookEffect! < budget * 10_000n).toBe(true);
  });
});

describe('the channel sync runner', () => {
  it('syncs every campaign due, one failing platform never stopping the others, and keeps its chain', async () => {
    const connector = scriptedConnector();
    const today = saoPauloDateOf(deps.now());
    const ok = await insertChannelCampaign({
      db: deps.db,
      connector,
      budget: 10_000n,
      endDate: addCalendarDays(today, 3),
    });
    const broken = await insertChannelCampaign({
      db: deps.db,
      connector,
      budget: 10_000n,
      endDate: addCalendarDays(today, 3),
    });
    connector.setDayCost(ok.platformCampaignId, today, reais(1.23));
    connector.campaigns.get(broken.platformCampaignId)!.failure = new Error('UNAUTHENTICATED: token revoked');

    const round = await syncChannelCampaigns({ deps, connectors: lookup(connector) });
    expect(round.failed).toBeGreaterThanOrEqual(1);
    expect(await reservationOf(ok.reservationId)).toMatchObject({ posted: 123n });
    expect(await channelRow(broken.campaignId)).toMatchObject({
      last_error: 'UNAUTHENTICATED: token revoked',
    });
    expect(await channelRow(ok.campaignId)).toMatchObject({ last_error: null });

    // The job enqueues its next slot first (one per CHANNEL_SYNC_SECONDS), then syncs (here without
    // a registered connector: the registry has none for google_ads in this branch's tests).
    await runChannelSync({ deps });
    const slot = Math.floor(deps.now().getTime() / 3_600_000) + 1;
    const jobs = await queryRows<{ dedupe_key: string }>(
      deps.db,
      sql`SELECT dedupe_key FROM jobs WHERE kind = ${channelSyncJob} ORDER BY dedupe_key`,
    );
    expect(jobs.map((j) => j.dedupe_key)).toContain(`${channelSyncJob}:${slot}`);
    expect(jobs.map((j) => j.dedupe_key)).toContain(`${channelSyncJob}:start`);
  });
});

describe('consolidation of a channel campaign', () => {
  it('posts the platform’s final figures before releasing the reservation; waits while the platform cannot be read', async () => {
    const connector = scriptedConnector();
    const today = saoPauloDateOf(deps.now());
    const { campaignId, reservationId, walletId, platformCampaignId } = await insertChannelCampaign({
      db: deps.db,
      connector,
      budget: 10_000n,
      endDate: addCalendarDays(today, 3),
    });
    connector.setDayCost(platformCampaignId, today, reais(10));
    await syncChannelCampaign({ deps, campaignId, connectors: lookup(connector) });
    expect(await reservationOf(reservationId)).toMatchObject({ posted: 1_000n });

    // Finished; due for consolidation. The platform restates the day upwards meanwhile, and is down.
    await deps.db.execute(
      sql`UPDATE campaigns SET status = 'finished', finished_at = now(), consolidation_due_at = ${new Date(deps.now().getTime() - 1_000)}
          WHERE id = ${campaignId}`,
    );
    connector.setDayCost(platformCampaignId, today, reais(12.5));
    connector.campaigns.get(platformCampaignId)!.failure = new Error('UNAVAILABLE');
    await consolidateDueCampaigns({ deps, connectors: lookup(connector) });
    expect(await reservationOf(reservationId)).toMatchObject({ posted: 1_000n, status: 'open' });

    connector.campaigns.get(platformCampaignId)!.failure = null;
    const walletBefore = await balanceOf({ db: deps.db, accountId: walletId });
    await consolidateDueCampaigns({ deps, connectors: lookup(connector) });
    expect(await reservationOf(reservationId)).toMatchObject({
      posted: 1_250n,
      released: 8_750n,
      status: 'resolved',
    });
    expect(await balanceOf({ db: deps.db, accountId: walletId })).toBe(walletBefore + 8_750n);
    // Still active on the platform at consolidation: the final sync paused it there.
    expect(connector.calls).toContain(`pause:${platformCampaignId}`);
    expect(await channelRow(campaignId)).toMatchObject({ status: 'paused' });
    await expectLedgerBalanced(deps.db);
  });
});

describe('delivery:reconcile, channels section', () => {
  it('is clean after all of the above and reports every injected difference per campaign and day', async () => {
    expect(
      (await reconcileDelivery({ db: deps.db, store })).filter((d) => d.check.startsWith('channel_')),
    ).toEqual([]);

    const connector = scriptedConnector();
    const today = saoPauloDateOf(deps.now());
    const { campaignId, platformCampaignId } = await insertChannelCampaign({
      db: deps.db,
      connector,
      budget: 10_000n,
      endDate: addCalendarDays(today, 3),
    });
    connector.setDayCost(platformCampaignId, today, reais(4));
    await syncChannelCampaign({ deps, campaignId, connectors: lookup(connector) });
    expect(await reconcileChannelSpend({ db: deps.db, store })).toEqual([]);

    // The platform's newest figure was fetched but never posted, and the day row was tampered with.
    await store.appendPlatformStats([
      {
        campaignId,
        strategyId: '',
        platform: 'google_ads',
        day: today,
        hour: null,
        impressions: 1,
        clicks: 0,
        costMicros: reais(5),
        conversions: 0,
        conversionValueMicros: 0n,
        videoViews: 0,
        videoQuartiles: [0, 0, 0, 0],
        currency: 'BRL',
        fetchedAt: new Date(deps.now().getTime() + 1_000),
      },
    ]);
    await deps.db.execute(
      sql`UPDATE channel_spend_days SET charged = charged + 1, platform_cost_micros = platform_cost_micros + 10000
          WHERE campaign_id = ${campaignId}`,
    );
    const differences = await reconcileDelivery({ db: deps.db, store });
    expect(differences.map((d) => [d.check, d.campaignId, d.day ?? null, d.expected, d.actual])).toEqual([
      ['channel_platform_vs_days', campaignId, today, reais(5), reais(4.01)],
      ['channel_days_vs_ledger', campaignId, today, 401n, 400n],
      ['channel_reservation_vs_days', campaignId, null, 401n, 400n],
    ]);
  });
});
