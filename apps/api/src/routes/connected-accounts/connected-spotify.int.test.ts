import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import type { EventStore } from '@verba/events';
import { syncConnectedAccounts } from '@verba/core/channels/connected/sync-connected-accounts';
import type { TestApp } from '../../testing';
import { startConnectedFixture, type ConnectedFixture } from './connected-fixture';
import type { Headers } from '../custom-lists/test-helpers';

interface View {
  status: string;
  platform: string;
  from: string;
  to: string;
  accounts: {
    id: string;
    name: string;
    campaigns: {
      id: string;
      name: string;
      status: string;
      channel_type: string;
      daily_budget_micros: string | null;
      totals: { impressions: number; clicks: number; cost_micros: string };
    }[];
  }[];
  days: { day: string; cost_micros: string }[];
}

/**
 * Connect-only data for Spotify (issue 28): the advertiser's own Spotify Ad Studio ad accounts,
 * connected read-only, read over real HTTP from the app's Spotify sandbox (GET /businesses →
 * ad_accounts → campaigns, ad_sets, aggregate_reports by CAMPAIGN and DAY), then synced into
 * platform_stats; the connection's card says what it is used for (statistics, no import).
 */
describe('connected Spotify ad accounts (read-only) against the Spotify sandbox', () => {
  let f: ConnectedFixture;
  let t: TestApp;
  let store: EventStore;
  let companyId: string;
  let manager: Headers;
  let advertiserId: string;

  beforeAll(async () => {
    f = await startConnectedFixture('connected-spotify-');
    ({ t, store, companyId, manager, advertiserId } = f);
  });
  afterAll(() => f.close());

  async function connectAs(who: string) {
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/v1/advertisers/${advertiserId}/connections`,
      headers: manager,
      payload: { platform: 'spotify', purpose: 'ads_account_read' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const url = new URL(started.json<{ data: { authorization_url: string } }>().data.authorization_url);
    const back = await fetch(url.origin + url.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...Object.fromEntries(url.searchParams),
        user: who,
        answer: 'allow',
      }).toString(),
      redirect: 'manual',
    });
    expect(back.status).toBe(302);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/v1/connections/complete',
      headers: manager,
      payload: {
        platform: 'spotify',
        parameters: Object.fromEntries(new URL(back.headers.get('location')!).searchParams),
      },
    });
    expect(done.statusCode, done.body).toBe(200);
  }

  const read = () =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/advertisers/${advertiserId}/connected-accounts?platform=spotify&preset=last_30_days`,
      headers: manager,
    });

  it('says "none", then shows the Ad Studio accounts’ campaigns with their figures', async () => {
    expect((await read()).json<{ data: View }>().data).toMatchObject({ status: 'none', platform: 'spotify' });
    await connectAs('sbx-user-marina');
    const answer = await read();
    expect(answer.statusCode, answer.body).toBe(200);
    const view = answer.json<{ data: View }>().data;
    expect(view.status).toBe('active');
    expect(view.accounts.map((a) => [a.name, a.campaigns.length])).toEqual([
      ['Café Serra Azul · Ad Studio', 2],
      ['Café Serra Azul · Podcasts', 0],
    ]);
    const [tarde, podcasts] = view.accounts[0]!.campaigns;
    expect(tarde).toMatchObject({
      name: 'Café da tarde — áudio',
      status: 'ACTIVE',
      channel_type: 'REACH',
      daily_budget_micros: '25000000',
    });
    expect(tarde!.id.startsWith('connected:spotify:5f1c0a2e-5b0d-4a1e-9c3f-00000000a101:')).toBe(true);
    expect(tarde!.totals.impressions).toBeGreaterThan(0);
    expect(podcasts).toMatchObject({ status: 'PAUSED' });
    expect(view.days).toHaveLength(30);
    // Closed days: 75–100 % of the daily budgets, never above them.
    for (const day of view.days.slice(0, -1))
      expect(BigInt(day.cost_micros)).toBeLessThanOrEqual(40_000_000n);
    const total = view.days.reduce((n, d) => n + BigInt(d.cost_micros), 0n);
    expect(total).toBe(BigInt(tarde!.totals.cost_micros) + BigInt(podcasts!.totals.cost_micros));

    // The sync: connect-only rows under platform `spotify`, equal to the page's closed days.
    const round = await syncConnectedAccounts({ deps: t.deps });
    expect(round).toMatchObject({ connections: 1, failed: 0, campaigns: 2 });
    await store.flush();
    const ids = await queryRows<{ id: string }>(
      t.deps.db,
      sql`SELECT id FROM connected_campaigns WHERE company_id = ${companyId} AND platform = 'spotify'`,
    );
    expect(ids).toHaveLength(2);
    const stats = await store.platformStats({
      campaignIds: ids.map((r) => r.id),
      from: view.from,
      to: view.to,
    });
    expect(stats.every((s) => s.platform === 'spotify')).toBe(true);
    for (const day of view.days.slice(0, -1)) {
      const landed = stats.filter((s) => s.day === day.day).reduce((a, s) => a + s.costMicros, 0n);
      expect(landed, day.day).toBe(BigInt(day.cost_micros));
    }
  });

  it('the connection card says what the Spotify connection is used for: statistics only', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/advertisers/${advertiserId}/connections`,
      headers: manager,
    });
    const connections = list.json<{
      data: { connections: { platform: string; used_by: { feature: string }[] }[] };
    }>().data.connections;
    const spotify = connections.find((c) => c.platform === 'spotify')!;
    expect(spotify.used_by.map((u) => u.feature)).toEqual(['platform_statistics']);
  });
});
