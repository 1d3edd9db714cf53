import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { channelTokenSource } from '@verba/core/channels/connections/channel-token-source';
import { spotifySandboxEndpoints } from '@verba/core/channels/spotify/endpoints';
import { createTestApp, type TestApp } from '../../testing';
import { createAdvertiserAged, type Headers } from '../custom-lists/test-helpers';

/**
 * Issue 28: an advertiser connects its own Spotify Ad Studio ad accounts, read only, against the
 * app's Spotify sandbox over a listening port — consent page (the Ad Studio user chosen there),
 * code + PKCE + HTTP Basic client credentials, GET /businesses and /businesses/{id}/ad_accounts.
 */
describe('connections against the Spotify sandbox', () => {
  let t: TestApp;
  let base: string;
  let manager: Headers;
  let user: Headers;
  let companyId: string;
  let advertiserId: string;
  const trackingSecret = randomBytes(32).toString('hex');

  beforeAll(async () => {
    t = await createTestApp({
      channelsMode: 'sandbox',
      trackingSecret,
      symbolicCreditAdvertisers: 1_000,
      advertiserCreationPerMinute: 1_000,
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.deps.config.appUrl = base;
    t.deps.config.port = Number(new URL(base).port);
    const company = await createCompany({ db: t.deps.db });
    companyId = company.id;
    manager = (await createSignedInUser({ db: t.deps.db, companyId, role: 'manager' })).headers;
    user = (await createSignedInUser({ db: t.deps.db, companyId, role: 'user' })).headers;
    advertiserId = await createAdvertiserAged(t, manager);
  });
  afterAll(() => t.close());

  const start = (headers: Headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/advertisers/${advertiserId}/connections`,
      headers,
      payload: { platform: 'spotify', purpose: 'ads_account_read' },
    });

  /** The browser on the sandbox's consent page: signs in as `who`, answers `answer`; the return query. */
  async function consent(authorizationUrl: string, who: string, answer: 'allow' | 'deny' = 'allow') {
    const page = await fetch(authorizationUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Entrar como');
    expect(html).toContain(`value="${who}"`);
    const url = new URL(authorizationUrl);
    const back = await fetch(url.origin + url.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...Object.fromEntries(url.searchParams), user: who, answer }).toString(),
      redirect: 'manual',
    });
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location')!);
    expect(location.pathname).toBe('/spotify-oauth-redirect');
    return Object.fromEntries(location.searchParams);
  }

  async function connectAs(who: string, answer: 'allow' | 'deny' = 'allow') {
    const started = await start(manager);
    expect(started.statusCode, started.body).toBe(201);
    const url = started.json<{ data: { authorization_url: string } }>().data.authorization_url;
    expect(url.startsWith(spotifySandboxEndpoints(base).oauthAuthorizeUrl)).toBe(true);
    const query = new URL(url).searchParams;
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('redirect_uri')).toBe(`${base}/spotify-oauth-redirect`);
    const parameters = await consent(url, who, answer);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/connections/complete',
      headers: manager,
      payload: { platform: 'spotify', parameters },
    });
  }

  it("connects the Ad Studio user's own ad accounts, read only, and reads them with the stored grant", async () => {
    const done = await connectAs('sbx-user-marina');
    expect(done.statusCode, done.body).toBe(200);
    const connection = done.json<{
      data: {
        connection: { id: string; platform: string; external_account_id: string; accounts: unknown[] };
      };
    }>().data.connection;
    expect(connection).toMatchObject({
      platform: 'spotify',
      external_account_id: '5f1c0a2e-5b0d-4a1e-9c3f-00000000a101',
      accounts: [
        {
          id: '5f1c0a2e-5b0d-4a1e-9c3f-00000000a101',
          name: 'Café Serra Azul · Ad Studio',
          kind: 'ad_account',
        },
        {
          id: '5f1c0a2e-5b0d-4a1e-9c3f-00000000a102',
          name: 'Café Serra Azul · Podcasts',
          kind: 'ad_account',
        },
      ],
    });
    const source = await channelTokenSource({ deps: t.deps, companyId, connectionId: connection.id });
    const api = spotifySandboxEndpoints(base).apiBaseUrl;
    const own = await source.fetch(`${api}/ad_accounts/5f1c0a2e-5b0d-4a1e-9c3f-00000000a101`);
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ name: 'Café Serra Azul · Ad Studio', currency: 'BRL' });
    // Neither Verba's buying account nor another advertiser's is reachable with this grant.
    for (const other of ['5f1c0a2e-5b0d-4a1e-9c3f-00000000a001', '5f1c0a2e-5b0d-4a1e-9c3f-00000000a201']) {
      const denied = await source.fetch(`${api}/ad_accounts/${other}/campaigns`);
      expect(denied.status).toBe(403);
      await denied.body?.cancel();
    }

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/advertisers/${advertiserId}/connections`,
      headers: manager,
    });
    expect(list.json<{ data: { options: unknown[] } }>().data.options).toContainEqual({
      platform: 'spotify',
      purpose: 'ads_account_read',
      allowed: true,
    });
  });

  it('refuses a denied consent, a user without ad accounts, and a `user` role', async () => {
    const denied = await connectAs('sbx-user-marina', 'deny');
    expect(denied.statusCode).toBeGreaterThanOrEqual(400);
    expect(denied.json()).toMatchObject({ code: 'OAUTH_CONSENT_DENIED' });
    const nothing = await connectAs('sbx-user-sem-conta');
    expect(nothing.json()).toMatchObject({ code: 'CONNECTION_NOTHING_REACHABLE' });
    const forbidden = await start(user);
    expect(forbidden.statusCode).toBe(403);
  });
});
