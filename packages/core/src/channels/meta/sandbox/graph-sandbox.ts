import { createHash, randomBytes } from 'node:crypto';
import { createSandboxTokens, type SandboxTokens } from '../../sandbox/sandbox-tokens';
import objects from '../fixtures/marketing-objects.json';
import { geoKeyKnown, searchGeo } from './geo';

/**
 * The Meta Graph API sandbox (Marketing API subset; docs/channels-meta.md), as a pure request
 * handler the app mounts under /sandbox/meta/<version>. State lives in this process's memory (one
 * store per installation key); delivery is computed from the objects' status history and the clock.
 */
export interface GraphRequest {
  method: string;
  /** The path after the version, e.g. `/act_123/campaigns`. */
  path: string;
  query: Record<string, string | undefined>;
  /** Form fields or JSON body (objects may arrive JSON-encoded as strings, as the SDKs send them). */
  body: Record<string, unknown> | undefined;
  headers: Record<string, string | string[] | undefined>;
}

export interface GraphResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: unknown;
}

interface StatusChange {
  at: number;
  status: string;
}

export interface Obj {
  id: string;
  kind: 'campaign' | 'adset' | 'adcreative' | 'ad' | 'adimage' | 'advideo' | 'adspixel';
  accountId: string;
  createdAt: number;
  fields: Record<string, unknown>;
  statusLog: StatusChange[];
  budgetLog: { at: number; centavos: number }[];
}

export interface MetaSandboxKnobs {
  /** Seconds an ad stays PENDING_REVIEW after creation. */
  reviewDelaySeconds: number;
  /** The next N API calls answer the ad-account rate limit (code 80004). */
  forceRateLimits: number;
}

export interface Store {
  objects: Map<string, Obj>;
  seq: bigint;
  knobs: MetaSandboxKnobs;
  tokens: SandboxTokens;
  /** Facebook Login (facebook-login.ts): codes already exchanged, grants the person removed. */
  usedCodes: Set<string>;
  revokedGrants: Set<string>;
  /** What changed since the last save (persist.ts writes it to PostgreSQL). */
  dirty: Set<string>;
  loginDirty: { kind: 'used_code' | 'revoked_grant'; id: string }[];
}

const stores = new Map<string, Store>();

/** Verba's own ad account and business in the sandbox (what META_AD_ACCOUNT_ID would be live). */
export const metaSandboxAdAccountId = '1000000000000001';
export const metaSandboxBusinessId = '2000000000000001';
/** Pages (and their Instagram accounts) of the sandbox advertisers. */
export const metaSandboxPages: Record<string, { name: string; instagram: string | null }> = {
  '3000000000000011': { name: 'Café da Vila', instagram: '17841400000000011' },
  '3000000000000021': { name: 'Ótica Visão Clara', instagram: null },
  '3000000000000031': { name: 'Café Serra Azul', instagram: '17841400000000031' },
};

export function metaSandboxStore(secret: string): Store {
  let store = stores.get(secret);
  if (!store) {
    store = {
      objects: new Map(),
      seq: 120_200_000_000_000_000n,
      knobs: { reviewDelaySeconds: 20, forceRateLimits: 0 },
      tokens: createSandboxTokens(secret),
      usedCodes: new Set(),
      revokedGrants: new Set(),
      dirty: new Set(),
      loginDirty: [],
    };
    stores.set(secret, store);
  }
  return store;
}

/** Drops this process's memory of the sandbox (a test that restarts on the same database). */
export function dropMetaSandboxMemory(secret: string): void {
  stores.delete(secret);
}

export function setMetaSandboxKnobs(secret: string, knobs: Partial<MetaSandboxKnobs>): MetaSandboxKnobs {
  const store = metaSandboxStore(secret);
  store.knobs = { ...store.knobs, ...knobs };
  return store.knobs;
}

/** Verba's system-user access token in the sandbox (long-lived, as a system user's token is). */
export function metaSandboxSystemUserToken(secret: string): string {
  return metaSandboxStore(secret).tokens.issue({
    platform: 'meta',
    subject: 'verba-system-user',
    scopes: ['ads_management', 'ads_read', 'business_management', 'pages_manage_ads'],
    kind: 'access',
    exp: Math.floor(Date.UTC(2099, 0, 1) / 1000),
  });
}

class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly error: {
      message: string;
      type: string;
      code: number;
      error_subcode?: number;
      error_user_title?: string;
      error_user_msg?: string;
    },
    readonly headers: Record<string, string> = {},
  ) {
    super(error.message);
  }
}

const invalid = (message: string, extra: { subcode?: number; title?: string; userMsg?: string } = {}) =>
  new GraphError(400, {
    message: `(#100) ${message}`,
    type: 'OAuthException',
    code: 100,
    ...(extra.subcode ? { error_subcode: extra.subcode } : {}),
    ...(extra.title ? { error_user_title: extra.title } : {}),
    ...(extra.userMsg ? { error_user_msg: extra.userMsg } : {}),
  });

