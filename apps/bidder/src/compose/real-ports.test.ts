import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeaseSource, LiveStrategy } from '@verba/domain/delivery/contracts';
import { bestFirst } from '@verba/domain/delivery/pricing/best-first';
import { compileStrategy, matchStrategy } from '@verba/domain/delivery/targeting/compile-strategy';
import {
  bannerCreative,
  emptyTargeting,
  liveStrategy,
  noon,
  requestArb,
  strategyArb,
  targetingArb,
  today,
} from '@verba/domain/delivery/targeting/test-arbitraries';
import type { EventStore } from '@verba/events';
import type { Candidate } from '../server/ports';
import { createRealPorts, explainPerSecond } from './real-ports';
import { loadTargetingData } from './targeting-data';

const targeting = loadTargetingData();
const leases: LeaseSource = { acquire: () => Promise.resolve(null) };

function portsWith(strategies: LiveStrategy[]) {
  const { ports } = createRealPorts({
    store: {} as EventStore,
    leases,
    targeting,
    bidderId: 'test',
    trackingSecret: 'test-tracking-secret-0123456789abcdef',
    trackingBaseUrl: 'http://127.0.0.1:3000',
    currencyRates: { BRL: 1, USD: 5.4, EUR: 5.85 },
    leaseSeconds: 30,
    now: () => noon,
  });
  for (const s of strategies) ports.index.upsert(s);
  return ports;
}

const banner = bannerCreative({ id: 'banner' });

/** A 300x250 imp in the open auction without a floor, in BRL: targeting and bids decide. */
const bannerRequestArb = requestArb().map((r) => ({
  ...r,
  currencies: ['BRL'],
  blockedAdvertiserDomains: [],
  imps: [
    {
      ...r.imps[0]!,
      banner: { sizes: [{ w: 300, h: 250 }] },
      floorCpmMicros: 0,
      deals: [],
      privateAuction: false,
    },
  ],
}));

