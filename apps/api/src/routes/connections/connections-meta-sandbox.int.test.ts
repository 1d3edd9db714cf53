import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { channelConnections } from '@verba/db';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { channelTokenBox } from '@verba/core/channels/connections/connection-rules';
import { metaSandboxEndpoints } from '@verba/core/channels/meta/sandbox/index';
import { metaSandboxAppId, metaSandboxAppSecret } from '@verba/core/channels/meta/sandbox/facebook-login';
import { createTestApp, type TestApp } from '../../testing';
import { createAdvertiserAged, type Headers } from '../custom-lists/test-helpers';
import {
  campaignBody,
  createTestCampaign,
  fundAdvertiser,
  insertCreative,
} from '../campaigns/campaign-test-helpers';

/**
 * Facebook Login for Business against the app's own Meta sandbox (routes/sandboxes/meta), over a
 * listening port (issue 28): the dialog where the person picks the Page, the code exchanged with
 * the app secret and the PKCE verifier, the Page and its Instagram account stored; cancel, a
 * replayed callback, read-only ad accounts, and disconnecting de-authorises the app at Meta.
 */
describe('connections against the Meta sandbox (Facebook Login for Business)', () => {
  let t: TestApp;
  let base: string;
  let manager: Headers;
  let user: Headers;
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
    manager = (await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'manager' })).headers;
    user = (await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'user' })).headers;
    advertiserId = await createAdvertiserAged(t, manager);
  });
  afterAll(() => t.close());

  async function start(purpose: 'facebook_page' | 'ads_account_read', headers = manager) {
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/v1/advertisers/${advertiserId}/connections`,
      headers,
      payload: { platform: 'meta', purpose },
    });
    expect(started.statusCode, started.body).toBe(201);
    return started.json<{ data: { authorization_url: string } }>().data.authorization_url;
  }

  /** The person on the sandbox's dialog: sees the permissions, picks the Page, continues or cancels. */
  async function dialog(authorizationUrl: string, answer: 'allow' | 'cancel', pageId = '3000000000000031') {
    const shown = await fetch(authorizationUrl);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain('Café Serra Azul');
    const url = new URL(authorizationUrl);
    const posted = await fetch(url.origin + url.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...Object.fromEntries(url.searchParams),
        page_id: pageId,
        answer,
      }).toString(),
      redirect: 'manual',
    });
    expect(posted.status).toBe(302);
    const back = new URL(posted.headers.get('location')!);
    expect(back.pathname).toBe('/meta-oauth-redirect');
    expect(back.hash).toBe('#_=_');
    return Object.fromEntries(back.searchParams);
  }

  const complete = (parameters: Record<string, string>, headers = manager) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/connections/complete',
      headers,
      payload: { platform: 'meta', parameters },
    });

  it('connects the Page chosen in the dialog with its Instagram account (authorization code + PKCE)', async () => {
    const url = await start('facebook_page');
    expect(url.startsWith(metaSandboxEndpoints(base).oauthAuthorizeUrl)).toBe(true);
    const asked = new URL(url).searchParams;
    expect(asked.get('code_challenge_method')).toBe('S256');
    expect(asked.get('scope')).toContain('pages_manage_ads');
    const parameters = await dialog(url, 'allow');
    const done = await complete(parameters);
    expect(done.statusCode, done.body).toBe(200);
    const connection = done.json<{
      data: {
        connection: { id: string; platform: string; external_account_id: string; accounts: unknown[] };
      };
    }>().data.connection;
    expect(connection).toMatchObject({ platform: 'meta', external_account_id: '3000000000000031' });
    expect(connection.accounts).toEqual([
      { id: '3000000000000031', name: 'Café Serra Azul', kind: 'facebook_page' },
      { id: '17841400000000031', name: 'Instagram · Café Serra Azul', kind: 'instagram_account' },
    ]);
    // Tokens sealed at rest; Meta issues no refresh token (a 60-day user token).
    const [row] = await t.deps.db
      .select()
      .from(channelConnections)
      .where(eq(channelConnections.id, connection.id));
    expect(row!.refreshTokenSealed).toBeNull();
    expect(row!.accessTokenSealed.startsWith('sbx-at')).toBe(false);

    // The callback replayed: the state is spent before any exchange.
    const again = await complete(parameters);
    expect(again.json<{ code: string }>().code).toBe('OAUTH_STATE_USED');
  });

  it('cancel in the dialog → OAUTH_CONSENT_DENIED; a code exchanged twice is refused in Meta’s shape', async () => {
    const denied = await complete(await dialog(await start('facebook_page'), 'cancel'));
    expect(denied.json<{ code: string }>().code).toBe('OAUTH_CONSENT_DENIED');

    // Straight at the token endpoint: Meta's own refusal shape for a used code (code 100 / 36009).
    const parameters = await dialog(await start('facebook_page'), 'allow');
    expect((await complete(parameters)).statusCode).toBe(200);
    const exchange = (clientSecret: string) =>
      fetch(metaSandboxEndpoints(base).oauthTokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: metaSandboxAppId,
          client_secret: clientSecret,
          redirect_uri: `${base}/meta-oauth-redirect`,
          code: parameters.code!,
        }).toString(),
      });
    const replay = await exchange(metaSandboxAppSecret(trackingSecret));
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({
      error: {
        message: 'This authorization code has been used.',
        type: 'OAuthException',
        code: 100,
        error_subcode: 36009,
      },
    });
    const wrongSecret = await exchange('wrong');
    expect(await wrongSecret.json()).toMatchObject({ error: { type: 'OAuthException', code: 1 } });
  });

  it('read-only ad accounts are for administrators; listed from /me/adaccounts', async () => {
    const forbidden = await t.app.inject({
      method: 'POST',
      url: `/api/v1/advertisers/${advertiserId}/connections`,
      headers: user,
      payload: { platform: 'meta', purpose: 'ads_account_read' },
    });
    expect(forbidden.statusCode).toBe(403);
    const done = await complete(await dialog(await start('ads_account_read'), 'allow'));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ data: { connection: { accounts: unknown[] } } }>().data.connection.accounts).toEqual([
      { id: 'act_4000000000000031', name: 'Café Serra Azul · conta própria', kind: 'ad_account' },
    ]);
  });

  it('disconnecting de-authorises the app at Meta (DELETE /me/permissions): the token stops working', async () => {
    const done = await complete(await dialog(await start('facebook_page'), 'allow', '3000000000000011'));
    const id = done.json<{ data: { connection: { id: string } } }>().data.connection.id;
    const [row] = await t.deps.db.select().from(channelConnections).where(eq(channelConnections.id, id));
    const token = channelTokenBox(t.deps).open(row!.accessTokenSealed)!;
    const accounts = `${metaSandboxEndpoints(base).graphBaseUrl}/me/accounts`;
    expect((await fetch(accounts, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/connections/${id}`,
      headers: manager,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const after = await fetch(accounts, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(400);
    expect(await after.json()).toMatchObject({ error: { code: 190, error_subcode: 458 } });
  });

  it('a META_ADS campaign is published only under its own advertiser’s connected Page, nothing reserved before', async () => {
    const balanceOf = async (id: string, as: Headers) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/advertisers/${id}`, headers: as })).json<{
        data: { balance: string };
      }>().data.balance;
    const metaDraft = async (as: Headers, advertiser: string) => {
      await fundAdvertiser(t, advertiser, 500_000n);
      return createTestCampaign(
        t,
        as,
        campaignBody(await insertCreative(t, advertiser), {
          advertiser_id: advertiser,
          type: 'META_ADS',
          name: 'Meta',
        }),
      );
    };
    const publish = (id: string, version: number, as: Headers) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/campaigns/${id}/publish`,
        headers: as,
        payload: { version },
      });

    // A fresh advertiser of this company: no Page yet → refused, the wallet untouched.
    const fresh = await createAdvertiserAged(t, manager);
    const draft = await metaDraft(manager, fresh);
    const before = await balanceOf(fresh, manager);
    const refused = await publish(draft.id, draft.version, manager);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ code: string; errors: string[] }>()).toMatchObject({
      code: 'META_PAGE_NOT_CONNECTED',
    });
    expect(refused.json<{ errors: string[] }>().errors[0]).toContain('Página do Facebook');
    expect(await balanceOf(fresh, manager)).toBe(before);

    // Another company: the Pages this company connected are not its own.
    const otherCompany = await createCompany({ db: t.deps.db });
    const stranger = (
      await createSignedInUser({ db: t.deps.db, companyId: otherCompany.id, role: 'manager' })
    ).headers;
    const foreignAdvertiser = await createAdvertiserAged(t, stranger);
    const foreign = await metaDraft(stranger, foreignAdvertiser);
    expect((await publish(foreign.id, foreign.version, stranger)).json<{ code: string }>().code).toBe(
      'META_PAGE_NOT_CONNECTED',
    );

    // Connected through the dialog → published, the budget reserved.
    advertiserId = fresh;
    expect((await complete(await dialog(await start('facebook_page'), 'allow'))).statusCode).toBe(200);
    const published = await publish(draft.id, draft.version, manager);
    expect(published.statusCode, published.body).toBe(200);
    expect(BigInt(await balanceOf(fresh, manager))).toBe(BigInt(before) - 100_000n);
  });
});
