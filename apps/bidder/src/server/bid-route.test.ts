import { describe, expect, it } from 'vitest';
import { createBidRoute, type BidAnswer, type OpenRtbBidResponse } from './bid-route';
import { createMemoryFrequencyCounter, type FrequencyCounter } from './frequency-caps';
import { createBidderMetrics } from './metrics';
import type { BidderPorts } from './ports';
import {
  testExchange,
  bidRequest,
  fakeBanker,
  fakeConvert,
  fakeIndex,
  fakeMarkup,
  fakeParse,
  fakePrice,
  fakeStore,
  fakeTokens,
  liveStrategy,
} from './testing/fake-ports';

const at = Date.parse('2026-03-10T15:00:00Z');

/** A Redis-like counter: answers later, through a promise. */
const sharedCounter = (count: number): FrequencyCounter => ({
  kind: 'redis',
  counts: (keys) => Promise.resolve(keys.map(() => count)),
  increment: () => Promise.resolve(),
  close: () => Promise.resolve(),
});

function routeWith({ caps, ports = {} }: { caps: FrequencyCounter; ports?: Partial<BidderPorts> }) {
  const index = fakeIndex();
  index.upsert(liveStrategy({ frequencyCap: { count: 1, period: 1, unit: 'DAYS' } }));
  const metrics = createBidderMetrics({ bidderId: 'test', now: () => at });
  const route = createBidRoute({
    ports: {
      parse: fakeParse,
      index,
      price: fakePrice,
      convert: fakeConvert,
      markup: fakeMarkup,
      tokens: fakeTokens(),
      banker: fakeBanker({ 'campaign-1': 1_000_000 }),
      pace: () => ({ bid: true, shading: 1 }),
      store: fakeStore(),
      ...ports,
    },
    caps,
    metrics,
    defaultTmaxMs: 120,
    tmaxMarginMs: 10,
    now: () => at,
    clock: () => performance.now(),
    onError: () => {},
  });
  return { route, metrics };
}

const bidsOf = (answer: BidAnswer) =>
  (JSON.parse(answer.body) as OpenRtbBidResponse).seatbid[0]!.bid.map((b) => [b.impid, b.price]);

describe('the bid route answers at once unless a shared counter must be awaited', () => {
  it('with in-process frequency counters, the answer itself (no promise)', () => {
    const { route } = routeWith({ caps: createMemoryFrequencyCounter() });
    const answer = route.answer(bidRequest(), '2.6', performance.now(), testExchange);
    expect(answer).not.toBeInstanceOf(Promise);
    expect((answer as BidAnswer).status).toBe(200);
    expect(bidsOf(answer as BidAnswer)).toEqual([['1', 5]]);
  });

  it('with a shared counter, a promise of the same answer; a reached cap is still a no-bid', async () => {
    const open = routeWith({ caps: sharedCounter(0) }).route.answer(
      bidRequest(),
      '2.6',
      performance.now(),
      testExchange,
    );
    expect(open).toBeInstanceOf(Promise);
    expect(bidsOf(await open)).toEqual([['1', 5]]);
    const { route, metrics } = routeWith({ caps: sharedCounter(1) });
    expect((await route.answer(bidRequest(), '2.6', performance.now(), testExchange)).status).toBe(204);
    expect(metrics.snapshot(at).at(-1)!.noBids).toEqual({ frequency_cap: 1 });
  });

  it('a port that throws is a counted 204 on either path, never a throw or a rejection', async () => {
    const markup = () => {
      throw new Error('boom');
    };
    const inProcess = routeWith({ caps: createMemoryFrequencyCounter(), ports: { markup } });
    expect(inProcess.route.answer(bidRequest(), '2.6', performance.now(), testExchange)).toMatchObject({
      status: 204,
    });
    expect(inProcess.metrics.failures()).toEqual({ bid: 1 });
    const shared = routeWith({ caps: sharedCounter(0), ports: { markup } });
    await expect(
      shared.route.answer(bidRequest(), '2.6', performance.now(), testExchange),
    ).resolves.toMatchObject({
      status: 204,
    });
    expect(shared.metrics.failures()).toEqual({ bid: 1 });
  });
});

describe('the bid of a deal, with its advertiser categories', () => {
  it('carries the deal and the categories, its fields in the OpenRTB order', () => {
    const strategy = liveStrategy({ adCategories: ['IAB1', 'IAB1-2'] });
    const { route } = routeWith({
      caps: createMemoryFrequencyCounter(),
      ports: {
        index: {
          ...fakeIndex(),
          match: () => ({ candidates: [{ strategy, creative: strategy.creatives[0]!, dealId: 'deal-7' }] }),
        },
        price: (input) => {
          const priced = fakePrice(input);
          return priced.ok && input.dealId ? { ...priced, dealId: input.dealId } : priced;
        },
      },
    });
    const answer = route.answer(bidRequest(), '2.6', performance.now(), testExchange) as BidAnswer;
    const [bid] = (JSON.parse(answer.body) as OpenRtbBidResponse).seatbid[0]!.bid;
    expect(bid).toMatchObject({ dealid: 'deal-7', cat: ['IAB1', 'IAB1-2'], cattax: 7 });
    expect(Object.keys(bid!)).toEqual([
      'id',
      'impid',
      'price',
      'adid',
      'crid',
      'cid',
      'adomain',
      'cat',
      'cattax',
      'w',
      'h',
      'mtype',
      'nurl',
      'burl',
      'lurl',
      'adm',
      'dealid',
    ]);
  });
});
