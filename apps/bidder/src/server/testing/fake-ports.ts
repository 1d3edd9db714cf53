import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DeliveryEvent, LiveStrategy, TrackingClaims } from '@verba/domain/delivery/contracts';
import type { ImpOffer, ParsedBidRequest } from '@verba/domain/delivery/request';
import type { BidderMinuteStats } from '@verba/events/event-store';
import type { Banker, BidderPorts, Candidate, StrategyIndex } from '../ports';

/**
 * Small stand-ins for the pieces other modules build (parser, index, pricing, markup, tokens,
 * banker, pacer, store), just enough to drive the bidder's routes in tests.
 */

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export const fakeParse: BidderPorts['parse'] = (body) => {
  if (!isObject(body) || typeof body.id !== 'string' || body.id === '' || !Array.isArray(body.imp))
    return { ok: false, reason: 'malformed' };
  if (body.imp.length === 0 || body.imp.length > 100) return { ok: false, reason: 'malformed' };
  const imps: ImpOffer[] = [];
  for (const imp of body.imp) {
    if (!isObject(imp) || typeof imp.id !== 'string') return { ok: false, reason: 'malformed' };
    const banner = isObject(imp.banner) ? imp.banner : null;
    const sizes = banner
      ? [
          ...(num(banner.w) && num(banner.h) ? [{ w: num(banner.w)!, h: num(banner.h)! }] : []),
          ...(Array.isArray(banner.format)
            ? banner.format.filter(isObject).map((f) => ({ w: num(f.w) ?? 0, h: num(f.h) ?? 0 }))
            : []),
        ]
      : [];
    imps.push({
      impId: imp.id,
      banner: banner ? { sizes } : null,
      native: null,
      video: null,
      audio: null,
      floorCpmMicros: Math.round((num(imp.bidfloor) ?? 0) * 1_000_000),
      floorCurrency: str(imp.bidfloorcur) || 'USD',
      deals: [],
      privateAuction: false,
      secure: imp.secure === 1,
    });
  }
  if (!imps.some((i) => i.banner)) return { ok: false, reason: 'unsupported' };
  const user = isObject(body.user) ? body.user : {};
  const site = isObject(body.site) ? body.site : {};
  const request: ParsedBidRequest = {
    id: body.id,
    version: '2.6',
    imps,
    tmax: num(body.tmax),
    test: body.test === 1,
    currencies: Array.isArray(body.cur) ? body.cur.map(str) : [],
    environment: 'WEB',
    siteOrApp: str(site.domain),
    publisherId: '',
    contentCategoryIds: [],
    device: {
      ua: '',
      browser: null,
      type: 'DESKTOP',
      ifa: '',
      geo: { country: 'BR', state: 'SP', city: '', lat: null, lon: null },
    },
    user: { key: str(user.buyeruid) || str(user.id), yob: null, gender: null, segments: [], eids: [] },
    personalDataAllowed: true,
    blockedCategories: [],
    blockedAdvertiserDomains: [],
    blockedApps: [],
  };
  return { ok: true, request };
};

/** Every strategy with a creative of one of the imp's banner sizes. */
export function fakeIndex(): StrategyIndex & { strategies: Map<string, LiveStrategy>; delayMs: number } {
  const strategies = new Map<string, LiveStrategy>();
  const index = {
    strategies,
    delayMs: 0,
    match(_request: ParsedBidRequest, imp: ImpOffer) {
      if (index.delayMs > 0) {
        const until = performance.now() + index.delayMs;
        while (performance.now() < until) {
          // Busy: the index taking long.
        }
      }
      const candidates = [];
      for (const strategy of strategies.values()) {
        const creative = strategy.creatives.find((c) =>
          imp.banner?.sizes.some((s) => s.w === c.width && s.h === c.height),
        );
        if (creative) candidates.push({ strategy, creative });
      }
      return { candidates };
    },
    upsert(strategy: LiveStrategy) {
      strategies.set(strategy.strategyId, strategy);
    },
    remove(id: string) {
      strategies.delete(id);
    },
    get size() {
      return strategies.size;
    },
  };
  return index;
}

