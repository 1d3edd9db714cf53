import { createHmac, randomUUID } from 'node:crypto';
import { imageSize } from 'image-size';
import { parseBuffer } from 'music-metadata';
import { createSandboxTokens } from '../../sandbox/sandbox-tokens';
import { dayStartMs, saoPauloDateOf, simulateDay, type SimAdSet, type Switch } from './delivery';
import { findSpotifyGeos, unknownGeoId } from './geos';
import { findSpotifyGenres, unknownGenreId } from './genres';
import { spotifySandboxOperator, spotifySandboxUser } from './directory';
import { ownSpotifyAccountRead } from './own-ad-accounts';

/**
 * The Spotify Ads API v3 sandbox (issue 28; docs/channels-spotify.md): the paths, field names,
 * enums, error bodies and paging of https://api-partner.spotify.com/ads/v3 as its OpenAPI
 * describes them (fixtures/*.json name the sources), served by the app on loopback. State lives in
 * this process's memory (one world per installation secret), and, when the app gives a store
 * (`SpotifySandboxStore`, PostgreSQL table sandbox_spotify_objects), is loaded from it on the first
 * request and every object a request changed is written back after it: a restart keeps the
 * sandbox's campaigns, ad sets, assets, ads and knobs.
 */

export interface SpotifySandboxKnobs {
  /** Seconds an ad stays PENDING_APPROVAL before the review decides. */
  reviewDelaySeconds: number;
  /** The next N API calls answer 429 with Retry-After: 1. */
  rateLimitNext: number;
}

interface Campaign {
  id: string;
  name: string;
  objective: string;
  status: 'ACTIVE' | 'PAUSED' | 'ARCHIVED';
  created_at: string;
  updated_at: string;
  history: Switch[];
}

interface AdSet {
  id: string;
  campaign_id: string;
  name: string;
  asset_format: 'AUDIO';
  budget: { micro_amount: number; type: 'DAILY' | 'LIFETIME'; currency: string };
  bid_strategy: string;
  bid_micro_amount: number;
  cost_model: 'CPM';
  pacing: string;
  delivery: 'ON' | 'OFF';
  category: string;
  start_time: string;
  end_time: string | null;
  targets: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  deliveryHistory: Switch[];
  budgetHistory: { at: number; dailyMicros: number }[];
}

interface Asset {
  id: string;
  name: string;
  asset_type: 'AUDIO' | 'IMAGE';
  status: 'WAITING_UPLOAD' | 'READY' | 'ERROR';
  url: string | null;
  created_at: string;
  updated_at: string;
  duration_ms?: number;
  file_type?: string;
  width?: number;
  height?: number;
}

interface Ad {
  id: string;
  ad_set_id: string;
  name: string;
  tagline: string;
  advertiser_name: string;
  assets: { asset_id: string; companion_asset_id: string; logo_asset_id: string };
  call_to_action: { key: string; language: string; clickthrough_url: string };
  delivery: 'ON' | 'OFF';
  created_at: string;
  updated_at: string;
  reviewAt: number;
  rejection: {
    rejection: string;
    rejection_key: string;
    remediation: string;
    remediation_key: string;
  } | null;
}

interface World {
  campaigns: Map<string, Campaign>;
  adSets: Map<string, AdSet>;
  assets: Map<string, Asset>;
  ads: Map<string, Ad>;
  knobs: SpotifySandboxKnobs;
  /** The stores this world was loaded from, and the JSON of each object as last written. */
  loadedFrom: WeakSet<SpotifySandboxStore>;
  written: Map<string, string>;
}

/** One stored object of the sandbox: its kind (campaign, ad_set, asset, ad, knobs), id and JSON. */
export interface SpotifySandboxRow {
  kind: 'campaign' | 'ad_set' | 'asset' | 'ad' | 'knobs';
  id: string;
  data: unknown;
}

/** Where the sandbox keeps its world across restarts (apps/api: sandbox_spotify_objects in PG). */
export interface SpotifySandboxStore {
  load(): Promise<SpotifySandboxRow[]>;
  save(rows: SpotifySandboxRow[]): Promise<void>;
}

const collections = [
  ['campaign', 'campaigns'],
  ['ad_set', 'adSets'],
  ['asset', 'assets'],
  ['ad', 'ads'],
] as const;

function rowsOf(world: World): SpotifySandboxRow[] {
  const rows: SpotifySandboxRow[] = [{ kind: 'knobs', id: 'knobs', data: world.knobs }];
  for (const [kind, key] of collections)
    for (const [id, data] of world[key] as Map<string, unknown>) rows.push({ kind, id, data });
  return rows;
}

/** Loads what the store holds into the world once per store (a restart finds it again). */
async function hydrate(world: World, store: SpotifySandboxStore | undefined) {
  if (!store || world.loadedFrom.has(store)) return;
  const rows = await store.load();
  for (const row of rows) {
    if (row.kind === 'knobs') world.knobs = { ...world.knobs, ...(row.data as SpotifySandboxKnobs) };
    else {
      const key = collections.find(([kind]) => kind === row.kind)?.[1];
      if (key) (world[key] as Map<string, unknown>).set(row.id, row.data);
    }
    world.written.set(`${row.kind}:${row.id}`, JSON.stringify(row.data));
  }
  world.loadedFrom.add(store);
}

/** Writes every object whose JSON changed since it was last written. */
async function persist(world: World, store: SpotifySandboxStore | undefined) {
  if (!store) return;
  const changed = rowsOf(world).filter(
    (row) => world.written.get(`${row.kind}:${row.id}`) !== JSON.stringify(row.data),
  );
  if (changed.length === 0) return;
  await store.save(changed);
  for (const row of changed) world.written.set(`${row.kind}:${row.id}`, JSON.stringify(row.data));
}

const worlds = new Map<string, World>();

export const defaultSpotifySandboxKnobs: SpotifySandboxKnobs = { reviewDelaySeconds: 30, rateLimitNext: 0 };

