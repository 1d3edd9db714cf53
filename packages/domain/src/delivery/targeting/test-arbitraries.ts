/** fast-check arbitraries of live strategies and parsed requests over small value pools, so they collide often. */
import fc from 'fast-check';
import type { CampaignType } from '../../campaigns/enumerations';
import type { StrategyLocation } from '../../campaigns/schemas';
import type { LiveCreative, LiveList, LiveStrategy } from '../contracts';
import type { ImpOffer, ParsedBidRequest } from '../request';

export const today = '2026-11-24';
export const noon = Date.parse(`${today}T15:00:00Z`);

const subset = <T>(values: readonly T[]) => fc.subarray([...values], { minLength: 0 });
/** Untargeted three times out of four, as most strategies leave most dimensions open. */
const sparse = <T>(arb: fc.Arbitrary<T[]>) =>
  fc.oneof({ arbitrary: fc.constant([] as T[]), weight: 3 }, { arbitrary: arb, weight: 1 });

export const pools = {
  countries: ['BR', 'US', 'PT'],
  states: ['SP', 'RJ', 'MG'],
  cities: ['3550308', '3304557', '3106200'],
  devices: ['MOBILE', 'DESKTOP'] as const,
  environments: ['APP', 'WEB'] as const,
  browsers: ['CHROME', 'SAFARI', 'FIREFOX', 'OTHER'] as const,
  genders: ['FEMALE', 'MALE', 'UNKNOWN'] as const,
  ageRanges: ['18_24', '25_34', '35_44', '45_54', '55_64', '65_PLUS'] as const,
  segments: ['1', '2', '3', '4'],
  categories: ['JLBCU7', '1KXCLD', '9'],
  sites: ['globo.com', 'g1.globo.com', 'uol.com.br', 'com.app.radio'],
  hashes: ['aa11', 'bb22'],
  deals: ['deal-1', 'deal-2', 'deal-3'],
  advertisers: ['adv1.com', 'adv2.com'],
  sizes: [
    { w: 300, h: 250 },
    { w: 728, h: 90 },
    { w: 320, h: 50 },
  ],
  mimes: ['video/mp4', 'video/webm'],
};

/** Points around São Paulo and Rio (radius targeting) and far away. */
const point = fc.constantFrom(
  { lat: -23.55, lon: -46.63 },
  { lat: -22.9, lon: -43.2 },
  { lat: -23.0, lon: -45.9 },
  { lat: -19.9, lon: -43.9 },
  { lat: 40.7, lon: -74.0 },
);

export const locationArb: fc.Arbitrary<StrategyLocation> = fc.oneof(
  fc.constantFrom(...pools.countries).map((country) => ({ kind: 'country' as const, country })),
  fc
    .constantFrom(...pools.states)
    .map((state) => ({ kind: 'state' as const, country: 'BR', state: state as 'SP' })),
  fc.constantFrom(...pools.cities).map((city) => ({ kind: 'city' as const, country: 'BR', city })),
  fc
    .tuple(point, fc.integer({ min: 1, max: 450 }))
    .map(([p, km]) => ({ kind: 'radius' as const, lat: p.lat, lng: p.lon, km })),
);

const base: Omit<LiveCreative, 'id' | 'format' | 'advertiserDomain'> = {
  width: null,
  height: null,
  title: null,
  body: null,
  callToAction: null,
  destinationUrl: 'https://example.com/',
  displayUrl: null,
  sponsoredBy: null,
  mediaUrl: null,
  mimeType: null,
  durationSeconds: null,
};

/** A 300x250 display creative of adv1.com, for tests that need one fixed creative. */
export const bannerCreative = (overrides: Partial<LiveCreative> = {}): LiveCreative => ({
  ...base,
  id: 'cr',
  format: 'DISPLAY',
  width: 300,
  height: 250,
  destinationUrl: 'https://adv1.com/',
  mediaUrl: 'https://cdn/x.png',
  advertiserDomain: 'adv1.com',
  ...overrides,
});

