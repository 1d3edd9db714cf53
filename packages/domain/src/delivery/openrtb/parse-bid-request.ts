/**
 * OpenRTB 2.5 / 2.6 bid request JSON → ParsedBidRequest, the way real exchanges send it (Prebid
 * Server, Magnite, Xandr, Google Open Bidding-style JSON): 2.6 top-level fields and their 2.5
 * `ext` forms are both read. Pure and total: any input answers ok or a reason, never throws, and
 * every array is capped so a hostile body costs little.
 */
import type { Browser, Device, Gender } from '../../campaigns/enumerations';
import { brazilianStates } from '../../schemas/common';
import type { ImpOffer, ParsedBidRequest } from '../request';
import { parseUserAgent, type UserAgentTraits } from '../user-agent';
import { countryAlpha2 } from './countries';
import type { GeoLookup } from './geo-lookup';
import { parseNativeRequest } from './parse-native';
import { contentIdsOf1 } from './content-taxonomy-1';
import type { Ancestry } from './taxonomy-ancestry';
import {
  arrayAt,
  flagAt,
  integerAt,
  integersAt,
  isObject,
  numberAt,
  objectAt,
  stringAt,
  stringsAt,
  type Json,
} from './read-json';
import { normaliseAppId, normaliseDomain } from '../../lists/list-entries';

export type ParseBidRequestResult =
  | { ok: true; request: ParsedBidRequest }
  | { ok: false; reason: 'malformed' | 'unsupported'; detail: string };

export interface ParseBidRequestOptions {
  /** The `x-openrtb-version` header, when sent. */
  version?: string;
  /** City names and coordinates → IBGE codes; without it, city stays '' unless already a code. */
  geo?: GeoLookup;
  /** User agent → browser and device (pass a memoised one; defaults to the plain parser). */
  userAgent?: (ua: string) => UserAgentTraits;
  /** Content Taxonomy ancestors: a request's deep categories also count as their parents. */
  contentAncestry?: Ancestry;
  /** Audience Taxonomy ancestors: a user's deep segments also count as their parents. */
  audienceAncestry?: Ancestry;
  /** Bodies longer than this (characters or bytes) are refused before parsing. */
  maxBodyBytes?: number;
}

/** Caps on what one request may carry; beyond them the rest is ignored. */
export const requestLimits = {
  bodyBytes: 1_048_576,
  imps: 16,
  formats: 16,
  mimes: 16,
  protocols: 16,
  deals: 32,
  currencies: 8,
  categories: 64,
  blocked: 512,
  dataProviders: 16,
  segments: 256,
  eids: 32,
  uids: 8,
} as const;

/** Content Taxonomy 3.0 (AdCOM cattax 7): the ids strategies target. Audience Taxonomy 1.1 is segtax 4. */
const contentCattax = 7;
const content1Cattax = 1;
const audienceSegtax = 4;
const oneHourSeconds = 3600;

const malformed = (detail: string): ParseBidRequestResult => ({ ok: false, reason: 'malformed', detail });
const unsupported = (detail: string): ParseBidRequestResult => ({ ok: false, reason: 'unsupported', detail });

const ufs = new Set<string>(brazilianStates);

/** The body as a JSON object, or why it is not one. */
function readBody(body: unknown, maxBytes: number): Json | string {
  let value = body;
  if (value instanceof Uint8Array) {
    if (value.byteLength > maxBytes) return 'body too large';
    try {
      value = new TextDecoder('utf-8', { fatal: true }).decode(value);
    } catch {
      return 'body is not UTF-8';
    }
  }
  if (typeof value === 'string') {
    if (value.length > maxBytes) return 'body too large';
    try {
      value = JSON.parse(value);
    } catch {
      return 'body is not JSON';
    }
  }
  return isObject(value) ? value : 'body is not a JSON object';
}

