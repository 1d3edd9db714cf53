/**
 * A LiveStrategy compiled for matching: every targeting list becomes a Set (null = not targeted,
 * which matches everything), radius centres are resolved, and the creatives carry their index
 * keys. `matchStrategy` is the complete rule — the index only narrows which strategies it runs on.
 */
import type { AgeRange, Browser, Device, Environment, Gender } from '../../campaigns/enumerations';
import type { LiveCreative, LiveStrategy, NoBidReason } from '../contracts';
import type { GeoLookup } from '../openrtb/geo-lookup';
import type { ImpOffer, ParsedBidRequest } from '../request';
import { appStoreBundles } from './app-store-bundles';
import { haversineKm } from './distance';
import { creativeFitsImp, creativeKeys } from './imp-fit';

export interface Circle {
  lat: number;
  lon: number;
  km: number;
}

export interface CompiledStrategy {
  live: LiveStrategy;
  locations: { countries: Set<string>; states: Set<string>; cities: Set<string>; circles: Circle[] } | null;
  devices: ReadonlySet<Device> | null;
  environments: ReadonlySet<Environment> | null;
  browsers: ReadonlySet<Browser> | null;
  genders: ReadonlySet<Gender> | null;
  ageRanges: ReadonlySet<AgeRange> | null;
  audiences: ReadonlySet<string> | null;
  contentCategories: ReadonlySet<string> | null;
  /** Union of WISHLIST, SITE_LIST and APP_LIST entries: only these sites/apps. */
  allowedPlacements: ReadonlySet<string> | null;
  /** BLACKLIST entries: never these. */
  blockedPlacements: ReadonlySet<string>;
  /** EMAIL_AUDIENCE entries (SHA-256 of e-mails), matched against the request's eids. */
  emailHashes: ReadonlySet<string> | null;
  /** null = open auction only. */
  deals: ReadonlySet<string> | null;
  /** The ad categories (with tier-1 parents) checked against `bcat`. */
  adCategories: readonly string[];
  /** `appBundles`: the app a creative's destination installs, checked against `bapp`. */
  creatives: { creative: LiveCreative; keys: string[]; advertiserDomain: string; appBundles: string[] }[];
}

/** What the matcher needs besides the request: São Paulo's date and year, and city centres. */
export interface MatchContext {
  /** YYYY-MM-DD in America/Sao_Paulo. */
  today: string;
  geo?: GeoLookup;
}

export interface StrategyMatch {
  strategy: LiveStrategy;
  creatives: LiveCreative[];
  /** The deal the bid is for, null in the open auction. */
  dealId: string | null;
}

const setOrNull = <T>(values: readonly T[]): ReadonlySet<T> | null =>
  values.length > 0 ? new Set(values) : null;