export const creativeArb: fc.Arbitrary<LiveCreative> = fc
  .tuple(
    fc.nat(4),
    fc.constantFrom(...pools.sizes),
    fc.constantFrom(...pools.mimes),
    fc.integer({ min: 5, max: 60 }),
    fc.constantFrom(...pools.advertisers),
    fc.uuid(),
  )
  .map(([kind, size, mime, seconds, advertiserDomain, id]): LiveCreative => {
    const common = { ...base, id, advertiserDomain };
    if (kind === 0)
      return { ...common, format: 'DISPLAY', width: size.w, height: size.h, mediaUrl: 'https://cdn/x.png' };
    if (kind === 1)
      return {
        ...common,
        format: 'NATIVE_DISPLAY',
        width: 1200,
        height: 627,
        title: 'Title',
        body: 'Body',
        sponsoredBy: 'Brand',
        mediaUrl: 'https://cdn/n.png',
      };
    if (kind === 2)
      return {
        ...common,
        format: 'DISPLAY_VIDEO',
        mimeType: mime,
        durationSeconds: seconds,
        mediaUrl: 'https://cdn/v',
      };
    if (kind === 3)
      return {
        ...common,
        format: 'AUDIO',
        mimeType: 'audio/mpeg',
        durationSeconds: seconds,
        mediaUrl: 'https://cdn/a',
      };
    return {
      ...common,
      format: 'PUSH',
      width: 192,
      height: 192,
      title: 'Push',
      body: 'Body',
      mediaUrl: 'https://cdn/p.png',
    };
  });

const listArb: fc.Arbitrary<LiveList> = fc
  .tuple(
    fc.constantFrom('BLACKLIST', 'WISHLIST', 'SITE_LIST', 'APP_LIST', 'EMAIL_AUDIENCE' as const),
    fc.uuid(),
  )
  .chain(([type, id]) =>
    subset(type === 'EMAIL_AUDIENCE' ? pools.hashes : pools.sites).map((entries) => ({ id, type, entries })),
  );

export type Targeting = LiveStrategy['targeting'];

export const emptyTargeting: Targeting = {
  audienceIds: [],
  locations: [],
  browsers: [],
  devices: [],
  environments: [],
  genders: [],
  ageRanges: [],
  lists: [],
  contentCategoryIds: [],
  dealIds: [],
};

export const targetingArb: fc.Arbitrary<Targeting> = fc.record({
  audienceIds: sparse(subset(pools.segments)),
  locations: sparse(fc.array(locationArb, { maxLength: 3 })),
  browsers: sparse(subset(pools.browsers)),
  devices: sparse(subset(pools.devices)),
  environments: sparse(subset(pools.environments)),
  genders: sparse(subset(pools.genders)),
  ageRanges: sparse(subset(pools.ageRanges)),
  lists: sparse(fc.array(listArb, { maxLength: 2 })),
  contentCategoryIds: sparse(subset(pools.categories)),
  dealIds: sparse(subset(pools.deals)),
});

const campaignTypes: CampaignType[] = [
  'PROGRAMMATIC',
  'NATIVE',
  'NATIVE_OPEN',
  'PUSH',
  'AUDIO',
  'MANUAL',
  'SEARCH',
];

export function liveStrategy(
  id: string,
  targeting: Targeting,
  creatives: LiveCreative[],
  campaignType: CampaignType = 'MANUAL',
  version = '1',
): LiveStrategy {
  return {
    strategyId: id,
    groupId: `g-${id}`,
    campaignId: `c-${id}`,
    advertiserId: 'adv',
    companyId: 'co',
    campaignType,
    currency: 'BRL',
    objective: 'IMPRESSION',
    bid: { type: 'CPM', amount: 500n },
    budget: { strategy: 100_000n, group: 100_000n, campaign: 100_000n, campaignDaily: null },
    startDate: '2026-01-01',
    endDate: null,
    targeting,
    frequencyCap: null,
    creatives,
    pixelGroupId: null,
    version,
  };
}