function versionOf(header: string | undefined, request: Json): '2.5' | '2.6' | null {
  const declared = header?.trim();
  if (declared) {
    if (/^2\.6(\.\d+)?$/.test(declared)) return '2.6';
    if (/^2\.[0-5](\.\d+)?$/.test(declared)) return '2.5';
    return null;
  }
  const regs = objectAt(request.regs);
  const user = objectAt(request.user);
  const device = objectAt(request.device);
  const looks26 =
    (regs && ('gdpr' in regs || 'us_privacy' in regs || 'gpp' in regs)) ||
    (user && ('consent' in user || 'eids' in user)) ||
    (device && 'sua' in device) ||
    'cattax' in request ||
    'wlangb' in request;
  return looks26 ? '2.6' : '2.5';
}

/** OpenRTB prices are currency units per CPM; micros keep them integral. */
const toMicros = (price: number): number => Math.round(price * 1_000_000);

function currencyAt(value: unknown): string {
  const code = stringAt(value, 8).trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : 'USD';
}

function floorOf(object: Json): number {
  const floor = numberAt(object.bidfloor);
  return floor !== null && floor > 0 && floor < 1_000_000 ? toMicros(floor) : 0;
}

function addSize(sizes: { w: number; h: number }[], w: number | null, h: number | null) {
  if (w !== null && h !== null && !sizes.some((s) => s.w === w && s.h === h)) sizes.push({ w, h });
}

function sizesOf(banner: Json): { w: number; h: number }[] {
  const sizes: { w: number; h: number }[] = [];
  for (const raw of arrayAt(banner.format, requestLimits.formats)) {
    const format = objectAt(raw);
    if (format) addSize(sizes, integerAt(format.w, 1, 10_000), integerAt(format.h, 1, 10_000));
  }
  addSize(sizes, integerAt(banner.w, 1, 10_000), integerAt(banner.h, 1, 10_000));
  return sizes;
}

function mediaOf(media: Json) {
  const protocols = integersAt(media.protocols, requestLimits.protocols, 1, 100);
  const legacy = integerAt(media.protocol, 1, 100);
  if (legacy !== null && !protocols.includes(legacy)) protocols.push(legacy);
  const minDuration = integerAt(media.minduration, 0, 86_400) ?? 0;
  const maxDuration = integerAt(media.maxduration, 0, 86_400) ?? oneHourSeconds;
  return {
    mimes: stringsAt(media.mimes, requestLimits.mimes, 128).map((m) => m.trim().toLowerCase()),
    protocols,
    minDuration,
    maxDuration: Math.max(minDuration, maxDuration),
  };
}

function impOf(raw: unknown): ImpOffer | null {
  const imp = objectAt(raw);
  const impId = imp ? stringAt(imp.id, 64) : '';
  if (!imp || impId === '') return null;
  const banner = objectAt(imp.banner);
  const video = objectAt(imp.video);
  const audio = objectAt(imp.audio);
  const pmp = objectAt(imp.pmp);
  const floorCurrency = currencyAt(imp.bidfloorcur);
  const deals = arrayAt(pmp?.deals, requestLimits.deals).flatMap((rawDeal) => {
    const deal = objectAt(rawDeal);
    const id = deal ? stringAt(deal.id, 128) : '';
    return deal && id
      ? [
          {
            id,
            floorCpmMicros: floorOf(deal),
            floorCurrency: currencyAt(deal.bidfloorcur ?? imp.bidfloorcur),
          },
        ]
      : [];
  });
  return {
    impId,
    banner: banner ? { sizes: sizesOf(banner) } : null,
    native: parseNativeRequest(imp.native),
    video: video
      ? {
          ...mediaOf(video),
          w: integerAt(video.w, 1, 10_000),
          h: integerAt(video.h, 1, 10_000),
          skippable: flagAt(video.skip),
        }
      : null,
    audio: audio ? mediaOf(audio) : null,
    floorCpmMicros: floorOf(imp),
    floorCurrency,
    deals,
    // A private auction whose deals are all unreadable admits no bid at all, not an open one.
    privateAuction: pmp !== null && flagAt(pmp.private_auction),
    secure: flagAt(imp.secure),
  };
}

const devicetypes: Record<number, Device> = { 1: 'MOBILE', 4: 'MOBILE', 5: 'MOBILE', 2: 'DESKTOP' };

const suaBrands: [RegExp, Browser][] = [
  [/samsung/i, 'SAMSUNG_INTERNET'],
  [/edge/i, 'EDGE'],
  [/opera/i, 'OPERA'],
  [/firefox/i, 'FIREFOX'],
  [/safari/i, 'SAFARI'],
  [/chrome|chromium/i, 'CHROME'],
];