export function compileStrategy(live: LiveStrategy, geo?: GeoLookup): CompiledStrategy {
  const { targeting } = live;
  const countries = new Set<string>();
  const states = new Set<string>();
  const cities = new Set<string>();
  const circles: Circle[] = [];
  for (const location of targeting.locations) {
    if (location.kind === 'country') countries.add(location.country);
    else if (location.kind === 'state') states.add(location.state);
    else if (location.kind === 'city') cities.add(location.city);
    else {
      const centre =
        location.lat !== undefined && location.lng !== undefined
          ? { lat: location.lat, lon: location.lng }
          : location.city
            ? geo?.city(location.city)
            : null;
      // A radius without a known centre matches nothing rather than everywhere.
      circles.push(
        centre ? { lat: centre.lat, lon: centre.lon, km: location.km } : { lat: 0, lon: 0, km: -1 },
      );
    }
  }
  const allowed = targeting.lists.filter(
    (l) => l.type === 'WISHLIST' || l.type === 'SITE_LIST' || l.type === 'APP_LIST',
  );
  const emails = targeting.lists.filter((l) => l.type === 'EMAIL_AUDIENCE');
  return {
    live,
    locations: targeting.locations.length > 0 ? { countries, states, cities, circles } : null,
    devices: setOrNull(targeting.devices),
    environments: setOrNull(targeting.environments),
    browsers: setOrNull(targeting.browsers),
    genders: setOrNull(targeting.genders),
    ageRanges: setOrNull(targeting.ageRanges),
    audiences: setOrNull(targeting.audienceIds),
    contentCategories: setOrNull(targeting.contentCategoryIds),
    allowedPlacements:
      allowed.length > 0 ? new Set(allowed.flatMap((l) => l.entries.map((e) => e.toLowerCase()))) : null,
    blockedPlacements: new Set(
      targeting.lists
        .filter((l) => l.type === 'BLACKLIST')
        .flatMap((l) => l.entries.map((e) => e.toLowerCase())),
    ),
    emailHashes:
      emails.length > 0 ? new Set(emails.flatMap((l) => l.entries.map((e) => e.toLowerCase()))) : null,
    deals: setOrNull(targeting.dealIds),
    creatives: live.creatives.map((creative) => ({
      creative,
      keys: creativeKeys(live.campaignType, creative),
      advertiserDomain: creative.advertiserDomain.toLowerCase(),
      appBundles: appStoreBundles(creative.destinationUrl),
    })),
    adCategories: live.adCategories ?? [],
  };
}

/** A site and its parent domains (`a.b.globo.com` → also `b.globo.com`, `globo.com`); an app bundle as is. */
export function placementKeys(request: ParsedBidRequest): string[] {
  const key = request.siteOrApp;
  if (key === '') return [];
  if (request.environment === 'APP') return [key];
  const keys = [key];
  for (
    let dot = key.indexOf('.');
    dot !== -1 && key.indexOf('.', dot + 1) !== -1;
    dot = key.indexOf('.', dot + 1)
  )
    keys.push(key.slice(dot + 1));
  return keys;
}

const ageBounds: [AgeRange, number, number][] = [
  ['18_24', 18, 24],
  ['25_34', 25, 34],
  ['35_44', 35, 44],
  ['45_54', 45, 54],
  ['55_64', 55, 64],
  ['65_PLUS', 65, 200],
];

export function ageRangeOf(yob: number | null, today: string): AgeRange | null {
  if (yob === null) return null;
  const age = Number(today.slice(0, 4)) - yob;
  return ageBounds.find(([, min, max]) => age >= min && age <= max)?.[0] ?? null;
}

/** The request's point: its coordinates, else the centre of its city. */
export function requestPoint(
  request: ParsedBidRequest,
  geo?: GeoLookup,
): { lat: number; lon: number } | null {
  const { lat, lon, city } = request.device.geo;
  if (lat !== null && lon !== null) return { lat, lon };
  return city && geo ? geo.city(city) : null;
}

function locationMatches(
  locations: NonNullable<CompiledStrategy['locations']>,
  request: ParsedBidRequest,
  context: MatchContext,
) {
  const { country, state, city } = request.device.geo;
  if (country && locations.countries.has(country)) return true;
  if (state && locations.states.has(state)) return true;
  if (city && locations.cities.has(city)) return true;
  if (locations.circles.length === 0) return false;
  const point = requestPoint(request, context.geo);
  return (
    point !== null && locations.circles.some((c) => haversineKm(point.lat, point.lon, c.lat, c.lon) <= c.km)
  );
}

const anyIn = (wanted: ReadonlySet<string>, offered: readonly string[]) =>
  offered.some((value) => wanted.has(value));

/** The deal this strategy may bid in on this imp: undefined = it may not bid at all. */
function dealOf(strategy: CompiledStrategy, imp: ImpOffer): string | null | undefined {
  if (!strategy.deals) return imp.privateAuction ? undefined : null;
  return imp.deals.find((deal) => strategy.deals!.has(deal.id))?.id;
}

/** What the rule derives from a request, computed once per match instead of once per strategy. */
export interface RequestFacts {
  placements: string[];
  ageRange: AgeRange | null;
  eidIds: string[];
}