/**
 * The fake index answering ranked, as the real one does: its candidates by CPM bid (the bound),
 * highest first; `visited` lists the strategies the bidder fully evaluated, in order.
 */
export function rankedIndex(inner: ReturnType<typeof fakeIndex>): StrategyIndex & { visited: string[] } {
  const visited: string[] = [];
  return {
    visited,
    match(request, imp) {
      const found = inner.match(request, imp);
      if (!('candidates' in found)) throw new Error('the inner index lists its candidates');
      const bound = (c: Candidate) => Number(c.strategy.bid.amount) * 10_000;
      const candidates = found.candidates
        .map((candidate, tie) => ({ candidate, tie }))
        .sort((a, b) => bound(b.candidate) - bound(a.candidate) || a.tie - b.tie);
      return {
        ranked: {
          count: candidates.length,
          strategy: (rank) => candidates[rank]!.candidate.strategy,
          bound: (rank) => bound(candidates[rank]!.candidate),
          tie: (rank) => candidates[rank]!.tie,
          candidate(rank) {
            visited.push(candidates[rank]!.candidate.strategy.strategyId);
            return candidates[rank]!.candidate;
          },
        },
      };
    },
    upsert: (strategy) => inner.upsert(strategy),
    remove: (id) => inner.remove(id),
    get size() {
      return inner.size;
    },
  };
}

/** BRL per unit. */
const rates: Record<string, number> = { BRL: 1, USD: 5, EUR: 6 };
export const fakeConvert: BidderPorts['convert'] = (micros, from, to) =>
  rates[from] && rates[to] ? Math.round((micros * rates[from]) / rates[to]) : null;

/** CPM bid as is (minor units → micros), in the campaign currency; floor converted. */
export const fakePrice: BidderPorts['price'] = ({ imp, strategy, maxCpmMicros, shading }) => {
  const cpm = Math.min(Math.round(Number(strategy.bid.amount) * 10_000 * shading), maxCpmMicros);
  const floor = fakeConvert(imp.floorCpmMicros, imp.floorCurrency, strategy.currency) ?? Infinity;
  if (cpm < floor) return { ok: false, reason: 'floor_above_bid' };
  if (cpm <= 0) return { ok: false, reason: 'no_lease' };
  return { ok: true, cpmMicros: cpm, currency: strategy.currency, campaignCpmMicros: cpm };
};

export const fakeMarkup: BidderPorts['markup'] = ({ creative, token }) => ({
  ok: true,
  adm: `<a href="/t/v1/c?t=${token}"><img src="${creative.mediaUrl}"></a><img src="/t/v1/imp?t=${token}">`,
  mtype: 1,
  w: creative.width ?? 0,
  h: creative.height ?? 0,
});

export function fakeTokens(secret = 'test-secret'): BidderPorts['tokens'] {
  const mac = (value: string) => createHmac('sha256', secret).update(value).digest('base64url');
  const same = (a: string, b: string) =>
    a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  return {
    sign(claims) {
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${body}.${mac(body)}`;
    },
    verify(token) {
      const [body, signature] = token.split('.');
      if (!body || !signature || !same(signature, mac(body))) return null;
      return JSON.parse(Buffer.from(body, 'base64url').toString()) as TrackingClaims;
    },
    verifyClick: (token, url, signature) => same(signature, mac(`${token}|${url}`)),
    noticeUrls: (token, slug) => ({
      nurl: `https://bid.test/t/v1/x/${slug}/win?t=${token}&p=\${AUCTION_PRICE}`,
      burl: `https://bid.test/t/v1/x/${slug}/bill?t=${token}&p=\${AUCTION_PRICE}`,
      lurl: `https://bid.test/t/v1/x/${slug}/loss?t=${token}&p=\${AUCTION_PRICE}&r=\${AUCTION_LOSS}`,
    }),
  };
}
export const signClick = (token: string, url: string, secret = 'test-secret') =>
  createHmac('sha256', secret).update(`${token}|${url}`).digest('base64url');