/** Brands repeat in every request ("Chromium", "Google Chrome"...): each read once (a bounded memo of a pure function). */
const suaBrowsers = new Map<string, Browser | null>();
const suaBrowsersKept = 1_000;

function suaBrowserOf(brand: string): Browser | null {
  let browser = suaBrowsers.get(brand);
  if (browser === undefined) {
    browser = suaBrands.find(([pattern]) => pattern.test(brand))?.[1] ?? null;
    if (suaBrowsers.size >= suaBrowsersKept) suaBrowsers.clear();
    suaBrowsers.set(brand, browser);
  }
  return browser;
}

/** Browser and mobility from Structured User-Agent hints (2.6 `device.sua`), when the ua string is absent or reduced. */
function suaTraits(sua: Json | null): UserAgentTraits {
  if (!sua) return { browser: null, device: null };
  let browser: Browser | null = null;
  for (const raw of arrayAt(sua.browsers, 16)) {
    const found = suaBrowserOf(stringAt(objectAt(raw)?.brand, 64));
    if (found && (browser === null || browser === 'CHROME')) browser = found;
  }
  const mobile = integerAt(sua.mobile, 0, 1);
  return { browser, device: mobile === 1 ? 'MOBILE' : mobile === 0 ? 'DESKTOP' : null };
}

function regionOf(raw: string): string {
  const code = raw.trim().toUpperCase().replace(/^BR-/, '');
  return ufs.has(code) ? code : '';
}

function geoOf(
  device: Json | null,
  user: Json | null,
  lookup: GeoLookup | undefined,
): ParsedBidRequest['device']['geo'] {
  const geo = objectAt(device?.geo) ?? objectAt(user?.geo);
  if (!geo) return { country: '', state: '', city: '', lat: null, lon: null };
  const latitude = numberAt(geo.lat);
  const longitude = numberAt(geo.lon);
  const hasPoint =
    latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  const lat = hasPoint ? latitude : null;
  const lon = hasPoint ? longitude : null;
  let country = countryAlpha2(stringAt(geo.country, 8));
  let state = regionOf(stringAt(geo.region, 16));
  const cityText = stringAt(geo.city, 128).trim();
  let city = /^\d{7}$/.test(cityText) ? cityText : '';
  if (!city && cityText && lookup && (country === '' || country === 'BR'))
    city = lookup.cityCode(cityText, state) ?? '';
  if (!city && lat !== null && lon !== null && lookup && (country === '' || country === 'BR')) {
    const nearest = lookup.nearestCity(lat, lon);
    if (nearest && (state === '' || state === nearest.uf)) city = nearest.code;
  }
  if (city && lookup) {
    const place = lookup.city(city);
    if (place && state === '') state = place.uf;
    if (place && state !== place.uf) city = '';
  }
  if (country === '' && (state !== '' || city !== '')) country = 'BR';
  if (country !== 'BR') {
    state = '';
    city = '';
  }
  return { country, state, city, lat, lon };
}

const zeroIfa = /^[0-]+$/;

function genderOf(value: unknown): Gender | null {
  const code = stringAt(value, 4).toUpperCase();
  return code === 'M' ? 'MALE' : code === 'F' ? 'FEMALE' : code === 'O' ? 'UNKNOWN' : null;
}

/** Adds each id's ancestors (when a taxonomy is given) to `ids` itself, after the ids, keeping the cap. */
function withAncestors(ids: Set<string>, ancestry: Ancestry | undefined, cap: number): string[] {
  if (ancestry) {
    // Only the ids given: the ancestors added behind them are not visited.
    let given = ids.size;
    for (const id of ids) {
      if (given-- === 0) break;
      for (const parent of ancestry(id)) if (ids.size < cap) ids.add(parent);
    }
  }
  return [...ids];
}

