import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { channelCampaigns } from '@verba/db';
import { addCalendarDays, saoPauloDateOf, standardReports, type ReportDefinition } from '@verba/domain';
import { createEventStore, type EventStore } from '@verba/events';
import type { Actor } from '@verba/core/deps';
import type { PlatformCampaignPlan } from '@verba/core/channels/connector';
import { createGoogleAdsConnector } from '@verba/core/channels/google-ads/google-ads-connector';
import { googleSandboxSettings, setGoogleSandboxKnobs } from '@verba/core/channels/google-ads/sandbox/index';
import { syncChannelCampaign } from '@verba/core/channels/sync/sync-channel-campaign';
import { recordRestatements } from '@verba/core/channels/sync/platform-restatements';
import { insertActiveCampaign } from '@verba/core/delivery/leases/testing';
import { runReport } from '@verba/core/reports/run-report';
import { createTestApp, type TestApp } from './testing';

/**
 * Issue 29, reports by keyword end to end: a SEARCH campaign with three keywords on the Google
 * sandbox the app serves, the channel sync fetching `FROM keyword_view` beside the campaign's
 * figures into platform_keyword_stats (events migration 0010, chDB), and /reports' keyword
 * dimension and the standard "by keyword" report showing one row per keyword in Google's notation,
 * adding up to the platform's totals.
 */
const hourMs = 3_600_000;
let t: TestApp;
let store: EventStore;
let connector: ReturnType<typeof createGoogleAdsConnector>;
const dataDir = mkdtempSync(join(tmpdir(), 'verba-keywords-'));