export const strategyArb = (id: string, targeting: fc.Arbitrary<Targeting> = targetingArb) =>
  fc
    .record({
      targeting,
      creatives: fc.array(creativeArb, { minLength: 1, maxLength: 3 }),
      campaignType: fc.constantFrom(...campaignTypes),
      version: fc.nat(1000).map(String),
      dates: fc.constantFrom(
        ['2026-01-01', null],
        ['2026-01-01', '2026-11-23'],
        ['2026-12-01', null],
        ['2026-11-24', '2026-11-24'],
      ),
    })
    .map(({ targeting: t, creatives, campaignType, version, dates }) => ({
      ...liveStrategy(id, t, creatives, campaignType, version),
      startDate: dates[0],
      endDate: dates[1] ?? null,
    }));

export const impArb: fc.Arbitrary<ImpOffer> = fc
  .record({
    sizes: subset(pools.sizes),
    banner: fc.boolean(),
    native: fc.boolean(),
    mainImageRequired: fc.boolean(),
    video: fc.boolean(),
    audio: fc.boolean(),
    mimes: subset(pools.mimes),
    minDuration: fc.integer({ min: 0, max: 30 }),
    maxDuration: fc.integer({ min: 15, max: 60 }),
    deals: subset(pools.deals),
    privateAuction: fc.boolean(),
  })
  .map((r) => ({
    impId: '1',
    banner: r.banner ? { sizes: r.sizes } : null,
    native: r.native
      ? {
          ver: '1.2',
          assets: [
            { id: 1, required: true, title: { len: 90 } },
            { id: 2, required: r.mainImageRequired, img: { type: 3, wmin: 600, hmin: 300 } },
            { id: 3, required: false, data: { type: 2, len: 90 } },
          ],
        }
      : null,
    video: r.video
      ? {
          mimes: r.mimes,
          protocols: [2, 3],
          minDuration: r.minDuration,
          maxDuration: r.maxDuration,
          w: 640,
          h: 360,
          skippable: false,
        }
      : null,
    audio: r.audio
      ? { mimes: ['audio/mpeg'], protocols: [2], minDuration: r.minDuration, maxDuration: r.maxDuration }
      : null,
    floorCpmMicros: 0,
    floorCurrency: 'USD',
    deals: r.deals.map((id) => ({ id, floorCpmMicros: 0, floorCurrency: 'USD' })),
    privateAuction: r.privateAuction && r.deals.length > 0,
    secure: true,
  }));

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

export const requestArb = (imp: fc.Arbitrary<ImpOffer> = impArb): fc.Arbitrary<ParsedBidRequest> =>
  fc
    .record({
      imp,
      country: fc.constantFrom('', ...pools.countries),
      state: fc.constantFrom('', ...pools.states),
      city: fc.constantFrom('', ...pools.cities),
      point: maybe(point),
      type: maybe(fc.constantFrom(...pools.devices)),
      browser: maybe(fc.constantFrom(...pools.browsers)),
      environment: fc.constantFrom(...pools.environments),
      gender: maybe(fc.constantFrom(...pools.genders)),
      yob: maybe(fc.integer({ min: 1940, max: 2012 })),
      segments: subset(pools.segments),
      categories: subset(pools.categories),
      site: fc.constantFrom('', ...pools.sites),
      hashes: subset(pools.hashes),
      blockedAdvertisers: subset(pools.advertisers),
    })
    .map((r) => ({
      id: 'req',
      version: '2.6',
      imps: [r.imp],
      tmax: 100,
      test: false,
      currencies: ['BRL'],
      environment: r.environment,
      siteOrApp: r.site,
      publisherId: '',
      contentCategoryIds: r.categories,
      device: {
        ua: '',
        browser: r.browser,
        type: r.type,
        ifa: '',
        geo: {
          country: r.country,
          state: r.state,
          city: r.city,
          lat: r.point?.lat ?? null,
          lon: r.point?.lon ?? null,
        },
      },
      user: {
        key: 'u',
        yob: r.yob,
        gender: r.gender,
        segments: r.segments,
        eids: r.hashes.length > 0 ? [{ source: 'uidapi.com', ids: r.hashes }] : [],
      },
      personalDataAllowed: true,
      blockedCategories: [],
      blockedAdvertiserDomains: r.blockedAdvertisers,
      blockedApps: [],
    }));
