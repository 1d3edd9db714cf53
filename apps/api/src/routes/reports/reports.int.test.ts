import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCalendarDays, saoPauloDateOf, saoPauloStartOfDay, type ReportDefinition } from '@verba/domain';
import type { DeliveryEvent } from '@verba/domain/delivery/contracts';
import { createEventStore, type EventStore } from '@verba/events';
import { platformStatsRow } from '@verba/events/testing/platform-stats-row';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import type { ReportPage, ReportRow } from '@verba/core/reports/report-table';
import { streamReport } from '@verba/core/reports/stream-report';
import { reportDefinitionSchema } from '@verba/domain';
import { createTestApp, type TestApp } from '../../testing';
import type { CampaignJson, Headers } from '../campaigns/campaign-test-helpers';
import { campaignEvent, liveCampaign } from '../delivery/live-campaign';

let counter = 0;
/** Three people among the events, for reach and frequency. */
const event = (campaign: CampaignJson, companyId: string, overrides: Partial<DeliveryEvent>): DeliveryEvent =>
  campaignEvent(campaign, companyId, { userKey: `u${++counter % 3}`, ...overrides });

describe('POST reports/run', () => {
  let t: TestApp;
  let store: EventStore;
  let user: Headers;
  let other: Headers;
  let companyId: string;
  let otherCompanyId: string;

  beforeAll(async () => {
    store = await createEventStore({ dataDir: mkdtempSync(join(tmpdir(), 'reports-')), shipIntervalMs: 50 });
    t = await createTestApp(
      { symbolicCreditAdvertisers: 1_000, advertiserCreationPerMinute: 1_000 },
      { events: store },
    );
    companyId = (await createCompany({ db: t.deps.db })).id;
    otherCompanyId = (await createCompany({ db: t.deps.db })).id;
    user = (await createSignedInUser({ db: t.deps.db, companyId, role: 'user' })).headers;
    other = (await createSignedInUser({ db: t.deps.db, companyId: otherCompanyId, role: 'user' })).headers;
  });
  afterAll(async () => {
    await t.close();
    await store.close();
  });

  const run = async (
    as: Headers,
    definition: Partial<ReportDefinition>,
    page?: { page?: number; page_size?: number },
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reports/run',
      headers: as,
      payload: { definition: { range: { preset: 'last_7_days' }, ...definition }, ...page },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: ReportPage }>().data;
  };

  it('reports the company’s own events and platform figures together, with totals, paging and comparison', async () => {
    const today = saoPauloDateOf(new Date());
    const yesterday = addCalendarDays(today, -1);
    const mine = await liveCampaign(t, user, 'Minha');
    const theirs = await liveCampaign(t, other, 'Deles');
    const noon = (day: string) => saoPauloStartOfDay(day).getTime() + 12 * 3600_000;
    await store.append([
      event(mine, companyId, { at: noon(yesterday) }),
      event(mine, companyId, { at: noon(yesterday) }),
      event(mine, companyId, { at: noon(yesterday), exclusion: 'bot' }),
      event(mine, companyId, { type: 'click', at: noon(yesterday) }),
      event(mine, companyId, { type: 'billing', at: noon(yesterday), costMicros: 2_500_000 }),
      event(mine, companyId, { at: noon(addCalendarDays(today, -8)) }),
      event(theirs, otherCompanyId, { at: noon(yesterday) }),
    ]);
    // Platform figures exist only for a campaign a platform delivers (the report engine reads
    // platform_stats only for such campaigns): "mine" is made a Google Ads search campaign.
    await t.deps.db.execute(sql`UPDATE campaigns SET type = 'SEARCH' WHERE id = ${mine.id}`);
    await store.appendPlatformStats([
      platformStatsRow({
        campaignId: mine.id,
        day: yesterday,
        impressions: 100,
        clicks: 10,
        costMicros: 7_500_000n,
        conversions: 1.5,
      }),
    ]);
    await store.flush();

    const page = await run(user, {
      dimensions: ['campaign', 'date'],
      metrics: ['impressions', 'clicks', 'ctr', 'spend', 'cpm', 'conversions', 'reach', 'frequency'],
      comparison: 'previous_period',
      sort: { by: 'impressions', direction: 'desc' },
    });
    expect(page.total_rows).toBe(1);
    expect(page.rows[0]!.dimensions.campaign).toEqual({ id: mine.id, label: 'Minha' });
    expect(page.rows[0]!.dimensions.date!.id).toBe(yesterday);
    expect(page.rows[0]!.metrics).toMatchObject({
      impressions: 102,
      clicks: 11,
      spend: 1000,
      conversions: 1.5,
      reach: 2,
      frequency: 1,
    });
    expect(page.rows[0]!.metrics.ctr).toBeCloseTo(11 / 102);
    expect(page.totals.metrics).toMatchObject({ impressions: 102, clicks: 11, spend: 1000 });
    expect(page.totals.previous).toMatchObject({ impressions: 1, spend: 0 });
    expect(page.totals.change!.impressions).toBeCloseTo(101);
    expect(page.comparison_range).toEqual({
      from: addCalendarDays(today, -13),
      to: addCalendarDays(today, -7),
    });
    expect(page.watermark.provisional_from).toBe(today);

    const theirsPage = await run(other, { dimensions: ['campaign'], metrics: ['impressions'] });
    expect(theirsPage.rows.map((r) => r.dimensions.campaign!.label)).toEqual(['Deles']);
    expect(theirsPage.totals.metrics.impressions).toBe(1);

    const byDevice = await run(user, {
      dimensions: ['device'],
      metrics: ['impressions'],
      sort: { by: 'device', direction: 'asc' },
    });
    expect(byDevice.rows.map((r) => [r.dimensions.device!.id, r.metrics.impressions])).toEqual([
      ['', 100],
      ['MOBILE', 2],
    ]);
    const paged = await run(
      user,
      { dimensions: ['device'], metrics: ['impressions'], sort: { by: 'impressions', direction: 'desc' } },
      { page: 2, page_size: 1 },
    );
    expect(paged.rows.map((r) => r.dimensions.device!.id)).toEqual(['MOBILE']);
    expect(paged.total_rows).toBe(2);

    // The stream answers the same rows in the same order, in chunks, and the same totals.
    const definition = reportDefinitionSchema.parse({
      dimensions: ['device'],
      metrics: ['impressions', 'spend'],
      range: { preset: 'last_7_days' },
      comparison: 'previous_period',
      sort: { by: 'impressions', direction: 'desc' },
    });
    const actor = {
      userId: 'u',
      companyId,
      role: 'user' as const,
      isStaff: false,
      tokenId: 't',
      impersonatorUserId: null,
      language: 'en' as const,
    };
    const stream = await streamReport({ deps: t.deps, actor, input: { definition, chunkSize: 1 } });
    const streamed: ReportRow[] = [];
    for await (const row of stream.rows) streamed.push(row);
    const whole = await run(user, { ...definition }, { page_size: 10 });
    expect(streamed).toEqual(whole.rows);
    expect(await stream.totals()).toEqual(whole.totals);
  });

  it('refuses an invalid definition (422) and answers 401 without a session', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reports/run',
      headers: user,
      payload: { definition: { dimensions: [], metrics: ['impressions'], range: { preset: 'today' } } },
    });
    expect(bad.statusCode).toBe(422);
    const reversed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reports/run',
      headers: user,
      payload: {
        definition: {
          dimensions: ['date'],
          metrics: ['impressions'],
          range: { from: '2026-11-10', to: '2026-11-01' },
        },
      },
    });
    expect(reversed.statusCode).toBe(422);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/reports/run', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists the standard reports', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/reports/standard', headers: user });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { key: string }[] }>().data.map((r) => r.key)).toContain('by_keyword');
  });
});
