import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { googleSandboxCredentials } from '@verba/core/channels/google-ads/sandbox/index';
import {
  startTestAuthorizationServer,
  type TestAuthorizationServer,
} from '@verba/core/channels/connections/test-authorization-server';
import { testConfig } from '@verba/core/config';
import { createTestApp, type TestApp } from '../../testing';
import { createAdvertiserAged, type Headers } from '../custom-lists/test-helpers';

/** The connections API over HTTP: the flow, roles, and company boundaries (issue 27). */
describe('connections routes', () => {
  let t: TestApp;
  let google: TestAuthorizationServer;
  let manager: Headers;
  let user: Headers;
  let stranger: Headers;
  let advertiserId: string;

  beforeAll(async () => {
    const trackingSecret = randomBytes(32).toString('hex');
    google = await startTestAuthorizationServer(googleSandboxCredentials(trackingSecret));
    t = await createTestApp({
      trackingSecret,
      channelsMode: 'sandbox',
      googleConnections: { ...testConfig().googleConnections, sandboxUrl: google.url },
      symbolicCreditAdvertisers: 1_000,
      advertiserCreationPerMinute: 1_000,
    });
    const company = await createCompany({ db: t.deps.db });
    manager = (
      await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'manager', name: 'Ana Lima' })
    ).headers;
    user = (await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'user' })).headers;
    stranger = (await createSignedInUser({ db: t.deps.db, role: 'manager' })).headers;
    advertiserId = await createAdvertiserAged(t, manager);
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  const start = (headers: Headers, purpose = 'youtube_channel', returnPath?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/advertisers/${advertiserId}/connections`,
      headers,
      payload: { platform: 'google_ads', purpose, ...(returnPath ? { return_path: returnPath } : {}) },
    });
  const complete = (headers: Headers, parameters: URLSearchParams) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/connections/complete',
      headers,
      payload: { platform: 'google_ads', parameters: Object.fromEntries(parameters) },
    });
  const connect = async (headers: Headers, purpose = 'youtube_channel') => {
    const started = await start(headers, purpose);
    expect(started.statusCode, started.body).toBe(201);
    const callback = await google.consent(
      started.json<{ data: { authorization_url: string } }>().data.authorization_url,
    );
    const done = await complete(headers, callback);
    expect(done.statusCode, done.body).toBe(200);
    return done.json<{ data: { connection: { id: string }; return_path: string } }>().data;
  };

  it('connects a YouTube channel and lists it with who connected it, never a token', async () => {
    const started = await start(manager, 'youtube_channel', '/campaigns/youtube/create');
    const callback = await google.consent(
      started.json<{ data: { authorization_url: string } }>().data.authorization_url,
    );
    const done = await complete(manager, callback);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      data: {
        return_path: '/campaigns/youtube/create',
        connection: { display_name: 'Café Aurora', status: 'active' },
      },
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/advertisers/${advertiserId}/connections`,
      headers: manager,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      data: {
        connections: [
          {
            platform: 'google_ads',
            purpose: 'youtube_channel',
            external_account_id: 'UCtest-cafe-aurora',
            connected_by: { name: 'Ana Lima' },
            can_disconnect: true,
          },
        ],
      },
    });
    expect(list.body).not.toMatch(/ya29|1\/\/rt|sealed/);
    // A replayed callback: a translated refusal with its code.
    const replay = await complete(manager, callback);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ code: 'OAUTH_STATE_USED' });
    expect(replay.json<{ errors: string[] }>().errors[0]).toContain('já foi usada');
  });

  it('keeps a return path inside Verba', async () => {
    const started = await start(manager, 'youtube_channel', 'https://evil.example/');
    const callback = await google.consent(
      started.json<{ data: { authorization_url: string } }>().data.authorization_url,
    );
    const done = await complete(manager, callback);
    expect(done.json<{ data: { return_path: string } }>().data.return_path).toBe(
      `/advertisers/${advertiserId}/connections`,
    );
  });

  it('a state that is not this user’s is refused (state mismatch)', async () => {
    const started = await start(manager);
    const callback = await google.consent(
      started.json<{ data: { authorization_url: string } }>().data.authorization_url,
    );
    callback.set('state', 'forged-state');
    const res = await complete(manager, callback);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'OAUTH_STATE_INVALID' });
  });

  it('a user gets 403 connecting an ads account, may connect a YouTube channel, and cannot disconnect another’s', async () => {
    const refused = await start(user, 'ads_account_read');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    await connect(user, 'youtube_channel');
    const managers = await connect(manager, 'ads_account_read');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/connections/${managers.connection.id}`,
      headers: user,
    });
    expect(del.statusCode).toBe(403);
  });

  it('another company can never see, use or disconnect a connection', async () => {
    const { connection } = await connect(manager, 'ads_account_read');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/advertisers/${advertiserId}/connections`,
      headers: stranger,
    });
    expect(list.statusCode).toBe(404);
    const started = await start(stranger);
    expect(started.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/connections/${connection.id}`,
      headers: stranger,
    });
    expect(del.statusCode).toBe(404);
    const mine = await start(manager);
    const callback = await google.consent(
      mine.json<{ data: { authorization_url: string } }>().data.authorization_url,
    );
    const hijack = await complete(stranger, callback);
    expect(hijack.json()).toMatchObject({ code: 'OAUTH_STATE_INVALID' });
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/v1/advertisers/${advertiserId}/connections`,
      headers: manager,
    });
    expect(
      still.json<{ data: { connections: { id: string; status: string }[] } }>().data.connections,
    ).toContainEqual(expect.objectContaining({ id: connection.id, status: 'active' }));
    // The manager disconnects it.
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/connections/${connection.id}`,
      headers: manager,
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ data: { status: 'disconnected' } });
  });

  it('answers 401 without a session', async () => {
    const platform = 'google_ads';
    for (const [method, url, payload] of [
      ['GET', `/api/v1/advertisers/${advertiserId}/connections`, undefined],
      ['POST', `/api/v1/advertisers/${advertiserId}/connections`, { platform, purpose: 'youtube_channel' }],
      ['POST', '/api/v1/connections/complete', { platform, parameters: { state: 'x', code: 'y' } }],
      ['DELETE', `/api/v1/connections/${advertiserId}`, undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
