import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { campaigns, channelConnections, queryRows } from '@verba/db';
import type { CampaignImportReport, ConnectedImportCampaignsView } from '@verba/domain';
import type { EventStore } from '@verba/events';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { channelTokenBox } from '@verba/core/channels/connections/connection-rules';
import { metaSandboxEndpoints } from '@verba/core/channels/meta/sandbox/index';
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
    currency: string;
    campaigns: {
      id: string;
      external_id: string;
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
 * Connect-only data for Meta (issue 28, spec §1): the advertiser's own Meta ad account, connected
 * read-only through Facebook Login (`ads_read`), read over real HTTP from the app's Meta sandbox —
 * statistics on the page, the periodic sync into platform_stats, those rows in /reports under their
 * channel, and campaigns imported from the connection as META_ADS drafts.
 */
describe('connected Meta ad accounts (read-only) against the Meta sandbox', () => {
  let f: ConnectedFixture;
  let t: TestApp;
  let base: string;
  let store: EventStore;
  let companyId: string;
  let manager: Headers;
  let user: Headers;
  let advertiserId: string;

  beforeAll(async () => {
    f = await startConnectedFixture('connected-meta-');
    ({ t, base, store, companyId, manager, user, advertiserId } = f);
  });
  afterAll(() => f.close());

  /** Facebook Login on the sandbox's dialog: the person picks Café Serra Azul's Page and continues. */
  async function connectMetaAds(headers: Headers) {
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/v1/advertisers/${advertiserId}/connections`,
      headers,
      payload: { platform: 'meta', purpose: 'ads_account_read' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const url = new URL(started.json<{ data: { authorization_url: string } }>().data.authorization_url);
    expect(url.searchParams.get('scope')).toContain('ads_read');
    const posted = await fetch(url.origin + url.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...Object.fromEntries(url.searchParams),
        page_id: '3000000000000031',
        answer: 'allow',
      }).toString(),
      redirect: 'manual',
    });
    expect(posted.status).toBe(302);
    const back = new URL(posted.headers.get('location')!);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/v1/connections/complete',
      headers,
      payload: { platform: 'meta', parameters: Object.fromEntries(back.searchParams) },
    });
    expect(done.statusCode, done.body).toBe(200);
  }

  const read = (headers: Headers, query = 'platform=meta') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/advertisers/${advertiserId}/connected-accounts?${query}`,
      headers,
    });

  it('says "none" before the Meta ad account is connected', async () => {
    const answer = await read(manager);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ data: View }>().data).toMatchObject({
      status: 'none',
      platform: 'meta',
      accounts: [],
    });
  });

  let view: View;

  it('shows the own ad account’s campaigns with their figures, every day of the range', async () => {
    await connectMetaAds(manager);
    const answer = await read(user);
    expect(answer.statusCode, answer.body).toBe(200);
    view = answer.json<{ data: View }>().data;
    expect(view.status).toBe('active');
    expect(view.accounts.map((a) => [a.id, a.currency])).toEqual([['act_4000000000000031', 'BRL']]);
    const [sales, reach] = view.accounts[0]!.campaigns;
    expect(sales).toMatchObject({
      external_id: '5000000000000311',
      name: 'Cafés especiais — Vendas (Meta)',
      status: 'ACTIVE',
      channel_type: 'OUTCOME_SALES',
      daily_budget_micros: '50000000', // R$ 50,00 of the ad set
    });
    expect(sales!.id).toBe(`connected:meta:act_4000000000000031:5000000000000311:${advertiserId}`);
    expect(sales!.totals.impressions).toBeGreaterThan(0);
    expect(sales!.totals.conversions).toBeGreaterThan(0);
    // Paused 10 days ago after 30 days of delivery: inside the last 30 days it still spent.
    expect(reach).toMatchObject({ status: 'PAUSED', channel_type: 'OUTCOME_AWARENESS' });
    expect(BigInt(reach!.totals.cost_micros)).toBeGreaterThan(0n);
    // Never above the daily budget per day (the sandbox spends 70–100 % of it).
    expect(view.days).toHaveLength(30);
    const total = view.days.reduce((n, d) => n + BigInt(d.cost_micros), 0n);
    expect(total).toBe(BigInt(sales!.totals.cost_micros) + BigInt(reach!.totals.cost_micros));
    // Google's page of the same advertiser is still its own (nothing connected there).
    expect((await read(manager, 'platform=google_ads')).json<{ data: View }>().data.status).toBe('none');
  });

  it('another company sees nothing of the account; the sandbox refuses another person’s token', async () => {
    const other = await createCompany({ db: t.deps.db });
    const stranger = (await createSignedInUser({ db: t.deps.db, companyId: other.id, role: 'manager' }))
      .headers;
    const answer = await read(stranger);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('act_4000000000000031');
    // The person's token reaches their own account, not Café da Vila's.
    const [row] = await t.deps.db
      .select()
      .from(channelConnections)
      .where(eq(channelConnections.advertiserId, advertiserId));
    const token = channelTokenBox(t.deps).open(row!.accessTokenSealed)!;
    const graph = metaSandboxEndpoints(base).graphBaseUrl;
    const theirs = await fetch(`${graph}/act_4000000000000011/campaigns`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(theirs.status).toBe(403);
    expect(((await theirs.json()) as { error: { code: number } }).error.code).toBe(200);
    // Read only: a write with the person's token is refused.
    const write = await fetch(`${graph}/act_4000000000000031/campaigns`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x', objective: 'OUTCOME_TRAFFIC', special_ad_categories: [] }),
    });
    expect(write.status).toBe(403);
  });

  it('the sync writes connect-only platform_stats rows (meta) that /reports shows under their channel', async () => {
    const first = await syncConnectedAccounts({ deps: t.deps });
    expect(first).toMatchObject({ connections: 1, failed: 0, reconnect: 0, campaigns: 2 });
    await store.flush();
    const rows = await queryRows<{ id: string; platform: string; name: string }>(
      t.deps.db,
      sql`SELECT id, platform, name FROM connected_campaigns WHERE company_id = ${companyId} ORDER BY name`,
    );
    expect(rows.map((r) => [r.platform, r.name])).toEqual([
      ['meta', 'Café da manhã — Alcance'],
      ['meta', 'Cafés especiais — Vendas (Meta)'],
    ]);
    const stats = await store.platformStats({
      campaignIds: rows.map((r) => r.id),
      from: view.from,
      to: view.to,
    });
    expect(stats.length).toBeGreaterThan(0);
    expect(stats.every((s) => s.platform === 'meta' && s.campaignId.startsWith('connected:meta:'))).toBe(
      true,
    );
    for (const day of view.days.slice(0, -1)) {
      const landed = stats.filter((s) => s.day === day.day).reduce((a, s) => a + s.costMicros, 0n);
      expect(landed, day.day).toBe(BigInt(day.cost_micros));
    }

    const report = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reports/run',
      headers: user,
      payload: {
        definition: {
          range: { from: view.from, to: addDays(view.to, -1) },
          dimensions: ['channel', 'campaign'],
          metrics: ['impressions', 'spend'],
        },
      },
    });
    expect(report.statusCode, report.body).toBe(200);
    const page = report.json<{
      data: {
        rows: {
          dimensions: Record<string, { id: string; label: string }>;
          metrics: Record<string, number | null>;
        }[];
      };
    }>().data;
    const closedSpend = view.days.slice(0, -1).reduce((n, d) => n + BigInt(d.cost_micros), 0n) / 10_000n;
    expect(page.rows.map((r) => [r.dimensions.channel!.id, r.dimensions.campaign!.label]).sort()).toEqual([
      ['CONNECTED_META_ADS', 'Café da manhã — Alcance'],
      ['CONNECTED_META_ADS', 'Cafés especiais — Vendas (Meta)'],
    ]);
    expect(page.rows.reduce((n, r) => n + Number(r.metrics.spend), 0)).toBe(Number(closedSpend));
    // Filtered to Verba's own Meta channel, the connect-only rows are left out.
    const ownOnly = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reports/run',
      headers: user,
      payload: {
        definition: {
          range: { from: view.from, to: view.to },
          dimensions: ['campaign'],
          metrics: ['spend'],
          filters: { channels: ['META_ADS'] },
        },
      },
    });
    expect(ownOnly.json<{ data: { rows: unknown[] } }>().data.rows).toEqual([]);
  });

  it('imports a campaign of the connected Meta account as a META_ADS draft (preview stores nothing)', async () => {
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/campaigns/import/connected?advertiser_id=${advertiserId}&platform=meta`,
      headers: manager,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const picker = listed.json<{ data: ConnectedImportCampaignsView }>().data;
    expect(picker.status).toBe('active');
    expect(picker.accounts[0]!.campaigns.map((c) => [c.external_id, c.status, c.importable])).toEqual([
      ['5000000000000311', 'ACTIVE', true],
      ['5000000000000312', 'PAUSED', true],
    ]);
    const importing = (dryRun: boolean, ids = ['5000000000000311']) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/campaigns/import/connected',
        headers: manager,
        payload: {
          advertiser_id: advertiserId,
          platform: 'meta',
          account_id: 'act_4000000000000031',
          campaign_ids: ids,
          dry_run: dryRun,
        },
      });
    const preview = await importing(true);
    expect(preview.statusCode, preview.body).toBe(200);
    const report = preview.json<{ data: CampaignImportReport }>().data;
    expect(report.source).toBe('META_ADS_ACCOUNT');
    expect(report.created.map((c) => [c.name, c.type])).toEqual([
      ['Cafés especiais — Vendas (Meta)', 'META_ADS'],
    ]);
    const keys = report.created[0]!.notes.map((n) => n.key);
    expect(keys).toEqual(expect.arrayContaining(['campaigns:import.messages.account_start_past']));
    expect(report.created[0]!.notes.every((n) => n.values?.context === 'account')).toBe(true);
    const drafts = () =>
      t.deps.db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.advertiserId, advertiserId), isNull(campaigns.deletedAt)));
    expect(await drafts()).toEqual([]);

    const confirmed = await importing(false);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const id = confirmed.json<{ data: CampaignImportReport }>().data.created[0]!.id;
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/campaigns/${id}`, headers: manager });
    const campaign = detail.json<{
      data: {
        type: string;
        objective: string | null;
        daily_budget: string | null;
        groups: { name: string; strategies: { locations: unknown[]; age_ranges: string[] }[] }[];
      };
    }>().data;
    expect(campaign).toMatchObject({ type: 'META_ADS', objective: 'CONVERSION', daily_budget: '5000' });
    expect(campaign.groups[0]!.name).toBe('Sudeste 25–54');
    expect(campaign.groups[0]!.strategies[0]!.locations).toEqual([
      { kind: 'state', country: 'BR', state: 'SP' },
      { kind: 'state', country: 'BR', state: 'MG' },
    ]);
    expect(campaign.groups[0]!.strategies[0]!.age_ranges).toEqual(['25_34', '35_44', '45_54']);

    // An id the grant does not reach: 404, nothing made.
    const unknown = await importing(false, ['5000000000000111']);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ code: string }>().code).toBe('CONNECTED_ACCOUNT_NOT_FOUND');
  });

  it('the app removed at Meta (DELETE /me/permissions) → "reconnect" and no figures', async () => {
    const [row] = await t.deps.db
      .select()
      .from(channelConnections)
      .where(eq(channelConnections.advertiserId, advertiserId));
    const token = channelTokenBox(t.deps).open(row!.accessTokenSealed)!;
    const removed = await fetch(`${metaSandboxEndpoints(base).graphBaseUrl}/me/permissions`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status).toBe(200);
    const answer = await read(manager);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ data: View }>().data).toMatchObject({ status: 'reconnect', accounts: [] });
    const round = await syncConnectedAccounts({ deps: t.deps });
    expect(round).toMatchObject({ connections: 0, failed: 0 });
  });
});

function addDays(day: string, days: number) {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
