import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCalendarDays, saoPauloDateOf, saoPauloStartOfDay } from '@verba/domain';
import type { PlatformStatsRow } from '@verba/events';
import { platformStatsRow } from '@verba/events/testing/platform-stats-row';
import { createEventStore, type EventStore } from '@verba/events';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import type { Headers } from './campaign-test-helpers';
import { campaignEvent, liveCampaign } from '../delivery/live-campaign';

const platformRow = (campaignId: string, day: string, overrides: Partial<PlatformStatsRow>) =>
  platformStatsRow({ campaignId, day, ...overrides });

interface ListedCampaign {
  id: string;
  delivery: { impressions: number; clicks: number; ctr: number | null } | null;
}

describe('GET campaigns: delivery of every channel', () => {
  let t: TestApp;
  let store: EventStore;
  let user: Headers;
  let other: Headers;
  let companyId: string;

  beforeAll(async () => {
    store = await createEventStore({
      dataDir: mkdtempSync(join(tmpdir(), 'list-delivery-')),
      shipIntervalMs: 50,
    });
    t = await createTestApp(
      { symbolicCreditAdvertisers: 1_000, advertiserCreationPerMinute: 1_000 },
      { events: store },
    );
    companyId = (await createCompany({ db: t.deps.db })).id;
    user = (await createSignedInUser({ db: t.deps.db, companyId, role: 'user' })).headers;
    const otherCompanyId = (await createCompany({ db: t.deps.db })).id;
    other = (await createSignedInUser({ db: t.deps.db, companyId: otherCompanyId, role: 'user' })).headers;
  });
  afterAll(async () => {
    await t.close();
    await store.close();
  });

  const list = async (as: Headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/campaigns', headers: as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: ListedCampaign[] }>().data;
  };

  it('counts a platform campaign’s statistics (whole days, else hours) beside the bidder’s events, never another company’s', async () => {
    const today = saoPauloDateOf(new Date());
    const yesterday = addCalendarDays(today, -1);
    const before = addCalendarDays(today, -2);
    const own = await liveCampaign(t, user, 'Própria');
    const search = await liveCampaign(t, user, 'Busca');
    const theirs = await liveCampaign(t, other, 'Deles');
    // Platform figures exist only for a campaign a platform delivers.
    await t.deps.db.execute(
      sql`UPDATE campaigns SET type = 'SEARCH' WHERE id IN (${search.id}, ${theirs.id})`,
    );
    const noon = saoPauloStartOfDay(yesterday).getTime() + 12 * 3600_000;
    await store.append([
      campaignEvent(own, companyId, { at: noon }),
      campaignEvent(own, companyId, { at: noon }),
      campaignEvent(own, companyId, { type: 'click', at: noon }),
    ]);
    await store.appendPlatformStats([
      // Yesterday in whole-day and hourly rows: the whole day counts, its hours do not.
      platformRow(search.id, yesterday, { impressions: 100, clicks: 10, costMicros: 7_500_000n }),
      platformRow(search.id, yesterday, { hour: 9, impressions: 60, clicks: 6 }),
      // The day before in hours only: their sum counts.
      platformRow(search.id, before, { hour: 9, impressions: 30, clicks: 1 }),
      platformRow(search.id, before, { hour: 10, impressions: 20, clicks: 1 }),
      platformRow(theirs.id, yesterday, { impressions: 999, clicks: 99 }),
    ]);
    await store.flush();

    const rows = await list(user);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(own.id)!.delivery).toMatchObject({ impressions: 2, clicks: 1 });
    expect(byId.get(search.id)!.delivery).toMatchObject({ impressions: 150, clicks: 12 });
    expect(byId.get(search.id)!.delivery!.ctr).toBeCloseTo(12 / 150, 6);
    expect(byId.has(theirs.id)).toBe(false);
    const theirRows = await list(other);
    expect(theirRows.find((r) => r.id === theirs.id)!.delivery).toMatchObject({
      impressions: 999,
      clicks: 99,
    });
  });
});