function segmentsOf(user: Json | null, ancestry: Ancestry | undefined): string[] {
  const ids = new Set<string>();
  for (const raw of arrayAt(user?.data, requestLimits.dataProviders)) {
    const data = objectAt(raw);
    if (!data) continue;
    const segtax = integerAt(objectAt(data.ext)?.segtax ?? data.segtax, 0, 10_000);
    if (segtax !== audienceSegtax) continue;
    for (const rawSegment of arrayAt(data.segment, requestLimits.segments)) {
      const id = stringAt(objectAt(rawSegment)?.id, 32);
      if (id && ids.size < requestLimits.segments) ids.add(id);
    }
  }
  return withAncestors(ids, ancestry, requestLimits.segments * 2);
}

function eidsOf(user: Json | null): ParsedBidRequest['user']['eids'] {
  const raw = user?.eids ?? objectAt(user?.ext)?.eids;
  return arrayAt(raw, requestLimits.eids).flatMap((rawEid) => {
    const eid = objectAt(rawEid);
    const source = eid ? stringAt(eid.source, 128) : '';
    if (!eid || !source) return [];
    const ids = arrayAt(eid.uids, requestLimits.uids)
      .map((uid) => stringAt(objectAt(uid)?.id, 256))
      .filter((id) => id !== '');
    return ids.length > 0 ? [{ source, ids }] : [];
  });
}

/** Content categories as Content Taxonomy 3.x ids: 3.x as sent, 1.0 codes mapped, other taxonomies dropped. */
function contentIdsIn(values: string[], cattax: number): string[] {
  if (cattax === contentCattax) return values;
  return cattax === content1Cattax ? contentIdsOf1(values) : [];
}

function categoriesOf(holder: Json | null, request: Json, ancestry: Ancestry | undefined): string[] {
  if (!holder) return [];
  const content = objectAt(holder.content);
  const ids = new Set<string>();
  for (const object of content ? [holder, content] : [holder]) {
    const cattax = integerAt(object.cattax ?? request.cattax, 0, 10_000) ?? 1;
    for (const id of contentIdsIn(stringsAt(object.cat, requestLimits.categories, 32), cattax)) ids.add(id);
  }
  return withAncestors(ids, ancestry, requestLimits.categories * 2);
}

/** Sites repeat across requests: their normalised domains are kept (a bounded memo of a pure function). */
const siteDomains = new Map<string, string | null>();
const siteDomainsKept = 10_000;

function siteDomain(text: string): string | null {
  let domain = siteDomains.get(text);
  if (domain === undefined) {
    const normalised = normaliseDomain(text);
    domain = normalised.ok ? normalised.value : null;
    if (siteDomains.size >= siteDomainsKept) siteDomains.clear();
    siteDomains.set(text, domain);
  }
  return domain;
}

function siteKey(site: Json): string {
  for (const candidate of [site.domain, site.page]) {
    const text = stringAt(candidate, 2048);
    if (!text) continue;
    const domain = siteDomain(text);
    if (domain !== null) return domain;
  }
  return '';
}

/** Apps repeat across requests too: their normalised bundles are kept (a bounded memo of a pure function). */
const appKeys = new Map<string, string>();
const appKeysKept = 10_000;

function appKey(app: Json): string {
  const bundle = stringAt(app.bundle, 255);
  if (!bundle) return '';
  let key = appKeys.get(bundle);
  if (key === undefined) {
    const normalised = normaliseAppId(bundle);
    key = (normalised.ok ? normalised.value : bundle.trim()).toLowerCase();
    if (appKeys.size >= appKeysKept) appKeys.clear();
    appKeys.set(bundle, key);
  }
  return key;
}

/** No personal targeting when GDPR applies or LGPD is flagged without a consent string, or under COPPA. */
function personalDataAllowed(regs: Json | null, user: Json | null): boolean {
  const regsExt = objectAt(regs?.ext);
  if (flagAt(regs?.coppa)) return false;
  const consent = stringAt(user?.consent ?? objectAt(user?.ext)?.consent, 4096);
  const gdpr = flagAt(regs?.gdpr ?? regsExt?.gdpr);
  const lgpd = flagAt(regsExt?.lgpd ?? regs?.lgpd);
  return !((gdpr || lgpd) && consent === '');
}

