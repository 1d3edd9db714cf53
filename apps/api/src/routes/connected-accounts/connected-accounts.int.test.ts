import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { channelConnections } from '@verba/db';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { testConfig } from '@verba/core/config';
import { channelTokenBox } from '@verba/core/channels/connections/connection-rules';
import { googleSandboxEndpoints } from '@verba/core/channels/google-ads/sandbox/index';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import type { EventStore } from '@verba/events';
import { syncConnectedAccounts } from '@verba/core/channels/connected/sync-connected-accounts';
import type { TestApp } from '../../testing';
import { startConnectedFixture, type ConnectedFixture } from './connected-fixture';
import type { Headers } from '../custom-lists/test-helpers';

interface View {
  status: string;
  data_until: string | null;
  from: string;
  to: string;
  accounts: {
    id: string;
    campaigns: {
      id: string;
      name: string;
      status: string;
      channel_type: string;
      daily_budget_micros: string | null;
      totals: { impressions: number; clicks: number; cost_micros: string; conversions: number };
    }[];
  }[];
  days: { day: string; impressions: number; clicks: number; cost_micros: string }[];
}

/**
 * The advertiser's own Google Ads accounts, connected read-only, read over real HTTP from the app's
 * Google sandbox (which seeds customers 2000000011 and 2000000021 with 45 days of campaigns).
 */