export const requestFacts = (request: ParsedBidRequest, context: MatchContext): RequestFacts => ({
  placements: placementKeys(request),
  ageRange: ageRangeOf(request.user.yob, context.today),
  eidIds: request.user.eids.flatMap((eid) => eid.ids.map((id) => id.toLowerCase())),
});

/** Why a strategy does not fill an imp: its targeting, no creative of the imp's kind and size, or a block. */
export type MismatchReason = Extract<
  NoBidReason,
  'targeting' | 'format' | 'blocked' | 'blocked_category' | 'blocked_app'
>;

/** The full rule: the match, or the first reason it fails. */
export function evaluateStrategy(
  strategy: CompiledStrategy,
  request: ParsedBidRequest,
  imp: ImpOffer,
  context: MatchContext,
  facts: RequestFacts = requestFacts(request, context),
): StrategyMatch | MismatchReason {
  const { live } = strategy;
  if (live.startDate > context.today || (live.endDate !== null && live.endDate < context.today))
    return 'targeting';
  if (strategy.locations && !locationMatches(strategy.locations, request, context)) return 'targeting';
  if (strategy.devices && (request.device.type === null || !strategy.devices.has(request.device.type)))
    return 'targeting';
  if (strategy.environments && !strategy.environments.has(request.environment)) return 'targeting';
  if (
    strategy.browsers &&
    (request.device.browser === null || !strategy.browsers.has(request.device.browser))
  )
    return 'targeting';
  if (strategy.genders && !strategy.genders.has(request.user.gender ?? 'UNKNOWN')) return 'targeting';
  if (strategy.ageRanges && (facts.ageRange === null || !strategy.ageRanges.has(facts.ageRange)))
    return 'targeting';
  if (strategy.audiences && !anyIn(strategy.audiences, request.user.segments)) return 'targeting';
  if (strategy.contentCategories && !anyIn(strategy.contentCategories, request.contentCategoryIds))
    return 'targeting';
  if (strategy.allowedPlacements && !anyIn(strategy.allowedPlacements, facts.placements)) return 'targeting';
  if (strategy.blockedPlacements.size > 0 && anyIn(strategy.blockedPlacements, facts.placements))
    return 'blocked';
  if (strategy.emailHashes && !anyIn(strategy.emailHashes, facts.eidIds)) return 'targeting';
  const dealId = dealOf(strategy, imp);
  if (dealId === undefined) return 'targeting';
  const blocked = request.blockedAdvertiserDomains;
  const blockedApps = request.blockedApps;
  const creatives: LiveCreative[] = [];
  let fitting = 0;
  let appBlocked = 0;
  for (const { creative, keys, advertiserDomain, appBundles } of strategy.creatives) {
    if (keys.length === 0 || !creativeFitsImp(creative, imp)) continue;
    fitting++;
    if (blocked.includes(advertiserDomain)) continue;
    if (blockedApps.length > 0 && appBundles.some((b) => blockedApps.includes(b))) appBlocked++;
    else creatives.push(creative);
  }
  if (creatives.length > 0) {
    const bcat = request.blockedCategories;
    if (bcat.length > 0 && strategy.adCategories.some((c) => bcat.includes(c))) return 'blocked_category';
    return { strategy: live, creatives, dealId };
  }
  if (fitting === 0) return 'format';
  return appBlocked > 0 ? 'blocked_app' : 'blocked';
}

/**
 * The full targeting rule for one strategy, one request and one of its imps (the brute-force
 * reference of the index's property tests).
 */
export function matchStrategy(
  strategy: CompiledStrategy,
  request: ParsedBidRequest,
  imp: ImpOffer,
  context: MatchContext,
  facts: RequestFacts = requestFacts(request, context),
): StrategyMatch | null {
  const result = evaluateStrategy(strategy, request, imp, context, facts);
  return typeof result === 'string' ? null : result;
}
