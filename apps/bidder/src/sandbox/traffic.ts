/**
 * The sandbox exchange's traffic: realistic Brazilian OpenRTB bid requests, deterministic for a
 * seed. Pure: the caller passes the reference data (reference-data.ts reads the files).
 *
 * - Where: a state by its Censo 2022 population, then a city of that state, the capital heavier
 *   and the rest Zipf-like, with the city's coordinates.
 * - Who: a pool of users who come back (Zipf over the pool): stable buyeruid, device, home city,
 *   year of birth, gender and IAB Audience 1.1 segments (segtax 4).
 * - What: a site or app of the catalogue (Content Taxonomy 3.1, cattax 7) selling banner, Native
 *   1.2, video or audio imps; tmax 120–300 ms, a few PMP deals.
 * - Price: each imp's market (market.ts: what the other buyers bid), and the publisher's floor a
 *   fraction of it, mostly in BRL (some USD).
 * - Version: about 30 % of the auctions come from OpenRTB 2.5 exchanges (IAB 1.0 categories), and
 *   some 2.6 ones use IAB 1.0 too (`cattax` 1); see openrtb25.ts.
 */
import type { AuctionMarket } from './auction';
import { agents, appAgents, properties, type Agent, type Property } from './catalogue';
import { floorFraction, impMarket, type ImpFormat } from './market';
import type { NativeRequest12, RtbBidRequest, RtbBidRequest25, RtbImp } from './openrtb';
import { asOpenRtb25, withContentTaxonomy1 } from './openrtb25';
import { createRandom, weightedSampler, zipfWeights, type Random } from './random';

export interface TrafficData {
  states: readonly { uf: string; population: number }[];
  cities: readonly {
    ibgeCode: number;
    name: string;
    uf: string;
    capital: boolean;
    latitude: number;
    longitude: number;
  }[];
  audienceSegments: readonly { id: string; parentId: string | null; tier: number; class: string }[];
}

export interface TrafficOptions {
  seed: number;
  data: TrafficData;
  /** Distinct users in the pool (default 100,000). */
  users?: number;
  /** PMP deal ids the exchange offers now and then. */
  deals?: readonly string[];
}

/** The deals the sandbox exchange offers by default (a strategy may target them). */
export const sandboxDeals = ['SBX-NOTICIAS-PREMIUM', 'SBX-ESPORTES-VIDEO', 'SBX-RECEITAS-NATIVE'] as const;

type City = TrafficData['cities'][number];

interface User {
  buyeruid: string;
  exchangeId: string;
  ifa: string;
  yob: number;
  gender: 'M' | 'F' | 'O';
  segments: string[];
  city: City;
  agent: Agent;
  appAgent: Agent;
  ip: string;
}

/** One auction of the exchange: the request as its exchange writes it, and what the market bids. */
export type SandboxAuction = (
  { version: '2.6'; request: RtbBidRequest } | { version: '2.5'; request: RtbBidRequest25 }
) & {
  /** Per imp id, the market in the request's currency (the exchange's own knowledge, never sent). */
  markets: ReadonlyMap<string, AuctionMarket>;
};

/** Share of the auctions from OpenRTB 2.5 exchanges. */
export const openRtb25Share = 0.3;
/** Share of the 2.6 auctions whose exchange keeps IAB 1.0 categories (`cattax` 1). */
export const cattax1Share26 = 0.15;

export interface TrafficGenerator {
  /** The next auction, stamped for `at`: 2.5 or 2.6, and its imps' markets. */
  auction(at: Date): SandboxAuction;
  /** The next bid request as a 2.6 exchange with Content Taxonomy 3.1 writes it (the bidder's bench). */
  next(at: Date): RtbBidRequest;
}

const bannerSizes = {
  mobile: [
    { w: 300, h: 250, weight: 5 },
    { w: 320, h: 50, weight: 5 },
    { w: 300, h: 600, weight: 1 },
  ],
  desktop: [
    { w: 300, h: 250, weight: 4 },
    { w: 728, h: 90, weight: 4 },
    { w: 300, h: 600, weight: 2 },
    { w: 160, h: 600, weight: 1 },
  ],
};

