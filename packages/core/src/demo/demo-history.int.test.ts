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
import { runReport } from '../reports/run-report';
import { getCampaignForecast } from '../campaigns/forecast/get-campaign-forecast';
import { demoAdminActor } from './seed-demo-finance';
import { seedDemo } from './seed-demo';
import { generateDemoHistory, historyDayEvents } from './demo-history';
import type { DemoHistoryCampaign } from './demo-history-data';

/**
 * Issue 29: the demo's history goes through the event store's own path (events → materialized
 * views → rollups the reports read), is resumable and idempotent, and leaves the wallets and the
 * ledger as the demo seed made them.
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

  it('writes finished campaigns and their days through the event store, once, wallets untouched', async () => {
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
    expect(rows.map((r) => [r.name, r.status, r.start_date, r.end_date, r.reservation_id])).toEqual([
      ['Café de teste', 'finished', addCalendarDays(today, -40), addCalendarDays(today, -38), null],
      ['Push de teste', 'finished', addCalendarDays(today, -20), addCalendarDays(today, -19), null],
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

    // Forecast at its (past) publish against delivered.
    const forecast = await getCampaignForecast({ deps, actor: admin, id: cafe.id });
    expect(forecast).toMatchObject({ finished: true, delivered: { impressions: ref.impressions } });
    expect(forecast.forecast!.impressions).toBeGreaterThan(0);

    // Again: nothing more is written; wallets and ledger as the seed left them.
    expect(await generateDemoHistory({ deps, store, plan, pause: async () => {} })).toMatchObject({
      campaigns: 2,
      daysWritten: 0,
      events: 0,
    });
    expect(await balances()).toEqual(before);
    await expectLedgerBalanced(deps.db);
  });
});
