import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Currency, LiveStrategy } from '../contracts';
import type { ImpOffer, ParsedBidRequest } from '../request';
import { bannerCreative, emptyTargeting, liveStrategy } from '../targeting/test-arbitraries';
import { parseBidRequest } from '../openrtb/parse-bid-request';
import { createStrategyIndex } from '../targeting/strategy-index';
import { bidCpmMicros, cpmUpperBoundMicros, impKindOf } from './bid-cpm';
import { creativeFormats, type CreativeFormat } from '../../creatives/formats';
import { bidCurrencyOf, convertMicros, defaultCurrencyRates, parseCurrencyRates } from './currency-rates';
import { createRatePredictor } from './rate-predictor';

const rates = { BRL: 1, USD: 5, EUR: 5.5 };

const strategy = (type: 'CPM' | 'CPC' | 'CPV', amount: bigint, currency: Currency = 'BRL'): LiveStrategy => ({
  ...liveStrategy('s1', emptyTargeting, []),
  bid: { type, amount },
  currency,
});

const imp = (patch: Partial<ImpOffer> = {}): ImpOffer => ({
  impId: '1',
  banner: { sizes: [{ w: 300, h: 250 }] },
  native: null,
  video: null,
  audio: null,
  floorCpmMicros: 0,
  floorCurrency: 'USD',
  deals: [],
  privateAuction: false,
  secure: true,
  ...patch,
});

const request = (currencies: string[] = ['BRL']) => ({ currencies }) as ParsedBidRequest;

