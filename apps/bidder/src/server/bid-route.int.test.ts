import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpenRtbBidResponse } from './bid-route';
import { createMemoryFrequencyCounter } from './frequency-caps';
import { bidRequest, fakeIndex, fakeParse, liveStrategy, rankedIndex } from './testing/fake-ports';
import { createTestBidder, testExchangeBidPath, type TestBidder } from './testing/test-bidder';

let t: TestBidder;
afterEach(async () => {
  await t?.close();
});

const bid = (body: unknown, headers: Record<string, string> = {}) => t.bid(body, headers);

describe('POST /openrtb2/bid', () => {
  it('answers a matching request with one seat of bids carrying the agreed fields', async () => {
    t = await createTestBidder();
    const response = await bid(bidRequest());
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-openrtb-version']).toBe('2.6');
    const body = response.json<OpenRtbBidResponse>();
    expect(body).toMatchObject({ id: 'req-1', cur: 'BRL', seatbid: [{ seat: 'verba' }] });
    const [b] = body.seatbid[0]!.bid;
    expect(b).toMatchObject({
      impid: '1',
      price: 5,
      adid: 'creative-of-strategy-1',
      crid: 'creative-of-strategy-1',
      cid: 'campaign-1',
      adomain: ['loja.example.com.br'],
      w: 300,
      h: 250,
      mtype: 1,
    });
    expect(b!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(b!.nurl).toContain('${AUCTION_PRICE}');
    expect(b!.burl).toContain('/t/v1/x/test-exchange/bill?t=');
    expect(b!.lurl).toContain('/t/v1/x/test-exchange/loss?t=');
    expect(b!.adm).toContain('/t/v1/imp?t=');
    // Exposure held for the open bid: 5 BRL CPM → 5,000 micros.
    expect([...t.banker.open.values()]).toEqual([5000]);
    await new Promise((r) => setImmediate(r));
    expect(t.store.events).toEqual([
      expect.objectContaining({
        id: `bid:${b!.id}`,
        type: 'bid',
        bidCpmMicros: 5_000_000,
        costMicros: 0,
        strategyId: 'strategy-1',
        leaseId: 'lease-campaign-1',
        exclusion: '',
      }),
    ]);
    expect(t.store.events[0]!.userKey).not.toBe('user-1');
  });

  it('the bid event and its token carry the browser and the tier-1 content category (reports)', async () => {
    t = await createTestBidder({
      ports: {
        parse: (body, options) => {
          const parsed = fakeParse(body, options);
          if (!parsed.ok) return parsed;
          parsed.request.device.browser = 'FIREFOX';
          parsed.request.contentCategoryIds = ['484', '483'];
          return parsed;
        },
        contentTier1: (id) => (id === '484' ? '483' : id),
      },
    });
    const response = await bid(bidRequest());
    expect(response.statusCode).toBe(200);
    await new Promise((r) => setImmediate(r));
    expect(t.store.events[0]).toMatchObject({ type: 'bid', browser: 'FIREFOX', contentCategory: '483' });
    const [b] = response.json<OpenRtbBidResponse>().seatbid[0]!.bid;
    const token = new URL(b!.burl.replace('${AUCTION_PRICE}', '1')).searchParams.get('t')!;
    const claims = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ browser: 'FIREFOX', contentCategory: '483' });
  });

  it('bids on several imps, the best strategy per imp, one bid per strategy', async () => {
    t = await createTestBidder({
      strategies: [
        liveStrategy({ strategyId: 'cheap', bid: { type: 'CPM', amount: 300n } }),
        liveStrategy({ strategyId: 'dear', bid: { type: 'CPM', amount: 900n } }),
      ],
    });
    const response = await bid(
      bidRequest({
        imp: [
          { id: 'a', banner: { format: [{ w: 300, h: 250 }] } },
          { id: 'b', banner: { w: 300, h: 250 } },
          { id: 'c', banner: { w: 728, h: 90 } },
        ],
      }),
    );
    const bids = response.json<OpenRtbBidResponse>().seatbid[0]!.bid;
    expect(bids.map((b) => [b.impid, b.price])).toEqual([
      ['a', 9],
      ['b', 3],
    ]);
  });

  it('answers 204 without a matching strategy and counts the reason', async () => {
    t = await createTestBidder();
    const response = await bid(bidRequest({ imp: [{ id: '1', banner: { w: 728, h: 90 } }] }));
    expect(response.statusCode).toBe(204);
    expect(t.bidder.metrics.snapshot(t.clock.now).at(-1)!.noBids).toEqual({ no_matching_strategy: 1 });
  });

  it('does not bid below the floor, and says so for the strategy', async () => {
    t = await createTestBidder();
    const response = await bid(
      bidRequest({ imp: [{ id: '1', banner: { w: 300, h: 250 }, bidfloor: 2, bidfloorcur: 'USD' }] }),
    );
    expect(response.statusCode).toBe(204);
    expect(t.bidder.diagnostics(['strategy-1']).get('strategy-1')).toMatchObject({
      lastReason: 'floor_above_bid',
      noBids: { floor_above_bid: 1 },
    });
  });

  it('stops at the campaign budget: exposure of open bids counts', async () => {
    // 12,000 micros: two 5,000-micro exposures fit, the third does not.
    t = await createTestBidder({ budgets: { 'campaign-1': 12_000 } });
    expect((await bid(bidRequest({ user: { buyeruid: 'a' } }))).statusCode).toBe(200);
    expect((await bid(bidRequest({ user: { buyeruid: 'b' } }))).statusCode).toBe(200);
    const third = await bid(bidRequest({ user: { buyeruid: 'c' } }));
    expect(third.statusCode).toBe(200);
    // The price is capped at what remains (2,000 micros of exposure = 2 BRL CPM).
    expect(third.json<OpenRtbBidResponse>().seatbid[0]!.bid[0]!.price).toBe(2);
    expect((await bid(bidRequest({ user: { buyeruid: 'd' } }))).statusCode).toBe(204);
  });

  it('holds no exposure for a strategy without a lease', async () => {
    t = await createTestBidder({ budgets: {} });
    expect((await bid(bidRequest())).statusCode).toBe(204);
    expect(t.bidder.diagnostics(['strategy-1']).get('strategy-1')!.lastReason).toBe('no_lease');
  });

  it('skips a strategy the pacer throttles', async () => {
    t = await createTestBidder({ ports: { pace: () => ({ bid: false }) } });
    expect((await bid(bidRequest())).statusCode).toBe(204);
    expect(t.bidder.metrics.snapshot(t.clock.now).at(-1)!.noBids).toEqual({ pacing: 1 });
  });

  it('answers test requests but never bills them', async () => {
    t = await createTestBidder();
    const response = await bid(bidRequest({ test: 1 }));
    expect(response.statusCode).toBe(200);
    expect(t.banker.open.size).toBe(0);
    await new Promise((r) => setImmediate(r));
    expect(t.store.events[0]).toMatchObject({ type: 'bid', exclusion: 'invalid' });
  });

  it('past tmax (minus the margin) answers 204 as a timeout and releases what it held', async () => {
    t = await createTestBidder({ options: { tmaxMarginMs: 5 } });
    t.index.delayMs = 30;
    const response = await bid(bidRequest({ tmax: 20 }));
    expect(response.statusCode).toBe(204);
    expect(t.banker.open.size).toBe(0);
    const minute = t.bidder.metrics.snapshot(t.clock.now).at(-1)!;
    expect(minute).toMatchObject({ timeouts: 1, noBids: { timeout: 1 } });
    // Without tmax the default applies.
    t.index.delayMs = 0;
    expect((await bid(bidRequest({ tmax: undefined }))).statusCode).toBe(200);
  });

  it('skips a strategy whose frequency cap the user reached', async () => {
    const caps = createMemoryFrequencyCounter();
    t = await createTestBidder({
      strategies: [liveStrategy({ frequencyCap: { count: 1, period: 1, unit: 'DAYS' } })],
      options: { caps },
    });
    const first = await bid(bidRequest());
    const token = /imp\?t=([^"]+)/.exec(first.json<OpenRtbBidResponse>().seatbid[0]!.bid[0]!.adm)![1]!;
    const beacon = await t.app.inject({
      url: `/t/v1/imp?t=${token}`,
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0 Safari/537.36' },
    });
    expect(beacon.statusCode).toBe(200);
    expect((await bid(bidRequest())).statusCode).toBe(204);
    expect(t.bidder.diagnostics(['strategy-1']).get('strategy-1')!.lastReason).toBe('frequency_cap');
    // Another user is not capped.
    expect((await bid(bidRequest({ user: { buyeruid: 'user-2' } }))).statusCode).toBe(200);
  });

  it('follows catalog changes at once: a removed strategy stops bidding, a new one starts', async () => {
    t = await createTestBidder();
    t.bidder.catalog.apply({ upserts: [], removals: ['strategy-1'] });
    expect((await bid(bidRequest())).statusCode).toBe(204);
    t.bidder.catalog.apply({ upserts: [liveStrategy({ strategyId: 'strategy-2' })], removals: [] });
    expect((await bid(bidRequest())).statusCode).toBe(200);
  });

  it('answers 204 (counted, never 5xx) when a port fails', async () => {
    t = await createTestBidder({
      ports: {
        markup: () => {
          throw new Error('boom');
        },
      },
    });
    const response = await bid(bidRequest());
    expect(response.statusCode).toBe(204);
    expect(t.bidder.metrics.failures()).toEqual({ bid: 1 });
  });
});

describe('hostile bodies never get a 5xx and the bidder lives', () => {
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
  const cases: [string, string | Buffer, number[]][] = [
    ['invalid JSON', '{"id": "x", "imp": [', [400]],
    ['not UTF-8', Buffer.from([0x7b, 0x22, 0x69, 0x64, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), [400]],
    ['10 MB', JSON.stringify({ id: 'x', imp: [], pad: 'x'.repeat(10_000_000) }), [413]],
    ['deep nesting', `{"id":"x","imp":${deep(400_000)}}`, [400, 204]],
    // 1.2 MB: past the limit.
    ['a huge array', JSON.stringify({ id: 'x', imp: new Array(100_000).fill({ id: '1' }) }), [413]],
    ['a big array', JSON.stringify({ id: 'x', imp: new Array(80_000).fill({ id: '1' }) }), [400, 204]],
    ['wrong types', JSON.stringify({ id: 7, imp: 'banner' }), [400]],
    ['missing ids', JSON.stringify({ imp: [{ banner: { w: 300, h: 250 } }] }), [400]],
    ['no supported imp', JSON.stringify({ id: 'x', imp: [{ id: '1', audio: {} }] }), [204]],
    ['an empty body', '', [400]],
    ['JSON null', 'null', [400]],
  ];

  it.each(cases)('%s', async (_name, payload, statuses) => {
    t = await createTestBidder();
    const response = await bid(payload);
    expect(statuses).toContain(response.statusCode);
    expect((await bid(bidRequest())).statusCode).toBe(200);
  });

  it('on a real listening server, a 10 MB body is refused with 413, read by the client, and the next request is served', async () => {
    t = await createTestBidder();
    const address = t.url;
    const big = await fetch(`${address}${testExchangeBidPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'x', imp: [], pad: 'x'.repeat(10_000_000) }),
    });
    // The rest of the body is read (and dropped) before the close: the client reads the 413.
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: 'too_large' });
    const ok = await fetch(`${address}${testExchangeBidPath}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(bidRequest()),
    });
    expect(ok.status).toBe(200);
    expect(t.bidder.metrics.snapshot(t.clock.now).at(-1)!.malformed).toBe(1);
  });
});

describe('the answer on the wire', () => {
  it('frames a bid answer as JSON with its exact length, with the headers the app sets on every answer', async () => {
    t = await createTestBidder();
    // As the API app embeds it: its security headers on the bid answers too, answered ahead of its hooks.
    const app = Fastify({
      logger: false,
      serverFactory: t.bidder.serverFactory({ 'x-content-type-options': 'nosniff' }),
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('x-content-type-options', 'nosniff');
      done();
    });
    await app.register(t.bidder.plugin);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const post = (body: unknown) =>
        fetch(`${address}${testExchangeBidPath}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const answer = await post(bidRequest({ id: 'pedido-ação-1' }));
      const bytes = Buffer.from(await answer.arrayBuffer());
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(Number(answer.headers.get('content-length'))).toBe(bytes.length);
      expect(answer.headers.get('x-openrtb-version')).toBe('2.6');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect((JSON.parse(bytes.toString('utf8')) as OpenRtbBidResponse).id).toBe('pedido-ação-1');
      const none = await post(bidRequest({ imp: [{ id: '1', banner: { w: 728, h: 90 } }] }));
      expect(none.status).toBe(204);
      expect(none.headers.get('content-type')).toBeNull();
      expect(none.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await none.text()).toBe('');
      const malformed = await post({ id: 'x' });
      expect(malformed.status).toBe(400);
      expect(malformed.headers.get('connection')).not.toBe('close');
      expect(await malformed.json()).toEqual({ error: 'malformed' });
      const minute = t.bidder.metrics.snapshot(t.clock.now).at(-1)!;
      expect(minute).toMatchObject({ requests: 3, bids: 1, malformed: 1 });
      // The tracking routes are still Fastify's, with the app's hooks.
      const beacon = await fetch(`${address}/t/v1/imp?t=forged`);
      expect(beacon.status).toBe(400);
      expect(beacon.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await app.close();
    }
  });
});

describe('best-first pricing (a ranked index)', () => {
  const strategies = [
    liveStrategy({ strategyId: 'cheap', bid: { type: 'CPM', amount: 300n } }),
    liveStrategy({
      strategyId: 'dear',
      bid: { type: 'CPM', amount: 900n },
      frequencyCap: { count: 1, period: 1, unit: 'DAYS' },
    }),
    liveStrategy({ strategyId: 'mid', bid: { type: 'CPM', amount: 600n } }),
  ];
  const noBidsOf = (id: string) => t.bidder.diagnostics([id]).get(id)?.noBids ?? {};

  it('prices only the candidates that could still win; one never visited counts nothing', async () => {
    const index = rankedIndex(fakeIndex());
    t = await createTestBidder({ strategies, ports: { index } });
    const response = await bid(bidRequest());
    expect(response.json<OpenRtbBidResponse>().seatbid[0]!.bid[0]!.price).toBe(9);
    expect(index.visited).toEqual(['dear']);
    expect(noBidsOf('mid')).toEqual({});
    expect(noBidsOf('cheap')).toEqual({});
  });

  it('a refused best candidate counts its reason and the next best bids', async () => {
    const index = rankedIndex(fakeIndex());
    t = await createTestBidder({
      strategies,
      ports: { index },
      options: { caps: createMemoryFrequencyCounter() },
    });
    const first = await bid(bidRequest());
    const token = /imp\?t=([^"]+)/.exec(first.json<OpenRtbBidResponse>().seatbid[0]!.bid[0]!.adm)![1]!;
    await t.app.inject({
      url: `/t/v1/imp?t=${token}`,
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0 Safari/537.36' },
    });
    index.visited.length = 0;
    const second = await bid(bidRequest());
    expect(second.json<OpenRtbBidResponse>().seatbid[0]!.bid[0]!.price).toBe(6);
    expect(index.visited).toEqual(['dear', 'mid']);
    expect(noBidsOf('dear')).toEqual({ frequency_cap: 1 });
    expect(noBidsOf('cheap')).toEqual({});
  });

  it('with no bid, every candidate was visited and the request keeps the most telling reason', async () => {
    const index = rankedIndex(fakeIndex());
    t = await createTestBidder({ strategies, ports: { index, pace: () => ({ bid: false }) } });
    expect((await bid(bidRequest())).statusCode).toBe(204);
    expect(index.visited).toEqual(['dear', 'mid', 'cheap']);
    expect(t.bidder.metrics.snapshot(t.clock.now).at(-1)!.noBids).toEqual({ pacing: 1 });
  });
});

describe('shared frequency counters that answer late', () => {
  it('answers 204 (timeout) at tmax instead of waiting for the counter', async () => {
    t = await createTestBidder({
      strategies: [liveStrategy({ frequencyCap: { count: 1, period: 1, unit: 'DAYS' } })],
      options: {
        caps: {
          kind: 'redis',
          counts: () => new Promise<number[]>((resolve) => setTimeout(() => resolve([0]), 300)),
          increment: () => Promise.resolve(),
          close: () => Promise.resolve(),
        },
      },
    });
    const started = Date.now();
    const response = await bid(bidRequest({ tmax: 50 }));
    expect(response.statusCode).toBe(204);
    expect(Date.now() - started).toBeLessThan(250);
    expect(t.bidder.metrics.snapshot(t.clock.now).at(-1)).toMatchObject({ timeouts: 1 });
  });
});