function worldOf(secret: string): World {
  let world = worlds.get(secret);
  if (!world) {
    world = {
      campaigns: new Map(),
      adSets: new Map(),
      assets: new Map(),
      ads: new Map(),
      knobs: { ...defaultSpotifySandboxKnobs },
      loadedFrom: new WeakSet(),
      written: new Map(),
    };
    worlds.set(secret, world);
  }
  return world;
}

/** Drops this process's memory of a world (tests: what a restart does; the store still has it). */
export function forgetSpotifySandboxMemory(secret: string) {
  worlds.delete(secret);
}

export async function getSpotifySandboxKnobs(
  secret: string,
  store?: SpotifySandboxStore,
): Promise<SpotifySandboxKnobs> {
  const world = worldOf(secret);
  await hydrate(world, store);
  return { ...world.knobs };
}

/** Sets knobs (kept in memory; written to the store, when given, now or with the next request). */
export async function setSpotifySandboxKnobs(
  secret: string,
  knobs: Partial<SpotifySandboxKnobs>,
  store?: SpotifySandboxStore,
): Promise<SpotifySandboxKnobs> {
  const world = worldOf(secret);
  await hydrate(world, store);
  world.knobs = { ...world.knobs, ...knobs };
  await persist(world, store);
  return { ...world.knobs };
}

/** Verba's operator in the sandbox: its app, its ad account and a refresh token minted now. */
export function spotifySandboxCredentials(secret: string) {
  const clientSecret = createHmac('sha256', `spotify-sandbox:${secret}`).update('client').digest('hex');
  return {
    clientId: 'verba-sandbox-spotify',
    clientSecret: clientSecret.slice(0, 32),
    adAccountId: spotifySandboxAdAccountId,
    refreshToken: createSandboxTokens(secret).issue({
      platform: 'spotify',
      subject: 'verba-operator',
      scopes: [],
      kind: 'refresh',
      exp: Math.floor(Date.UTC(2100, 0, 1) / 1000),
    }),
  };
}

export const spotifySandboxAdAccountId = '5f1c0a2e-5b0d-4a1e-9c3f-00000000a001';

export interface SandboxReply {
  statusCode: number;
  headers?: Record<string, string>;
  body: unknown;
}

/** The documented error body (ErrorResponse): sp_trace_id, messages, error_codes. */
export function spotifyError(
  statusCode: number,
  code: string,
  definition: string,
  message: string,
): SandboxReply {
  return {
    statusCode,
    body: { sp_trace_id: randomUUID(), messages: [message], error_codes: [{ code, definition }] },
  };
}

const invalid = (definition: string, message: string) =>
  spotifyError(400, 'INVALID_ARGUMENT', definition, message);

// ---------- OAuth token endpoint (accounts.spotify.com/api/token) ----------

export function handleTokenRequest(input: {
  secret: string;
  now: Date;
  authorization: string | undefined;
  form: Record<string, string | undefined>;
}): SandboxReply {
  const { secret, now, form } = input;
  const creds = spotifySandboxCredentials(secret);
  let clientId = form.client_id;
  let clientSecret = form.client_secret;
  const basic = input.authorization?.match(/^Basic\s+(.+)$/i)?.[1];
  if (basic) {
    const [id, pass] = Buffer.from(basic, 'base64').toString('utf8').split(':');
    clientId = id;
    clientSecret = pass;
  }
  if (clientId !== creds.clientId || clientSecret !== creds.clientSecret)
    return { statusCode: 400, body: { error: 'invalid_client', error_description: 'Invalid client' } };
  if (form.grant_type !== 'refresh_token')
    return {
      statusCode: 400,
      body: { error: 'unsupported_grant_type', error_description: `grant_type must be refresh_token` },
    };
  const tokens = createSandboxTokens(secret);
  const claims = form.refresh_token ? tokens.verify(form.refresh_token, 'spotify', now) : null;
  if (!claims || claims.kind !== 'refresh')
    return { statusCode: 400, body: { error: 'invalid_grant', error_description: 'Invalid refresh token' } };
  const access = tokens.issue({
    platform: 'spotify',
    subject: claims.subject,
    scopes: claims.scopes,
    kind: 'access',
    exp: Math.floor(now.getTime() / 1000) + 3600,
  });
  return {
    statusCode: 200,
    headers: { 'cache-control': 'no-store' },
    body: { access_token: access, token_type: 'Bearer', scope: claims.scopes.join(' '), expires_in: 3600 },
  };
}

// ---------- Ads API ----------