describe('bid price', () => {
  it('CPM bids as is: R$ 5,00 CPM → 5,000,000 micros', () => {
    const price = bidCpmMicros({
      strategy: strategy('CPM', 500n),
      imp: imp(),
      request: request(),
      predictor: createRatePredictor(),
      rates,
    });
    expect(price).toEqual({
      ok: true,
      cpmMicros: 5_000_000,
      floorMicros: 0,
      price: { micros: 5_000_000, currency: 'BRL' },
    });
  });

  it('CPC → CPC × predicted CTR × 1000 (display prior 0.1 %, native 0.3 %)', () => {
    const predictor = createRatePredictor();
    const cpc = strategy('CPC', 100n); // R$ 1,00 per click
    expect(bidCpmMicros({ strategy: cpc, imp: imp(), request: request(), predictor, rates })).toMatchObject({
      cpmMicros: 1_000_000,
    });
    expect(
      bidCpmMicros({
        strategy: cpc,
        imp: imp(),
        request: request(),
        predictor,
        rates,
        format: 'NATIVE_DISPLAY',
      }),
    ).toMatchObject({
      cpmMicros: 3_000_000,
    });
  });

  it('CPV → CPV × predicted completion × 1000 (video prior 60 %)', () => {
    const video = imp({
      banner: null,
      video: {
        mimes: ['video/mp4'],
        protocols: [2],
        minDuration: 0,
        maxDuration: 30,
        w: 640,
        h: 360,
        skippable: true,
      },
    });
    const price = bidCpmMicros({
      strategy: strategy('CPV', 5n),
      imp: video,
      request: request(),
      predictor: createRatePredictor(),
      rates,
    });
    expect(price).toMatchObject({ ok: true, cpmMicros: 30_000_000 });
  });

  it('the floor is converted into the campaign currency; under it there is no bid', () => {
    const floored = imp({ floorCpmMicros: 1_000_000, floorCurrency: 'USD' }); // US$ 1 = R$ 5
    const predictor = createRatePredictor();
    expect(
      bidCpmMicros({ strategy: strategy('CPM', 499n), imp: floored, request: request(), predictor, rates }),
    ).toEqual({
      ok: false,
      reason: 'floor_above_bid',
    });
    expect(
      bidCpmMicros({ strategy: strategy('CPM', 500n), imp: floored, request: request(), predictor, rates }),
    ).toMatchObject({
      ok: true,
      floorMicros: 5_000_000,
    });
  });

  it('a deal’s floor replaces the imp’s', () => {
    const dealImp = imp({
      floorCpmMicros: 10_000,
      deals: [{ id: 'd1', floorCpmMicros: 2_000_000, floorCurrency: 'BRL' }],
      privateAuction: true,
    });
    const args = { imp: dealImp, request: request(), predictor: createRatePredictor(), rates };
    expect(bidCpmMicros({ ...args, strategy: strategy('CPM', 150n), dealId: 'd1' })).toEqual({
      ok: false,
      reason: 'floor_above_bid',
    });
    expect(bidCpmMicros({ ...args, strategy: strategy('CPM', 250n), dealId: 'd1' })).toMatchObject({
      ok: true,
      floorMicros: 2_000_000,
    });
  });

  it('never above the cap; a cap under the floor is no bid for the cap’s reason', () => {
    const args = {
      strategy: strategy('CPM', 1000n),
      request: request(),
      predictor: createRatePredictor(),
      rates,
    };
    expect(bidCpmMicros({ ...args, imp: imp(), capMicros: 3_000_000 })).toMatchObject({
      ok: true,
      cpmMicros: 3_000_000,
    });
    expect(
      bidCpmMicros({
        ...args,
        imp: imp({ floorCpmMicros: 4_000_000, floorCurrency: 'BRL' }),
        capMicros: 3_000_000,
        capReason: 'daily_budget',
      }),
    ).toEqual({
      ok: false,
      reason: 'daily_budget',
    });
    expect(bidCpmMicros({ ...args, imp: imp(), capMicros: 0 })).toMatchObject({
      ok: false,
      reason: 'campaign_budget',
    });
  });

  it('prices in a currency the exchange accepts (USD when it lists none); unknown currencies are unsupported', () => {
    const args = { strategy: strategy('CPM', 500n), imp: imp(), predictor: createRatePredictor(), rates };
    expect(bidCpmMicros({ ...args, request: request([]) })).toMatchObject({
      price: { micros: 1_000_000, currency: 'USD' },
    });
    expect(bidCpmMicros({ ...args, request: request(['JPY']) })).toEqual({
      ok: false,
      reason: 'unsupported',
    });
    expect(
      bidCpmMicros({ ...args, imp: imp({ floorCpmMicros: 1, floorCurrency: 'JPY' }), request: request() }),
    ).toEqual({
      ok: false,
      reason: 'unsupported',
    });
  });

  it('property: a bid is never under the floor (in both currencies) nor over the cap', () => {
    const code = fc.constantFrom('BRL', 'USD', 'EUR');
    fc.assert(
      fc.property(
        fc.record({
          type: fc.constantFrom('CPM' as const, 'CPC' as const, 'CPV' as const),
          amount: fc.bigInt({ min: 1n, max: 100_000n }),
          currency: code,
          floor: fc.integer({ min: 0, max: 50_000_000 }),
          floorCurrency: code,
          accepted: fc.subarray(['BRL', 'USD', 'EUR']),
          cap: fc.option(fc.integer({ min: 0, max: 100_000_000 }), { nil: undefined }),
          usd: fc.double({ min: 0.5, max: 10, noNaN: true }),
          eur: fc.double({ min: 0.5, max: 10, noNaN: true }),
        }),
        (c) => {
          const r = { BRL: 1, USD: c.usd, EUR: c.eur };
          const price = bidCpmMicros({
            strategy: strategy(c.type, c.amount, c.currency),
            imp: imp({ floorCpmMicros: c.floor, floorCurrency: c.floorCurrency }),
            request: request(c.accepted),
            predictor: createRatePredictor(),
            rates: r,
            capMicros: c.cap,
          });
          if (!price.ok) return;
          expect(price.cpmMicros).toBeLessThanOrEqual(c.cap ?? Infinity);
          expect(price.cpmMicros).toBeGreaterThanOrEqual(price.floorMicros);
          expect(price.price.micros).toBeGreaterThanOrEqual(
            convertMicros(c.floor, c.floorCurrency, price.price.currency, r, 'up')!,
          );
          expect(price.price.micros * r[price.price.currency]).toBeLessThanOrEqual(
            price.cpmMicros * r[c.currency] + 1e-6 * price.cpmMicros,
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('the upper bound of best-first pricing', () => {
  it('property: no price of a strategy on an imp exceeds its bound, whichever creative serves', () => {
    fc.assert(
      fc.property(
        fc.record({
          type: fc.constantFrom('CPM' as const, 'CPC' as const, 'CPV' as const),
          amount: fc.bigInt({ min: 1n, max: 100_000n }),
          formats: fc.subarray([...creativeFormats], { minLength: 1 }),
          served: fc.nat(),
          kind: fc.constantFrom('banner', 'video', 'audio', 'native'),
          shown: fc.nat({ max: 100_000 }),
          acted: fc.nat({ max: 100_000 }),
        }),
        (c) => {
          const predictor = createRatePredictor();
          predictor.observe('s1', c.shown, c.acted);
          const live = {
            ...strategy(c.type, c.amount),
            creatives: c.formats.map((format, i) => bannerCreative({ id: `cr${i}`, format })),
          };
          const offer = imp(c.kind === 'banner' ? {} : { banner: null, [c.kind]: {} as never });
          const format = c.formats[c.served % c.formats.length];
          const price = bidCpmMicros({
            strategy: live,
            imp: offer,
            request: request(),
            predictor,
            rates,
            format,
          });
          if (price.ok)
            expect(price.cpmMicros).toBeLessThanOrEqual(cpmUpperBoundMicros(live, offer, predictor));
        },
      ),
      { numRuns: 1000 },
    );
  });
  it("the index's kept bounds answer what the bound computes now, after the predictor learns and strategies change (property)", () => {
    const kinds = ['banner', 'video', 'audio', 'native'] as const;
    const bodies: Record<(typeof kinds)[number], object> = {
      banner: { banner: { w: 300, h: 250 } },
      video: { video: { mimes: ['video/mp4'] } },
      audio: { audio: { mimes: ['audio/mpeg'] } },
      native: { native: { request: JSON.stringify({ assets: [{ id: 1, title: { len: 90 } }] }) } },
    };
    const requests = Object.fromEntries(
      kinds.map((kind) => {
        const parsed = parseBidRequest({ id: 'r', imp: [{ id: '1', ...bodies[kind] }] });
        if (!parsed.ok) throw new Error(parsed.detail);
        return [kind, parsed.request];
      }),
    ) as Record<(typeof kinds)[number], ParsedBidRequest>;
    const draft = fc.record({
      type: fc.constantFrom('CPM' as const, 'CPC' as const, 'CPV' as const),
      formats: fc.subarray([...creativeFormats], { minLength: 1 }),
    });
    fc.assert(
      fc.property(
        fc.array(draft, { minLength: 1, maxLength: 4 }),
        fc.array(
          fc.record({
            strategy: fc.nat(),
            kind: fc.constantFrom(...kinds),
            learn: fc.option(fc.record({ shown: fc.nat({ max: 10_000 }), acted: fc.nat({ max: 10_000 }) })),
            change: fc.option(draft),
            readd: fc.boolean(),
          }),
          { maxLength: 30 },
        ),
        (drafts, steps) => {
          const predictor = createRatePredictor();
          // As the bidder keeps them (compose/real-ports.ts).
          const index = createStrategyIndex({
            keyOf: (live) => (live.bid.type === 'CPM' ? Number(live.bid.amount) * 10_000 : Number.NaN),
            keyFor: {
              of: (live, offer) => cpmUpperBoundMicros(live, offer, predictor),
              classOf: impKindOf,
              version: () => predictor.version,
            },
          });
          const liveOf = (
            d: { type: 'CPM' | 'CPC' | 'CPV'; formats: CreativeFormat[] },
            i: number,
            version: number,
          ): LiveStrategy => ({
            ...strategy(d.type, 250n + BigInt(version)),
            strategyId: `s${i}`,
            version: String(version),
            creatives: [
              bannerCreative({ id: 'display' }),
              ...d.formats.map((format, k) => bannerCreative({ id: `cr${k}`, format })),
            ],
          });
          drafts.forEach((d, i) => index.upsert(liveOf(d, i, 0)));
          steps.forEach((step, n) => {
            const at = step.strategy % drafts.length;
            if (step.learn) predictor.observe(`s${at}`, step.learn.shown, step.learn.acted);
            if (step.readd) index.remove(`s${at}`);
            if (step.change) index.upsert(liveOf(step.change, at, n + 1));
            else if (step.readd) index.upsert(liveOf(drafts[at]!, at, 0));
            const request = requests[step.kind];
            const found = index.survivors(request, request.imps[0]!);
            if (step.kind === 'banner') expect(found.strategies).toHaveLength(drafts.length);
            found.strategies.forEach((compiled, i) =>
              expect(found.keys[i]).toBe(cpmUpperBoundMicros(compiled.live, request.imps[0]!, predictor)),
            );
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('rate predictor', () => {
  it('starts at the prior and learns the delivered rate', () => {
    const predictor = createRatePredictor();
    expect(predictor.predict('s', 'click', 'display')).toBeCloseTo(0.001, 6);
    expect(predictor.predict('s', 'view', 'video')).toBeCloseTo(0.6, 6);
    predictor.observe('s', 100_000, 2_000); // 2 % CTR delivered
    expect(predictor.predict('s', 'click', 'display')).toBeGreaterThan(0.019);
    expect(predictor.predict('other', 'click', 'display')).toBeCloseTo(0.001, 6);
    predictor.forget('s');
    expect(predictor.predict('s', 'click', 'display')).toBeCloseTo(0.001, 6);
  });

  it('a few impressions barely move the prior; nonsense counts are ignored and acted never exceeds shown', () => {
    const predictor = createRatePredictor();
    predictor.observe('s', 10, 1);
    expect(predictor.predict('s', 'click', 'display')).toBeLessThan(0.002);
    predictor.observe('s', -5, 3);
    predictor.observe('s', Number.NaN, 1);
    predictor.observe('t', 1, 50);
    expect(predictor.predict('t', 'click', 'display')).toBeLessThanOrEqual(1);
  });
});

describe('currency rates', () => {
  it('converts micros, rounding floors up and prices down', () => {
    expect(convertMicros(1_000_000, 'USD', 'BRL', defaultCurrencyRates, 'up')).toBe(5_400_000);
    expect(convertMicros(1_000_001, 'BRL', 'USD', rates, 'up')).toBe(200_001);
    expect(convertMicros(1_000_001, 'BRL', 'USD', rates, 'down')).toBe(200_000);
    expect(convertMicros(1, 'BRL', 'JPY', rates, 'up')).toBeNull();
  });

  it('reads the setting "USD=5.40,EUR=5.90"', () => {
    expect(parseCurrencyRates('USD=5.40, EUR=5.90')).toEqual({ BRL: 1, USD: 5.4, EUR: 5.9 });
    expect(parseCurrencyRates('')).toEqual(defaultCurrencyRates);
    expect(parseCurrencyRates('JPY=0.03')).toBeNull();
    expect(parseCurrencyRates('USD=0')).toBeNull();
    expect(parseCurrencyRates('BRL=2')).toBeNull();
  });

  it('bids in the campaign currency when accepted, else the first convertible one', () => {
    expect(bidCurrencyOf(['USD', 'BRL'], 'BRL')).toBe('BRL');
    expect(bidCurrencyOf(['JPY', 'EUR'], 'BRL')).toBe('EUR');
    expect(bidCurrencyOf([], 'BRL')).toBe('USD');
    expect(bidCurrencyOf(['JPY'], 'BRL')).toBeNull();
  });
});
