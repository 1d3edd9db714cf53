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
import type { Ancestry, AncestryTable } from './taxonomy-ancestry';
import {
  DistinctStrings,
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
  // The headers exchanges send, without a regular expression.
  if (header === '2.6') return '2.6';
  if (header === '2.5') return '2.5';
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

/** Three ASCII capitals (what `/^[A-Z]{3}$/` matches). */
function isCurrencyCode(code: string): boolean {
  if (code.length !== 3) return false;
  for (let i = 0; i < 3; i++) {
    const c = code.charCodeAt(i);
    if (c < 65 || c > 90) return false;
  }
  return true;
}

/** An ISO 4217 code as written or after trimming and upper-casing it, else null. */
function currencyCodeOf(text: string): string | null {
  if (isCurrencyCode(text)) return text;
  const code = text.trim().toUpperCase();
  return isCurrencyCode(code) ? code : null;
}

function currencyAt(value: unknown): string {
  return currencyCodeOf(stringAt(value, 8)) ?? 'USD';
}

function floorOf(object: Json): number {
  const floor = numberAt(object.bidfloor);
  return floor !== null && floor > 0 && floor < 1_000_000 ? toMicros(floor) : 0;
}

function addSize(sizes: { w: number; h: number }[], w: number | null, h: number | null) {
  if (w === null || h === null) return;
  for (let i = 0; i < sizes.length; i++) if (sizes[i]!.w === w && sizes[i]!.h === h) return;
  sizes.push({ w, h });
}

function sizesOf(banner: Json): { w: number; h: number }[] {
  const sizes: { w: number; h: number }[] = [];
  const formats = banner.format;
  if (Array.isArray(formats)) {
    const count = Math.min(formats.length, requestLimits.formats);
    for (let i = 0; i < count; i++) {
      const format = objectAt(formats[i]);
      if (format) addSize(sizes, integerAt(format.w, 1, 10_000), integerAt(format.h, 1, 10_000));
    }
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
  const mimes = stringsAt(media.mimes, requestLimits.mimes, 128);
  for (let i = 0; i < mimes.length; i++) mimes[i] = mimes[i]!.trim().toLowerCase();
  return { mimes, protocols, minDuration, maxDuration: Math.max(minDuration, maxDuration) };
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
  const deals: ImpOffer['deals'] = [];
  const rawDeals = pmp?.deals;
  if (Array.isArray(rawDeals)) {
    const count = Math.min(rawDeals.length, requestLimits.deals);
    for (let i = 0; i < count; i++) {
      const deal = objectAt(rawDeals[i]);
      const id = deal ? stringAt(deal.id, 128) : '';
      if (deal && id)
        deals.push({
          id,
          floorCpmMicros: floorOf(deal),
          floorCurrency: currencyAt(deal.bidfloorcur ?? imp.bidfloorcur),
        });
    }
  }
  let videoOffer: ImpOffer['video'] = null;
  if (video) {
    const media = mediaOf(video);
    videoOffer = {
      mimes: media.mimes,
      protocols: media.protocols,
      minDuration: media.minDuration,
      maxDuration: media.maxDuration,
      w: integerAt(video.w, 1, 10_000),
      h: integerAt(video.h, 1, 10_000),
      skippable: flagAt(video.skip),
    };
  }
  return {
    impId,
    banner: banner ? { sizes: sizesOf(banner) } : null,
    native: parseNativeRequest(imp.native),
    video: videoOffer,
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
  const browsers = sua.browsers;
  if (Array.isArray(browsers)) {
    const count = Math.min(browsers.length, 16);
    for (let i = 0; i < count; i++) {
      const found = suaBrowserOf(stringAt(objectAt(browsers[i])?.brand, 64));
      if (found && (browser === null || browser === 'CHROME')) browser = found;
    }
  }
  const mobile = integerAt(sua.mobile, 0, 1);
  return { browser, device: mobile === 1 ? 'MOBILE' : mobile === 0 ? 'DESKTOP' : null };
}

/** Region texts repeat in every request ("BR-SP"): each read once (a bounded memo of a pure function). */
const regions = new Map<string, string>();
const regionsKept = 1_000;

function regionOf(raw: string): string {
  let region = regions.get(raw);
  if (region === undefined) {
    const code = raw.trim().toUpperCase().replace(/^BR-/, '');
    region = ufs.has(code) ? code : '';
    if (regions.size >= regionsKept) regions.clear();
    regions.set(raw, region);
  }
  return region;
}

/** Seven ASCII digits (what `/^\d{7}$/` matches): an IBGE municipality code. */
function isIbgeCode(text: string): boolean {
  if (text.length !== 7) return false;
  for (let i = 0; i < 7; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
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
  let city = isIbgeCode(cityText) ? cityText : '';
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

/** A zeroed advertising id (what `/^[0-]+$/` matches): "00000000-0000-…". */
function isZeroIfa(text: string): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 48 && c !== 45) return false;
  }
  return true;
}

function genderOf(value: unknown): Gender | null {
  // As exchanges write it, without upper-casing.
  if (value === 'M') return 'MALE';
  if (value === 'F') return 'FEMALE';
  const code = stringAt(value, 4).toUpperCase();
  return code === 'M' ? 'MALE' : code === 'F' ? 'FEMALE' : code === 'O' ? 'UNKNOWN' : null;
}

/**
 * Taxonomy ids as a request sends them, then their ancestors (when a taxonomy is given), distinct,
 * in first-seen order, within caps. With a numbered taxonomy (`Ancestry.table`) the ids it knows are
 * de-duplicated by number, without comparing or hashing strings; other ids, and every id when the
 * taxonomy has no table, by string.
 */
class TaxonomyIds {
  private readonly items: string[] = [];
  /** The ids de-duplicated by string: all of them without a table, else those the taxonomy does not know. */
  private others: DistinctStrings | null = null;
  private readonly table: AncestryTable | undefined;
  private readonly mark: number;

  constructor(private readonly ancestry: Ancestry | undefined) {
    this.table = ancestry?.table;
    this.mark = this.table ? this.table.nextMark() : 0;
  }

  get size(): number {
    return this.table ? this.items.length : (this.others?.size ?? 0);
  }

  add(id: string): void {
    const table = this.table;
    if (!table) {
      (this.others ??= new DistinctStrings()).add(id);
      return;
    }
    const slot = table.slot(id);
    if (slot < 0) {
      const unknown = (this.others ??= new DistinctStrings());
      const before = unknown.size;
      unknown.add(id);
      if (unknown.size === before) return;
      this.items.push(id);
    } else {
      if (table.marks[slot] === this.mark) return;
      table.marks[slot] = this.mark;
      this.items.push(id);
    }
  }

  /** The ids, then each given id's ancestors not already there, at most `cap` in all. */
  withAncestors(cap: number): string[] {
    const { table, ancestry } = this;
    if (table) {
      // Only the ids given: the ancestors added behind them are not visited.
      const { items, mark } = this;
      const marks = table.marks;
      const given = items.length;
      for (let i = 0; i < given; i++) {
        const slot = table.slot(items[i]!);
        if (slot < 0) continue;
        const parents = table.parents[slot]!;
        for (let p = 0; p < parents.length; p++) {
          const parent = parents[p]!;
          if (items.length < cap && marks[parent] !== mark) {
            marks[parent] = mark;
            items.push(table.ids[parent]!);
          }
        }
      }
      return items;
    }
    const ids = (this.others ??= new DistinctStrings());
    if (ancestry) {
      const given = ids.size;
      const items = ids.items;
      for (let i = 0; i < given; i++) {
        const parents = ancestry(items[i]!);
        for (let p = 0; p < parents.length; p++) if (ids.size < cap) ids.add(parents[p]!);
      }
    }
    return ids.items;
  }
}

function segmentsOf(user: Json | null, ancestry: Ancestry | undefined): string[] {
  const ids = new TaxonomyIds(ancestry);
  const providers = user?.data;
  if (Array.isArray(providers)) {
    const count = Math.min(providers.length, requestLimits.dataProviders);
    for (let d = 0; d < count; d++) {
      const data = objectAt(providers[d]);
      if (!data) continue;
      const segtax = integerAt(objectAt(data.ext)?.segtax ?? data.segtax, 0, 10_000);
      if (segtax !== audienceSegtax) continue;
      const segments = data.segment;
      if (!Array.isArray(segments)) continue;
      const segmentCount = Math.min(segments.length, requestLimits.segments);
      for (let s = 0; s < segmentCount; s++) {
        const id = stringAt(objectAt(segments[s])?.id, 32);
        if (id && ids.size < requestLimits.segments) ids.add(id);
      }
    }
  }
  return ids.withAncestors(requestLimits.segments * 2);
}

function eidsOf(user: Json | null): ParsedBidRequest['user']['eids'] {
  const raw = user?.eids ?? objectAt(user?.ext)?.eids;
  const eids: ParsedBidRequest['user']['eids'] = [];
  if (!Array.isArray(raw)) return eids;
  const count = Math.min(raw.length, requestLimits.eids);
  for (let e = 0; e < count; e++) {
    const eid = objectAt(raw[e]);
    const source = eid ? stringAt(eid.source, 128) : '';
    if (!eid || !source) continue;
    const ids: string[] = [];
    const uids = eid.uids;
    if (Array.isArray(uids)) {
      const uidCount = Math.min(uids.length, requestLimits.uids);
      for (let u = 0; u < uidCount; u++) {
        const id = stringAt(objectAt(uids[u])?.id, 256);
        if (id !== '') ids.push(id);
      }
    }
    if (ids.length > 0) eids.push({ source, ids });
  }
  return eids;
}

/** Content categories as Content Taxonomy 3.x ids: 3.x as sent, 1.0 codes mapped, other taxonomies dropped. */
function contentIdsIn(values: string[], cattax: number): string[] {
  if (cattax === contentCattax) return values;
  return cattax === content1Cattax ? contentIdsOf1(values) : [];
}

function addCategories(ids: TaxonomyIds, object: Json, request: Json) {
  const cattax = integerAt(object.cattax ?? request.cattax, 0, 10_000) ?? 1;
  const found = contentIdsIn(stringsAt(object.cat, requestLimits.categories, 32), cattax);
  for (let i = 0; i < found.length; i++) ids.add(found[i]!);
}

function categoriesOf(holder: Json | null, request: Json, ancestry: Ancestry | undefined): string[] {
  if (!holder) return [];
  const content = objectAt(holder.content);
  const ids = new TaxonomyIds(ancestry);
  addCategories(ids, holder, request);
  if (content) addCategories(ids, content, request);
  return ids.withAncestors(requestLimits.categories * 2);
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
  const domainText = stringAt(site.domain, 2048);
  const domain = domainText ? siteDomain(domainText) : null;
  if (domain !== null) return domain;
  const pageText = stringAt(site.page, 2048);
  return (pageText ? siteDomain(pageText) : null) ?? '';
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

/** `cur`: the accepted currencies, trimmed and upper-cased, the ones that are not ISO codes dropped. */
function currenciesAt(value: unknown): string[] {
  const currencies = stringsAt(value, requestLimits.currencies, 8);
  let kept = 0;
  for (let i = 0; i < currencies.length; i++) {
    const code = currencyCodeOf(currencies[i]!);
    if (code !== null) currencies[kept++] = code;
  }
  currencies.length = kept;
  return currencies;
}

function blockedDomainsAt(value: unknown): string[] {
  const domains = stringsAt(value, requestLimits.blocked, 256);
  for (let i = 0; i < domains.length; i++)
    domains[i] = domains[i]!.trim()
      .toLowerCase()
      .replace(/^www\./, '');
  return domains;
}

function blockedAppsAt(value: unknown): string[] {
  const apps = stringsAt(value, requestLimits.blocked, 256);
  for (let i = 0; i < apps.length; i++) apps[i] = apps[i]!.trim().toLowerCase();
  return apps;
}

export function parseBidRequest(body: unknown, options: ParseBidRequestOptions = {}): ParseBidRequestResult {
  try {
    return parse(body, options);
  } catch (error) {
    // The readers above never throw; this is the last guard that keeps a bidder answering.
    return malformed(`unreadable request (${error instanceof Error ? error.name : 'error'})`);
  }
}

function hasImp(imps: readonly ImpOffer[], impId: string): boolean {
  for (let i = 0; i < imps.length; i++) if (imps[i]!.impId === impId) return true;
  return false;
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
  const impCount = Math.min(request.imp.length, requestLimits.imps);
  for (let i = 0; i < impCount; i++) {
    const imp = impOf(request.imp[i]);
    // bid.impid must name one imp: a repeated id keeps its first imp.
    if (imp && !hasImp(imps, imp.impId)) imps.push(imp);
  }
  if (imps.length === 0) return malformed('no imp has an id');
  const offered: ImpOffer[] = [];
  for (const imp of imps) if (imp.banner || imp.native || imp.video || imp.audio) offered.push(imp);
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
  const ifa = isZeroIfa(ifaText) ? '' : ifaText;
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
      currencies: currenciesAt(request.cur),
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
      blockedAdvertiserDomains: blockedDomainsAt(request.badv),
      blockedApps: blockedAppsAt(request.bapp),
    },
  };
}