const usdPerBrl = 0.18;
/** The exchange's supply-chain node (`asi`): the sandbox's own invented domain. */
const exchangeDomain = 'sandbox-exchange.example';
/** A TCF 2.2 consent string some users' CMPs set (opaque to the bidder; GDPR does not apply here). */
const tcfConsent =
  'CQHwVQAQHwVQAAKA1AENBPFgAP_gAEPgAAAAKZtV_G__bWlr8X73aftkeY1P9_h77sQxBhfJE-4FzLuW_JwXx2ExNA36tqIKmRIAu3TBIQNlGJDURVCgaogVryDMaEyUoTNKJ6BkiFMRM2dYCF5vm4tj-QCY5vr991dx2B-t7dr83dzyz4VHn3a5_2a0WJCdA5-tDfv9bROb-9IOd_x8v4v8_F_rE2_eT1l_tevp7D9-cts7_XW-9_fff79Ll9-_____-AAAAAA';

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const uuid = (random: Random) => {
  const h = random.hex(32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
};

function citySamplers(data: TrafficData, random: Random) {
  const byState = new Map<string, City[]>();
  for (const city of data.cities) byState.set(city.uf, [...(byState.get(city.uf) ?? []), city]);
  const samplers = new Map<string, (random: Random) => City>();
  for (const [uf, cities] of byState) {
    // Without city populations: the capital first (and twice as heavy), the rest in a seeded order.
    const ordered = cities
      .map((city) => ({ city, key: city.capital ? -1 : random.next() }))
      .sort((a, b) => a.key - b.key)
      .map((entry) => entry.city);
    const weights = zipfWeights(ordered.length, 1);
    if (ordered[0]?.capital) weights[0] = weights[0]! * 2;
    const weighted = ordered.map((city, i) => ({ city, weight: weights[i]! }));
    const sample = weightedSampler(weighted, (entry) => entry.weight);
    samplers.set(uf, (r) => sample(r).city);
  }
  const states = data.states.filter((s) => samplers.has(s.uf));
  const state = weightedSampler(states, (s) => s.population);
  return (r: Random) => samplers.get(state(r).uf)!(r);
}

function segmentPicker(data: TrafficData) {
  const byId = new Map(data.audienceSegments.map((s) => [s.id, s]));
  const children = new Map<string, string[]>();
  for (const s of data.audienceSegments)
    if (s.parentId) children.set(s.parentId, [...(children.get(s.parentId) ?? []), s.id]);
  const tier2 = (segmentClass: string) =>
    data.audienceSegments.filter((s) => s.class === segmentClass && s.tier === 2).map((s) => s.id);
  const interests = tier2('interest');
  const intents = tier2('purchase_intent');
  const withAncestors = (id: string, into: Set<string>) => {
    for (let s = byId.get(id); s && s.tier > 1; s = s.parentId ? byId.get(s.parentId) : undefined)
      into.add(s.id);
  };
  return (random: Random): string[] => {
    const chosen = new Set<string>();
    const take = (roots: string[], count: number) => {
      for (let i = 0; i < count && roots.length > 0; i++) {
        const root = random.pick(roots);
        withAncestors(root, chosen);
        const leaves = children.get(root) ?? [];
        const deeper = random.int(0, Math.min(3, leaves.length));
        for (let j = 0; j < deeper; j++) withAncestors(random.pick(leaves), chosen);
      }
    };
    take(interests, random.int(2, 5));
    take(intents, random.int(0, 2));
    return [...chosen].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
  };
}

const cachedUsers = 20_000;

function userPool(options: TrafficOptions) {
  const size = options.users ?? 100_000;
  const setup = createRandom(options.seed ^ 0x5eed);
  const city = citySamplers(options.data, setup);
  const segments = segmentPicker(options.data);
  const agent = weightedSampler(agents, (a) => a.weight);
  const users = new Map<number, User>();
  const rank = weightedSampler(
    zipfWeights(size, 0.6).map((weight, index) => ({ index, weight })),
    (entry) => entry.weight,
  );
  // Each user is drawn from its own seed, so it is the same whenever it appears: the cache only
  // saves the work, and is emptied when full to keep memory flat whatever the pool's size.
  const userAt = (index: number, year: number): User => {
    let user = users.get(index);
    if (user) return user;
    if (users.size >= cachedUsers) users.clear();
    const random = createRandom(options.seed * 31 + index * 7919 + 1);
    const device = agent(random);
    const webView = appAgents.find((a) => a.model === device.model && a.osv === device.osv);
    user = {
      buyeruid: `vb-${random.hex(24)}`,
      exchangeId: `sbx-${random.hex(16)}`,
      ifa: uuid(random),
      yob: year - Math.round(Math.min(75, Math.max(18, 36 + 13 * random.normal()))),
      gender: random.chance(0.49) ? 'M' : random.chance(0.96) ? 'F' : 'O',
      segments: segments(random),
      city: city(random),
      agent: device,
      appAgent: webView ?? appAgents[0]!,
      ip: `100.${random.int(64, 127)}.${random.int(0, 255)}.${random.int(1, 254)}`,
    };
    users.set(index, user);
    return user;
  };
  return (random: Random, at: Date) => userAt(rank(random).index, at.getUTCFullYear());
}

function nativeRequest(random: Random): NativeRequest12 {
  const mimes = ['image/jpeg', 'image/png'];
  return {
    ver: '1.2',
    context: random.pick([1, 2]),
    contextsubtype: 10,
    plcmttype: random.pick([1, 1, 2, 4]),
    plcmtcnt: 1,
    assets: [
      { id: 1, required: 1, title: { len: random.pick([50, 90]) } },
      { id: 2, required: 1, img: { type: 3, w: 1200, h: 627, wmin: 600, hmin: 314, mimes } },
      { id: 3, required: 0, img: { type: 1, w: 80, h: 80, mimes } },
      { id: 4, required: 0, data: { type: 2, len: 140 } },
      { id: 5, required: 1, data: { type: 1, len: 25 } },
      { id: 6, required: 0, data: { type: 12, len: 15 } },
    ],
    eventtrackers: [{ event: 1, methods: [1, 2] }],
    privacy: 1,
  };
}

export function createTrafficGenerator(options: TrafficOptions): TrafficGenerator {
  const random = createRandom(options.seed);
  const user = userPool(options);
  const property = weightedSampler(properties, (p) => p.weight);
  const site = weightedSampler(
    properties.filter((p) => p.kind === 'site'),
    (p) => p.weight,
  );
  const deals = options.deals ?? sandboxDeals;

  /** One imp and its market: the format first, then what buyers pay for it, then the floor. */
  const imp = (
    index: number,
    kind: Property['sells'][number],
    desktop: boolean,
    p: Property,
    currency: 'BRL' | 'USD',
    at: Date,
  ): { imp: RtbImp; market: AuctionMarket } => {
    const inDeal = deals.length > 0 && random.chance(0.06);
    const toCurrency = currency === 'BRL' ? 1 : usdPerBrl;
    const priced = (
      format: ImpFormat,
      body: Omit<RtbImp, 'id' | 'tagid' | 'instl' | 'secure' | 'bidfloor' | 'bidfloorcur'> & {
        instl?: 0 | 1;
      },
    ) => {
      const market = impMarket(random, { format, property: p, desktop, at, deal: inDeal });
      const bidfloor = round(
        market.medianCpmBrl * floorFraction(random) * toCurrency,
        currency === 'BRL' ? 2 : 3,
      );
      const offered: RtbImp = {
        id: String(index + 1),
        tagid: `${p.id}/slot-${index + 1}`,
        instl: 0,
        secure: 1,
        bidfloor,
        bidfloorcur: currency,
        ...body,
      };
      if (inDeal)
        offered.pmp = {
          private_auction: random.chance(0.3) ? 1 : 0,
          deals: [
            { id: random.pick(deals), bidfloor: round(bidfloor * 1.5, 3), bidfloorcur: currency, at: 1 },
          ],
        };
      return {
        imp: offered,
        market: { median: round(market.medianCpmBrl * toCurrency, 4), competitors: market.competitors },
      };
    };
    if (kind === 'banner') {
      const sizes = desktop ? bannerSizes.desktop : bannerSizes.mobile;
      const main = weightedSampler(sizes, (s) => s.weight)(random);
      const also = sizes.filter((s) => s !== main && s.w <= main.w + 20 && random.chance(0.4));
      const pos = random.pick([1, 1, 3]);
      return priced(
        { kind: 'banner', w: main.w, h: main.h, aboveTheFold: pos === 1 },
        { banner: { w: main.w, h: main.h, format: [main, ...also].map(({ w, h }) => ({ w, h })), pos } },
      );
    }
    if (kind === 'native')
      return priced(
        { kind: 'native' },
        { native: { request: JSON.stringify(nativeRequest(random)), ver: '1.2' } },
      );
    if (kind === 'video') {
      const short = random.chance(0.3);
      return priced(
        { kind: 'video', inStream: p.kind === 'site' },
        {
          instl: p.kind === 'app' && random.chance(0.5) ? 1 : 0,
          video: {
            mimes: ['video/mp4'],
            minduration: short ? 5 : 15,
            maxduration: short ? 15 : 30,
            protocols: [2, 3, 5, 6, 7, 8],
            w: desktop ? 640 : 360,
            h: desktop ? 360 : 640,
            plcmt: p.kind === 'app' ? 3 : 1,
            placement: p.kind === 'app' ? 5 : 1,
            linearity: 1,
            skip: random.chance(0.6) ? 1 : 0,
            skipafter: 5,
            startdelay: 0,
            playbackmethod: [random.pick([1, 2, 6])],
          },
        },
      );
    }
    return priced(
      { kind: 'audio' },
      {
        audio: {
          mimes: ['audio/mpeg', 'audio/mp4'],
          minduration: 5,
          maxduration: 30,
          protocols: [2, 3, 5, 6, 7, 8],
          startdelay: 0,
          feed: random.pick([1, 2, 3]),
        },
      },
    );
  };

  const generate = (at: Date) => {
    const u = user(random, at);
    // Apps are visited from phones and tablets; a computer's user browses sites.
    const p = u.agent.devicetype === 2 ? site(random) : property(random);
    const agent = p.kind === 'app' ? u.appAgent : u.agent;
    const desktop = agent.devicetype === 2;
    const sellable = p.sells.filter((kind) => !(desktop && kind === 'audio'));
    const count = random.chance(0.8) ? 1 : random.int(2, 3);
    const currency = random.chance(0.85) ? 'BRL' : 'USD';
    const offers = Array.from({ length: count }, (_, i) =>
      imp(i, random.pick(sellable.length > 0 ? sellable : ['banner']), desktop, p, currency, at),
    );
    const imps = offers.map((offer) => offer.imp);
    const markets = new Map(offers.map((offer) => [offer.imp.id, offer.market]));
    const jitter = () => (random.next() - 0.5) * 0.06;
    const request: RtbBidRequest = {
      id: uuid(random),
      imp: imps,
      device: {
        ua: agent.ua,
        sua: agent.sua,
        geo: {
          type: 2,
          lat: round(u.city.latitude + jitter(), 4),
          lon: round(u.city.longitude + jitter(), 4),
          country: 'BRA',
          region: `BR-${u.city.uf}`,
          city: u.city.name,
          utcoffset: -180,
        },
        devicetype: agent.devicetype,
        make: agent.make,
        model: agent.model,
        os: agent.os,
        osv: agent.osv,
        ip: u.ip,
        language: 'pt',
        js: 1,
        connectiontype: desktop ? 2 : random.pick([2, 6, 7]),
        ...(p.kind === 'app' && { ifa: u.ifa, lmt: 0 as const }),
      },
      user: {
        id: u.exchangeId,
        buyeruid: u.buyeruid,
        yob: u.yob,
        gender: u.gender,
        data: [
          {
            id: 'sandbox-dmp',
            name: 'Sandbox DMP',
            segment: u.segments.map((id) => ({ id })),
            ext: { segtax: 4 },
          },
        ],
        ...(random.chance(0.3) && {
          eids: [{ source: 'id-exemplo.com.br', uids: [{ id: u.exchangeId.slice(4), atype: 1 }] }],
        }),
        ...(random.chance(0.4) && { consent: tcfConsent }),
      },
      at: 1,
      tmax: 120 + 10 * random.int(0, 18),
      cur: [currency],
      cattax: 7,
      bcat: random.chance(0.3) ? ['v9i3On'] : [],
      badv: random.chance(0.05) ? ['concorrente-exemplo.com.br'] : [],
      source: {
        tid: uuid(random),
        schain: { complete: 1, ver: '1.0', nodes: [{ asi: exchangeDomain, sid: p.publisherId, hp: 1 }] },
      },
      regs: { coppa: 0, gdpr: 0 },
      test: 0,
    };
    const publisher = { id: p.publisherId, name: p.name };
    if (p.kind === 'site') {
      const section = random.pick(['', 'ultimas', 'destaques', 'colunas', 'especiais']);
      request.site = {
        id: p.id,
        name: p.name,
        domain: p.id,
        page: `https://${p.id}/${section}${section && '/'}${random.hex(8)}`,
        cat: p.cat,
        cattax: 7,
        mobile: desktop ? 0 : 1,
        publisher,
        // An article page says what it is about: the property's tier-2 categories.
        ...(section && {
          content: { cat: p.cat.length > 1 ? p.cat.slice(1) : p.cat, cattax: 7, language: 'pt' },
        }),
      };
    } else {
      request.app = {
        id: p.id,
        name: p.name,
        bundle: p.id,
        storeurl:
          agent.os === 'iOS'
            ? `https://apps.apple.com/br/app/id${parseInt(random.hex(7), 16)}`
            : `https://play.google.com/store/apps/details?id=${p.id}`,
        cat: p.cat,
        cattax: 7,
        publisher,
      };
    }
    return { request, markets };
  };

  return {
    next: (at) => generate(at).request,
    auction(at) {
      const { request, markets } = generate(at);
      if (random.chance(openRtb25Share)) return { version: '2.5', request: asOpenRtb25(request), markets };
      if (random.chance(cattax1Share26))
        return { version: '2.6', request: withContentTaxonomy1(request), markets };
      return { version: '2.6', request, markets };
    },
  };
}