const unsupported = (method: string, id: string) =>
  new GraphError(400, {
    message: `Unsupported ${method.toLowerCase()} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
    type: 'GraphMethodException',
    code: 100,
    error_subcode: 33,
  });

/** Parses a parameter the SDKs send JSON-encoded in a form field. */
function param(body: Record<string, unknown>, name: string): unknown {
  const v = body[name];
  if (typeof v === 'string' && /^[[{]/.test(v.trim())) {
    try {
      return JSON.parse(v);
    } catch {
      throw invalid(`Param ${name} must be a JSON object or array`);
    }
  }
  return v;
}

const str = (body: Record<string, unknown>, name: string, required = false): string | undefined => {
  const v = param(body, name);
  if (v === undefined || v === null || v === '') {
    if (required) throw invalid(`The parameter ${name} is required`);
    return undefined;
  }
  if (typeof v !== 'string' && typeof v !== 'number') throw invalid(`Param ${name} must be a string`);
  return String(v);
};

const oneOf = (value: string | undefined, allowed: readonly string[], name: string) => {
  if (value !== undefined && !allowed.includes(value))
    throw invalid(`Param ${name} must be one of {${allowed.join(', ')}}`);
  return value;
};

const intParam = (body: Record<string, unknown>, name: string): number | undefined => {
  const v = str(body, name);
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v)) throw invalid(`Param ${name} must be a non-negative integer`);
  return Number(v);
};

/** A scalar as text (objects as JSON), for fields that arrive as strings or numbers. */
const text = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : typeof v === 'number' || typeof v === 'bigint'
      ? String(v)
      : (JSON.stringify(v) ?? '');

function traceId(): string {
  return randomBytes(9).toString('base64url');
}

const usageHeader = (accountId: string, callCount: number) =>
  JSON.stringify({
    [accountId]: [
      {
        type: 'ads_management',
        call_count: callCount,
        total_cputime: Math.min(callCount, 100),
        total_time: Math.min(callCount, 100),
        estimated_time_to_regain_access: callCount >= 100 ? 1 : 0,
      },
    ],
  });

/** Handles one Graph API request. */
export function handleGraphRequest(input: {
  secret: string;
  now: Date;
  request: GraphRequest;
}): GraphResponse {
  const store = metaSandboxStore(input.secret);
  const fbtrace = traceId();
  try {
    const body = { ...input.request.query, ...(input.request.body ?? {}) } as Record<string, unknown>;
    authenticate(store, input.request, body, input.now);
    const accountHeader = { 'x-business-use-case-usage': usageHeader(metaSandboxBusinessId, 1) };
    if (store.knobs.forceRateLimits > 0) {
      store.knobs.forceRateLimits -= 1;
      throw new GraphError(
        400,
        {
          message:
            '(#80004) There have been too many calls to this ad-account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting#ads-management.',
          type: 'OAuthException',
          code: 80004,
          error_subcode: 2446079,
        },
        { 'x-business-use-case-usage': usageHeader(metaSandboxBusinessId, 100), 'retry-after': '1' },
      );
    }
    const out = route(
      store,
      input.now.getTime(),
      input.request.method.toUpperCase(),
      input.request.path,
      body,
    );
    return { statusCode: 200, headers: accountHeader, body: out };
  } catch (thrown) {
    if (thrown instanceof GraphError) {
      return {
        statusCode: thrown.status,
        headers: { 'www-authenticate': 'OAuth "Facebook Platform" "invalid_request"', ...thrown.headers },
        body: { error: { ...thrown.error, fbtrace_id: fbtrace } },
      };
    }
    throw thrown;
  }
}

function authenticate(store: Store, request: GraphRequest, body: Record<string, unknown>, now: Date) {
  const header = request.headers.authorization;
  const bearer =
    typeof header === 'string' && header.toLowerCase().startsWith('bearer ')
      ? header.slice(7).trim()
      : undefined;
  const token = bearer ?? (typeof body.access_token === 'string' ? body.access_token : undefined);
  delete body.access_token;
  if (!token)
    throw new GraphError(400, {
      message: 'An active access token must be used to query information about the current user.',
      type: 'OAuthException',
      code: 2500,
    });
  const claims = store.tokens.verify(token, 'meta', now);
  if (!claims)
    throw new GraphError(400, {
      message: 'Invalid OAuth access token - Cannot parse access token',
      type: 'OAuthException',
      code: 190,
    });
  if (!claims.scopes.includes('ads_management'))
    throw new GraphError(403, {
      message: '(#200) Requires ads_management permission to manage the object',
      type: 'OAuthException',
      code: 200,
    });
}

function route(
  store: Store,
  now: number,
  method: string,
  path: string,
  body: Record<string, unknown>,
): unknown {
  const parts = path.split('/').filter(Boolean);
  const [first, edge] = parts;
  if (!first || parts.length > 2) throw unsupported(method, path);
  if (first === 'search' && edge === undefined && method === 'GET') return targetingSearch(body);
  if (first.startsWith('act_')) {
    const account = first.slice(4);
    if (account !== metaSandboxAdAccountId) throw unsupported(method, first);
    if (method === 'POST') {
      const validateOnly = text(param(body, 'execution_options') ?? '').includes('validate_only');
      switch (edge) {
        case 'campaigns':
          return create(store, now, account, 'campaign', validateCampaign(body), validateOnly);
        case 'adsets':
          return create(store, now, account, 'adset', validateAdSet(store, body, validateOnly), validateOnly);
        case 'adimages':
          return createImage(store, now, account, body);
        case 'advideos':
          return create(
            store,
            now,
            account,
            'advideo',
            { title: str(body, 'title') ?? '', file_url: str(body, 'file_url', true) },
            false,
          );
        case 'adcreatives':
          return create(store, now, account, 'adcreative', validateCreative(store, body), validateOnly);
        case 'ads':
          return create(store, now, account, 'ad', validateAd(store, body, validateOnly), validateOnly);
        case 'adspixels':
          // Ad account "adspixels" edge: a Meta pixel (dataset) the Conversions API sends events to.
          return create(
            store,
            now,
            account,
            'adspixel',
            { name: str(body, 'name', true), events: [] },
            false,
          );
        default:
          throw unsupported(method, path);
      }
    }
    if (method === 'GET') {
      if (edge === 'insights') return insights(store, now, account, null, body);
      if (
        edge === 'campaigns' ||
        edge === 'adsets' ||
        edge === 'ads' ||
        edge === 'adcreatives' ||
        edge === 'adspixels'
      ) {
        const kind =
          edge === 'campaigns'
            ? 'campaign'
            : edge === 'adsets'
              ? 'adset'
              : edge === 'ads'
                ? 'ad'
                : edge === 'adspixels'
                  ? 'adspixel'
                  : 'adcreative';
        const rows = [...store.objects.values()].filter((o) => o.kind === kind && o.accountId === account);
        return page(
          rows.map((o) => view(store, o, now, fieldsOf(body))),
          body,
        );
      }
      if (edge === undefined)
        return {
          id: first,
          account_id: account,
          currency: 'BRL',
          timezone_name: 'America/Sao_Paulo',
          account_status: 1,
        };
    }
    throw unsupported(method, path);
  }
  const obj = store.objects.get(first);
  if (!obj) throw unsupported(method, first);
  if (method === 'GET' && edge === 'insights') return insights(store, now, obj.accountId, obj, body);
  if (method === 'POST' && edge === 'events' && obj.kind === 'adspixel')
    return receiveEvents(store, obj, now, body);
  if (edge !== undefined) throw unsupported(method, path);
  if (method === 'GET') return view(store, obj, now, fieldsOf(body));
  if (method === 'POST') {
    store.dirty.add(obj.id);
    return update(store, obj, now, body);
  }
  if (method === 'DELETE') {
    store.dirty.add(obj.id);
    obj.statusLog.push({ at: now, status: 'DELETED' });
    return { success: true };
  }
  throw unsupported(method, path);
}

const actionSources = [
  'email',
  'website',
  'app',
  'phone_call',
  'chat',
  'physical_store',
  'system_generated',
  'business_messaging',
  'other',
];
const hashedUserFields = ['em', 'ph', 'fn', 'ln', 'ge', 'db', 'ct', 'st', 'zp', 'country', 'external_id'];
const sha256Hex = /^[0-9a-f]{64}$/;

/**
 * Conversions API, `POST /{pixel_id}/events` (Marketing API "Conversions API — Using the API" and the
 * Server Event / Customer Information Parameters references; the shapes of
 * github:facebook/facebook-nodejs-business-sdk src/objects/serverside/event-request.js, read not
 * copied): `data` 1–1000 events; each `event_name`, `event_time` (Unix seconds, at most 7 days old,
 * not in the future), `action_source` from the reference's list, `user_data` with at least one
 * parameter; a website event needs `client_user_agent` and `event_source_url`; `em`, `ph`,
 * `external_id`… are SHA-256 hex (the sandbox refuses what is not, where Meta would hash or
 * discard it). Answers `{events_received, messages, fbtrace_id}`; the pixel keeps what it received.
 */
function receiveEvents(store: Store, pixel: Obj, now: number, body: Record<string, unknown>) {
  const data = param(body, 'data');
  if (!Array.isArray(data) || data.length === 0) throw invalid('The parameter data is required');
  if (data.length > 1000) throw invalid('Param data must contain at most 1000 events');
  const nowSeconds = Math.floor(now / 1000);
  data.forEach((raw, i) => {
    const event = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const at = `data[${i}]`;
    if (typeof event.event_name !== 'string' || !event.event_name)
      throw invalid(`The parameter ${at}[event_name] is required`);
    const time = Number(event.event_time);
    if (!Number.isInteger(time)) throw invalid(`The parameter ${at}[event_time] is required`);
    if (time > nowSeconds + 60)
      throw invalid(`${at}[event_time] must not be in the future`, { title: 'Event Timestamp In Future' });
    if (time < nowSeconds - 7 * 86_400)
      throw invalid(`${at}[event_time] is more than 7 days in the past`, {
        title: 'Event Timestamp Too Old',
        userMsg: 'The timestamp for this event is too far in the past. Events must be sent within 7 days.',
      });
    if (typeof event.action_source !== 'string' || !actionSources.includes(event.action_source))
      throw invalid(`Param ${at}[action_source] must be one of {${actionSources.join(', ')}}`);
    const user = event.user_data as Record<string, unknown> | undefined;
    if (!user || typeof user !== 'object' || Object.keys(user).length === 0)
      throw invalid(`The parameter ${at}[user_data] is required`);
    if (event.action_source === 'website') {
      if (typeof user.client_user_agent !== 'string' || !user.client_user_agent)
        throw invalid(`${at}[user_data][client_user_agent] is required for website events`);
      if (typeof event.event_source_url !== 'string' || !event.event_source_url)
        throw invalid(`${at}[event_source_url] is required for website events`);
    }
    for (const field of hashedUserFields) {
      const value = user[field];
      if (value === undefined) continue;
      const list = Array.isArray(value) ? value : [value];
      if (list.some((v) => typeof v !== 'string' || !sha256Hex.test(v)))
        throw invalid(`${at}[user_data][${field}] must be hashed with SHA-256 (lower-case hex)`, {
          title: 'Unhashed customer information',
        });
    }
  });
  const kept = (pixel.fields.events as unknown[] | undefined) ?? [];
  pixel.fields.events = [...kept, ...(data as unknown[])].slice(-500);
  pixel.fields.events_received_total = Number(pixel.fields.events_received_total ?? 0) + data.length;
  store.dirty.add(pixel.id);
  return { events_received: data.length, messages: [] };
}

function create(
  store: Store,
  now: number,
  accountId: string,
  kind: Obj['kind'],
  fields: Record<string, unknown>,
  validateOnly: boolean,
) {
  if (validateOnly) return { success: true };
  store.seq += 1n + BigInt(Math.floor(Math.random() * 7));
  const id = String(store.seq);
  const status = typeof fields.status === 'string' ? fields.status : 'ACTIVE';
  const obj: Obj = {
    id,
    kind,
    accountId,
    createdAt: now,
    fields,
    statusLog: [{ at: now, status }],
    budgetLog: typeof fields.daily_budget === 'number' ? [{ at: now, centavos: fields.daily_budget }] : [],
  };
  store.objects.set(id, obj);
  store.dirty.add(id);
  return kind === 'adset' || kind === 'ad' || kind === 'campaign' ? { id, success: true } : { id };
}

function createImage(store: Store, now: number, accountId: string, body: Record<string, unknown>) {
  const bytes = str(body, 'bytes');
  const url = str(body, 'url');
  if (!bytes && !url) throw invalid('The parameter bytes or url is required');
  const hash = createHash('md5')
    .update(bytes ?? url ?? '')
    .digest('hex');
  const name = str(body, 'name') ?? `${hash}.png`;
  create(store, now, accountId, 'adimage', { hash, name, url: url ?? null }, false);
  return { images: { [name]: { hash, url: url ?? `https://scontent.sandbox.example/${hash}.png` } } };
}

const statuses = ['ACTIVE', 'PAUSED'] as const;

function validateCampaign(body: Record<string, unknown>) {
  const name = str(body, 'name', true)!;
  const objective = oneOf(str(body, 'objective', true), objects.campaignObjectives, 'objective')!;
  const status = oneOf(str(body, 'status'), statuses, 'status') ?? 'ACTIVE';
  const special = param(body, 'special_ad_categories');
  if (special === undefined)
    throw invalid('The parameter special_ad_categories is required', {
      title: 'Special ad categories required',
      userMsg:
        'Declare whether your ads are about credit, employment, housing, social issues, elections or politics.',
    });
  if (!Array.isArray(special)) throw invalid('Param special_ad_categories must be an array');
  return { name, objective, status, special_ad_categories: special, buying_type: 'AUCTION' };
}

function validateAdSet(store: Store, body: Record<string, unknown>, validateOnly: boolean) {
  const name = str(body, 'name', true)!;
  const campaignId = str(body, 'campaign_id', true)!;
  if (!validateOnly && store.objects.get(campaignId)?.kind !== 'campaign')
    throw invalid(`Param campaign_id must be a valid campaign id`, { subcode: 1487056 });
  const billing = oneOf(str(body, 'billing_event', true), objects.billingEvents, 'billing_event')!;
  const goal = oneOf(
    str(body, 'optimization_goal') ?? 'NONE',
    objects.optimizationGoals,
    'optimization_goal',
  )!;
  const status = oneOf(str(body, 'status'), statuses, 'status') ?? 'ACTIVE';
  const daily = intParam(body, 'daily_budget');
  const lifetime = intParam(body, 'lifetime_budget');
  if (daily === undefined && lifetime === undefined)
    throw invalid('Either daily_budget or lifetime_budget must be set on the ad set', {
      subcode: 1885621,
      title: 'No budget',
      userMsg: 'Set a daily or lifetime budget for the ad set.',
    });
  const table = objects.minimumDailyBudgetCentavos as Record<string, number | string>;
  const given = table[goal];
  const min = typeof given === 'number' ? given : 600;
  if (daily !== undefined && daily < min)
    throw invalid('Invalid parameter', {
      subcode: 1885272,
      title: 'Budget Too Low',
      userMsg: `Your budget is too low. The minimum daily budget for this ad set is R$ ${(min / 100).toFixed(2).replace('.', ',')}.`,
    });
  const bid = intParam(body, 'bid_amount');
  const start = str(body, 'start_time');
  const end = str(body, 'end_time');
  if (start && Number.isNaN(Date.parse(start)))
    throw invalid('Param start_time must be a valid ISO 8601 time');
  if (end && Number.isNaN(Date.parse(end))) throw invalid('Param end_time must be a valid ISO 8601 time');
  if (start && end && Date.parse(end) <= Date.parse(start))
    throw invalid('The end time must be after the start time', {
      subcode: 1487103,
      title: 'Invalid schedule',
    });
  // OUTCOME_SALES optimises for a pixel's conversions: the ad set must promote a pixel of the account.
  const promoted = param(body, 'promoted_object') as Record<string, unknown> | undefined;
  if (goal === 'OFFSITE_CONVERSIONS') {
    const pixelId = promoted && typeof promoted === 'object' ? text(promoted.pixel_id ?? '') : '';
    if (!pixelId || store.objects.get(pixelId)?.kind !== 'adspixel')
      throw invalid('Param promoted_object[pixel_id] must be a pixel the ad account may use', {
        title: 'Promoted object required',
        userMsg: 'Choose the pixel whose conversion events this ad set optimises for.',
      });
  }
  const targeting = param(body, 'targeting') as Record<string, unknown> | undefined;
  if (!targeting || typeof targeting !== 'object')
    throw invalid('The parameter targeting is required', { title: 'Missing targeting' });
  validateTargeting(targeting);
  return {
    name,
    campaign_id: campaignId,
    billing_event: billing,
    optimization_goal: goal,
    status,
    daily_budget: daily,
    lifetime_budget: lifetime,
    bid_amount: bid,
    ...(promoted && typeof promoted === 'object' ? { promoted_object: promoted } : {}),
    start_time: start ?? null,
    end_time: end ?? null,
    targeting,
  };
}

function validateTargeting(t: Record<string, unknown>) {
  const geo = t.geo_locations as Record<string, unknown> | undefined;
  if (!geo || typeof geo !== 'object' || Object.keys(geo).length === 0)
    throw invalid('Invalid parameter', {
      subcode: 1487756,
      title: 'Location required',
      userMsg: 'Your audience must include at least one location (geo_locations).',
    });
  // Region and city keys come from Targeting Search (geo.ts); an unknown key is refused.
  for (const type of ['regions', 'cities'] as const) {
    const list = geo[type];
    if (list === undefined) continue;
    const keys = Array.isArray(list) ? list.map((e) => text((e as { key?: unknown }).key ?? '')) : [''];
    const bad = keys.filter((k) => !geoKeyKnown(type, k));
    if (bad.length > 0)
      throw invalid(
        `Invalid keys "${bad.join(', ')}" were found in param "targeting_spec[geo_locations][${type}]".`,
      );
  }
  const ageMin = t.age_min as number | undefined;
  const ageMax = t.age_max as number | undefined;
  if (
    (ageMin !== undefined && (ageMin < 18 || ageMin > 65)) ||
    (ageMax !== undefined && (ageMax < 18 || ageMax > 65))
  )
    throw invalid('Invalid parameter', {
      subcode: 1487303,
      title: 'Invalid age',
      userMsg: 'Ages must be between 18 and 65.',
    });
  if (ageMin !== undefined && ageMax !== undefined && ageMin > ageMax)
    throw invalid('Invalid parameter', {
      subcode: 1487303,
      title: 'Invalid age range',
      userMsg: 'age_min must not exceed age_max.',
    });
  const genders = (t.genders as number[] | undefined) ?? [];
  if (genders.some((g) => g !== 1 && g !== 2))
    throw invalid('Param targeting[genders] must be 1 (men) or 2 (women)');
  const lists: [string, readonly string[]][] = [
    ['publisher_platforms', objects.publisherPlatforms],
    ['facebook_positions', objects.facebookPositions],
    ['instagram_positions', objects.instagramPositions],
    ['device_platforms', objects.devicePlatforms],
  ];
  for (const [name, allowed] of lists) {
    const v = t[name];
    if (v === undefined) continue;
    if (!Array.isArray(v) || v.some((x) => !allowed.includes(String(x))))
      throw invalid(`Param targeting[${name}] must be a subset of {${allowed.join(', ')}}`);
  }
  const platforms = (t.publisher_platforms as string[] | undefined) ?? [];
  if (t.instagram_positions && platforms.length && !platforms.includes('instagram'))
    throw invalid('Invalid parameter', {
      subcode: 1487958,
      title: 'Placement mismatch',
      userMsg: 'instagram_positions needs instagram in publisher_platforms.',
    });
}

function validateCreative(store: Store, body: Record<string, unknown>) {
  const spec = param(body, 'object_story_spec') as Record<string, unknown> | undefined;
  if (!spec || typeof spec !== 'object') throw invalid('The parameter object_story_spec is required');
  const pageId = spec.page_id === undefined ? undefined : text(spec.page_id);
  if (!pageId) throw invalid('Param object_story_spec[page_id] is required');
  const page = metaSandboxPages[pageId];
  if (!page)
    throw new GraphError(400, {
      message:
        '(#100) Param object_story_spec[page_id] must be a valid Page the ad account may advertise for',
      type: 'OAuthException',
      code: 100,
      error_subcode: 1487930,
      error_user_title: 'Page not available',
      error_user_msg: 'The ad account has no access to this Page.',
    });
  const ig = spec.instagram_user_id === undefined ? undefined : text(spec.instagram_user_id);
  if (ig && page.instagram !== ig)
    throw invalid('Param object_story_spec[instagram_user_id] is not connected to the Page', {
      subcode: 1772103,
      title: 'Instagram account not connected',
    });
  const link = spec.link_data as Record<string, unknown> | undefined;
  const video = spec.video_data as Record<string, unknown> | undefined;
  if (!link && !video) throw invalid('object_story_spec must have link_data or video_data');
  const data = (link ?? video)!;
  if (link) {
    if (typeof link.link !== 'string' || !/^https?:\/\//.test(link.link))
      throw invalid('Param object_story_spec[link_data][link] must be a valid URL', { subcode: 1443048 });
    if (
      link.image_hash !== undefined &&
      ![...store.objects.values()].some((o) => o.kind === 'adimage' && o.fields.hash === link.image_hash)
    )
      throw invalid('Invalid image hash', { subcode: 1487242, title: 'Image not found' });
  }
  if (video) {
    const vid = text(video.video_id ?? '');
    if (store.objects.get(vid)?.kind !== 'advideo')
      throw invalid('Param object_story_spec[video_data][video_id] must be a valid video id', {
        subcode: 1487242,
      });
  }
  const cta = data.call_to_action as { type?: string } | undefined;
  if (cta && !objects.callToActionTypes.includes(String(cta.type)))
    throw invalid(`Param call_to_action[type] must be one of {${objects.callToActionTypes.join(', ')}}`);
  const message = text(data.message ?? '');
  if (message.length > 2200)
    throw invalid('The primary text is too long (2200 characters at most)', { subcode: 1487133 });
  return { name: str(body, 'name') ?? `Creative ${pageId}`, object_story_spec: spec };
}

function validateAd(store: Store, body: Record<string, unknown>, validateOnly: boolean) {
  const name = str(body, 'name', true)!;
  const adsetId = str(body, 'adset_id', true)!;
  if (!validateOnly && store.objects.get(adsetId)?.kind !== 'adset')
    throw invalid('Param adset_id must be a valid ad set id');
  const creative = param(body, 'creative') as { creative_id?: string } | undefined;
  const creativeId = creative?.creative_id ? String(creative.creative_id) : undefined;
  if (!creativeId) throw invalid('The parameter creative is required');
  if (!validateOnly && store.objects.get(creativeId)?.kind !== 'adcreative')
    throw invalid('Param creative[creative_id] must be a valid creative id', { subcode: 1487242 });
  const status = oneOf(str(body, 'status'), statuses, 'status') ?? 'ACTIVE';
  return {
    name,
    adset_id: adsetId,
    creative: { creative_id: creativeId },
    status,
    tracking_specs: param(body, 'tracking_specs') ?? null,
  };
}

function update(store: Store, obj: Obj, now: number, body: Record<string, unknown>) {
  const status = oneOf(str(body, 'status'), [...statuses, 'ARCHIVED', 'DELETED'], 'status');
  if (status && obj.kind !== 'adcreative') obj.statusLog.push({ at: now, status });
  if (obj.kind === 'adset') {
    const daily = intParam(body, 'daily_budget');
    if (daily !== undefined) {
      const min = 600;
      if (daily < min)
        throw invalid('Invalid parameter', {
          subcode: 1885272,
          title: 'Budget Too Low',
          userMsg: 'Your budget is too low.',
        });
      obj.fields.daily_budget = daily;
      obj.budgetLog.push({ at: now, centavos: daily });
    }
    const end = str(body, 'end_time');
    if (end !== undefined) {
      if (Number.isNaN(Date.parse(end))) throw invalid('Param end_time must be a valid ISO 8601 time');
      obj.fields.end_time = end;
    }
  }
  const name = str(body, 'name');
  if (name) obj.fields.name = name;
  return { success: true };
}

const statusAt = (obj: Obj, at: number) => {
  let s = obj.statusLog[0]!.status;
  for (const c of obj.statusLog) if (c.at <= at) s = c.status;
  return s;
};

function policyTopics(store: Store, ad: Obj): string[] {
  const creative = store.objects.get(String((ad.fields.creative as { creative_id: string }).creative_id));
  const text = JSON.stringify(creative?.fields.object_story_spec ?? {}).toLowerCase();
  const topics: string[] = [];
  const words = objects.policyWords as unknown as Record<string, string[] | string>;
  for (const [topic, list] of Object.entries(words)) {
    if (topic === 'source' || !Array.isArray(list)) continue;
    if (list.some((w) => text.includes(w))) topics.push(topic);
  }
  return topics;
}

/** An ad's review: pending for the review delay after creation, then approved or disapproved. */
function reviewOf(store: Store, ad: Obj, now: number) {
  if (now < ad.createdAt + store.knobs.reviewDelaySeconds * 1000)
    return { state: 'PENDING_REVIEW' as const, topics: [] };
  const topics = policyTopics(store, ad);
  return topics.length ? { state: 'DISAPPROVED' as const, topics } : { state: 'APPROVED' as const, topics };
}

function effectiveStatus(store: Store, obj: Obj, now: number): string {
  const own = statusAt(obj, now);
  if (own === 'DELETED' || own === 'ARCHIVED') return own;
  // An ad in review, or disapproved, says so whatever its parents' status (Meta's Ad reference).
  if (obj.kind === 'ad') {
    const review = reviewOf(store, obj, now);
    if (review.state !== 'APPROVED') return review.state;
  }
  if (own !== 'ACTIVE') return own;
  if (obj.kind === 'adset' || obj.kind === 'ad') {
    const adset = obj.kind === 'ad' ? store.objects.get(String(obj.fields.adset_id)) : obj;
    const campaign = adset ? store.objects.get(String(adset.fields.campaign_id)) : undefined;
    if (campaign && statusAt(campaign, now) !== 'ACTIVE') return 'CAMPAIGN_PAUSED';
    if (obj.kind === 'ad' && adset && statusAt(adset, now) !== 'ACTIVE') return 'ADSET_PAUSED';
  }
  return 'ACTIVE';
}

function fieldsOf(body: Record<string, unknown>): string[] {
  const f = typeof body.fields === 'string' ? body.fields : '';
  return f
    ? f
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : ['id', 'name'];
}

function view(store: Store, obj: Obj, now: number, fields: string[]): Record<string, unknown> {
  const all: Record<string, unknown> = {
    ...obj.fields,
    id: obj.id,
    account_id: obj.accountId,
    status: statusAt(obj, now),
    configured_status: statusAt(obj, now),
    effective_status: effectiveStatus(store, obj, now),
    created_time: new Date(obj.createdAt).toISOString().replace(/\.\d{3}Z$/, '+0000'),
  };
  if (obj.kind === 'adset' && typeof all.daily_budget === 'number')
    all.daily_budget = String(all.daily_budget);
  if (obj.kind === 'ad') {
    const review = reviewOf(store, obj, now);
    if (review.state === 'DISAPPROVED')
      all.ad_review_feedback = {
        global: Object.fromEntries(
          review.topics.map((t) => [t, `Your ad goes against our Advertising Standards (${t}).`]),
        ),
      };
    all.campaign_id = store.objects.get(String(obj.fields.adset_id))?.fields.campaign_id;
  }
  const out: Record<string, unknown> = { id: obj.id };
  for (const f of fields) if (all[f] !== undefined) out[f] = all[f];
  return out;
}

function page(rows: unknown[], body: Record<string, unknown>) {
  const limit = Math.min(Math.max(Number(body.limit ?? 25) || 25, 1), 500);
  const after = typeof body.after === 'string' ? Number(Buffer.from(body.after, 'base64url').toString()) : 0;
  const slice = rows.slice(after, after + limit);
  const cursor = (n: number) => Buffer.from(String(n)).toString('base64url');
  const paging: Record<string, unknown> = {
    cursors: { before: cursor(after), after: cursor(after + slice.length) },
  };
  if (after + slice.length < rows.length)
    paging.next = `?after=${cursor(after + slice.length)}&limit=${limit}`;
  return { data: slice, paging };
}

// ---------- delivery ----------

const SP_OFFSET = -3 * 3600_000;
const DAY = 86_400_000;
/** Share of a day's delivery by São Paulo hour: quiet at night, peaks at lunch and in the evening. */
const HOUR_WEIGHTS = [
  1, 0.6, 0.4, 0.3, 0.3, 0.5, 1.2, 2.5, 3.6, 4.2, 4.6, 5.2, 6, 5.6, 5, 4.8, 5, 5.4, 6.4, 7.6, 8.2, 7.4, 5.6,
  3,
];
const WEIGHT_SUM = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);

const unit = (...parts: (string | number)[]) =>
  createHash('sha256').update(parts.join('|')).digest().readUInt32BE(0) / 0xffffffff;

const spDate = (ms: number) => new Date(ms + SP_OFFSET).toISOString().slice(0, 10);
const spDayStart = (date: string) => Date.parse(`${date}T00:00:00Z`) - SP_OFFSET;

interface Row {
  date: string;
  adId: string;
  adsetId: string;
  campaignId: string;
  impressions: number;
  clicks: number;
  spendCentavos: number;
  conversions: number;
  videoViews: number;
  quartiles: [number, number, number, number];
}

/** The first instant from `from` to `now` when the ad, its ad set and campaign are all ACTIVE, or null. */
function firstLive(ad: Obj, adset: Obj, campaign: Obj, from: number, now: number): number | null {
  const instants = [from, ...[ad, adset, campaign].flatMap((o) => o.statusLog.map((c) => c.at))]
    .filter((t) => t >= from && t <= now)
    .sort((a, b) => a - b);
  for (const t of instants)
    if (statusAt(ad, t) === 'ACTIVE' && statusAt(adset, t) === 'ACTIVE' && statusAt(campaign, t) === 'ACTIVE')
      return t;
  return null;
}

/** What an ad delivered on one São Paulo day, as reported at `now` (restated inside the look-back). */
function adDay(
  store: Store,
  ad: Obj,
  adset: Obj,
  campaign: Obj,
  adsInSet: number,
  date: string,
  now: number,
): Row | null {
  const start = spDayStart(date);
  const reviewedAt = ad.createdAt + store.knobs.reviewDelaySeconds * 1000;
  if (policyTopics(store, ad).length) return null;
  const startTime = adset.fields.start_time ? Date.parse(text(adset.fields.start_time)) : 0;
  const endTime = adset.fields.end_time ? Date.parse(text(adset.fields.end_time)) : Infinity;
  // Meta may spend up to 75 % over the daily budget on a day; the day's intensity varies around 1.
  const intensity = Math.min(
    1.75,
    0.55 + unit('day', ad.id, date) * 0.9 + (unit('peak', ad.id, date) > 0.9 ? 0.6 : 0),
  );
  let spendShare = 0;
  let budget = 0;
  // An ad set whose start_time is on an earlier São Paulo day than its ad was created is reported
  // as having run since its start_time (the sandbox stands in for an account that ran it before;
  // docs/channels-meta.md "Past days"): once the ad is approved and all three levels first go
  // ACTIVE (`liveFrom`), the time from start_time to the review counts as active at that budget.
  const liveFrom =
    startTime < spDayStart(spDate(ad.createdAt)) ? firstLive(ad, adset, campaign, reviewedAt, now) : null;
  if (liveFrom !== null) {
    let b = 0;
    for (const c of adset.budgetLog) if (c.at <= liveFrom) b = c.centavos;
    for (let h = 0; h < 24; h += 1) {
      const from = Math.max(start + h * 3600_000, startTime);
      const to = Math.min(start + (h + 1) * 3600_000, reviewedAt, now, endTime);
      if (to <= from) continue;
      budget = Math.max(budget, b);
      spendShare += (HOUR_WEIGHTS[h]! / WEIGHT_SUM) * ((to - from) / 3600_000) * b;
    }
  }
  for (let h = 0; h < 24; h += 1) {
    const from = Math.max(start + h * 3600_000, reviewedAt, startTime);
    const to = Math.min(start + (h + 1) * 3600_000, now, endTime);
    if (to <= from) continue;
    // Active minutes of this hour (all three levels ACTIVE).
    let active = 0;
    for (let t = from; t < to; t += 60_000) {
      if (
        statusAt(ad, t) === 'ACTIVE' &&
        statusAt(adset, t) === 'ACTIVE' &&
        statusAt(campaign, t) === 'ACTIVE'
      )
        active += Math.min(60_000, to - t);
    }
    if (active === 0) continue;
    let b = 0;
    for (const c of adset.budgetLog) if (c.at <= from) b = c.centavos;
    budget = Math.max(budget, b);
    spendShare += (HOUR_WEIGHTS[h]! / WEIGHT_SUM) * (active / 3600_000) * b;
  }
  if (spendShare === 0) return null;
  let spend = (spendShare * intensity) / adsInSet;
  spend = Math.min(spend, (budget * 1.75) / adsInSet);
  // Restatements: a day is final 3 days after it ends (conversions attributed late, invalid
  // traffic removed); until then each 6-hour window may revise it by up to ±2 %.
  const dayEnd = start + DAY;
  if (now < dayEnd + 3 * DAY && now >= dayEnd) {
    const window = Math.floor(now / (6 * 3600_000));
    spend *= 1 + (unit('restate', ad.id, date, window) - 0.5) * 0.04;
    spend = Math.min(spend, (budget * 1.75) / adsInSet);
  }
  const spendCentavos = Math.floor(spend);
  const cpm = 900 + unit('cpm', ad.id) * 900; // R$ 9–18 per thousand impressions
  const impressions = Math.floor((spendCentavos / cpm) * 1000);
  const clicks = Math.floor(impressions * (0.006 + unit('ctr', ad.id) * 0.012));
  const creative = store.objects.get(String((ad.fields.creative as { creative_id: string }).creative_id));
  const isVideo = Boolean(
    (creative?.fields.object_story_spec as { video_data?: unknown } | undefined)?.video_data,
  );
  const videoViews = isVideo ? Math.floor(impressions * 0.35) : 0;
  const quartiles: [number, number, number, number] = isVideo
    ? [
        Math.floor(videoViews * 0.8),
        Math.floor(videoViews * 0.55),
        Math.floor(videoViews * 0.4),
        Math.floor(videoViews * 0.28),
      ]
    : [0, 0, 0, 0];
  const conversions = campaign.fields.objective === 'OUTCOME_SALES' ? Math.floor(clicks * 0.03) : 0;
  return {
    date,
    adId: ad.id,
    adsetId: adset.id,
    campaignId: campaign.id,
    impressions,
    clicks,
    spendCentavos,
    conversions,
    videoViews,
    quartiles,
  };
}

function insights(
  store: Store,
  now: number,
  accountId: string,
  scope: Obj | null,
  body: Record<string, unknown>,
) {
  const level = oneOf(
    str(body, 'level') ?? scope?.kind ?? 'account',
    ['ad', 'adset', 'campaign', 'account'],
    'level',
  )!;
  const range = param(body, 'time_range') as { since?: string; until?: string } | undefined;
  const today = spDate(now);
  const since = range?.since ?? today;
  const until = range?.until ?? today;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(since) || !/^\d{4}-\d{2}-\d{2}$/.test(until))
    throw invalid('Param time_range must be {since: YYYY-MM-DD, until: YYYY-MM-DD}');
  if ((Date.parse(until) - Date.parse(since)) / DAY > 37 * 30)
    throw invalid("Please reduce the amount of data you're asking for, then retry your request", {
      subcode: 1487534,
    });
  const increment = str(body, 'time_increment') ?? 'all_days';
  const daily = increment === '1';
  const fields = fieldsOf(body);
  const ads = [...store.objects.values()].filter((o) => o.kind === 'ad' && o.accountId === accountId);
  const rows: Row[] = [];
  for (const ad of ads) {
    const adset = store.objects.get(String(ad.fields.adset_id));
    const campaign = adset ? store.objects.get(String(adset.fields.campaign_id)) : undefined;
    if (!adset || !campaign) continue;
    if (scope && ![ad.id, adset.id, campaign.id].includes(scope.id)) continue;
    const adsInSet = ads.filter((a) => a.fields.adset_id === adset.id).length;
    for (let d = Date.parse(since); d <= Date.parse(until); d += DAY) {
      const date = new Date(d).toISOString().slice(0, 10);
      const row = adDay(store, ad, adset, campaign, adsInSet, date, now);
      if (row) rows.push(row);
    }
  }
  const keyOf = (r: Row) =>
    `${daily ? r.date : 'all'}|${level === 'ad' ? r.adId : level === 'adset' ? r.adsetId : level === 'campaign' ? r.campaignId : 'acct'}`;
  const grouped = new Map<string, Row[]>();
  for (const r of rows) grouped.set(keyOf(r), [...(grouped.get(keyOf(r)) ?? []), r]);
  const out = [...grouped.values()].map((group) => {
    const sum = (f: (r: Row) => number) => group.reduce((a, r) => a + f(r), 0);
    const first = group[0]!;
    const spend = sum((r) => r.spendCentavos);
    const all: Record<string, unknown> = {
      account_id: accountId,
      campaign_id: first.campaignId,
      adset_id: first.adsetId,
      ad_id: first.adId,
      impressions: String(sum((r) => r.impressions)),
      clicks: String(sum((r) => r.clicks)),
      spend: (spend / 100).toFixed(2),
      account_currency: 'BRL',
      actions: [
        { action_type: 'link_click', value: String(sum((r) => r.clicks)) },
        ...(sum((r) => r.conversions)
          ? [
              {
                action_type: 'offsite_conversion.fb_pixel_purchase',
                value: String(sum((r) => r.conversions)),
              },
            ]
          : []),
        ...(sum((r) => r.videoViews)
          ? [{ action_type: 'video_view', value: String(sum((r) => r.videoViews)) }]
          : []),
      ],
      video_p25_watched_actions: [{ action_type: 'video_view', value: String(sum((r) => r.quartiles[0])) }],
      video_p50_watched_actions: [{ action_type: 'video_view', value: String(sum((r) => r.quartiles[1])) }],
      video_p75_watched_actions: [{ action_type: 'video_view', value: String(sum((r) => r.quartiles[2])) }],
      video_p100_watched_actions: [{ action_type: 'video_view', value: String(sum((r) => r.quartiles[3])) }],
    };
    const row: Record<string, unknown> = {};
    for (const f of fields) if (all[f] !== undefined) row[f] = all[f];
    if (level !== 'account') row[`${level}_id`] = all[`${level}_id`];
    row.date_start = daily ? first.date : since;
    row.date_stop = daily ? first.date : until;
    return row;
  });
  out.sort((a, b) => String(a.date_start).localeCompare(String(b.date_start)));
  return page(out, body);
}

/** GET /search?type=adgeolocation (Targeting Search; geo.ts). */
function targetingSearch(body: Record<string, unknown>) {
  if (str(body, 'type', true) !== 'adgeolocation') throw invalid('Param type must be one of {adgeolocation}');
  const types = param(body, 'location_types');
  const country = str(body, 'country_code');
  const q = str(body, 'q') ?? '';
  if (country !== undefined && country.toUpperCase() !== 'BR') return { data: [] };
  return {
    data: searchGeo({
      q,
      types: Array.isArray(types) ? types.map(String) : [],
      limit: Math.min(intParam(body, 'limit') ?? 25, 1000),
      ...(str(body, 'region_id') ? { regionId: str(body, 'region_id')! } : {}),
    }),
  };
}