export interface SpotifyApiRequest {
  method: string;
  /** The path after /ads/v3, e.g. `/ad_accounts/{id}/campaigns`. */
  path: string;
  query: Record<string, string | undefined>;
  authorization: string | undefined;
  body: unknown;
  /** POST …/assets/{id}/upload: the multipart form's parts. */
  upload?: { assetType: string | null; bytes: Buffer | null; mimeType: string | null };
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isUuid = (v: unknown): v is string =>
  typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

/** Words the sandbox review refuses (prohibited) or limits to certified advertisers. */
const prohibited = [/cassino/i, /aposta/i, /casino/i, /\bbet\b/i];
const certification = [/rem[eé]dio/i, /farm[aá]cia/i, /medicamento/i];

const platforms = ['ANDROID', 'DESKTOP', 'IOS'];
const genders = ['MALE', 'FEMALE', 'NON_BINARY'];
const ctaKeys = [
  'APPLY_NOW',
  'BOOK_NOW',
  'BUY_NOW',
  'BUY_TICKETS',
  'CLICK_NOW',
  'DOWNLOAD',
  'FIND_STORES',
  'GET_COUPON',
  'GET_INFO',
  'LEARN_MORE',
  'LISTEN_NOW',
  'MORE_INFO',
  'ORDER_NOW',
  'PRE_SAVE',
  'SAVE_NOW',
  'SHARE',
  'SHOP_NOW',
  'SIGN_UP',
  'VISIT_PROFILE',
  'VISIT_SITE',
  'WATCH_NOW',
];
const objectives = [
  'REACH',
  'EVEN_IMPRESSION_DELIVERY',
  'CLICKS',
  'PODCAST_STREAMS',
  'WEBSITE_VISITS',
  'LEAD_GEN',
];

/** `limit`/`offset` paging with the documented `paging` object. */
function page<T>(items: T[], query: Record<string, string | undefined>) {
  const limit = Math.min(Math.max(Number(query.limit ?? 50) || 50, 1), 50);
  const offset = Math.max(Number(query.offset ?? 0) || 0, 0);
  return {
    slice: items.slice(offset, offset + limit),
    paging: {
      page_size: limit,
      total_results: items.length,
      offset,
      current_page: Math.floor(offset / limit) + 1,
    },
  };
}

const listParam = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export async function handleSpotifyApiRequest(input: {
  secret: string;
  now: Date;
  request: SpotifyApiRequest;
  /** Keeps the world across restarts (optional: without it, memory only). */
  store?: SpotifySandboxStore;
}): Promise<SandboxReply> {
  const world = worldOf(input.secret);
  await hydrate(world, input.store);
  const reply = await answer(world, input);
  await persist(world, input.store);
  return reply;
}

async function answer(
  world: World,
  input: { secret: string; now: Date; request: SpotifyApiRequest },
): Promise<SandboxReply> {
  const { secret, now, request } = input;
  const nowMs = now.getTime();
  const token = request.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  const claims = token ? createSandboxTokens(secret).verify(token, 'spotify', now) : null;
  if (!claims || claims.kind !== 'access')
    return spotifyError(401, 'UNAUTHENTICATED', 'INVALID_ACCESS_TOKEN', 'Invalid or expired access token.');
  if (world.knobs.rateLimitNext > 0) {
    world.knobs.rateLimitNext -= 1;
    const reply = spotifyError(429, 'RESOURCE_EXHAUSTED', 'RATE_LIMIT_EXCEEDED', 'Too many requests.');
    return { ...reply, headers: { 'retry-after': '1' } };
  }
  const parts = request.path.split('/').filter(Boolean);
  if (parts[0] === 'targets' && parts[1] === 'geos' && parts.length === 2 && request.method === 'GET') {
    const found = findSpotifyGeos(request.query);
    if ('error' in found) return invalid('INVALID_QUERY', found.error);
    return { statusCode: 200, body: { offset: found.offset, page_size: found.pageSize, geos: found.geos } };
  }
  if (parts[0] === 'targets' && parts[1] === 'genres' && parts.length === 2 && request.method === 'GET') {
    const found = findSpotifyGenres(request.query);
    if ('error' in found) return invalid('INVALID_QUERY', found.error);
    return { statusCode: 200, body: { genres: found.genres } };
  }
  if (parts[0] === 'businesses' && request.method === 'GET') return businessesAnswer(claims.subject, parts);
  if (parts[0] !== 'ad_accounts' || !parts[1])
    return spotifyError(404, 'NOT_FOUND', 'RESOURCE_NOT_FOUND', `No resource at ${request.path}.`);
  const denied = () =>
    spotifyError(
      403,
      'PERMISSION_DENIED',
      'AD_ACCOUNT_ACCESS_DENIED',
      'You do not have access to this ad account.',
    );
  if (parts[1] !== spotifySandboxAdAccountId) {
    // An advertiser's own ad account, read with the grant of its Ad Studio user (connect-only).
    const own = businessesOf(claims.subject)
      .flatMap((b) => b.ad_accounts)
      .find((a) => a.id === parts[1]);
    if (!own) return denied();
    if (request.method !== 'GET') return denied();
    if (!parts[2]) return { statusCode: 200, body: own };
    if (!parts[3]) {
      // Its campaigns, ad sets and daily reports (own-ad-accounts.ts: fixed, computed from the day).
      const read = ownSpotifyAccountRead(own.id, parts[2], request.query, nowMs, invalid);
      if (read) return read;
    }
    if (['campaigns', 'ad_sets', 'ads', 'assets'].includes(parts[2]) && !parts[3])
      return { statusCode: 200, body: { [parts[2]]: [], paging: page([], request.query).paging } };
    if (parts[2] === 'aggregate_reports') return { statusCode: 200, body: { granularity: 'DAY', rows: [] } };
    return spotifyError(404, 'NOT_FOUND', 'RESOURCE_NOT_FOUND', `No resource at ${request.path}.`);
  }
  if (claims.subject !== spotifySandboxOperator) return denied();
  const [, , collection, id, action] = parts;
  const m = request.method.toUpperCase();
  const body = isObject(request.body) ? request.body : {};
  const stamp = iso(nowMs);

  if (!collection && m === 'GET')
    return {
      statusCode: 200,
      body: {
        id: spotifySandboxAdAccountId,
        name: 'Verba (sandbox)',
        business_id: '5f1c0a2e-5b0d-4a1e-9c3f-00000000b001',
        country_code: 'BR',
        currency: 'BRL',
        timezone: 'America/Sao_Paulo',
        industry: 'AGENCY',
        status: 'ACTIVE',
        created_at: '2026-01-05T12:00:00Z',
        updated_at: '2026-01-05T12:00:00Z',
      },
    };

  // ----- campaigns -----
  if (collection === 'campaigns') {
    if (!id && m === 'GET') {
      const ids = listParam(request.query.campaign_ids);
      const name = request.query.name;
      const items = [...world.campaigns.values()].filter(
        (c) => (ids.length === 0 || ids.includes(c.id)) && (!name || c.name.includes(name)),
      );
      const { slice, paging } = page(items, request.query);
      return { statusCode: 200, body: { campaigns: slice.map(campaignJson), paging } };
    }
    if (!id && m === 'POST') {
      const name = body.name;
      if (typeof name !== 'string' || name.length < 1 || name.length > 200)
        return invalid('INVALID_NAME', 'campaign.name must be between 1 and 200 characters');
      if (typeof body.objective !== 'string' || !objectives.includes(body.objective))
        return invalid('INVALID_OBJECTIVE', `campaign.objective must be one of ${objectives.join(', ')}`);
      const campaign: Campaign = {
        id: randomUUID(),
        name,
        objective: body.objective,
        status: 'ACTIVE',
        created_at: stamp,
        updated_at: stamp,
        history: [{ at: nowMs, on: true }],
      };
      world.campaigns.set(campaign.id, campaign);
      return { statusCode: 201, body: campaignJson(campaign) };
    }
    const campaign = id ? world.campaigns.get(id) : undefined;
    if (!campaign) return spotifyError(404, 'NOT_FOUND', 'CAMPAIGN_NOT_FOUND', `Campaign ${id} not found.`);
    if (m === 'GET') return { statusCode: 200, body: campaignJson(campaign) };
    if (m === 'PATCH') {
      if (body.status !== undefined) {
        if (body.status !== 'ACTIVE' && body.status !== 'PAUSED' && body.status !== 'ARCHIVED')
          return invalid('INVALID_STATUS', 'campaign.status must be ACTIVE, PAUSED or ARCHIVED');
        campaign.status = body.status;
        campaign.history.push({ at: nowMs, on: body.status === 'ACTIVE' });
      }
      if (typeof body.name === 'string') campaign.name = body.name;
      campaign.updated_at = stamp;
      return { statusCode: 200, body: campaignJson(campaign) };
    }
  }

  // ----- ad sets -----
  if (collection === 'ad_sets') {
    if (!id && m === 'GET') {
      const campaignIds = listParam(request.query.campaign_ids);
      const ids = listParam(request.query.ad_set_ids);
      const items = [...world.adSets.values()].filter(
        (s) =>
          (campaignIds.length === 0 || campaignIds.includes(s.campaign_id)) &&
          (ids.length === 0 || ids.includes(s.id)),
      );
      const { slice, paging } = page(items, request.query);
      return { statusCode: 200, body: { ad_sets: slice.map((s) => adSetJson(world, s, nowMs)), paging } };
    }
    if (!id && m === 'POST') {
      const problem = adSetProblem(world, body, true);
      if (problem) return problem;
      const budget = body.budget as { micro_amount: number; type: 'DAILY' | 'LIFETIME' };
      const delivery = body.delivery === 'OFF' ? 'OFF' : 'ON';
      const adSet: AdSet = {
        id: randomUUID(),
        campaign_id: body.campaign_id as string,
        name: body.name as string,
        asset_format: 'AUDIO',
        budget: { micro_amount: budget.micro_amount, type: budget.type, currency: 'BRL' },
        bid_strategy: body.bid_strategy as string,
        bid_micro_amount: Number(body.bid_micro_amount ?? 20_000_000),
        cost_model: 'CPM',
        pacing: typeof body.pacing === 'string' ? body.pacing : 'PACING_EVEN',
        delivery,
        category: typeof body.category === 'string' ? body.category : 'ADV_1_1',
        start_time: body.start_time as string,
        end_time: typeof body.end_time === 'string' ? body.end_time : null,
        targets: body.targets as Record<string, unknown>,
        created_at: stamp,
        updated_at: stamp,
        deliveryHistory: [{ at: nowMs, on: delivery === 'ON' }],
        budgetHistory: [{ at: nowMs, dailyMicros: dailyOf(budget) }],
      };
      world.adSets.set(adSet.id, adSet);
      return { statusCode: 201, body: adSetJson(world, adSet, nowMs) };
    }
    const adSet = id ? world.adSets.get(id) : undefined;
    if (!adSet) return spotifyError(404, 'NOT_FOUND', 'AD_SET_NOT_FOUND', `Ad set ${id} not found.`);
    if (m === 'GET') return { statusCode: 200, body: adSetJson(world, adSet, nowMs) };
    if (m === 'PATCH') {
      const problem = adSetProblem(world, { ...adSetJson(world, adSet, nowMs), ...body }, false);
      if (problem) return problem;
      if (body.delivery === 'ON' || body.delivery === 'OFF') {
        adSet.delivery = body.delivery;
        adSet.deliveryHistory.push({ at: nowMs, on: body.delivery === 'ON' });
      }
      if (isObject(body.budget)) {
        const budget = body.budget as { micro_amount: number; type: 'DAILY' | 'LIFETIME' };
        adSet.budget = { ...adSet.budget, micro_amount: budget.micro_amount, type: budget.type };
        adSet.budgetHistory.push({ at: nowMs, dailyMicros: dailyOf(budget) });
      }
      if (body.end_time === null || typeof body.end_time === 'string') adSet.end_time = body.end_time;
      if (isObject(body.targets)) adSet.targets = body.targets;
      adSet.updated_at = stamp;
      return { statusCode: 200, body: adSetJson(world, adSet, nowMs) };
    }
  }

  // ----- assets -----
  if (collection === 'assets') {
    if (!id && m === 'POST') {
      if (body.asset_type !== 'AUDIO' && body.asset_type !== 'IMAGE')
        return invalid('INVALID_ASSET_TYPE', 'asset_type must be AUDIO or IMAGE for audio ads');
      if (typeof body.name !== 'string' || body.name.length < 2 || body.name.length > 120)
        return invalid('INVALID_NAME', 'asset.name must be between 2 and 120 characters');
      const asset: Asset = {
        id: randomUUID(),
        name: body.name,
        asset_type: body.asset_type,
        status: 'WAITING_UPLOAD',
        url: null,
        created_at: stamp,
        updated_at: stamp,
      };
      world.assets.set(asset.id, asset);
      return { statusCode: 201, body: asset };
    }
    if (!id && m === 'GET') {
      const types = listParam(request.query.asset_types);
      const items = [...world.assets.values()].filter(
        (a) => types.length === 0 || types.includes(a.asset_type),
      );
      const { slice, paging } = page(items, request.query);
      return { statusCode: 200, body: { assets: slice, paging } };
    }
    const asset = id ? world.assets.get(id) : undefined;
    if (!asset) return spotifyError(404, 'NOT_FOUND', 'ASSET_NOT_FOUND', `Asset ${id} not found.`);
    if (!action && m === 'GET') return { statusCode: 200, body: asset };
    if (action === 'upload' && m === 'POST') return uploadAsset(asset, request.upload, stamp);
  }

  // ----- ads -----
  if (collection === 'ads') {
    if (!id && m === 'GET') {
      const adSetIds = listParam(request.query.ad_set_ids);
      const items = [...world.ads.values()].filter(
        (a) => adSetIds.length === 0 || adSetIds.includes(a.ad_set_id),
      );
      const { slice, paging } = page(items, request.query);
      return { statusCode: 200, body: { ads: slice.map((a) => adJson(a, nowMs)), paging } };
    }
    if (!id && m === 'POST') {
      const problem = adProblem(world, body);
      if (problem) return problem;
      const assets = body.assets as Ad['assets'];
      const cta = body.call_to_action as Ad['call_to_action'];
      const text = `${String(body.name)} ${String(body.tagline)}`;
      const rejection = prohibited.some((re) => re.test(text))
        ? {
            rejection: 'Ad promotes gambling, which is prohibited content.',
            rejection_key: 'AD_POLICY_VIOLATION_REJECTION',
            remediation: 'Submit a new ad that complies with the Spotify Advertising Policies.',
            remediation_key: 'AD_POLICY_VIOLATION_REMEDIATION',
          }
        : certification.some((re) => re.test(text))
          ? {
              rejection: 'Ads for pharmaceuticals or healthcare require proof of certification.',
              rejection_key: 'REGULATED_CATEGORY_CERTIFICATION_REJECTION',
              remediation: 'Contact adstudio@spotify.com with the advertiser certification.',
              remediation_key: 'REGULATED_CATEGORY_CERTIFICATION_REMEDIATION',
            }
          : null;
      const ad: Ad = {
        id: randomUUID(),
        ad_set_id: body.ad_set_id as string,
        name: body.name as string,
        tagline: body.tagline as string,
        advertiser_name: body.advertiser_name as string,
        assets,
        call_to_action: {
          key: cta.key,
          language: cta.language ?? 'PORTUGUESE',
          clickthrough_url: cta.clickthrough_url,
        },
        delivery: body.delivery === 'OFF' ? 'OFF' : 'ON',
        created_at: stamp,
        updated_at: stamp,
        reviewAt: nowMs + world.knobs.reviewDelaySeconds * 1000,
        rejection,
      };
      world.ads.set(ad.id, ad);
      return { statusCode: 201, body: adJson(ad, nowMs) };
    }
    const ad = id ? world.ads.get(id) : undefined;
    if (!ad) return spotifyError(404, 'NOT_FOUND', 'AD_NOT_FOUND', `Ad ${id} not found.`);
    if (m === 'GET') return { statusCode: 200, body: adJson(ad, nowMs) };
  }

  // ----- reports -----
  if (collection === 'aggregate_reports' && m === 'GET') return aggregateReport(world, request.query, nowMs);

  return spotifyError(
    404,
    'NOT_FOUND',
    'RESOURCE_NOT_FOUND',
    `No resource at ${request.method} ${request.path}.`,
  );
}

/** The businesses and ad accounts of an Ad Studio user of the sandbox (Verba's operator: Verba's). */
function businessesOf(subject: string) {
  const stamp = '2026-01-05T12:00:00Z';
  const account = (businessId: string, id: string, name: string) => ({
    id,
    business_id: businessId,
    name,
    country_code: 'BR',
    currency: 'BRL',
    timezone: 'America/Sao_Paulo',
    industry: 'Retail',
    status: 'ACTIVE',
    created_at: stamp,
    updated_at: stamp,
  });
  if (subject === spotifySandboxOperator) {
    const businessId = '5f1c0a2e-5b0d-4a1e-9c3f-00000000b001';
    return [
      {
        id: businessId,
        name: 'Verba',
        status: 'ACTIVE',
        type: 'AGENCY',
        created_at: stamp,
        updated_at: stamp,
        ad_accounts: [account(businessId, spotifySandboxAdAccountId, 'Verba (sandbox)')],
      },
    ];
  }
  return (spotifySandboxUser(subject)?.businesses ?? []).map((b) => ({
    id: b.id,
    name: b.name,
    status: 'ACTIVE',
    type: 'ADVERTISER',
    created_at: stamp,
    updated_at: stamp,
    ad_accounts: b.adAccounts.map((a) => account(b.id, a.id, a.name)),
  }));
}

/** GET /businesses and GET /businesses/{id}/ad_accounts for the token's user. */
function businessesAnswer(subject: string, parts: string[]): SandboxReply {
  const mine = businessesOf(subject);
  if (parts.length === 1)
    return { statusCode: 200, body: { businesses: mine.map(({ ad_accounts: _, ...b }) => b) } };
  const business = mine.find((b) => b.id === parts[1]);
  if (!business)
    return spotifyError(
      403,
      'PERMISSION_DENIED',
      'BUSINESS_ACCESS_DENIED',
      'You do not have access to this business.',
    );
  if (parts[2] === 'ad_accounts' && parts.length === 3)
    return { statusCode: 200, body: { ad_accounts: business.ad_accounts } };
  if (parts.length === 2) {
    const { ad_accounts: _, ...rest } = business;
    return { statusCode: 200, body: rest };
  }
  return spotifyError(404, 'NOT_FOUND', 'RESOURCE_NOT_FOUND', `No resource at /${parts.join('/')}.`);
}

const dailyOf = (budget: { micro_amount: number; type: 'DAILY' | 'LIFETIME' }) =>
  budget.type === 'DAILY' ? budget.micro_amount : 0;

function campaignJson(c: Campaign) {
  return {
    id: c.id,
    name: c.name,
    objective: c.objective,
    status: c.status,
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
}

function adStatus(ad: Ad, nowMs: number): 'PENDING_APPROVAL' | 'APPROVED' | 'ACTIVE' | 'REJECTED' {
  if (nowMs < ad.reviewAt) return 'PENDING_APPROVAL';
  if (ad.rejection) return 'REJECTED';
  return ad.delivery === 'ON' ? 'ACTIVE' : 'APPROVED';
}

function adJson(ad: Ad, nowMs: number) {
  const status = adStatus(ad, nowMs);
  return {
    id: ad.id,
    ad_set_id: ad.ad_set_id,
    name: ad.name,
    tagline: ad.tagline,
    advertiser_name: ad.advertiser_name,
    assets: ad.assets,
    call_to_action: { ...ad.call_to_action, text: ad.call_to_action.key.replace(/_/g, ' ') },
    delivery: ad.delivery,
    status,
    ...(status === 'REJECTED' && ad.rejection
      ? { reject_reason: ad.rejection.rejection, reject_reasons: [ad.rejection] }
      : {}),
    created_at: ad.created_at,
    updated_at: ad.updated_at,
  };
}

function adSetJson(world: World, s: AdSet, nowMs: number) {
  const ads = [...world.ads.values()].filter((a) => a.ad_set_id === s.id);
  const statuses = ads.map((a) => adStatus(a, nowMs));
  const status =
    statuses.length === 0 || statuses.includes('PENDING_APPROVAL')
      ? 'PENDING_APPROVAL'
      : statuses.every((x) => x === 'REJECTED')
        ? 'REJECTED'
        : s.end_time && Date.parse(s.end_time) <= nowMs
          ? 'COMPLETED'
          : s.delivery === 'ON'
            ? 'ACTIVE'
            : 'READY';
  return {
    id: s.id,
    campaign_id: s.campaign_id,
    name: s.name,
    asset_format: s.asset_format,
    budget: s.budget,
    bid_strategy: s.bid_strategy,
    bid_micro_amount: s.bid_micro_amount,
    cost_model: s.cost_model,
    pacing: s.pacing,
    delivery: s.delivery,
    category: s.category,
    start_time: s.start_time,
    end_time: s.end_time,
    targets: s.targets,
    status,
    created_at: s.created_at,
    updated_at: s.updated_at,
  };
}

/** The documented refusals of an ad set (AdSetCreateRequest and its parts). */
function adSetProblem(world: World, body: Record<string, unknown>, creating: boolean): SandboxReply | null {
  for (const field of ['name', 'start_time', 'budget', 'asset_format', 'targets', 'bid_strategy'])
    if (body[field] === undefined) return invalid('MISSING_REQUIRED_FIELD', `ad_set.${field} is required`);
  if (creating && (!isUuid(body.campaign_id) || !world.campaigns.has(body.campaign_id)))
    return invalid('CAMPAIGN_NOT_FOUND', 'ad_set.campaign_id must reference an existing campaign');
  if (typeof body.name !== 'string' || body.name.length < 1 || body.name.length > 200)
    return invalid('INVALID_NAME', 'ad_set.name must be between 1 and 200 characters');
  if (body.asset_format !== 'AUDIO')
    return invalid(
      'INVALID_ASSET_FORMAT',
      'The sandbox serves audio ad sets only: asset_format must be AUDIO',
    );
  const budget = body.budget;
  if (
    !isObject(budget) ||
    !Number.isInteger(budget.micro_amount) ||
    (budget.type !== 'DAILY' && budget.type !== 'LIFETIME')
  )
    return invalid(
      'INVALID_BUDGET',
      'ad_set.budget needs an integer micro_amount and a type DAILY or LIFETIME',
    );
  if ((budget.micro_amount as number) < 1_000_000)
    return invalid(
      'BUDGET_BELOW_MINIMUM',
      'ad_set.budget.micro_amount must be >= 1000000 for asset_format AUDIO',
    );
  const start = Date.parse(String(body.start_time));
  if (Number.isNaN(start))
    return invalid('INVALID_START_TIME', 'ad_set.start_time must be YYYY-MM-DDTHH:MM:SSZ');
  if (budget.type === 'LIFETIME' && typeof body.end_time !== 'string')
    return invalid('END_TIME_REQUIRED', 'ad_set.end_time is required when budget.type is LIFETIME');
  if (typeof body.end_time === 'string') {
    const end = Date.parse(body.end_time);
    if (Number.isNaN(end) || end <= start)
      return invalid('INVALID_END_TIME', 'ad_set.end_time must be after ad_set.start_time');
  }
  if (body.bid_strategy === 'MAX_BID' && !Number.isInteger(body.bid_micro_amount))
    return invalid('BID_REQUIRED', 'ad_set.bid_micro_amount is required for bid_strategy MAX_BID');
  const targets = body.targets;
  if (!isObject(targets)) return invalid('INVALID_TARGETS', 'ad_set.targets must be an object');
  const geo = targets.geo_targets;
  if (!isObject(geo) || typeof geo.country_code !== 'string')
    return invalid('INVALID_GEO_TARGETS', 'ad_set.targets.geo_targets.country_code is required');
  for (const [field, type] of [
    ['region_ids', 'REGION'],
    ['city_ids', 'CITY'],
  ] as const) {
    const ids = geo[field];
    if (ids === undefined) continue;
    const unknownId = Array.isArray(ids) ? unknownGeoId(ids, type) : JSON.stringify(ids);
    if (unknownId !== null || geo.country_code !== 'BR')
      return invalid(
        'INVALID_GEO_TARGETS',
        `ad_set.targets.geo_targets.${field}: ${unknownId ?? field} is not a ${type} of ${String(geo.country_code)} (GET /targets/geos)`,
      );
  }
  for (const range of Array.isArray(targets.age_ranges) ? targets.age_ranges : []) {
    const r = range as { min?: unknown; max?: unknown };
    const min = Number(r.min);
    const max = Number(r.max ?? 99);
    if (!Number.isInteger(min) || min < 13 || max > 99 || max < min)
      return invalid(
        'INVALID_AGE_RANGE',
        'ad_set.targets.age_ranges: min and max between 13 and 99, min <= max',
      );
    if (min < 18)
      return invalid('INVALID_AGE_RANGE', 'ad_set.targets.age_ranges: min must be at least 18 in BR');
  }
  for (const g of Array.isArray(targets.genders) ? targets.genders : [])
    if (!genders.includes(String(g)))
      return invalid('INVALID_GENDER', `ad_set.targets.genders: unknown value ${String(g)}`);
  for (const p of Array.isArray(targets.platforms) ? targets.platforms : [])
    if (!platforms.includes(String(p)))
      return invalid('INVALID_PLATFORM', `ad_set.targets.platforms: unknown value ${String(p)}`);
  if (targets.genre_ids !== undefined) {
    const unknownGenre = Array.isArray(targets.genre_ids)
      ? unknownGenreId(targets.genre_ids)
      : JSON.stringify(targets.genre_ids);
    if (unknownGenre !== null)
      return invalid(
        'INVALID_GENRE_IDS',
        `ad_set.targets.genre_ids: ${unknownGenre} is not a genre (GET /targets/genres)`,
      );
  }
  return null;
}

function adProblem(world: World, body: Record<string, unknown>): SandboxReply | null {
  for (const field of ['name', 'assets', 'tagline', 'advertiser_name', 'ad_set_id', 'call_to_action'])
    if (body[field] === undefined) return invalid('MISSING_REQUIRED_FIELD', `ad.${field} is required`);
  if (!isUuid(body.ad_set_id) || !world.adSets.has(body.ad_set_id))
    return invalid('AD_SET_NOT_FOUND', 'ad.ad_set_id must reference an existing ad set');
  const text = (field: string, min: number, max: number) => {
    const v = body[field];
    return typeof v === 'string' && v.length >= min && v.length <= max && v.trim() === v
      ? null
      : invalid(`INVALID_${field.toUpperCase()}`, `ad.${field} must be between ${min} and ${max} characters`);
  };
  const textProblem = text('name', 2, 200) ?? text('tagline', 2, 40) ?? text('advertiser_name', 2, 25);
  if (textProblem) return textProblem;
  const assets = body.assets;
  if (!isObject(assets)) return invalid('INVALID_ASSETS', 'ad.assets must be an object');
  const audio = world.assets.get(String(assets.asset_id));
  if (!audio || audio.asset_type !== 'AUDIO' || audio.status !== 'READY')
    return invalid('INVALID_ASSET', 'ad.assets.asset_id must reference a READY AUDIO asset');
  const companion = world.assets.get(String(assets.companion_asset_id));
  if (!companion || companion.asset_type !== 'IMAGE' || companion.status !== 'READY')
    return invalid(
      'COMPANION_ASSET_REQUIRED',
      'ad.assets.companion_asset_id must reference a READY IMAGE asset for AUDIO ads',
    );
  const logo = world.assets.get(String(assets.logo_asset_id));
  if (!logo || logo.asset_type !== 'IMAGE' || logo.status !== 'READY')
    return invalid('INVALID_ASSET', 'ad.assets.logo_asset_id must reference a READY IMAGE asset');
  const cta = body.call_to_action;
  if (!isObject(cta) || !ctaKeys.includes(String(cta.key)))
    return invalid('INVALID_CALL_TO_ACTION', `ad.call_to_action.key must be one of ${ctaKeys.join(', ')}`);
  if (typeof cta.clickthrough_url !== 'string' || !/^https:\/\/[^\s]+$/.test(cta.clickthrough_url))
    return invalid('INVALID_CLICKTHROUGH_URL', 'ad.call_to_action.clickthrough_url must be an https URL');
  return null;
}

const audioMimeTypes: Record<string, string> = {
  'audio/mpeg': 'MP3',
  'audio/mp3': 'MP3',
  'audio/ogg': 'OGG',
  'audio/wav': 'WAV',
  'audio/x-wav': 'WAV',
  'audio/wave': 'WAV',
};

/** Upload: audio at most 30 s (decoded from the file itself), companion image 640×640 JPEG/PNG. */
async function uploadAsset(
  asset: Asset,
  upload: SpotifyApiRequest['upload'],
  stamp: string,
): Promise<SandboxReply> {
  if (!upload?.bytes || upload.bytes.length === 0)
    return invalid('MISSING_REQUIRED_FIELD', 'media is required (multipart/form-data)');
  if (upload.assetType !== asset.asset_type)
    return invalid('INVALID_ASSET_TYPE', `asset_type must be ${asset.asset_type} for this asset`);
  if (asset.asset_type === 'AUDIO') {
    const fileType = audioMimeTypes[upload.mimeType ?? ''];
    if (!fileType) return invalid('UNSUPPORTED_FILE_TYPE', 'Audio must be MP3, OGG or WAV');
    let seconds: number | undefined;
    try {
      const meta = await parseBuffer(
        upload.bytes,
        { mimeType: upload.mimeType ?? undefined },
        { duration: true, skipCovers: true },
      );
      seconds = meta.format.duration;
    } catch {
      seconds = undefined;
    }
    if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0)
      return invalid('CORRUPTED_FILE', 'The audio file could not be decoded');
    if (seconds > 30.05)
      return invalid(
        'AUDIO_DURATION_TOO_LONG',
        `Audio must be at most 30 seconds; this file lasts ${seconds.toFixed(1)} seconds`,
      );
    asset.duration_ms = Math.round(seconds * 1000);
    asset.file_type = fileType;
  } else {
    let size: { width?: number; height?: number; type?: string };
    try {
      size = imageSize(upload.bytes);
    } catch {
      return invalid('CORRUPTED_FILE', 'The image could not be decoded');
    }
    if (size.type !== 'png' && size.type !== 'jpg')
      return invalid('UNSUPPORTED_FILE_TYPE', 'Images must be JPEG or PNG');
    if (size.width !== 640 || size.height !== 640)
      return invalid(
        'INVALID_IMAGE_DIMENSIONS',
        `Companion images must be 640x640 pixels; this one is ${size.width}x${size.height}`,
      );
    asset.width = 640;
    asset.height = 640;
    asset.file_type = size.type === 'png' ? 'PNG' : 'JPEG';
  }
  asset.status = 'READY';
  asset.url = `https://sandbox.scdn.example/${asset.asset_type.toLowerCase()}/${asset.id}`;
  asset.updated_at = stamp;
  return { statusCode: 200, body: asset };
}

const reportFields = [
  'IMPRESSIONS',
  'CLICKS',
  'SPEND',
  'STARTS',
  'FIRST_QUARTILES',
  'MIDPOINTS',
  'THIRD_QUARTILES',
  'COMPLETES',
] as const;

/** GET aggregate_reports: rows per entity × day (granularity DAY) or per entity (LIFETIME). */
function aggregateReport(
  world: World,
  query: Record<string, string | undefined>,
  nowMs: number,
): SandboxReply {
  const entityType = query.entity_type ?? 'AD_SET';
  if (entityType !== 'AD_SET' && entityType !== 'CAMPAIGN')
    return invalid('INVALID_ENTITY_TYPE', 'The sandbox reports entity_type AD_SET or CAMPAIGN');
  const fields = listParam(query.fields);
  if (fields.length === 0) return invalid('MISSING_REQUIRED_FIELD', 'fields is required');
  const unknown = fields.find((f) => !(reportFields as readonly string[]).includes(f));
  if (unknown) return invalid('INVALID_REPORT_FIELD', `The sandbox does not report field ${unknown}`);
  const granularity = query.granularity ?? 'DAY';
  if (granularity !== 'DAY') return invalid('INVALID_GRANULARITY', 'The sandbox reports granularity DAY');
  const start = Date.parse(query.report_start ?? '');
  const end = Date.parse(query.report_end ?? '');
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start)
    return invalid(
      'INVALID_REPORT_RANGE',
      'report_start and report_end are required, report_end after report_start',
    );
  if (end - start > 90 * 86_400_000)
    return invalid('INVALID_REPORT_RANGE', 'The report range is at most 90 days');
  const ids = listParam(query.entity_ids);
  const adSets = [...world.adSets.values()].filter((s) =>
    ids.length === 0 ? true : ids.includes(entityType === 'AD_SET' ? s.id : s.campaign_id),
  );
  const rows: unknown[] = [];
  for (const s of adSets) {
    const campaign = world.campaigns.get(s.campaign_id)!;
    const ads = [...world.ads.values()].filter((a) => a.ad_set_id === s.id && !a.rejection);
    const approvedAt = ads.length ? Math.min(...ads.map((a) => a.reviewAt)) : null;
    const sim: SimAdSet = {
      id: s.id,
      campaignHistory: campaign.history,
      deliveryHistory: s.deliveryHistory,
      budgetHistory: s.budgetHistory,
      approvedAt,
      startsAt: Date.parse(s.start_time),
      endsAt: s.end_time ? Date.parse(s.end_time) : null,
      cpmMicros: s.bid_micro_amount,
    };
    for (let t = start; t < end && t <= nowMs; t += 86_400_000) {
      const date = saoPauloDateOf(t);
      const day = simulateDay(sim, date, nowMs);
      const values: Record<(typeof reportFields)[number], number> = {
        IMPRESSIONS: day.impressions,
        CLICKS: day.clicks,
        SPEND: day.spendMicros / 1_000_000,
        STARTS: day.starts,
        FIRST_QUARTILES: day.firstQuartiles,
        MIDPOINTS: day.midpoints,
        THIRD_QUARTILES: day.thirdQuartiles,
        COMPLETES: day.completes,
      };
      rows.push({
        entity_type: entityType,
        entity_id: entityType === 'AD_SET' ? s.id : s.campaign_id,
        entity_name: entityType === 'AD_SET' ? s.name : campaign.name,
        entity_status: s.delivery === 'ON' ? 'ACTIVE' : 'PAUSED',
        start_time: iso(dayStartMs(date)),
        end_time: iso(dayStartMs(date) + 86_400_000),
        stats: fields.map((f) => ({
          field_type: f,
          field_value: values[f as (typeof reportFields)[number]],
        })),
      });
    }
  }
  const limit = Math.min(Math.max(Number(query.limit ?? 50) || 50, 1), 50);
  let offset = 0;
  if (query.continuation_token) {
    const decoded = Number(
      Buffer.from(query.continuation_token, 'base64url').toString('utf8').replace(/^o:/, ''),
    );
    if (!Number.isInteger(decoded) || decoded < 0)
      return invalid('INVALID_CONTINUATION_TOKEN', 'continuation_token is not valid');
    offset = decoded;
  }
  const slice = rows.slice(offset, offset + limit);
  const next =
    offset + limit < rows.length ? Buffer.from(`o:${offset + limit}`).toString('base64url') : undefined;
  return {
    statusCode: 200,
    body: {
      ...(next ? { continuation_token: next } : {}),
      report_start: iso(start),
      report_end: iso(end),
      granularity: 'DAY',
      rows: slice,
    },
  };
}