export function parseBidRequest(body: unknown, options: ParseBidRequestOptions = {}): ParseBidRequestResult {
  try {
    return parse(body, options);
  } catch (error) {
    // The readers above never throw; this is the last guard that keeps a bidder answering.
    return malformed(`unreadable request (${error instanceof Error ? error.name : 'error'})`);
  }
}

function parse(body: unknown, options: ParseBidRequestOptions): ParseBidRequestResult {
  const request = readBody(body, options.maxBodyBytes ?? requestLimits.bodyBytes);
  if (typeof request === 'string') return malformed(request);
  const version = versionOf(options.version, request);
  if (!version) return unsupported(`OpenRTB version ${options.version} is not supported`);
  const id = stringAt(request.id, 128);
  if (!id) return malformed('missing id');
  if (!Array.isArray(request.imp) || request.imp.length === 0) return malformed('missing imp');
  const imps: ImpOffer[] = [];
  for (const raw of arrayAt(request.imp, requestLimits.imps)) {
    const imp = impOf(raw);
    // bid.impid must name one imp: a repeated id keeps its first imp.
    if (imp && !imps.some((other) => other.impId === imp.impId)) imps.push(imp);
  }
  if (imps.length === 0) return malformed('no imp has an id');
  const offered = imps.filter((imp) => imp.banner || imp.native || imp.video || imp.audio);
  if (offered.length === 0) return unsupported('no imp offers banner, native, video or audio');

  const site = objectAt(request.site);
  const app = objectAt(request.app);
  const device = objectAt(request.device);
  const user = objectAt(request.user);
  const regs = objectAt(request.regs);
  const ua = stringAt(device?.ua, 4096);
  const fromUa = ua ? (options.userAgent ?? parseUserAgent)(ua) : { browser: null, device: null };
  const fromSua = suaTraits(objectAt(device?.sua));
  const devicetype = integerAt(device?.devicetype, 1, 100);
  const ifaText = stringAt(device?.ifa, 128).trim();
  const ifa = zeroIfa.test(ifaText) ? '' : ifaText;
  const allowed = personalDataAllowed(regs, user);
  const yob = integerAt(user?.yob, 1900, 2100);
  const tmax = integerAt(request.tmax, 1, 60_000);

  return {
    ok: true,
    request: {
      id,
      version,
      imps: offered,
      tmax,
      test: flagAt(request.test),
      currencies: stringsAt(request.cur, requestLimits.currencies, 8)
        .map((c) => c.trim().toUpperCase())
        .filter((c) => /^[A-Z]{3}$/.test(c)),
      environment: app ? 'APP' : 'WEB',
      siteOrApp: app ? appKey(app) : site ? siteKey(site) : '',
      publisherId: stringAt(objectAt((app ?? site)?.publisher)?.id, 128),
      contentCategoryIds: categoriesOf(app ?? site, request, options.contentAncestry),
      device: {
        ua,
        browser: fromSua.browser ?? fromUa.browser,
        // A declared CTV, set-top box or DOOH screen is neither MOBILE nor DESKTOP, whatever its UA says.
        type: devicetype !== null ? (devicetypes[devicetype] ?? null) : (fromSua.device ?? fromUa.device),
        ifa,
        geo: geoOf(device, user, options.geo),
      },
      user: {
        key: stringAt(user?.buyeruid, 128) || stringAt(user?.id, 128) || ifa,
        yob: allowed ? yob : null,
        gender: allowed ? genderOf(user?.gender) : null,
        segments: allowed ? segmentsOf(user, options.audienceAncestry) : [],
        eids: allowed ? eidsOf(user) : [],
      },
      personalDataAllowed: allowed,
      // bcat is in the request's cattax (default 1, IAB 1.0, mapped to 3.1).
      blockedCategories: contentIdsIn(
        stringsAt(request.bcat, requestLimits.blocked, 64),
        integerAt(request.cattax, 0, 10_000) ?? 1,
      ),
      blockedAdvertiserDomains: stringsAt(request.badv, requestLimits.blocked, 256).map((d) =>
        d
          .trim()
          .toLowerCase()
          .replace(/^www\./, ''),
      ),
      blockedApps: stringsAt(request.bapp, requestLimits.blocked, 256).map((a) => a.trim().toLowerCase()),
    },
  };
}