beforeAll(async () => {
  t = await createTestApp({
    channelsMode: 'sandbox',
    trackingSecret: 'k'.repeat(40),
    channelLookbackDays: 3,
  });
  store = await createEventStore({ dataDir, shipIntervalMs: 50 });
  t.deps.events = store;
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { endpoints, credentials } = googleSandboxSettings(t.deps.config, base);
  connector = createGoogleAdsConnector({ endpoints, credentials });
  t.deps.channelConnectors = { google_ads: connector };
  await setGoogleSandboxKnobs(t.deps.db, {
    randomDisapprovalShare: 0,
    reviewDelaySeconds: 60,
    restatement: false,
  });
  // 06:00 in São Paulo: the day's traffic is ahead.
  const now = t.deps.now().getTime();
  const midnight = Math.ceil((now - 3 * hourMs) / (24 * hourMs)) * 24 * hourMs + 3 * hourMs;
  t.deps.advance(midnight - now + 6 * hourMs);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await store?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const plan = (campaignId: string, today: string): PlatformCampaignPlan => ({
  campaignId,
  companyId: 'co',
  advertiserId: 'adv',
  type: 'SEARCH',
  name: `Café da Vila ${campaignId.slice(0, 8)}`,
  currency: 'BRL',
  startDate: today,
  endDate: addCalendarDays(today, 5),
  dailyBudgetMicros: 50_000_000n,
  groups: [
    {
      groupId: 'g-1',
      strategyId: 'st-1',
      name: 'Cafés especiais',
      bidType: 'CPC',
      bidMicros: 1_500_000n,
      keywords: [
        { text: 'café especial', matchType: 'PHRASE', negative: false },
        { text: 'café em grão', matchType: 'EXACT', negative: false },
        { text: 'cafeteria', matchType: 'BROAD', negative: false },
        { text: 'café solúvel', matchType: 'BROAD', negative: true },
      ],
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

describe('reports by keyword (Google keyword_view → platform_keyword_stats → /reports)', () => {
  it('syncs each keyword’s figures and shows them as rows that add up to the platform’s totals', async () => {
    const db = t.deps.db;
    const today = saoPauloDateOf(t.deps.now());
    const { campaignId, companyId } = await insertActiveCampaign({ db, budget: 100_000n });
    await db.execute(
      sql`UPDATE campaigns SET type = 'SEARCH', start_date = ${today}, end_date = ${addCalendarDays(today, 5)} WHERE id = ${campaignId}`,
    );
    const ref = await connector.createPaused({ plan: plan(campaignId, today) });
    await connector.setBudget({ ref, dailyBudgetMicros: 50_000_000n, endDate: addCalendarDays(today, 5) });
    await connector.activate({ ref });
    await db.insert(channelCampaigns).values({
      campaignId,
      companyId,
      platform: 'google_ads',
      status: 'active',
      ref: ref as unknown as Record<string, unknown>,
      platformDailyBudgetMicros: 50_000_000n,
    });

    // Six hours of delivery, a sync every hour.
    for (let step = 0; step < 6; step++) {
      t.deps.advance(hourMs);
      await syncChannelCampaign({ deps: t.deps, campaignId });
    }
    await store.flush();
    const keywordRows = await store.platformKeywordStats!({
      campaignIds: [campaignId],
      from: today,
      to: today,
    });
    expect(new Set(keywordRows.map((r) => `${r.matchType}:${r.keyword}`))).toEqual(
      new Set(['PHRASE:café especial', 'EXACT:café em grão', 'BROAD:cafeteria']),
    );
    for (const row of keywordRows) {
      expect(row.strategyId).toBe('st-1');
      expect(row.criterionId).toMatch(/^\d+$/);
      expect(t.deps.now().getTime() - row.fetchedAt.getTime()).toBeLessThan(60_000);
    }
    const campaignRows = await store.platformStats({ campaignIds: [campaignId], from: today, to: today });
    const platformCost = campaignRows.reduce((n, r) => n + r.costMicros, 0n);
    const platformClicks = campaignRows.reduce((n, r) => n + r.clicks, 0);
    expect(platformCost).toBeGreaterThan(0n);
    // The sandbox splits every ad group's figures over its keywords exactly.
    expect(keywordRows.reduce((n, r) => n + r.costMicros, 0n)).toBe(platformCost);
    expect(keywordRows.reduce((n, r) => n + r.clicks, 0)).toBe(platformClicks);

    const actor: Actor = {
      userId: randomUUID(),
      companyId,
      role: 'owner' as Actor['role'],
      isStaff: false,
      tokenId: 'test',
      impersonatorUserId: null,
      language: 'pt_BR',
    };
    const definition: ReportDefinition = {
      ...standardReports.by_keyword,
      range: { from: today, to: today },
    };
    const page = await runReport({ deps: t.deps, actor, input: { definition } });
    const byKeyword = new Map(page.rows.map((row) => [row.dimensions.keyword!.label, row]));
    expect([...byKeyword.keys()].sort()).toEqual(['"café especial"', 'cafeteria', '[café em grão]'].sort());
    const spendOf = (r: { metrics: Record<string, number | null> }) => r.metrics.spend ?? 0;
    expect(page.rows.reduce((n, r) => n + spendOf(r), 0)).toBe(Number(platformCost / 10_000n));
    expect(page.totals.metrics.spend).toBe(Number(platformCost / 10_000n));
    expect(page.totals.metrics.clicks).toBe(platformClicks);

    // A keyword the platform no longer reports is zeroed; what it does not attribute to a keyword
    // shows as "—" so the rows still add up to the campaign's figures.
    const [first] = keywordRows;
    await store.appendPlatformKeywordStats!([
      { ...first!, costMicros: first!.costMicros - 10_000n, fetchedAt: new Date(t.deps.now().getTime() + 1) },
    ]);
    const after = await runReport({
      deps: t.deps,
      actor,
      input: { definition: { ...definition, dimensions: ['keyword', 'date'] } },
    });
    const unattributed = after.rows.find((r) => r.dimensions.keyword!.id === '');
    expect(unattributed?.metrics.spend).toBe(1);
    expect(after.rows.reduce((n, r) => n + spendOf(r), 0)).toBe(Number(platformCost / 10_000n));
    expect(after.rows.every((r) => r.dimensions.date!.id === today)).toBe(true);

    // The report's "restated" notice reads the restatement log (PostgreSQL 0074).
    expect(after.watermark.restated_days).toEqual([]);
    await recordRestatements(t.deps, {
      campaignId,
      platform: 'google_ads',
      currency: 'BRL',
      restatements: [
        {
          day: today,
          before: { impressions: 10, clicks: 1, costMicros: 1_000_000n, conversions: 0 },
          after: { impressions: 11, clicks: 1, costMicros: 1_100_000n, conversions: 0 },
          previousFetchedAt: new Date(t.deps.now().getTime() - hourMs),
        },
      ],
      detectedAt: t.deps.now(),
    });
    const noticed = await runReport({ deps: t.deps, actor, input: { definition } });
    expect(noticed.watermark.restated_days).toEqual([today]);
    const otherCompany = await runReport({
      deps: t.deps,
      actor: { ...actor, companyId: randomUUID() },
      input: { definition },
    });
    expect(otherCompany.watermark.restated_days).toEqual([]);
    expect(otherCompany.rows).toEqual([]);
  }, 120_000);
});
