import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, channelConnections, oauthStates, queryRows } from '@verba/db';
import type { RoleSlug } from '@verba/domain';
import type { Actor } from '../../deps';
import { DomainError } from '../../errors';
import { createTestDeps, type TestDeps } from '../../testing';
import { createCompany, createUser } from '../../testing/factories';
import { seedAdvertiser } from '../../testing/plan-seeds';
import { hashToken } from '../../security/tokens';
import { channelTokenBox, liveConnectionFor } from './connection-rules';
import { channelTokenSource } from './channel-token-source';
import { completeConnection } from './complete-connection';
import { disconnectConnection } from './disconnect-connection';
import { listConnections } from './list-connections';
import { googleSandboxCredentials } from '../google-ads/sandbox/index';
import { startConnection } from './start-connection';
import { startTestAuthorizationServer, type TestAuthorizationServer } from './test-authorization-server';

/** The OAuth tests of issue 27, over real HTTP against a standards-following authorisation server. */
describe('advertiser connections by OAuth 2.0 (Google)', () => {
  let deps: TestDeps;
  let google: TestAuthorizationServer;
  let actor: Actor;
  let advertiserId: string;
  const trackingSecret = randomBytes(32).toString('hex');

  const actorOf = async (companyId: string, role: RoleSlug): Promise<Actor> => {
    const user = await createUser({ db: deps.db, companyId, role });
    return {
      userId: user.id,
      companyId,
      role,
      isStaff: false,
      tokenId: randomUUID(),
      impersonatorUserId: null,
      language: 'pt_BR',
    };
  };
  const codeOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      if (error instanceof DomainError) return error.code;
      throw error;
    }
    return 'OK';
  };
  const start = (who: Actor = actor, purpose: 'youtube_channel' | 'ads_account_read' = 'youtube_channel') =>
    startConnection({ deps, actor: who, input: { advertiserId, platform: 'google_ads', purpose } });
  const complete = (parameters: URLSearchParams | Record<string, string>, who: Actor = actor) =>
    completeConnection({
      deps,
      actor: who,
      input: { platform: 'google_ads', parameters: Object.fromEntries(new URLSearchParams(parameters)) },
    });
  const connect = async (purpose: 'youtube_channel' | 'ads_account_read' = 'youtube_channel') => {
    const { authorization_url } = await start(actor, purpose);
    return (await complete(await google.consent(authorization_url))).connection;
  };

  beforeAll(async () => {
    const client = googleSandboxCredentials(trackingSecret);
    google = await startTestAuthorizationServer(client);
    const base = await createTestDeps({ trackingSecret, channelsMode: 'sandbox' });
    deps = Object.assign(base, {
      config: {
        ...base.config,
        googleConnections: { ...base.config.googleConnections, sandboxUrl: google.url },
      },
    });
    const company = await createCompany({ db: deps.db });
    actor = await actorOf(company.id, 'manager');
    advertiserId = await seedAdvertiser(deps.db, company.id);
  });
  afterAll(async () => {
    await google.close();
    await deps.database.close();
  });

  it('starts with state, PKCE S256, the scope of the purpose, offline access and consent', async () => {
    const { authorization_url } = await start();
    const url = new URL(authorization_url);
    expect(url.origin + url.pathname).toBe(`${google.base}/o/oauth2/v2/auth`);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(google.clientId);
    expect(q.get('redirect_uri')).toBe(`${deps.config.appUrl}/google-oauth-redirect`);
    expect(q.get('scope')).toBe('https://www.googleapis.com/auth/youtube.readonly');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('access_type')).toBe('offline');
    expect(q.get('prompt')).toBe('consent');
    expect(q.get('hl')).toBe('pt-BR');
    const state = q.get('state')!;
    expect(state.length).toBeGreaterThanOrEqual(32);
    // Only the state's hash is stored; the verifier is sealed, and matches the challenge sent.
    const [row] = await deps.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, hashToken(state)));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(state);
    const verifier = channelTokenBox(deps).open(row!.codeVerifierSealed)!;
    expect(row!.codeVerifierSealed).not.toContain(verifier);
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(q.get('code_challenge'));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60_000);

    const ads = new URL((await start(actor, 'ads_account_read')).authorization_url);
    expect(ads.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/adwords');
  });

  it('completes: stores the channel it reaches, and the token read from the database is ciphertext', async () => {
    const connection = await connect();
    expect(connection).toMatchObject({
      platform: 'google_ads',
      purpose: 'youtube_channel',
      external_account_id: 'UCtest-cafe-aurora',
      display_name: 'Café Aurora',
      status: 'active',
      scopes: ['https://www.googleapis.com/auth/youtube.readonly'],
    });
    expect(JSON.stringify(connection)).not.toMatch(/ya29|1\/\/rt/);
    const [row] = await queryRows<{ access_token_sealed: string; refresh_token_sealed: string }>(
      deps.db,
      sql`SELECT access_token_sealed, refresh_token_sealed FROM channel_connections WHERE id = ${connection.id}`,
    );
    expect(row!.access_token_sealed).toMatch(/^v1\./);
    expect(row!.refresh_token_sealed).toMatch(/^v1\./);
    expect(row!.access_token_sealed).not.toContain('ya29');
    expect(row!.refresh_token_sealed).not.toContain('1//rt');
    const box = channelTokenBox(deps);
    expect(box.open(row!.access_token_sealed)).toMatch(/^ya29\./);
    // Another installation's key opens nothing.
    const other = channelTokenBox({ config: { ...deps.config, trackingSecret: 'x'.repeat(64) } });
    expect(other.open(row!.access_token_sealed)).toBeNull();

    const live = await liveConnectionFor({
      db: deps.db,
      companyId: actor.companyId,
      advertiserId,
      platform: 'google_ads',
      purpose: 'youtube_channel',
    });
    expect(live).toMatchObject({ id: connection.id, status: 'active' });
    expect(live).not.toHaveProperty('accessTokenSealed');
    const source = await channelTokenSource({
      deps,
      companyId: actor.companyId,
      connectionId: connection.id,
    });
    const channels = await source.fetch(`${google.base}/youtube/v3/channels?part=snippet&mine=true`);
    expect(channels.status).toBe(200);

    const audit = await deps.db.select().from(auditLog).where(eq(auditLog.targetId, connection.id));
    expect(audit.map((a) => a.action)).toEqual(['channel_connection.connected']);
  });

  it('lists the reachable Google Ads customers of a read-only ads connection', async () => {
    const connection = await connect('ads_account_read');
    expect(connection.accounts).toEqual([
      { id: '1234567890', name: '123-456-7890', kind: 'google_ads_customer' },
      { id: '9876543210', name: '987-654-3210', kind: 'google_ads_customer' },
    ]);
    expect(connection.used_by.map((u) => u.feature)).toEqual(['platform_statistics', 'campaign_import']);
  });

  it('refuses a state that does not match one this user started (state mismatch)', async () => {
    const { authorization_url } = await start();
    const callback = await google.consent(authorization_url);
    const forged = new URLSearchParams(callback);
    forged.set('state', `${callback.get('state')}x`);
    expect(await codeOf(complete(forged))).toBe('OAUTH_STATE_INVALID');
    const missing = new URLSearchParams(callback);
    missing.delete('state');
    expect(await codeOf(complete(missing))).toBe('OAUTH_STATE_INVALID');
    // The right state, but handed over by another user of the same company.
    const colleague = await actorOf(actor.companyId, 'manager');
    expect(await codeOf(complete(callback, colleague))).toBe('OAUTH_STATE_INVALID');
    // Still unused: its own user completes it.
    expect(await codeOf(complete(callback))).toBe('OK');
  });

  it('refuses a replayed callback, and a code the platform already exchanged (replayed code)', async () => {
    const { authorization_url } = await start();
    const callback = await google.consent(authorization_url);
    expect(await codeOf(complete(callback))).toBe('OK');
    const exchanges = google.calls.filter((c) => c.grantType === 'authorization_code').length;
    expect(await codeOf(complete(callback))).toBe('OAUTH_STATE_USED');
    // Never sent to the platform a second time.
    expect(google.calls.filter((c) => c.grantType === 'authorization_code').length).toBe(exchanges);
    // The same code under a fresh state: the platform refuses it (a code works once).
    const fresh = new URL((await start()).authorization_url).searchParams.get('state')!;
    const replay = new URLSearchParams(callback);
    replay.set('state', fresh);
    expect(await codeOf(complete(replay))).toBe('OAUTH_CODE_REJECTED');
  });

  it('cannot exchange a code without the verifier of its challenge (PKCE)', async () => {
    // A code intercepted from one authorisation, injected into another: the verifier does not match.
    const stolen = await google.consent((await start()).authorization_url);
    const victim = new URL((await start()).authorization_url).searchParams.get('state')!;
    const injected = new URLSearchParams(stolen);
    injected.set('state', victim);
    expect(await codeOf(complete(injected))).toBe('OAUTH_CODE_REJECTED');
    // And without any verifier the platform refuses the exchange outright.
    const other = await google.consent((await start()).authorization_url);
    const client = googleSandboxCredentials(trackingSecret);
    const response = await fetch(`${google.base}/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: other.get('code')!,
        redirect_uri: `${deps.config.appUrl}/google-oauth-redirect`,
        client_id: client.clientId,
        client_secret: client.clientSecret,
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: 'Missing code verifier.',
    });
  });

  it('refuses an expired state, a denied consent and a grant without the scope asked', async () => {
    const late = await google.consent((await start()).authorization_url);
    deps.advance(10 * 60_000 + 1);
    expect(await codeOf(complete(late))).toBe('OAUTH_STATE_EXPIRED');
    const denied = await google.consent((await start()).authorization_url, { deny: true });
    expect(await codeOf(complete(denied))).toBe('OAUTH_CONSENT_DENIED');
    const partial = await google.consent((await start(actor, 'ads_account_read')).authorization_url, {
      grantScopes: ['openid'],
    });
    expect(await codeOf(complete(partial))).toBe('OAUTH_SCOPE_NOT_GRANTED');
  });

  it('refuses a channel-less Google account (nothing reachable) and revokes the grant', async () => {
    const saved = google.channels;
    google.channels = [];
    try {
      const callback = await google.consent((await start()).authorization_url);
      const revoked = google.revokedTokens.size;
      expect(await codeOf(complete(callback))).toBe('CONNECTION_NOTHING_REACHABLE');
      expect(google.revokedTokens.size).toBe(revoked + 1);
    } finally {
      google.channels = saved;
    }
  });

  it('on a 401 refreshes once and retries once', async () => {
    const connection = await connect();
    const source = await channelTokenSource({
      deps,
      companyId: actor.companyId,
      connectionId: connection.id,
    });
    google.expireAccessTokens();
    const before = google.calls.length;
    const response = await source.fetch(`${google.base}/youtube/v3/channels?part=snippet&mine=true`);
    expect(response.status).toBe(200);
    expect(google.calls.slice(before).map((c) => `${c.path}:${c.grantType ?? ''}:${c.status}`)).toEqual([
      '/youtube/v3/channels::401',
      '/token:refresh_token:200',
      '/youtube/v3/channels::200',
    ]);
    // The new access token is stored sealed.
    const [row] = await deps.db
      .select()
      .from(channelConnections)
      .where(eq(channelConnections.id, connection.id));
    expect(channelTokenBox(deps).open(row!.accessTokenSealed)).toBe(await source.accessToken());
  });

  it('refreshes before expiry, without waiting for a 401', async () => {
    const connection = await connect();
    const source = await channelTokenSource({
      deps,
      companyId: actor.companyId,
      connectionId: connection.id,
    });
    const first = await source.accessToken();
    deps.advance(3599_000 - 4 * 60_000); // 4 minutes left: inside the 5-minute margin
    const before = google.calls.length;
    const second = await source.accessToken();
    expect(second).not.toBe(first);
    expect(google.calls.slice(before).map((c) => c.grantType)).toEqual(['refresh_token']);
  });

  it('a 429 honours Retry-After, and a wait too long answers CHANNEL_RATE_LIMITED', async () => {
    const connection = await connect();
    const source = await channelTokenSource({
      deps,
      companyId: actor.companyId,
      connectionId: connection.id,
    });
    google.rateLimit('/youtube/v3/channels', 1, 1);
    const started = performance.now();
    const response = await source.fetch(`${google.base}/youtube/v3/channels?part=snippet&mine=true`);
    const waited = performance.now() - started;
    expect(response.status).toBe(200);
    expect(waited).toBeGreaterThanOrEqual(990);
    expect(waited).toBeLessThan(5_000);

    google.rateLimit('/youtube/v3/channels', 1, 3600);
    const refused = await codeOf(source.fetch(`${google.base}/youtube/v3/channels?part=snippet&mine=true`));
    expect(refused).toBe('CHANNEL_RATE_LIMITED');
  });

  it('a revoked grant turns the connection "reconnect" and records where it is used', async () => {
    const connection = await connect();
    await deps.db.execute(
      sql`INSERT INTO campaigns (company_id, advertiser_id, name, type, objective, currency, budget, start_date, status)
          VALUES (${actor.companyId}, ${advertiserId}, 'Vídeo de lançamento', 'YOUTUBE', 'IMPRESSION', 'BRL', 100000,
                  '2026-12-01', 'active')`,
    );
    const source = await channelTokenSource({
      deps,
      companyId: actor.companyId,
      connectionId: connection.id,
    });
    google.revokeEverything();
    expect(await codeOf(source.fetch(`${google.base}/youtube/v3/channels?part=snippet&mine=true`))).toBe(
      'CONNECTION_NEEDS_RECONNECT',
    );
    const [row] = await deps.db
      .select()
      .from(channelConnections)
      .where(eq(channelConnections.id, connection.id));
    expect(row).toMatchObject({ status: 'reconnect', statusReason: 'invalid_grant' });
    const [audit] = await deps.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.targetId} = ${connection.id} AND ${auditLog.action} = 'channel_connection.needs_reconnect'`,
      );
    expect(audit!.metadata).toMatchObject({
      used_by: [
        { feature: 'youtube_campaigns', campaigns: [{ name: 'Vídeo de lançamento', status: 'active' }] },
      ],
    });
    expect(
      await codeOf(channelTokenSource({ deps, companyId: actor.companyId, connectionId: connection.id })),
    ).toBe('CONNECTION_NEEDS_RECONNECT');
    const listed = await listConnections({ deps, actor, advertiserId });
    expect(listed.connections.find((c) => c.id === connection.id)).toMatchObject({
      status: 'reconnect',
      used_by: [{ feature: 'youtube_campaigns', campaigns: [{ name: 'Vídeo de lançamento' }] }],
    });
    // Reconnecting the same channel makes the same connection active again.
    const again = await connect();
    expect(again.id).toBe(connection.id);
    expect(again.status).toBe('active');
  });

  it('disconnecting revokes at the platform, erases the tokens and is audited', async () => {
    const connection = await connect('ads_account_read');
    const revoked = google.revokedTokens.size;
    const ended = await disconnectConnection({ deps, actor, id: connection.id });
    expect(ended).toMatchObject({ status: 'disconnected', can_disconnect: false });
    expect(google.revokedTokens.size).toBe(revoked + 1);
    const [row] = await deps.db
      .select()
      .from(channelConnections)
      .where(eq(channelConnections.id, connection.id));
    expect(row).toMatchObject({
      accessTokenSealed: '',
      refreshTokenSealed: null,
      disconnectedByUserId: actor.userId,
    });
    const audit = await deps.db.select().from(auditLog).where(eq(auditLog.targetId, connection.id));
    expect(
      audit.map((a) => [a.action, (a.metadata as { revoked_at_platform?: boolean }).revoked_at_platform]),
    ).toContainEqual(['channel_connection.disconnected', true]);
    expect(
      await codeOf(channelTokenSource({ deps, companyId: actor.companyId, connectionId: connection.id })),
    ).toBe('CONNECTION_DISCONNECTED');
  });

  it('another company can never see, use or disconnect a connection', async () => {
    const connection = await connect();
    const other = await createCompany({ db: deps.db });
    const stranger = await actorOf(other.id, 'manager');
    expect(await codeOf(listConnections({ deps, actor: stranger, advertiserId }))).toBe('NOT_FOUND');
    expect(await codeOf(channelTokenSource({ deps, companyId: other.id, connectionId: connection.id }))).toBe(
      'NOT_FOUND',
    );
    expect(await codeOf(disconnectConnection({ deps, actor: stranger, id: connection.id }))).toBe(
      'NOT_FOUND',
    );
    expect(await codeOf(start(stranger))).toBe('NOT_FOUND');
    // A state of this company completed by the stranger is unknown to them.
    const callback = await google.consent((await start()).authorization_url);
    expect(await codeOf(complete(callback, stranger))).toBe('OAUTH_STATE_INVALID');
    const [row] = await deps.db
      .select()
      .from(channelConnections)
      .where(eq(channelConnections.id, connection.id));
    expect(row!.status).toBe('active');
  });

  it('a user may connect a YouTube channel but not an ads account, and disconnects only their own', async () => {
    const user = await actorOf(actor.companyId, 'user');
    expect(await codeOf(start(user, 'ads_account_read'))).toBe('FORBIDDEN');
    const mine = (await complete(await google.consent((await start(user)).authorization_url), user))
      .connection;
    expect(mine.can_disconnect).toBe(true);
    const managers = await connect('ads_account_read');
    expect(await codeOf(disconnectConnection({ deps, actor: user, id: managers.id }))).toBe('FORBIDDEN');
    const listed = await listConnections({ deps, actor: user, advertiserId });
    expect(listed.options).toEqual([
      { platform: 'google_ads', purpose: 'youtube_channel', allowed: true },
      { platform: 'google_ads', purpose: 'ads_account_read', allowed: false },
      { platform: 'meta', purpose: 'facebook_page', allowed: true },
      { platform: 'meta', purpose: 'ads_account_read', allowed: false },
      { platform: 'spotify', purpose: 'ads_account_read', allowed: false },
    ]);
    expect(await codeOf(disconnectConnection({ deps, actor: user, id: mine.id }))).toBe('OK');
  });
});
