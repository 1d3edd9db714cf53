import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformCampaignPlan, PlatformCampaignRef } from '@verba/core/channels/connector';
import { ChannelPlatformError } from '@verba/core/channels/google-ads/errors';
import { spotifySandboxSettings } from '@verba/core/channels/spotify/factory';
import { forgetSpotifySandboxMemory, setSpotifySandboxKnobs } from '@verba/core/channels/spotify/sandbox/api';
import { spotifySandboxPgStore } from '@verba/core/channels/spotify/sandbox/pg-store';
import { createSpotifyConnector } from '@verba/core/channels/spotify/spotify-connector';
import { createTestApp, type TestApp } from './testing';

/**
 * Issue 28, over real HTTP: Verba's Spotify connector (the live code path: refresh-token grant,
 * REST calls, multipart uploads) against the Spotify Ads API sandbox the app serves on loopback.
 * create → validate (documented refusals mapped to Verba codes) → publish paused → activate →
 * statistics → restatement → pause.
 */
const secret = 's'.repeat(40);
let t: TestApp;
let files: Server;
let filesBase: string;
let connector: ReturnType<typeof createSpotifyConnector>;
const slept: number[] = [];
const requests: string[] = [];

/** A mono 8 kHz 16-bit PCM WAV of `seconds` of silence. */
function wav(seconds: number): Buffer {
  const rate = 8000;
  const data = Buffer.alloc(rate * 2 * seconds);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const png = (size: number) => PNG.sync.write(new PNG({ width: size, height: size }));

const served: Record<string, { type: string; body: Buffer }> = {
  '/audio-20s.wav': { type: 'audio/wav', body: wav(20) },
  '/audio-40s.wav': { type: 'audio/wav', body: wav(40) },
  '/companion-640.png': { type: 'image/png', body: png(640) },
  '/companion-300.png': { type: 'image/png', body: png(300) },
};

const day = (offsetDays: number, from: Date) =>
  new Date(from.getTime() - 3 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

const audioPlan = (overrides: Partial<PlatformCampaignPlan> = {}): PlatformCampaignPlan => ({
  campaignId: '0c0ffee0-0000-4000-8000-000000000028',
  companyId: 'co',
  advertiserId: 'adv',
  type: 'AUDIO',
  name: 'Café da Vila — áudio',
  currency: 'BRL',
  startDate: day(0, t.deps.now()),
  endDate: null,
  dailyBudgetMicros: 50_000_000n,
  groups: [
    {
      groupId: 'g-1',
      strategyId: 'st-audio-1',
      name: 'Ouvintes em SP',
      bidType: 'CPM',
      bidMicros: 20_000_000n,
      keywords: [],
      locations: [],
      languages: [],
      ageRanges: ['25_34', '18_24', '45_54'],
      genders: ['FEMALE'],
      devices: ['MOBILE'],
      ads: [
        {
          creativeId: 'cr-audio-1',
          format: 'AUDIO',
          finalUrl: 'https://cafedavila.example.com.br/',
          headlines: ['Café especial da Vila'],
          mediaUrls: [`${filesBase}/audio-20s.wav`],
          companionImageUrl: `${filesBase}/companion-640.png`,
        },
      ],
    },
  ],
  ...overrides,
});

const withAd = (
  plan: PlatformCampaignPlan,
  ad: Partial<PlatformCampaignPlan['groups'][number]['ads'][number]>,
) => ({
  ...plan,
  groups: [{ ...plan.groups[0]!, ads: [{ ...plan.groups[0]!.ads[0]!, ...ad }] }],
});

beforeAll(async () => {
  files = createServer((request, response) => {
    const file = served[request.url ?? ''];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  filesBase = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  t = await createTestApp({ channelsMode: 'sandbox', trackingSecret: secret });
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  connector = createSpotifyConnector({
    ...spotifySandboxSettings(t.deps.config, base),
    fetch: (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      requests.push(`${init?.method ?? 'GET'} ${url.replace(base, '').split('?')[0]}`);
      return fetch(input, init);
    },
    now: () => t.deps.now().getTime(),
    sleep: async (ms) => {
      slept.push(ms);
      await new Promise((resolve) => setTimeout(resolve, ms));
    },
  });
  await setSpotifySandboxKnobs(
    secret,
    { reviewDelaySeconds: 5, rateLimitNext: 0 },
    spotifySandboxPgStore(t.deps.db),
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => files?.close(resolve));
});

describe('Spotify connector against the sandbox, over HTTP', () => {
  it('validates a good plan, and maps each documented refusal to a Verba code with the platform reason', async () => {
    expect(await connector.validate({ plan: audioPlan() })).toEqual({ ok: true, problems: [] });

    const long = await connector.validate({
      plan: withAd(audioPlan(), { mediaUrls: [`${filesBase}/audio-40s.wav`] }),
    });
    expect(long.ok).toBe(false);
    expect(long.problems[0]).toMatchObject({
      code: 'CREATIVE_ASSET_MAXIMUM_UPLOADED_FILE_SIZE_EXCEEDED',
      field: 'creative:cr-audio-1',
      platformCode: 'INVALID_ARGUMENT.AUDIO_DURATION_TOO_LONG',
    });
    expect(long.problems[0]!.platformMessage).toContain('40.0 seconds');

    const small = await connector.validate({
      plan: withAd(audioPlan(), { companionImageUrl: `${filesBase}/companion-300.png` }),
    });
    expect(small.problems[0]).toMatchObject({
      code: 'CREATIVE_ASSET_INVALID_IMAGE_DIMENSIONS',
      platformCode: 'INVALID_ARGUMENT.INVALID_IMAGE_DIMENSIONS',
    });

    const noCompanion = await connector.validate({ plan: withAd(audioPlan(), { companionImageUrl: null }) });
    expect(noCompanion.problems[0]).toMatchObject({
      code: 'CREATIVE_ASSET_MISSING',
      field: 'creative:cr-audio-1',
    });

    // States and cities are found by name on GET /targets/geos; a code that is neither is refused.
    const regional = audioPlan();
    regional.groups[0]!.locations = ['SP', '3106200'];
    expect(await connector.validate({ plan: regional })).toEqual({ ok: true, problems: [] });
    regional.groups[0]!.locations = ['SP', 'XX'];
    expect((await connector.validate({ plan: regional })).problems[0]).toMatchObject({
      code: 'CHANNEL_LOCATION_UNSUPPORTED',
      field: 'strategy:st-audio-1',
    });

    // Genres: known ids pass (GET /targets/genres), an id Spotify has not → the platform's refusal.
    const genres = audioPlan();
    genres.groups[0]!.genreIds = ['sertanejo', 'rock'];
    expect(await connector.validate({ plan: genres })).toEqual({ ok: true, problems: [] });
    genres.groups[0]!.genreIds = ['sertanejo', 'vaporwave'];
    expect((await connector.validate({ plan: genres })).problems).toEqual([
      expect.objectContaining({
        code: 'CHANNEL_PLATFORM_REFUSED',
        field: 'strategy:st-audio-1',
        platformCode: 'GENRE_NOT_FOUND',
      }),
    ]);

    // The platform's own refusal of an ad set, surfaced by createPaused with the platform's words.
    const tiny = audioPlan({
      campaignId: '0c0ffee0-0000-4000-8000-0000000000b1',
      dailyBudgetMicros: 500_000n,
    });
    const refused = await connector.createPaused({ plan: tiny }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ChannelPlatformError);
    expect((refused as ChannelPlatformError).problems[0]).toMatchObject({
      code: 'CHANNEL_PLATFORM_REFUSED',
      field: 'strategy:st-audio-1',
      platformCode: 'INVALID_ARGUMENT.BUDGET_BELOW_MINIMUM',
    });
  }, 60_000);

  let ref: PlatformCampaignRef;

  it('publishes paused with the ad set targeting mapped, idempotently by the Verba campaign id', async () => {
    requests.length = 0;
    const plan = audioPlan();
    plan.groups[0]!.locations = ['SP', '3106200'];
    plan.groups[0]!.genreIds = ['sertanejo', 'mpb'];
    ref = await connector.createPaused({ plan });
    expect(ref).toMatchObject({ platform: 'spotify', accountId: '5f1c0a2e-5b0d-4a1e-9c3f-00000000a001' });
    expect(ref.ids['strategy:st-audio-1']).toMatch(/^[0-9a-f-]{36}$/);
    expect(ref.ids['creative:cr-audio-1@st-audio-1']).toMatch(/^[0-9a-f-]{36}$/);
    expect(requests.filter((r) => r.includes('/upload'))).toHaveLength(2);

    const adSet = await connector.client.request<Record<string, unknown>>(
      'GET',
      `/ad_accounts/${ref.accountId}/ad_sets/${ref.ids['strategy:st-audio-1']}`,
    );
    expect(adSet).toMatchObject({
      asset_format: 'AUDIO',
      delivery: 'OFF',
      budget: { micro_amount: 50_000_000, type: 'DAILY', currency: 'BRL' },
      bid_micro_amount: 20_000_000,
      targets: {
        // São Paulo state and Belo Horizonte, the sandbox's ids found by name (fixtures/geos.json).
        geo_targets: { country_code: 'BR', region_ids: ['71000035'], city_ids: ['80310620'] },
        age_ranges: [
          { min: 18, max: 34 },
          { min: 45, max: 54 },
        ],
        genders: ['FEMALE'],
        platforms: ['ANDROID', 'IOS'],
        genre_ids: ['sertanejo', 'mpb'],
      },
    });

    // The sandbox itself checks genre ids (GET /targets/genres is its catalogue).
    const badGenre = await connector.client
      .request('PATCH', `/ad_accounts/${ref.accountId}/ad_sets/${ref.ids['strategy:st-audio-1']}`, {
        json: { targets: { ...(adSet.targets as object), genre_ids: ['vaporwave'] } },
      })
      .catch((e: unknown) => e);
    expect((badGenre as { platformCode?: string }).platformCode).toContain('INVALID_GENRE_IDS');
    const catalogue = await connector.client.request<{ genres: { id: string; name: string }[] }>(
      'GET',
      '/targets/genres',
      { query: { q: 'rock' } },
    );
    expect(catalogue.genres).toEqual([{ id: 'rock', name: 'Rock' }]);
    const extra = await connector.client
      .request('GET', '/targets/genres', { query: { limit: '10' } })
      .catch((e: unknown) => e);
    expect((extra as { platformCode?: string }).platformCode).toContain('INVALID_QUERY');

    const again = await connector.createPaused({ plan });
    expect(again).toEqual(ref);

    // A restart: the process forgets, the sandbox's PostgreSQL store still has everything.
    forgetSpotifySandboxMemory(secret);
    const reloaded = await connector.client.request<{ delivery: string; name: string }>(
      'GET',
      `/ad_accounts/${ref.accountId}/ad_sets/${ref.ids['strategy:st-audio-1']}`,
    );
    expect(reloaded.delivery).toBe('OFF');
    expect(reloaded.name).toContain('verba:st-audio-1');
    expect(await connector.createPaused({ plan })).toEqual(ref);
    const campaigns = await connector.client.request<{ campaigns: unknown[] }>(
      'GET',
      `/ad_accounts/${ref.accountId}/campaigns`,
      { query: { name: 'verba:0c0ffee0-0000-4000-8000-000000000028' } },
    );
    expect(campaigns.campaigns).toHaveLength(1);
  }, 60_000);

  it('reads the review, activates, delivers, restates and pauses', async () => {
    expect((await connector.reviewState({ ref })).status).toBe('pending');
    t.deps.advance(60_000);
    expect(await connector.reviewState({ ref })).toEqual({
      status: 'approved',
      ads: [{ creativeId: 'cr-audio-1', status: 'approved', reasons: [] }],
    });

    await connector.activate({ ref });
    await connector.setBudget({ ref, dailyBudgetMicros: 40_000_000n, endDate: day(30, t.deps.now()) });
    t.deps.advance(6 * 3600_000);
    const today = day(0, t.deps.now());
    const stats = await connector.statistics({ ref, from: day(-3, t.deps.now()), to: today });
    const cost = stats.reduce((sum, row) => sum + row.costMicros, 0n);
    expect(cost).toBeGreaterThan(0n);
    expect(stats.every((row) => row.strategyId === 'st-audio-1' && row.hour === null)).toBe(true);
    const row = stats.find((r) => r.date === today)!;
    expect(row.impressions).toBeGreaterThan(0);
    expect(row.videoQuartiles[0]).toBeGreaterThanOrEqual(row.videoQuartiles[3]);

    const costOf = async (date: string) =>
      (await connector.statistics({ ref, from: date, to: date })).reduce((s, r) => s + r.costMicros, 0n);
    t.deps.advance(24 * 3600_000);
    const seen: bigint[] = [await costOf(today)];
    for (let step = 0; step < 6; step += 1) {
      t.deps.advance(6 * 3600_000);
      seen.push(await costOf(today));
    }
    const first = seen[0]!;
    expect(first).toBeGreaterThan(0n);
    expect(first).toBeLessThanOrEqual(51_000_000n); // the daily budget, restatement ±2 % aside
    expect(new Set(seen.map(String)).size).toBeGreaterThan(1);
    for (const c of seen) expect(c * 100n >= first * 95n && c * 100n <= first * 105n).toBe(true);
    t.deps.advance(48 * 3600_000);
    const final = await costOf(today);
    t.deps.advance(24 * 3600_000);
    expect(await costOf(today)).toBe(final);

    await connector.pause({ ref });
    const adSet = await connector.client.request<{ delivery: string }>(
      'GET',
      `/ad_accounts/${ref.accountId}/ad_sets/${ref.ids['strategy:st-audio-1']}`,
    );
    expect(adSet.delivery).toBe('OFF');
    // Paused: the next whole day spends nothing.
    const next = day(1, t.deps.now());
    t.deps.advance(48 * 3600_000);
    expect(await costOf(next)).toBe(0n);
  }, 60_000);

  it('reports a disapproved ad with Spotify reason and the Verba code', async () => {
    const plan = withAd(audioPlan({ campaignId: '0c0ffee0-0000-4000-8000-0000000000c1', name: 'Aposta' }), {
      creativeId: 'cr-audio-bet',
      headlines: ['Cassino online'],
    });
    const bet = await connector.createPaused({ plan });
    t.deps.advance(60_000);
    const review = await connector.reviewState({ ref: bet });
    expect(review.status).toBe('disapproved');
    expect(review.ads[0]).toMatchObject({
      creativeId: 'cr-audio-bet',
      code: 'ASSET_CONTAINS_PROHIBITED_CONTENT',
    });
    expect(review.ads[0]!.reasons[0]).toContain('AD_POLICY_VIOLATION_REJECTION');
  }, 60_000);

  it('waits out a 429 with Retry-After, and answers an unknown token with 401', async () => {
    await setSpotifySandboxKnobs(secret, { rateLimitNext: 1 });
    slept.length = 0;
    expect((await connector.reviewState({ ref })).status).toBe('approved');
    expect(slept).toEqual([1000]);

    const { endpoints } = spotifySandboxSettings(
      t.deps.config,
      `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
    );
    const response = await fetch(`${endpoints.apiBaseUrl}/ad_accounts/x/campaigns`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(response.status).toBe(401);
    // Only this machine, straight to the server: a forwarded request gets the ordinary 404.
    const forwarded = await fetch(`${endpoints.apiBaseUrl}/ad_accounts/x/campaigns`, {
      headers: { authorization: 'Bearer nope', 'x-forwarded-for': '203.0.113.7' },
    });
    expect(forwarded.status).toBe(404);
    const body = (await response.json()) as {
      messages: string[];
      error_codes: unknown[];
      sp_trace_id: string;
    };
    expect(body.messages).toHaveLength(1);
    expect(body.error_codes).toEqual([{ code: 'UNAUTHENTICATED', definition: 'INVALID_ACCESS_TOKEN' }]);
    expect(body.sp_trace_id).toMatch(/^[0-9a-f-]{36}$/);
  }, 60_000);

  it('runs the authorization-code flow with PKCE on the consent page, and refuses a wrong verifier', async () => {
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/sandbox/spotify/accounts`;
    const { credentials } = spotifySandboxSettings(t.deps.config);
    const verifier = 'v'.repeat(64);
    const params = {
      client_id: credentials.clientId,
      response_type: 'code',
      redirect_uri: `${t.deps.config.appUrl}/spotify-oauth-redirect`,
      state: 'st-1',
      code_challenge_method: 'S256',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    };
    const page = await fetch(`${base}/authorize?${new URLSearchParams(params)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Concordo');

    const answer = (value: string) =>
      fetch(`${base}/authorize`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...params, answer: value }),
      });
    const denied = new URL((await answer('deny')).headers.get('location')!);
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('state')).toBe('st-1');

    const allowed = new URL((await answer('allow')).headers.get('location')!);
    expect(allowed.origin + allowed.pathname).toBe(params.redirect_uri);
    const code = allowed.searchParams.get('code')!;
    const exchange = (codeVerifier: string) =>
      fetch(`${base}/api/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: params.redirect_uri,
          client_id: credentials.clientId,
          client_secret: credentials.clientSecret,
          code_verifier: codeVerifier,
        }),
      });
    const wrong = await exchange('w'.repeat(64));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'code_verifier was incorrect',
    });
    const good = await exchange(verifier);
    expect(good.status).toBe(200);
    const tokens = (await good.json()) as { access_token: string; refresh_token: string; token_type: string };
    expect(tokens.token_type).toBe('Bearer');
    // The refresh token minted by the consent works for the connector's refresh grant.
    const other = createSpotifyConnector({
      ...spotifySandboxSettings(
        t.deps.config,
        `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
      ),
    });
    const again = createSpotifyConnector({
      endpoints: spotifySandboxSettings(
        t.deps.config,
        `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
      ).endpoints,
      credentials: { ...credentials, refreshToken: tokens.refresh_token },
    });
    expect((await again.reviewState({ ref })).status).toBe('approved');
    expect((await other.reviewState({ ref })).status).toBe('approved');
  }, 60_000);
});
