import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { addCalendarDays, reportDefinitionSchema, saoPauloDateOf } from '@verba/domain';
import { createEventStore, type EventStore } from '@verba/events';
import { createTestDeps, type TestDeps } from '../testing';
import { createMemoryBlobStore, provideBlobStore } from '../storage';
import { RecordingConnector } from '../channels/testing/recording-connector';
import { expectLedgerBalanced } from '../ledger/testing';
import { consolidateDueCampaigns } from '../campaigns/review/consolidate-campaigns';
import { runReport } from '../reports/run-report';
import { getCampaignForecast } from '../campaigns/forecast/get-campaign-forecast';
import { demoAdminActor } from './seed-demo-finance';
import { seedDemo } from './seed-demo';
import { generateDemoHistory, historyDayEvents, historyOrderAmounts } from './demo-history';
import type { DemoHistoryCampaign } from './demo-history-data';

/**
 * Issue 29: the demo's history goes through the event store's own path (events → materialized
 * views → rollups the reports read), is resumable and idempotent, and its money goes through the
 * ledger as a real campaign's does: paid, reserved, spent day by day by the spend poster's step,
 * consolidated — so the demo agency's report spend equals its ledger spend.
 */
describe('generateDemoHistory', () => {
  let deps: TestDeps;
  let store: EventStore;
  beforeAll(async () => {
    deps = await createTestDeps({ channelsMode: 'sandbox', trackingSecret: 'demo-history-tracking-secret' });
    provideBlobStore(deps, createMemoryBlobStore());
    deps.channelConnectors = {
      google_ads: new RecordingConnector('google_ads', ['SEARCH', 'YOUTUBE']),
      meta: new RecordingConnector('meta', ['META_ADS']),
      spotify: new RecordingConnector('spotify', ['AUDIO']),
      manual: new RecordingConnector('manual', ['MANUAL']),
    };
    store = await createEventStore({
      dataDir: mkdtempSync(join(tmpdir(), 'demo-history-')),
      shipIntervalMs: 50,
    });
    deps.events = store;
  });
  afterAll(async () => {
    await store.close();
    await deps.database.close();
  });

  const plan: DemoHistoryCampaign[] = [
    {
      template: 'Lançamento Torra Especial',
      name: 'Café de teste',
      startDaysAgo: 40,
      days: 3,
      scale: 0.02,
      season: 1,
    },
    {
      template: 'Push Black Friday',
      name: 'Push de teste',
      startDaysAgo: 20,
      days: 2,
      scale: 0.05,
      season: 1.5,
    },
  ];

  const balances = () =>
    queryRows<{ owner_id: string; balance: string }>(
      deps.db,
      sql`SELECT owner_id, balance::text FROM ledger_accounts WHERE type = 'advertiser_wallet' ORDER BY owner_id`,
    );

  it('writes finished campaigns and their days through the event store, once, their money through the ledger', async () => {
    await seedDemo({ deps });
    const before = await balances();
    const errors = vi.spyOn(deps.logger, 'warn');

    const first = await generateDemoHistory({ deps, store, plan, pause: async () => {} });
    expect(errors).not.toHaveBeenCalled();
    expect(first).toMatchObject({ campaigns: 2, daysWritten: 5 });
    expect(first.events).toBeGreaterThan(1_000);

    const today = saoPauloDateOf(deps.now());
    const rows = await queryRows<{
      id: string;
      name: string;
      status: string;
      start_date: string;
      end_date: string;
      reservation_id: string | null;
    }>(
      deps.db,
      sql`SELECT id, name, status, start_date::text, end_date::text, reservation_id FROM campaigns
          WHERE name IN ('Café de teste', 'Push de teste') ORDER BY name`,
    );
    expect(rows.map((r) => [r.name, r.status, r.start_date, r.end_date, r.reservation_id !== null])).toEqual([
      ['Café de teste', 'finished', addCalendarDays(today, -40), addCalendarDays(today, -38), true],
      ['Push de teste', 'finished', addCalendarDays(today, -20), addCalendarDays(today, -19), true],
    ]);

    // The report engine reads the days from the rollups the events fed: impressions and spend
    // equal a plain recomputation from the generated events.
    const admin = (await demoAdminActor(deps, 'admin@verba.demo'))!;
    const cafe = rows[0]!;
    const ref = { impressions: 0, spendMicros: 0, people: new Set<string>() };
    const [tree] = await queryRows<{ n: number }>(
      deps.db,
      sql`SELECT count(*)::int AS n FROM demo_history_days WHERE campaign_id = ${cafe.id}`,
    );
    expect(tree!.n).toBe(3);
    const page = await runReport({
      deps,
      actor: admin,
      input: {
        definition: reportDefinitionSchema.parse({
          dimensions: ['date'],
          metrics: ['impressions', 'spend', 'reach', 'clicks'],
          filters: { campaign_ids: [cafe.id] },
          range: { from: addCalendarDays(today, -45), to: addCalendarDays(today, -30) },
          sort: { by: 'date', direction: 'asc' },
        }),
      },
    });
    expect(page.rows.map((r) => r.dimensions.date!.id)).toEqual(
      [0, 1, 2].map((d) => addCalendarDays(today, -40 + d)),
    );
    // Recompute from the same deterministic generator.
    const [campaign] = await queryRows<{ company_id: string; advertiser_id: string }>(
      deps.db,
      sql`SELECT company_id, advertiser_id FROM campaigns WHERE id = ${cafe.id}`,
    );
    expect(campaign!.company_id).toBe(admin.companyId);
    const strategies = await queryRows<{
      id: string;
      group_id: string;
      budget: string;
      bid_type: 'CPM';
      bid_amount: string;
      targeting: object;
    }>(
      deps.db,
      sql`SELECT id, group_id, budget::text, bid_type, bid_amount::text, targeting FROM campaign_strategies WHERE campaign_id = ${cafe.id} AND deleted_at IS NULL`,
    );
    const creatives = await queryRows<{ creative_id: string }>(
      deps.db,
      sql`SELECT creative_id FROM campaign_creatives WHERE campaign_id = ${cafe.id}`,
    );
    for (let d = 0; d < 3; d++)
      for (const e of historyDayEvents(
        {
          id: cafe.id,
          companyId: admin.companyId,
          advertiserId: campaign!.advertiser_id,
          creativeIds: creatives.map((c) => c.creative_id),
          startDate: cafe.start_date,
          days: 3,
          season: 1,
          strategies: strategies.map((s) => ({
            id: s.id,
            groupId: s.group_id,
            budget: BigInt(s.budget),
            bidType: s.bid_type,
            bidAmount: BigInt(s.bid_amount),
            targeting: s.targeting,
          })),
        },
        d,
      )) {
        if (e.type === 'impression') {
          ref.impressions += 1;
          ref.people.add(e.userKey);
        }
        ref.spendMicros += e.costMicros;
      }
    expect(page.totals.metrics.impressions).toBe(ref.impressions);
    expect(page.totals.metrics.spend).toBeCloseTo(ref.spendMicros / 10_000, 6);
    // Just under its budget, never above (spend never exceeds what a campaign could reserve).
    const [budget] = await queryRows<{ budget: string }>(
      deps.db,
      sql`SELECT budget::text FROM campaigns WHERE id = ${cafe.id}`,
    );
    expect(page.totals.metrics.spend).toBeLessThanOrEqual(Number(budget!.budget));
    // (Three days of ramp-up: well under the 93 % of a whole flight.)
    expect(page.totals.metrics.spend).toBeGreaterThan(Number(budget!.budget) * 0.4);
    expect(page.totals.metrics.reach).toBeGreaterThan(ref.people.size * 0.97);
    expect(page.totals.metrics.reach).toBeLessThan(ref.people.size * 1.03);
    // Plausible: a CPM under the bid, a frequency of one to four.
    const cpm = (ref.spendMicros / 10_000 / ref.impressions) * 1000;
    expect(cpm).toBeGreaterThan(200);
    expect(cpm).toBeLessThan(700);
    expect(ref.impressions / ref.people.size).toBeGreaterThan(1);
    expect(ref.impressions / ref.people.size).toBeLessThan(4);

    // The history has a browser and a content category (as the live demo traffic): the reports by
    // browser and by content category show its days, nothing in "unknown", Chrome the most seen.
    for (const dimension of ['browser', 'content_category'] as const) {
      const by = await runReport({
        deps,
        actor: admin,
        input: {
          definition: reportDefinitionSchema.parse({
            dimensions: [dimension],
            metrics: ['impressions'],
            filters: { campaign_ids: [cafe.id] },
            range: { from: addCalendarDays(today, -45), to: addCalendarDays(today, -30) },
            sort: { by: 'impressions', direction: 'desc' },
          }),
        },
      });
      const ids = by.rows.map((r) => r.dimensions[dimension]!.id);
      expect(ids.length).toBeGreaterThan(1);
      expect(ids).not.toContain('');
      expect(by.rows.reduce((n, r) => n + r.metrics.impressions!, 0)).toBe(ref.impressions);
      if (dimension === 'browser') expect(ids[0]).toBe('CHROME');
    }

    // Forecast at its (past) publish against delivered.
    const forecast = await getCampaignForecast({ deps, actor: admin, id: cafe.id });
    expect(forecast).toMatchObject({ finished: true, delivered: { impressions: ref.impressions } });
    expect(forecast.forecast!.impressions).toBeGreaterThan(0);

    // Its money. Every history campaign was paid for (a Pix order of its budget), reserved, spent
    // day by day and is due for consolidation; the sweep returns the unspent budget to the wallet.
    const money = await queryRows<{
      id: string;
      advertiser_id: string;
      budget: string;
      reserved: string;
      posted: string;
      due: boolean;
    }>(
      deps.db,
      sql`SELECT c.id, c.advertiser_id, c.budget::text, r.amount::text AS reserved, r.posted::text AS posted,
                 c.consolidation_due_at IS NOT NULL AS due
          FROM campaigns c JOIN ledger_reservations r ON r.id = c.reservation_id
          WHERE c.name IN ('Café de teste', 'Push de teste') ORDER BY c.name`,
    );
    expect(money).toHaveLength(2);
    for (const m of money) {
      expect(m.reserved).toBe(m.budget);
      expect(Number(m.posted)).toBeGreaterThan(0);
      expect(Number(m.posted)).toBeLessThanOrEqual(Number(m.budget));
      expect(m.due).toBe(true);
    }
    // Paid with Pix orders within the order limits (R$ 500,00 to R$ 50.000,00).
    const paidOf = (m: (typeof money)[number]) =>
      historyOrderAmounts(BigInt(m.budget), 'BRL').reduce((a, b) => a + Number(b), 0);
    for (const m of money) expect(paidOf(m)).toBeGreaterThanOrEqual(Number(m.budget));
    expect(historyOrderAmounts(12_000_000n, 'BRL')).toEqual([5_000_000n, 5_000_000n, 2_000_000n]);
    expect(historyOrderAmounts(30_000n, 'BRL')).toEqual([50_000n]);
    expect(await consolidateDueCampaigns({ deps })).toBeGreaterThanOrEqual(2);
    const released = await queryRows<{ released: string; status: string }>(
      deps.db,
      sql`SELECT r.released::text AS released, r.status FROM campaigns c JOIN ledger_reservations r ON r.id = c.reservation_id
          WHERE c.name IN ('Café de teste', 'Push de teste') ORDER BY c.name`,
    );
    expect(released.map((r, i) => Number(r.released) + Number(money[i]!.posted))).toEqual(
      money.map((m) => Number(m.budget)),
    );
    // The wallets: each advertiser paid for its campaigns and kept what they did not spend.
    const after = await balances();
    for (const wallet of before) {
      const kept = money
        .filter((m) => m.advertiser_id === wallet.owner_id)
        .reduce((sum, m) => sum + paidOf(m) - Number(m.posted), 0);
      expect(Number(after.find((w) => w.owner_id === wallet.owner_id)!.balance)).toBe(
        Number(wallet.balance) + kept,
      );
    }

    // Again: nothing more is written or paid; wallets and ledger as they were.
    expect(await generateDemoHistory({ deps, store, plan, pause: async () => {} })).toMatchObject({
      campaigns: 2,
      daysWritten: 0,
      events: 0,
    });
    expect(await balances()).toEqual(after);
    await expectLedgerBalanced(deps.db);
    // (Seeds the demo, pays, writes and posts five campaign-days: slow on a loaded machine.)
  }, 180_000);

  it('the demo agency’s report spend is its ledger spend, per campaign, strategy and day', async () => {
    const admin = (await demoAdminActor(deps, 'admin@verba.demo'))!;
    const today = saoPauloDateOf(deps.now());
    // Every spend the ledger holds for the agency's campaigns, by campaign, strategy and São Paulo day
    // (a posting's key names its strategy and minute: spend:<strategy>:<minute>).
    const postings = await queryRows<{ campaign: string; key: string; amount: string }>(
      deps.db,
      sql`SELECT t.metadata ->> 'campaign' AS campaign, t.idempotency_key AS key, t.amount::text AS amount
          FROM ledger_transfers t JOIN campaigns c ON c.id::text = t.metadata ->> 'campaign'
          WHERE t.kind = 'spend' AND c.company_id = ${admin.companyId}`,
    );
    expect(postings.length).toBeGreaterThan(0);
    const ledger = {
      byCampaign: new Map<string, number>(),
      byStrategy: new Map<string, number>(),
      byDay: new Map<string, number>(),
    };
    const add = (map: Map<string, number>, key: string, amount: number) =>
      map.set(key, (map.get(key) ?? 0) + amount);
    for (const p of postings) {
      const [, strategy, ...minute] = p.key.split(':');
      const day = saoPauloDateOf(new Date(minute.join(':')));
      add(ledger.byCampaign, p.campaign, Number(p.amount));
      add(ledger.byStrategy, strategy!, Number(p.amount));
      add(ledger.byDay, `${p.campaign}|${day}`, Number(p.amount));
    }
    const run = (dimensions: ('campaign' | 'strategy' | 'date')[]) =>
      runReport({
        deps,
        actor: admin,
        input: {
          definition: reportDefinitionSchema.parse({
            dimensions,
            metrics: ['spend'],
            range: { from: addCalendarDays(today, -399), to: today },
          }),
          page_size: 500,
        },
      });
    const strategiesOf = await queryRows<{ campaign_id: string; n: number }>(
      deps.db,
      sql`SELECT campaign_id, count(*)::int AS n FROM campaign_strategies GROUP BY campaign_id`,
    );
    const strategyCount = new Map(strategiesOf.map((r) => [r.campaign_id, r.n]));
    // Per strategy, the ledger posted the report's spend in whole centavos: what is left is the
    // sub-centavo remainder the poster carries to the strategy's next posting (under 1 centavo).
    const byStrategy = await run(['strategy']);
    const reported = byStrategy.rows.filter((r) => (r.metrics.spend ?? 0) > 0);
    expect(reported.length).toBe(ledger.byStrategy.size);
    for (const row of reported)
      expect(ledger.byStrategy.get(row.dimensions.strategy!.id)).toBe(Math.floor(row.metrics.spend! + 1e-9));
    // Per campaign and in total: equal to the centavo but for those remainders (one per strategy).
    const byCampaign = await run(['campaign']);
    for (const row of byCampaign.rows.filter((r) => (r.metrics.spend ?? 0) > 0)) {
      const diff = row.metrics.spend! - ledger.byCampaign.get(row.dimensions.campaign!.id)!;
      expect(diff).toBeGreaterThanOrEqual(0);
      expect(diff).toBeLessThan(strategyCount.get(row.dimensions.campaign!.id)!);
    }
    const ledgerTotal = [...ledger.byCampaign.values()].reduce((a, b) => a + b, 0);
    expect(byCampaign.totals.metrics.spend! - ledgerTotal).toBeGreaterThanOrEqual(0);
    expect(byCampaign.totals.metrics.spend! - ledgerTotal).toBeLessThan(ledger.byStrategy.size);
    // Per day: each day's posting is that day's spend, give or take the carried remainders.
    const byDay = await run(['campaign', 'date']);
    const days = byDay.rows.filter((r) => (r.metrics.spend ?? 0) > 0);
    expect(days.length).toBe(ledger.byDay.size);
    for (const row of days) {
      const key = `${row.dimensions.campaign!.id}|${row.dimensions.date!.id}`;
      expect(Math.abs(row.metrics.spend! - ledger.byDay.get(key)!)).toBeLessThan(
        strategyCount.get(row.dimensions.campaign!.id)!,
      );
    }
  });
});