/** Strategies with CPM and CPC bids from a small range of amounts (ties happen), each with a 300x250 banner among its creatives. */
const strategiesArb = fc
  .array(fc.tuple(fc.constantFrom('CPM' as const, 'CPC' as const), fc.integer({ min: 1, max: 6 })), {
    minLength: 1,
    maxLength: 30,
  })
  .chain((bids) =>
    fc.tuple(
      ...bids.map(([type, amount], i) =>
        strategyArb(`s${i}`, fc.oneof(fc.constant(emptyTargeting), targetingArb)).map((s) => ({
          ...s,
          campaignType: 'PROGRAMMATIC' as const,
          startDate: '2026-01-01',
          endDate: null,
          bid: { type, amount: BigInt(amount * 100) },
          creatives: [...s.creatives, { ...banner, id: `s${i}-banner` }],
        })),
      ),
    ),
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the real index ranks for best-first pricing', () => {
  it('property: the offers come in the order of pricing every matching strategy (so the same winner)', () => {
    // The first creative that fits serves, so both sides price the same creative.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    let contested = 0;
    fc.assert(
      fc.property(strategiesArb, bannerRequestArb, (strategies, request) => {
        const ports = portsWith(strategies);
        const imp = request.imps[0]!;
        const price = (candidate: Candidate) =>
          ports.price({
            request,
            imp,
            strategy: candidate.strategy,
            creative: candidate.creative,
            shading: 1,
            maxCpmMicros: Number.MAX_SAFE_INTEGER,
            dealId: candidate.dealId ?? null,
          });

        const found = ports.index.match(request, imp);
        if (!('ranked' in found)) throw new Error('the real index ranks');
        const { ranked } = found;
        const bestFirstOrder = [
          ...bestFirst({
            count: ranked.count,
            bound: (rank) => ranked.bound(rank),
            evaluate(rank) {
              const candidate = ranked.candidate(rank);
              if (!candidate || typeof candidate === 'string') return null;
              const offer = price(candidate);
              if (!offer.ok) return null;
              expect(offer.campaignCpmMicros).toBeLessThanOrEqual(ranked.bound(rank));
              return {
                value: offer.campaignCpmMicros,
                tie: ranked.tie(rank),
                offer: candidate.strategy.strategyId,
              };
            },
          }),
        ];

        // The full evaluation: the whole rule on every strategy, each priced, a stable sort by price.
        const everyOffer = strategies.flatMap((strategy) => {
          const match = matchStrategy(compileStrategy(strategy, targeting.geo), request, imp, {
            today,
            geo: targeting.geo,
          });
          if (!match) return [];
          const offer = price({ strategy, creative: match.creatives[0]!, dealId: match.dealId });
          return offer.ok ? [{ id: strategy.strategyId, value: offer.campaignCpmMicros }] : [];
        });
        everyOffer.sort((a, b) => b.value - a.value);
        if (everyOffer.length > 1) contested++;
        expect(bestFirstOrder).toEqual(everyOffer.map((o) => o.id));
      }),
      { numRuns: 300 },
    );
    // The property means something only where several strategies bid.
    expect(contested).toBeGreaterThan(30);
  });

  it('property: with floors, cutting the candidates whose bound is under the lowest floor changes no offer', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const flooredArb = fc
      .tuple(
        bannerRequestArb,
        fc.integer({ min: 0, max: 1_200 }),
        fc.constantFrom('BRL', 'USD', 'EUR', 'XXX'),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 1_200 }), fc.constantFrom('BRL', 'USD')), {
          maxLength: 2,
        }),
        fc.boolean(),
        fc.subarray(['BRL', 'USD', 'EUR']),
      )
      .map(([request, floor, floorCurrency, deals, privateAuction, currencies]) => ({
        ...request,
        currencies,
        imps: [
          {
            ...request.imps[0]!,
            // Centavos per CPM: 0–12 BRL, around the strategies' bids (1–6 BRL, CPC bids' expected CPM).
            floorCpmMicros: floor * 10_000,
            floorCurrency,
            deals: deals.map(([dealFloor, currency], i) => ({
              id: `deal-${i}`,
              floorCpmMicros: dealFloor * 10_000,
              floorCurrency: currency,
            })),
            privateAuction: privateAuction && deals.length > 0,
          },
        ],
      }));
    let cut = 0;
    fc.assert(
      fc.property(
        strategiesArb,
        flooredArb,
        fc.array(fc.constantFrom('BRL' as const, 'USD' as const)),
        (drafts, request, currencies) => {
          // Campaigns in two currencies: each currency's floor is its own.
          const strategies = drafts.map((s, i) => ({ ...s, currency: currencies[i] ?? s.currency }));
          const ports = portsWith(strategies);
          const imp = request.imps[0]!;
          const walk = (cutting: boolean) => {
            const found = ports.index.match(request, imp);
            if (!('ranked' in found)) throw new Error('the real index ranks');
            const { ranked } = found;
            const refused: string[] = [];
            const offers = [
              ...bestFirst({
                count: ranked.count,
                bound: (rank) => ranked.bound(rank),
                evaluate(rank) {
                  const strategy = ranked.strategy(rank);
                  if (cutting && ranked.bound(rank) < ports.lowestFloor!(request, imp, strategy.currency)) {
                    cut++;
                    return null;
                  }
                  const candidate = ranked.candidate(rank);
                  if (!candidate || typeof candidate === 'string') return null;
                  const offer = ports.price({
                    request,
                    imp,
                    strategy,
                    creative: candidate.creative,
                    shading: 1,
                    maxCpmMicros: Number.MAX_SAFE_INTEGER,
                    dealId: candidate.dealId ?? null,
                  });
                  if (!offer.ok) {
                    refused.push(offer.reason);
                    return null;
                  }
                  return { value: offer.campaignCpmMicros, tie: ranked.tie(rank), offer };
                },
              }),
            ];
            return { offers, refused };
          };
          const whole = walk(false);
          const cutting = walk(true);
          expect(cutting.offers).toEqual(whole.offers);
          // What is cut could only have been refused for the floor: no other refusal is lost.
          expect(cutting.refused.filter((r) => r !== 'floor_above_bid')).toEqual(
            whole.refused.filter((r) => r !== 'floor_above_bid'),
          );
        },
      ),
      { numRuns: 300 },
    );
    expect(cut).toBeGreaterThan(50);
  });
});

describe("the real index's explanations (sampleMismatch)", () => {
  it('explains one strategy per request, at most explainPerSecond a second past a burst', () => {
    const strategies = Array.from({ length: 3 }, (_, i) =>
      liveStrategy(`s${i}`, { ...emptyTargeting, devices: ['DESKTOP'] }, [banner], 'PROGRAMMATIC'),
    );
    const ports = portsWith(strategies);
    const request = fc.sample(bannerRequestArb, { numRuns: 1, seed: 7 })[0]!;
    const phone = { ...request, device: { ...request.device, type: 'MOBILE' as const } };
    let explained = 0;
    const start = performance.now();
    for (let i = 0; i < 5_000; i++)
      if (ports.index.sampleMismatch!(phone, phone.imps[0]!)?.reason === 'targeting') explained++;
    const seconds = (performance.now() - start) / 1000;
    expect(explained).toBeGreaterThanOrEqual(100);
    expect(explained).toBeLessThanOrEqual(100 + Math.ceil(seconds * explainPerSecond) + 1);
  });
});

describe('the content category a bid’s events carry (reports, issue 29)', () => {
  it('is the tier-1 Content Taxonomy 3.1 ancestor of the category sent; a tier-1 or unknown id stays as it is', () => {
    const ports = portsWith([]);
    // 588 Men's Underwear and Sleepwear → 582 Men's Clothing → 579 Men's Fashion → 552 Style & Fashion.
    expect(ports.contentTier1!('588')).toBe('552');
    expect(ports.contentTier1!('151')).toBe('150');
    expect(ports.contentTier1!('483')).toBe('483');
    expect(ports.contentTier1!('not-a-category')).toBe('not-a-category');
  });
});