/** Budget per campaign in micros; exposure held per open bid. */
export function fakeBanker(budgets: Record<string, number>): Banker & {
  spent: Map<string, number>;
  open: Map<string, number>;
} {
  const spent = new Map<string, number>();
  const open = new Map<string, { campaignId: string; micros: number }>();
  const exposure = (campaignId: string) =>
    [...open.values()].filter((o) => o.campaignId === campaignId).reduce((a, o) => a + o.micros, 0);
  const left = (campaignId: string) =>
    (budgets[campaignId] ?? 0) - (spent.get(campaignId) ?? 0) - exposure(campaignId);
  return {
    spent,
    get open() {
      return new Map([...open].map(([k, v]) => [k, v.micros]));
    },
    headroom(strategy) {
      if (!(strategy.campaignId in budgets)) return { ok: false, reason: 'no_lease' };
      const micros = left(strategy.campaignId);
      return micros > 0
        ? { ok: true, maxCpmMicros: micros * 1000 }
        : { ok: false, reason: 'campaign_budget' };
    },
    hold({ bidId, strategy, cpmMicros }) {
      if (!(strategy.campaignId in budgets)) return { ok: false, reason: 'no_lease' };
      if (left(strategy.campaignId) < cpmMicros / 1000) return { ok: false, reason: 'campaign_budget' };
      open.set(bidId, { campaignId: strategy.campaignId, micros: cpmMicros / 1000 });
      return { ok: true, leaseId: `lease-${strategy.campaignId}` };
    },
    settle({ bidId, campaignId, costMicros }) {
      open.delete(bidId);
      spent.set(campaignId, (spent.get(campaignId) ?? 0) + costMicros);
    },
    release({ bidId }) {
      open.delete(bidId);
    },
  };
}

export function fakeStore(): BidderPorts['store'] & {
  events: DeliveryEvent[];
  stats: BidderMinuteStats[];
  appendDelayMs: number;
  failNext: boolean;
} {
  const store = {
    events: [] as DeliveryEvent[],
    stats: [] as BidderMinuteStats[],
    appendDelayMs: 0,
    failNext: false,
    async append(events: readonly DeliveryEvent[]) {
      if (store.appendDelayMs) await new Promise((r) => setTimeout(r, store.appendDelayMs));
      if (store.failNext) {
        store.failNext = false;
        throw new Error('store down');
      }
      store.events.push(...events);
    },
    appendStats(rows: readonly BidderMinuteStats[]) {
      store.stats.push(...rows);
      return Promise.resolve();
    },
    lastTouch: () => Promise.resolve(null),
  };
  return store;
}

export function liveStrategy(overrides: Partial<LiveStrategy> = {}): LiveStrategy {
  const id = overrides.strategyId ?? 'strategy-1';
  return {
    strategyId: id,
    groupId: 'group-1',
    campaignId: 'campaign-1',
    advertiserId: 'advertiser-1',
    companyId: 'company-1',
    campaignType: 'PROGRAMMATIC',
    currency: 'BRL',
    objective: 'IMPRESSION',
    bid: { type: 'CPM', amount: 500n },
    budget: { strategy: 100_000n, group: 100_000n, campaign: 100_000n, campaignDaily: null },
    startDate: '2026-01-01',
    endDate: null,
    targeting: {
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
    },
    frequencyCap: null,
    creatives: [
      {
        id: `creative-of-${id}`,
        format: 'DISPLAY',
        width: 300,
        height: 250,
        title: null,
        body: null,
        callToAction: null,
        destinationUrl: 'https://loja.example.com.br/',
        displayUrl: null,
        sponsoredBy: null,
        mediaUrl: 'https://verba.test/cr/v1/a/t.png',
        mimeType: 'image/png',
        durationSeconds: null,
        advertiserDomain: 'loja.example.com.br',
      },
    ],
    pixelGroupId: null,
    version: '1',
    ...overrides,
  };
}

export function bidRequest(overrides: Record<string, unknown> = {}) {
  return {
    id: 'req-1',
    imp: [{ id: '1', banner: { w: 300, h: 250 }, bidfloor: 0.5, bidfloorcur: 'BRL' }],
    site: { domain: 'noticias.example.com.br' },
    user: { buyeruid: 'user-1' },
    tmax: 200,
    ...overrides,
  };
}

/** The exchange the bid route tests attribute their bids to. */
export const testExchange = { id: 'exchange-1', slug: 'test-exchange' } as const;
