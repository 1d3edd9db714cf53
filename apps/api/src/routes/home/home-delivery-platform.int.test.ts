import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { addCalendarDays, saoPauloDateOf } from '@verba/domain';
import type { HomeDelivery } from '@verba/domain/delivery/views';
import { createEventStore, type EventStore, type PlatformStatsRow } from '@verba/events';
import { platformStatsRow } from '@verba/events/testing/platform-stats-row';
import { createSignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import type { Headers } from '../campaigns/campaign-test-helpers';
import { deliveryEvent } from '../delivery/fake-event-store';
import { liveCampaign } from '../delivery/live-campaign';

/**
 * Issue 29: the home's summary counts both sources in one figure — the bidder's events and the
 * channel campaigns' platform statistics (whole-day rows, else the sum of hours; the latest fetch of
 * a row) — against the real event store (chDB) and PGlite, never another company's rows.
 */
const dayMs = 86_400_000;
const reais = (n: number) => BigInt(Math.round(n * 1_000_000));
let t: TestApp;
let store: EventStore;
let as: Headers;
let other: Headers;
const dataDir = mkdtempSync(join(tmpdir(), 'verba-home-platform-'));

beforeAll(async () => {
  store = await createEventStore({ dataDir, shipIntervalMs: 50 });
  t = await createTestApp(
    { symbolicCreditAdvertisers: 1_000, advertiserCreationPerMinute: 1_000 },
    { events: store },
  );
  as = (await createSignedInUser({ db: t.deps.db, role: 'manager', language: 'en' })).headers;
  other = (await createSignedInUser({ db: t.deps.db, role: 'manager', language: 'en' })).headers;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await store?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const summary = async (headers: Headers) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/home/delivery', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: HomeDelivery }>().data;
};

const platformRow = (
  campaignId: string,
  day: string,
  hour: number | null,
  figures: { impressions: number; clicks: number; cost: number; conversions: number },
  fetchedAt = t.deps.now(),
): PlatformStatsRow =>
  platformStatsRow({
    campaignId,
    day,
    hour,
    impressions: figures.impressions,
    clicks: figures.clicks,
    costMicros: reais(figures.cost),
    conversions: figures.conversions,
    fetchedAt,
  });

describe('GET home/delivery with channel campaigns', () => {
  it('sums the bidder’s events and the platforms’ statistics in the totals, days, spend and top campaigns', async () => {
    const now = t.deps.now().getTime();
    const today = saoPauloDateOf(new Date(now));
    const yesterday = addCalendarDays(today, -1);
    const bidder = await liveCampaign(t, as, 'Programática');
    const search = await liveCampaign(t, as, 'Busca');
    await queryRows(t.deps.db, sql`UPDATE campaigns SET type = 'SEARCH' WHERE id = ${search.id}`);
    const theirs = await liveCampaign(t, other, 'Deles');
    await queryRows(t.deps.db, sql`UPDATE campaigns SET type = 'SEARCH' WHERE id = ${theirs.id}`);

    const on = { campaignId: bidder.id, strategyId: bidder.groups[0]!.strategies[0]!.id };
    await store.append([
      deliveryEvent(on, { type: 'impression', at: now }),
      deliveryEvent(on, { type: 'impression', at: now }),
      deliveryEvent(on, { type: 'billing', at: now, costMicros: 1_500_000 }),
      deliveryEvent(on, { type: 'impression', at: now - dayMs }),
      deliveryEvent(on, { type: 'billing', at: now - dayMs, costMicros: 500_000 }),
    ]);
    const earlier = new Date(now - 3_600_000);
    await store.appendPlatformStats([
      // Yesterday: a whole-day row (fetched twice: the latest counts) and an hour it replaces.
      platformRow(
        search.id,
        yesterday,
        null,
        { impressions: 90, clicks: 4, cost: 18, conversions: 1 },
        earlier,
      ),
      platformRow(search.id, yesterday, null, { impressions: 100, clicks: 5, cost: 20, conversions: 2 }),
      platformRow(search.id, yesterday, 10, { impressions: 50, clicks: 2, cost: 9, conversions: 0 }),
      // Today: hours only, summed.
      platformRow(search.id, today, 8, { impressions: 10, clicks: 1, cost: 2, conversions: 0.5 }),
      platformRow(search.id, today, 9, { impressions: 20, clicks: 0, cost: 3, conversions: 0.5 }),
      // Before the 30 days: left out.
      platformRow(search.id, addCalendarDays(today, -40), null, {
        impressions: 7,
        clicks: 7,
        cost: 70,
        conversions: 7,
      }),
      // Another company's: never counted.
      platformRow(theirs.id, today, null, { impressions: 999, clicks: 9, cost: 99, conversions: 9 }),
    ]);
    await store.flush();

    const view = await summary(as);
    // A plain sum: bidder 3 impressions, R$ 2,00; platform 100 + 30 impressions, R$ 20,00 + R$ 5,00.
    expect(view.totals).toEqual({ impressions: 133, clicks: 6, ctr: 6 / 133, conversions: 3 });
    expect(view.spend).toEqual([{ currency: 'BRL', amount: '2700' }]);
    expect(view.days.at(-1)).toEqual({
      date: today,
      impressions: 32,
      clicks: 1,
      conversions: 1,
      spend: [{ currency: 'BRL', amount: '650' }],
    });
    expect(view.days.at(-2)).toEqual({
      date: yesterday,
      impressions: 101,
      clicks: 5,
      conversions: 2,
      spend: [{ currency: 'BRL', amount: '2050' }],
    });
    expect(view.days.slice(0, -2).every((d) => d.impressions === 0 && d.spend.length === 0)).toBe(true);
    const days = view.days.reduce(
      (s, d) => ({ impressions: s.impressions + d.impressions, clicks: s.clicks + d.clicks }),
      { impressions: 0, clicks: 0 },
    );
    expect(days).toEqual({ impressions: 133, clicks: 6 });
    expect(view.campaigns.map((c) => [c.name, c.type, c.totals.impressions, c.totals.spend])).toEqual([
      ['Busca', 'SEARCH', 130, '2500'],
      ['Programática', 'PROGRAMMATIC', 3, '200'],
    ]);
    // The channel campaign delivers (not silent); its pacing counts its platform spend before today.
    const about = view.attention.filter((i) => 'campaign_id' in i && i.campaign_id === search.id);
    expect(about.map((i) => i.kind)).not.toContain('not_delivering');
    // Before today: yesterday's whole-day row only (its latest fetch), R$ 20,00.
    expect(about.find((i) => i.kind === 'pacing_off')).toMatchObject({ spent: '2000' });

    const theirView = await summary(other);
    expect(theirView.totals.impressions).toBe(999);
    expect(theirView.spend).toEqual([{ currency: 'BRL', amount: '9900' }]);
    expect(theirView.campaigns.map((c) => c.name)).toEqual(['Deles']);
  }, 60_000);
});
