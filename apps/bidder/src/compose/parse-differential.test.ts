/**
 * The OpenRTB parse against its former self: the parse as it was before session 37's rewrite for
 * speed (parse-bid-request.ts, read-json.ts and countries.ts at 62924e02) is copied below as the
 * oracle, and the rewritten parse must answer exactly what it answers (same values, same key order)
 * on the sandbox exchange's traffic and on random and hostile JSON. The copy is used by nothing else.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGeoLookup } from '@verba/domain/delivery/openrtb/geo-lookup';
import { parseBidRequest } from '@verba/domain/delivery/openrtb/parse-bid-request';
import { createUserAgentParser } from '@verba/domain/delivery/user-agent';
import { loadTrafficData } from '../sandbox/reference-data';
import { createTrafficGenerator } from '../sandbox/traffic';
import { loadTargetingData } from './targeting-data';
import type { Browser, Device, Gender } from '@verba/domain/campaigns/enumerations';
import { brazilianStates } from '@verba/domain/schemas/common';
import type { ImpOffer, ParsedBidRequest } from '@verba/domain/delivery/request';
import { parseUserAgent, type UserAgentTraits } from '@verba/domain/delivery/user-agent';
import type { GeoLookup } from '@verba/domain/delivery/openrtb/geo-lookup';
import { parseNativeRequest } from '@verba/domain/delivery/openrtb/parse-native';
import { contentIdsOf1 } from '@verba/domain/delivery/openrtb/content-taxonomy-1';
import type { Ancestry } from '@verba/domain/delivery/openrtb/taxonomy-ancestry';
import { normaliseAppId, normaliseDomain } from '@verba/domain/lists/list-entries';

// read-json.ts
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const objectAt = (value: unknown): Json | null => (isObject(value) ? value : null);

/** A string (numbers are accepted and written in decimal, as some exchanges send numeric ids). */
function stringAt(value: unknown, maxLength = 256): string {
  if (typeof value === 'string') return value.length > maxLength ? value.slice(0, maxLength) : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

const numberAt = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** An integer in [min, max], else null. */
function integerAt(value: unknown, min: number, max: number): number | null {
  const n = numberAt(value);
  return n !== null && Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/** The first `cap` elements of an array (an absent or wrong-typed value is empty). */
const arrayAt = (value: unknown, cap: number): readonly unknown[] =>
  Array.isArray(value) ? (value.length > cap ? value.slice(0, cap) : value) : [];

/** The non-empty strings of an array, de-duplicated, at most `cap`. */
function stringsAt(value: unknown, cap: number, maxLength = 256): string[] {
  const out = new Set<string>();
  for (const item of arrayAt(value, cap)) {
    const s = stringAt(item, maxLength);
    if (s !== '') out.add(s);
  }
  return [...out];
}

/** The integers of an array within [min, max], at most `cap`. */
function integersAt(value: unknown, cap: number, min = 0, max = 1_000_000): number[] {
  const out: number[] = [];
  for (const item of arrayAt(value, cap)) {
    const n = integerAt(item, min, max);
    if (n !== null && !out.includes(n)) out.push(n);
  }
  return out;
}

/** `1` or `true` (OpenRTB booleans are integers). */
const flagAt = (value: unknown): boolean => value === 1 || value === true;

// countries.ts
const pairs =
  'AFG AF ALA AX ALB AL DZA DZ ASM AS AND AD AGO AO AIA AI ATA AQ ATG AG ARG AR ARM AM ABW AW AUS AU AUT AT ' +
  'AZE AZ BHS BS BHR BH BGD BD BRB BB BLR BY BEL BE BLZ BZ BEN BJ BMU BM BTN BT BOL BO BES BQ BIH BA BWA BW ' +
  'BVT BV BRA BR IOT IO BRN BN BGR BG BFA BF BDI BI CPV CV KHM KH CMR CM CAN CA CYM KY CAF CF TCD TD CHL CL ' +
  'CHN CN CXR CX CCK CC COL CO COM KM COG CG COD CD COK CK CRI CR CIV CI HRV HR CUB CU CUW CW CYP CY CZE CZ ' +
  'DNK DK DJI DJ DMA DM DOM DO ECU EC EGY EG SLV SV GNQ GQ ERI ER EST EE SWZ SZ ETH ET FLK FK FRO FO FJI FJ ' +
  'FIN FI FRA FR GUF GF PYF PF ATF TF GAB GA GMB GM GEO GE DEU DE GHA GH GIB GI GRC GR GRL GL GRD GD GLP GP ' +
  'GUM GU GTM GT GGY GG GIN GN GNB GW GUY GY HTI HT HMD HM VAT VA HND HN HKG HK HUN HU ISL IS IND IN IDN ID ' +
  'IRN IR IRQ IQ IRL IE IMN IM ISR IL ITA IT JAM JM JPN JP JEY JE JOR JO KAZ KZ KEN KE KIR KI PRK KP KOR KR ' +
  'KWT KW KGZ KG LAO LA LVA LV LBN LB LSO LS LBR LR LBY LY LIE LI LTU LT LUX LU MAC MO MDG MG MWI MW MYS MY ' +
  'MDV MV MLI ML MLT MT MHL MH MTQ MQ MRT MR MUS MU MYT YT MEX MX FSM FM MDA MD MCO MC MNG MN MNE ME MSR MS ' +
  'MAR MA MOZ MZ MMR MM NAM NA NRU NR NPL NP NLD NL NCL NC NZL NZ NIC NI NER NE NGA NG NIU NU NFK NF MKD MK ' +
  'MNP MP NOR NO OMN OM PAK PK PLW PW PSE PS PAN PA PNG PG PRY PY PER PE PHL PH PCN PN POL PL PRT PT PRI PR ' +
  'QAT QA REU RE ROU RO RUS RU RWA RW BLM BL SHN SH KNA KN LCA LC MAF MF SPM PM VCT VC WSM WS SMR SM STP ST ' +
  'SAU SA SEN SN SRB RS SYC SC SLE SL SGP SG SXM SX SVK SK SVN SI SLB SB SOM SO ZAF ZA SGS GS SSD SS ESP ES ' +
  'LKA LK SDN SD SUR SR SJM SJ SWE SE CHE CH SYR SY TWN TW TJK TJ TZA TZ THA TH TLS TL TGO TG TKL TK TON TO ' +
  'TTO TT TUN TN TUR TR TKM TM TCA TC TUV TV UGA UG UKR UA ARE AE GBR GB USA US UMI UM URY UY UZB UZ VUT VU ' +
  'VEN VE VNM VN VGB VG VIR VI WLF WF ESH EH YEM YE ZMB ZM ZWE ZW XKX XK';

const alpha2ByAlpha3 = new Map<string, string>();
const alpha2s = new Set<string>();
{
  const words = pairs.split(' ');
  for (let i = 0; i + 1 < words.length; i += 2) {
    alpha2ByAlpha3.set(words[i]!, words[i + 1]!);
    alpha2s.add(words[i + 1]!);
  }
}

/** "BRA", "bra", "BR" → "BR"; anything unknown → ''. */
function countryAlpha2(raw: string): string {
  const code = raw.trim().toUpperCase();
  if (code.length === 3) return alpha2ByAlpha3.get(code) ?? '';
  if (code.length === 2) return alpha2s.has(code) ? code : '';
  return '';
}

// parse-bid-request.ts
type ParseBidRequestResult =
  | { ok: true; request: ParsedBidRequest }
  | { ok: false; reason: 'malformed' | 'unsupported'; detail: string };

interface ParseBidRequestOptions {
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
const requestLimits = {
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

export function oldParseBidRequest(
  body: unknown,
  options: ParseBidRequestOptions = {},
): ParseBidRequestResult {
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

// ---------------------------------------------------------------------------------------------
// The differential tests: the parse against the oracle above, on the sandbox exchange's traffic
// (OpenRTB 2.5 and 2.6, Content Taxonomy 1.0 and 3.1) and on random and hostile JSON.

const targeting = loadTargetingData();
// Each parse gets its own memos (city names, user agents), so one cannot feed the other.
const optionSets = (): ParseBidRequestOptions[] => {
  const full = (version?: string): ParseBidRequestOptions => ({
    geo: createGeoLookup(targetingCities),
    userAgent: createUserAgentParser(),
    contentAncestry: targeting.contentAncestry,
    audienceAncestry: targeting.audienceAncestry,
    ...(version !== undefined && { version }),
  });
  // Taxonomies as plain functions (no numbered table): the parse's other way of de-duplicating.
  const plain = (version: string): ParseBidRequestOptions => ({
    ...full(version),
    contentAncestry: (id) => targeting.contentAncestry(id),
    audienceAncestry: (id) => targeting.audienceAncestry(id),
  });
  return [full('2.6'), full('2.5'), full(), full(' 2.6.1 '), full('3.0'), {}, plain('2.6'), plain('2.5')];
};
const trafficData = loadTrafficData();
const targetingCities = trafficData.cities;

/** Both parses' answers, written out with their key order, so "equal" means exactly the same. */
function expectSameParse(
  body: unknown,
  newOptions: ParseBidRequestOptions,
  oldOptions: ParseBidRequestOptions,
) {
  const now = parseBidRequest(body, newOptions);
  const before = oldParseBidRequest(body, oldOptions);
  expect(now).toEqual(before);
  expect(JSON.stringify(now)).toBe(JSON.stringify(before));
}

/** The option sets, once: one for the new parse and one for the oracle (memos of pure functions, kept across tests). */
const newOptionSets = optionSets();
const oldOptionSets = optionSets();
const optionPairs = newOptionSets.map((newOptions, i) => ({ newOptions, oldOptions: oldOptionSets[i]! }));

describe('the OpenRTB parse against its former self (oracle)', () => {
  it('answers the same on 3,000 sandbox auctions, 2.5 and 2.6, as objects, text and bytes', () => {
    const generator = createTrafficGenerator({ seed: 37, data: trafficData });
    for (let i = 0; i < 3_000; i++) {
      const at = new Date(Date.UTC(2026, 2, 10, i % 24, (i * 7) % 60));
      const auction = generator.auction(at);
      const { newOptions, oldOptions } = optionPairs[i % optionPairs.length]!;
      const options = (o: ParseBidRequestOptions) => (i % 2 === 0 ? { ...o, version: auction.version } : o);
      const text = JSON.stringify(auction.request);
      const body = i % 3 === 0 ? auction.request : i % 3 === 1 ? text : Buffer.from(text);
      expectSameParse(body, options(newOptions), options(oldOptions));
    }
  }, 60_000);

  const generator = createTrafficGenerator({ seed: 38, data: trafficData });
  const samples = Array.from({ length: 200 }, (_, i) =>
    JSON.stringify(generator.auction(new Date(Date.UTC(2026, 2, 10, i % 24))).request),
  );
  /** Paths the parse reads, where hostile values are put. */
  const paths = [
    'id',
    'imp',
    'imp.0',
    'imp.0.id',
    'imp.0.banner',
    'imp.0.banner.format',
    'imp.0.banner.format.0.w',
    'imp.0.banner.w',
    'imp.0.video',
    'imp.0.video.mimes',
    'imp.0.video.protocols',
    'imp.0.video.protocol',
    'imp.0.video.minduration',
    'imp.0.video.maxduration',
    'imp.0.audio',
    'imp.0.native',
    'imp.0.native.request',
    'imp.0.pmp',
    'imp.0.pmp.deals',
    'imp.0.pmp.private_auction',
    'imp.0.bidfloor',
    'imp.0.bidfloorcur',
    'imp.0.secure',
    'imp.1',
    'device',
    'device.ua',
    'device.sua',
    'device.sua.browsers',
    'device.sua.mobile',
    'device.devicetype',
    'device.ifa',
    'device.geo',
    'device.geo.city',
    'device.geo.region',
    'device.geo.country',
    'device.geo.lat',
    'device.geo.lon',
    'user',
    'user.geo',
    'user.data',
    'user.data.0.segment',
    'user.data.0.segment.0.id',
    'user.data.0.ext',
    'user.data.0.segtax',
    'user.eids',
    'user.ext',
    'user.yob',
    'user.gender',
    'user.consent',
    'user.buyeruid',
    'user.id',
    'regs',
    'regs.gdpr',
    'regs.coppa',
    'regs.ext',
    'site',
    'site.domain',
    'site.page',
    'site.cat',
    'site.cattax',
    'site.content',
    'site.content.cat',
    'site.publisher',
    'app',
    'app.bundle',
    'app.cat',
    'cattax',
    'cur',
    'bcat',
    'badv',
    'bapp',
    'tmax',
    'test',
    'wlangb',
  ];
  /** Texts the parse trims, upper-cases, maps or checks, and look-alikes of them. */
  const edgeTexts = [
    ' BRL',
    'brl',
    'BR-SP',
    ' br-sp ',
    'sp',
    'BRA',
    'bra',
    ' BR ',
    'XXX',
    '3550308',
    '355030',
    'São Paulo',
    'sao paulo',
    'SÃO PAULO ',
    'Santos',
    'Bom Jesus',
    '0000-0000',
    '00000000-0000-0000-0000-000000000000',
    '-',
    '',
    ' ',
    'www.Example.com ',
    'IAB1-5',
    'iab2',
    'IAB2-99',
    'JLBCU7',
    '2.6',
    '2.5',
    'ß',
    'ǆ',
    'Chromium',
    'Microsoft Edge',
    'M',
    'f',
    'O',
    '0',
    '1.0',
    '٣٥٥٠٣٠٨',
    '３５５０３０８',
    '355030:',
    '355030/',
    '3550308 ',
    'AB@',
    'BR[',
    'BR`',
    'BR{',
    '-0-0',
  ];
  const hostileText = fc.oneof(fc.string(), fc.constantFrom(...edgeTexts));
  const hostileValue = fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue({ maxDepth: 3 }),
    hostileText,
    fc.array(hostileText, { maxLength: 40 }),
    fc.array(fc.record({ id: hostileText, w: fc.integer(), h: fc.integer() }, { requiredKeys: [] }), {
      maxLength: 20,
    }),
    fc.constantFrom(0, 1, -0, 1.5, 1e21, -1, 7, 4, null, true, false),
  );
  const setPath = (root: unknown, path: string, value: unknown) => {
    const keys = path.split('.');
    let at = root as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) {
      const next = at[key];
      if (typeof next !== 'object' || next === null) return;
      at = next as Record<string, unknown>;
    }
    at[keys[keys.length - 1]!] = value;
  };

  it('answers the same on sandbox requests with hostile values put where the parse reads', () => {
    fc.assert(
      fc.property(
        fc.nat(samples.length - 1),
        fc.array(fc.tuple(fc.constantFrom(...paths), hostileValue), { minLength: 1, maxLength: 6 }),
        fc.nat(7),
        (sample, edits, optionIndex) => {
          const request: unknown = JSON.parse(samples[sample]!);
          for (const [path, value] of edits) setPath(request, path, value);
          const { newOptions, oldOptions } = optionPairs[optionIndex]!;
          expectSameParse(request, newOptions, oldOptions);
          expectSameParse(JSON.stringify(request), newOptions, oldOptions);
        },
      ),
      { numRuns: 1_500 },
    );
  }, 60_000);

  it('answers the same with each edge value at each path the parse reads', () => {
    const edgeValues: unknown[] = [
      ...edgeTexts,
      [...edgeTexts],
      edgeTexts.map((id) => ({ id, brand: id, source: id, uids: [{ id }] })),
      0,
      1,
      -0,
      1.5,
      1e21,
      -1,
      4,
      7,
      99_999,
      null,
      true,
      [],
      {},
      [null, 1, 'a', 'a'],
    ];
    for (const [s, sample] of samples.slice(0, 4).entries())
      for (const path of paths)
        for (const value of edgeValues) {
          const request: unknown = JSON.parse(sample);
          setPath(request, path, value);
          const { newOptions, oldOptions } = optionPairs[s % optionPairs.length]!;
          expectSameParse(request, newOptions, oldOptions);
        }
  }, 60_000);

  it('answers the same on random JSON, texts and bytes', () => {
    const { newOptions, oldOptions } = optionPairs[0]!;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.dictionary(fc.constantFrom(...new Set(paths.map((p) => p.split('.')[0]!))), hostileValue),
          fc.string(),
          fc.uint8Array({ maxLength: 64 }),
        ),
        (body) => {
          expectSameParse(body, newOptions, oldOptions);
          if (typeof body !== 'string' && !(body instanceof Uint8Array))
            expectSameParse(JSON.stringify(body) ?? '', newOptions, oldOptions);
        },
      ),
      { numRuns: 1_500 },
    );
  }, 60_000);

  it('answers the same past the caps: long lists of segments, categories, currencies and imps', () => {
    const tableAndPlain = [optionPairs[0]!, optionPairs[6]!];
    const ids = (n: number, prefix = '') =>
      Array.from({ length: n }, (_, i) => `${prefix}${(i * 37) % 1700}`);
    const base = JSON.parse(samples[0]!) as Record<string, unknown>;
    for (const n of [0, 1, 15, 16, 17, 40, 300, 600]) {
      const request = structuredClone(base);
      setPath(request, 'user.data', [
        { segment: ids(n).map((id) => ({ id })), ext: { segtax: 4 } },
        { segment: ids(n, '1').map((id) => ({ id })), segtax: 4 },
      ]);
      setPath(request, 'site', { domain: 'x.com.br', cat: ids(n), cattax: 7, content: { cat: ids(n, '2') } });
      setPath(request, 'cur', [...ids(n, 'b'), 'BRL', ' usd', 'eur', 'BRL']);
      setPath(request, 'bcat', ids(n));
      setPath(request, 'badv', ids(n, 'www.'));
      setPath(
        request,
        'imp',
        Array.from({ length: Math.min(n, 40) + 1 }, (_, i) => ({
          id: String(i % 20),
          banner: { w: 300, h: 250 },
        })),
      );
      for (const { newOptions, oldOptions } of tableAndPlain)
        expectSameParse(request, newOptions, oldOptions);
    }
  }, 60_000);
});
