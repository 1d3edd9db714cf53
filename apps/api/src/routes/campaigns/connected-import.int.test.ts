import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { campaigns, channelConnections, creatives } from '@verba/db';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { testConfig } from '@verba/core/config';
import { channelTokenBox } from '@verba/core/channels/connections/connection-rules';
import { googleSandboxEndpoints } from '@verba/core/channels/google-ads/sandbox/index';
import type { CampaignImportReport, ConnectedImportCampaignsView } from '@verba/domain';
import { createTestApp, type TestApp } from '../../testing';
import { createAdvertiserAged, type Headers } from '../custom-lists/test-helpers';

/**
 * "Importar da conta conectada" over real HTTP against the app's Google sandbox (customer
 * 2000000011 seeds "Cafés especiais — Pesquisa": one ad group, PHRASE keywords, an ad-group and a
 * campaign negative, an RSA, two sitelinks and two callouts; "Marca — Pesquisa" without sitelinks).
 */
describe('import from the connected Google Ads account', () => {
  let t: TestApp;
  let base: string;
  let manager: Headers;
  let user: Headers;
  let advertiserId: string;

  beforeAll(async () => {
    t = await createTestApp({
      channelsMode: 'sandbox',
      trackingSecret: randomBytes(32).toString('hex'),
      symbolicCreditAdvertisers: 1_000,
      advertiserCreationPerMinute: 1_000,
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.deps.config.googleConnections = { ...testConfig().googleConnections, sandboxUrl: base };
    t.deps.config.appUrl = base;
    const company = await createCompany({ db: t.deps.db });
    manager = (await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'manager' })).headers;
    user = (await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'user' })).headers;
    advertiserId = await createAdvertiserAged(t, manager);
  });
  afterAll(async () => {
    await t.close();
  });

  async function connectAds(headers: Headers) {
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/v1/advertisers/${advertiserId}/connections`,
      headers,
      payload: { platform: 'google_ads', purpose: 'ads_account_read' },
    });
    expect(started.statusCode, started.body).toBe(201);
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
  }

  const list = (headers: Headers) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/campaigns/import/connected?advertiser_id=${advertiserId}&platform=google_ads`,
      headers,
    });
  const importing = (headers: Headers, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/campaigns/import/connected',
      headers,
      payload: { advertiser_id: advertiserId, platform: 'google_ads', ...payload },
    });
  const draftsOf = () =>
    t.deps.db
      .select({ id: campaigns.id, name: campaigns.name })
      .from(campaigns)
      .where(and(eq(campaigns.advertiserId, advertiserId), isNull(campaigns.deletedAt)));

  it('says "none" before the ads account is connected, and refuses to import', async () => {
    const answer = await list(manager);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ data: ConnectedImportCampaignsView }>().data).toMatchObject({
      status: 'none',
      accounts: [],
    });
    const refused = await importing(manager, { account_id: '2000000011', campaign_ids: ['1'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('CONNECTED_ACCOUNT_NOT_CONNECTED');
  });

  let running: string;
  let brand: string;

  it('lists the accounts and campaigns the read-only connection reaches', async () => {
    await connectAds(manager);
    const answer = await list(user);
    expect(answer.statusCode, answer.body).toBe(200);
    const view = answer.json<{ data: ConnectedImportCampaignsView }>().data;
    expect(view.status).toBe('active');
    expect(view.accounts.map((a) => a.id)).toEqual(['2000000011', '2000000012']);
    const seeded = view.accounts[0]!.campaigns;
    expect(seeded.map((c) => [c.name, c.status, c.channel_type, c.importable])).toEqual([
      ['Cafés especiais — Pesquisa', 'ENABLED', 'SEARCH', true],
      ['Marca — Pesquisa', 'PAUSED', 'SEARCH', true],
    ]);
    running = seeded[0]!.external_id;
    brand = seeded[1]!.external_id;
  });

  it('previews the drafts with the file import’s mapping and stores nothing', async () => {
    const answer = await importing(manager, {
      account_id: '2000000011',
      campaign_ids: [running, brand],
      dry_run: true,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json<{ data: CampaignImportReport }>().data;
    expect(report.source).toBe('GOOGLE_ADS_ACCOUNT');
    expect(report.created.map((c) => [c.name, c.type, c.creatives])).toEqual([
      ['Cafés especiais — Pesquisa', 'SEARCH', 1],
      ['Marca — Pesquisa', 'SEARCH', 0],
    ]);
    const [cafes, marca] = report.created;
    const keys = (notes: { key: string }[]) => notes.map((n) => n.key);
    // Started 45 days ago in the account, no end date, daily budget only: the wizard asks.
    expect(keys(cafes!.notes)).toEqual(
      expect.arrayContaining([
        'campaigns:import.messages.account_start_past',
        'campaigns:import.messages.budget_missing',
      ]),
    );
    expect(cafes!.notes.every((n) => n.values?.context === 'account')).toBe(true);
    // "Marca" has no sitelinks in the account: its ad does not become a creative, and says why.
    expect(marca!.notes.map((n) => [n.key, n.values?.count, n.values?.min])).toContainEqual([
      'campaigns:import.messages.rsa.sitelinks_count',
      0,
      2,
    ]);
    expect(cafes!.missing.map((m) => m.path)).toEqual(expect.arrayContaining(['budget', 'start_date']));
    expect(await draftsOf()).toEqual([]);
    expect(await t.deps.db.select().from(creatives).where(eq(creatives.advertiserId, advertiserId))).toEqual(
      [],
    );
  });

  it('confirming makes the drafts: keywords with negatives, bid, location, the ad as a SEARCH creative', async () => {
    const answer = await importing(manager, { account_id: '2000000011', campaign_ids: [running] });
    expect(answer.statusCode, answer.body).toBe(201);
    const report = answer.json<{ data: CampaignImportReport }>().data;
    expect(report.created).toHaveLength(1);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/campaigns/${report.created[0]!.id}`,
      headers: manager,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const campaign = detail.json<{
      data: {
        name: string;
        type: string;
        daily_budget: string | null;
        creative_ids: string[];
        groups: {
          name: string;
          strategies: {
            bid: { type: string; amount: string } | null;
            keywords: { text: string; match_type: string; negative?: boolean }[];
            locations: unknown[];
          }[];
        }[];
      };
    }>().data;
    expect(campaign).toMatchObject({
      name: 'Cafés especiais — Pesquisa',
      type: 'SEARCH',
      daily_budget: '4000',
    });
    const strategy = campaign.groups[0]!.strategies[0]!;
    expect(campaign.groups[0]!.name).toBe('Grupo principal');
    expect(strategy.bid).toMatchObject({ type: 'CPC', amount: '120' });
    expect(strategy.locations).toEqual([{ kind: 'country', country: 'BR' }]);
    expect(strategy.keywords).toEqual(
      expect.arrayContaining([
        { text: 'café especial', match_type: 'PHRASE' },
        { text: 'café solúvel', match_type: 'EXACT', negative: true },
        { text: 'grátis', match_type: 'BROAD', negative: true },
      ]),
    );
    const [creative] = await t.deps.db
      .select()
      .from(creatives)
      .where(eq(creatives.advertiserId, advertiserId));
    expect(JSON.stringify(creative)).toContain('Assinatura mensal');
    expect(JSON.stringify(creative)).toContain('Torra semanal');
    expect(JSON.stringify(creative)).not.toContain('café solúvel');
  });

  it('another company sees nothing; a campaign id not in the account is refused', async () => {
    const other = await createCompany({ db: t.deps.db });
    const stranger = (await createSignedInUser({ db: t.deps.db, companyId: other.id, role: 'manager' }))
      .headers;
    const seen = await list(stranger);
    expect(seen.statusCode).toBe(404);
    expect(seen.body).not.toContain('2000000011');
    expect(
      (await importing(stranger, { account_id: '2000000011', campaign_ids: [running] })).statusCode,
    ).toBe(404);
    const missing = await importing(manager, {
      account_id: '2000000011',
      campaign_ids: ['999999999'],
      dry_run: true,
    });
    expect(missing.statusCode).toBe(404);
    expect((await importing(manager, { account_id: '2000000099', campaign_ids: [running] })).statusCode).toBe(
      404,
    );
  });

  it('a grant revoked at Google answers "reconnect" and imports nothing', async () => {
    const [row] = await t.deps.db
      .select()
      .from(channelConnections)
      .where(eq(channelConnections.advertiserId, advertiserId));
    const refresh = channelTokenBox(t.deps).open(row!.refreshTokenSealed!)!;
    await fetch(googleSandboxEndpoints(base).oauthRevokeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: refresh }).toString(),
    });
    const answer = await list(manager);
    expect(answer.json<{ data: ConnectedImportCampaignsView }>().data.status).toBe('reconnect');
    const refused = await importing(manager, { account_id: '2000000011', campaign_ids: [brand] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('CONNECTION_NEEDS_RECONNECT');
    expect(await draftsOf()).toHaveLength(1);
  });
});