describe('connected accounts (Google Ads, read-only) against the Google sandbox', () => {
  let f: ConnectedFixture;
  let t: TestApp;
  let base: string;
  let store: EventStore;
  let companyId: string;
  let manager: Headers;
  let user: Headers;
  let advertiserId: string;

  beforeAll(async () => {
    f = await startConnectedFixture('connected-');
    ({ t, base, store, companyId, manager, user, advertiserId } = f);
    t.deps.config.googleConnections = { ...testConfig().googleConnections, sandboxUrl: base };
  });
  afterAll(() => f.close());

  async function connectAds(headers: Headers) {
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/v1/advertisers/${advertiserId}/connections`,
      headers,
      payload: { platform: 'google_ads', purpose: 'ads_account_read' },
    });
    if (started.statusCode !== 201) return { status: started.statusCode, id: null };
    const url = started.json<{ data: { authorization_url: string } }>().data.authorization_url;
    const chooser = await fetch(`${url}&sbx_account=ana`);
    const txn = /name="txn" value="([^"]+)"/.exec(await chooser.text())?.[1];
    const allow = await fetch(new URL(url).origin + new URL(url).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...Object.fromEntries(new URL(url).searchParams),
        sbx_account: 'ana',
        txn: txn!,
        decision: 'allow',
      }).toString(),
      redirect: 'manual',
    });
    const parameters = Object.fromEntries(new URL(allow.headers.get('location')!).searchParams);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/v1/connections/complete',
      headers,
      payload: { platform: 'google_ads', parameters },
    });
    expect(done.statusCode, done.body).toBe(200);
    return { status: 200, id: done.json<{ data: { connection: { id: string } } }>().data.connection.id };
  }

  const read = (headers: Headers, query = 'preset=last_30_days') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/advertisers/${advertiserId}/connected-accounts?${query}`,
      headers,
    });

  it('says "none" before anything is connected', async () => {
    const answer = await read(manager);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ data: View }>().data).toMatchObject({ status: 'none', accounts: [] });
  });

  it('a `user` may not connect the ads account (admins decide), a manager does', async () => {
    expect((await connectAds(user)).status).toBe(403);
    expect((await connectAds(manager)).id).toBeTruthy();
  });

  it('shows the customers the grant reaches, their campaigns and the figures per day', async () => {
    const answer = await read(manager);
    expect(answer.statusCode, answer.body).toBe(200);
    const view = answer.json<{ data: View }>().data;
    expect(view.status).toBe('active');
    expect(view.data_until).not.toBeNull();
    expect(view.accounts.map((a) => a.id)).toEqual(['2000000011', '2000000012']);
    const seeded = view.accounts[0]!.campaigns;
    expect(seeded.map((c) => c.name).sort()).toEqual(['Cafés especiais — Pesquisa', 'Marca — Pesquisa']);
    const running = seeded.find((c) => c.name === 'Cafés especiais — Pesquisa')!;
    expect(running).toMatchObject({
      status: 'ENABLED',
      channel_type: 'SEARCH',
      daily_budget_micros: '40000000',
    });
    expect(running.id).toBe(`connected:google_ads:2000000011:${running.id.split(':')[3]}:${advertiserId}`);
    expect(running.totals.impressions).toBeGreaterThan(0);
    expect(running.totals.clicks).toBeGreaterThan(0);
    expect(BigInt(running.totals.cost_micros)).toBeGreaterThan(0n);
    // 30 days, each listed; the days add up to the campaigns' totals.
    expect(view.days).toHaveLength(30);
    const sum = (
      f: (x: { impressions: number; cost_micros: string }) => bigint,
      xs: { impressions: number; cost_micros: string }[],
    ) => xs.reduce((a, x) => a + f(x), 0n);
    const campaigns = view.accounts.flatMap((a) => a.campaigns.map((c) => c.totals));
    expect(sum((x) => BigInt(x.cost_micros), view.days)).toBe(sum((x) => BigInt(x.cost_micros), campaigns));
    expect(sum((x) => BigInt(x.impressions), view.days)).toBe(sum((x) => BigInt(x.impressions), campaigns));
    // An explicit range and "yesterday".
    const yesterday = (await read(manager, 'preset=yesterday')).json<{ data: View }>().data;
    expect(yesterday.days).toHaveLength(1);
    expect(yesterday.from).toBe(yesterday.to);
    expect((await read(manager, 'from=2026-01-01&to=2026-12-31')).statusCode).toBe(422);
  });

  it('a `user` of the company sees the figures; another company never does', async () => {
    const seen = await read(user);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<{ data: View }>().data.status).toBe('active');
    const other = await createCompany({ db: t.deps.db });
    const stranger = (await createSignedInUser({ db: t.deps.db, companyId: other.id, role: 'manager' }))
      .headers;
    const answer = await read(stranger);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('2000000011');
  });

  it('the periodic sync writes the figures to platform_stats as connect-only rows, idempotently', async () => {
    const view = (await read(manager)).json<{ data: View }>().data;
    const first = await syncConnectedAccounts({ deps: t.deps });
    expect(first).toMatchObject({ connections: 1, failed: 0, reconnect: 0, campaigns: 2 });
    const again = await syncConnectedAccounts({ deps: t.deps });
    expect(again.rows).toBeLessThan(first.rows); // the look-back, not the 45-day backfill
    await store.flush();
    const ids = await queryRows<{ id: string; company_id: string; advertiser_id: string }>(
      t.deps.db,
      sql`SELECT id, company_id, advertiser_id FROM connected_campaigns ORDER BY name`,
    );
    expect(ids).toHaveLength(2);
    expect(ids.every((r) => r.company_id === companyId && r.advertiser_id === advertiserId)).toBe(true);
    const stats = await store.platformStats({
      campaignIds: ids.map((r) => r.id),
      from: view.from,
      to: view.to,
    });
    expect(stats.every((s) => s.platform === 'google_ads' && s.campaignId.startsWith('connected:'))).toBe(
      true,
    );
    // What the page shows per day equals what landed in the event store (no day twice); today
    // still grows between two reads, so the closed days are compared.
    const closed = view.days.slice(0, -1);
    for (const day of closed) {
      const landed = stats.filter((s) => s.day === day.day).reduce((a, s) => a + s.costMicros, 0n);
      expect(landed, day.day).toBe(BigInt(day.cost_micros));
    }
  });

  it('a grant revoked at Google shows "reconnect" instead of figures', async () => {
    const [row] = await t.deps.db
      .select()
      .from(channelConnections)
      .where(eq(channelConnections.advertiserId, advertiserId));
    const refresh = channelTokenBox(t.deps).open(row!.refreshTokenSealed!)!;
    const revoked = await fetch(googleSandboxEndpoints(base).oauthRevokeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: refresh }).toString(),
    });
    expect(revoked.status).toBe(200);
    const answer = await read(manager);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ data: View }>().data).toMatchObject({ status: 'reconnect', accounts: [], days: [] });
    const [after] = await t.deps.db
      .select()
      .from(channelConnections)
      .where(eq(channelConnections.id, row!.id));
    expect(after!.status).toBe('reconnect');
  });
});
