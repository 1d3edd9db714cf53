import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { channelConnections } from '@verba/db';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { testConfig } from '@verba/core/config';
import { channelTokenBox } from '@verba/core/channels/connections/connection-rules';
import { channelTokenSource } from '@verba/core/channels/connections/channel-token-source';
import {
  googleSandboxCredentials,
  googleSandboxEndpoints,
} from '@verba/core/channels/google-ads/sandbox/index';
import { createTestApp, type TestApp } from '../../testing';
import { createAdvertiserAged, type Headers } from '../custom-lists/test-helpers';

/**
 * Connections against the app's own Google sandbox (apps/api/src/routes/sandboxes/google), over a
 * listening port: Verba's client side and the sandbox's authorisation server speak the real protocol
 * to each other — consent page, code + PKCE, YouTube channels, accessible customers, revoke.
 */
describe('connections against the Google sandbox', () => {
  let t: TestApp;
  let base: string;
  let manager: Headers;
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
    t.deps.config.googleConnections = { ...testConfig().googleConnections, sandboxUrl: base };
    t.deps.config.appUrl = base;
    const company = await createCompany({ db: t.deps.db });
    companyId = company.id;
    manager = (await createSignedInUser({ db: t.deps.db, companyId, role: 'manager' })).headers;
    advertiserId = await createAdvertiserAged(t, manager);
  });
  afterAll(() => t.close());

  /** The user on the sandbox's consent page: picks the account (and channel), clicks Allow. */
  async function consent(authorizationUrl: string, channel?: string) {
    const chooser = await fetch(`${authorizationUrl}&sbx_account=ana`);
    expect(chooser.status).toBe(200);
    const html = await chooser.text();
    const txn = /name="txn" value="([^"]+)"/.exec(html)?.[1];
    expect(txn, html.slice(0, 500)).toBeDefined();
    const query = Object.fromEntries(new URL(authorizationUrl).searchParams);
    const allow = await fetch(new URL(authorizationUrl).origin + new URL(authorizationUrl).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...query,
        sbx_account: 'ana',
        txn: txn!,
        decision: 'allow',
        ...(channel ? { channel } : {}),
      }).toString(),
      redirect: 'manual',
    });
    expect(allow.status).toBe(302);
    const back = new URL(allow.headers.get('location')!);
    expect(back.pathname).toBe('/google-oauth-redirect');
    return Object.fromEntries(back.searchParams);
  }

  async function connect(purpose: 'youtube_channel' | 'ads_account_read', channel?: string) {
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/v1/advertisers/${advertiserId}/connections`,
      headers: manager,
      payload: { platform: 'google_ads', purpose },
    });
    expect(started.statusCode, started.body).toBe(201);
    const url = started.json<{ data: { authorization_url: string } }>().data.authorization_url;
    expect(url.startsWith(googleSandboxEndpoints(base).oauthAuthorizeUrl)).toBe(true);
    const parameters = await consent(url, channel);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/v1/connections/complete',
      headers: manager,
      payload: { platform: 'google_ads', parameters },
    });
    expect(done.statusCode, done.body).toBe(200);
    return done.json<{
      data: { connection: { id: string; external_account_id: string; accounts: unknown[] } };
    }>().data.connection;
  }

  it('connects the YouTube channel chosen on the consent page and the accessible Google Ads customers', async () => {
    const channel = await connect('youtube_channel', 'UCsbxCafeDaVila0000001');
    expect(channel.external_account_id).toBe('UCsbxCafeDaVila0000001');
    const ads = await connect('ads_account_read');
    expect(ads.accounts).toEqual([
      { id: '2000000011', name: '200-000-0011', kind: 'google_ads_customer' },
      { id: '2000000012', name: '200-000-0012', kind: 'google_ads_customer' },
    ]);
  });

  it('a grant revoked at Google turns the connection "reconnect"', async () => {
    const connection = await connect('youtube_channel', 'UCsbxCafeDaVila0000001');
    const [row] = await t.deps.db
      .select()
      .from(channelConnections)
      .where(eq(channelConnections.id, connection.id));
    const refresh = channelTokenBox(t.deps).open(row!.refreshTokenSealed!)!;
    // The advertiser removes Verba's access on their Google account.
    const revoked = await fetch(googleSandboxEndpoints(base).oauthRevokeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: refresh }).toString(),
    });
    expect(revoked.status).toBe(200);
    const source = await channelTokenSource({ deps: t.deps, companyId, connectionId: connection.id });
    await expect(
      source.fetch(`${googleSandboxEndpoints(base).youtubeBaseUrl}/channels?part=snippet&mine=true`),
    ).rejects.toMatchObject({ code: 'CONNECTION_NEEDS_RECONNECT' });
    const [after] = await t.deps.db
      .select()
      .from(channelConnections)
      .where(eq(channelConnections.id, connection.id));
    expect(after!.status).toBe('reconnect');
  });

  it('disconnecting revokes the grant at the sandbox', async () => {
    const connection = await connect('ads_account_read');
    const [row] = await t.deps.db
      .select()
      .from(channelConnections)
      .where(eq(channelConnections.id, connection.id));
    const refresh = channelTokenBox(t.deps).open(row!.refreshTokenSealed!)!;
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/connections/${connection.id}`,
      headers: manager,
    });
    expect(ended.statusCode).toBe(200);
    const token = await fetch(googleSandboxEndpoints(base).oauthTokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refresh,
        client_id: googleSandboxCredentials(trackingSecret).clientId,
        client_secret: googleSandboxCredentials(trackingSecret).clientSecret,
      }).toString(),
    });
    expect(token.status).toBe(400);
    expect(await token.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it("lists the connected YouTube channel's uploads; without a channel, YOUTUBE_CHANNEL_NOT_CONNECTED", async () => {
    advertiserId = await createAdvertiserAged(t, manager);
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/v1/advertisers/${advertiserId}/youtube-videos`,
      headers: manager,
    });
    expect(none.statusCode, none.body).toBe(422);
    expect(none.json<{ code: string }>().code).toBe('YOUTUBE_CHANNEL_NOT_CONNECTED');
    await connect('youtube_channel', 'UCsbxCafeDaVila0000001');
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/advertisers/${advertiserId}/youtube-videos`,
      headers: manager,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const data = listed.json<{
      data: { channel: { id: string }; videos: { video_id: string; title: string }[] };
    }>().data;
    expect(data.channel.id).toBe('UCsbxCafeDaVila0000001');
    expect(data.videos.length).toBeGreaterThan(0);
    expect(data.videos[0]!.video_id).toMatch(/^[\w-]{11}$/);
  });
});
