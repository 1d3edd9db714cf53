import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBidder } from './create-bidder';
import { createExchangeRegistry } from './exchange-registry';
import { registeredTestExchange, testExchangeBidPath } from './testing/test-bidder';
import { startBidderServer } from './bidder-server';
import { bidderOptionsOf } from './bidder-options';
import {
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
import type { LiveBatch } from './index-feed';

/** A feed that sends one batch now and another when told. */
function manualFeed() {
  const queue: LiveBatch[] = [];
  let wake: (() => void) | null = null;
  let ended = false;
  return {
    push(batch: LiveBatch) {
      queue.push(batch);
      wake?.();
    },
    end() {
      ended = true;
      wake?.();
    },
    async *[Symbol.asyncIterator]() {
      while (!ended) {
        if (queue.length === 0) await new Promise<void>((r) => (wake = r));
        while (queue.length) yield queue.shift()!;
      }
    },
  };
}

describe('the bidder as its own process (BIDDER_PORT)', () => {
  const feed = manualFeed();
  const store = fakeStore();
  const bidder = createBidder(
    {
      parse: fakeParse,
      index: fakeIndex(),
      price: fakePrice,
      convert: fakeConvert,
      markup: fakeMarkup,
      tokens: fakeTokens(),
      banker: fakeBanker({ 'campaign-1': 1_000_000 }),
      pace: () => ({ bid: true, shading: 1 }),
      store,
    },
    {
      ...bidderOptionsOf({
        bidderId: 'bidder-a',
        redisUrl: undefined,
        bidTtlSeconds: 60,
        defaultTmaxMs: 120,
        deliveryNoticeWindowSeconds: 120,
      }),
      feed,
      statsIntervalMs: 50,
      exchanges: createExchangeRegistry([registeredTestExchange()]),
    },
  );
  let server: Awaited<ReturnType<typeof startBidderServer>>;
  beforeAll(async () => {
    server = await startBidderServer({ bidder, port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    feed.end();
    await server.close();
    await bidder.stop();
  });

  const post = (body: unknown) =>
    fetch(`${server.address}${testExchangeBidPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-openrtb-version': '2.5' },
      body: JSON.stringify(body),
    });

  it('bids over real HTTP on strategies the live feed brings, and drops those it removes', async () => {
    expect((await post(bidRequest())).status).toBe(204);
    feed.push({ upserts: [liveStrategy()], removals: [] });
    await new Promise((r) => setTimeout(r, 10));
    expect(await (await fetch(`${server.address}/healthz`)).json()).toEqual({ status: 'ok', strategies: 1 });
    const answer = await post(bidRequest());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-openrtb-version')).toBe('2.5');
    feed.push({ upserts: [], removals: ['strategy-1'] });
    await new Promise((r) => setTimeout(r, 10));
    expect((await post(bidRequest())).status).toBe(204);
  });

  it('writes its per-minute stats to the store', async () => {
    await new Promise((r) => setTimeout(r, 120));
    // A later row of the same minute replaces the earlier one; the requests may straddle a minute.
    const latestPerMinute = new Map(store.stats.map((row) => [`${row.bidderId} ${row.minute.toISOString()}`, row]));
    const total = { bidderId: 'bidder-a', requests: 0, bids: 0, bidResponses: 0 };
    for (const row of latestPerMinute.values()) {
      expect(row.bidderId).toBe('bidder-a');
      total.requests += row.requests;
      total.bids += row.bids;
      total.bidResponses += row.bidResponses;
    }
    expect(total).toEqual({ bidderId: 'bidder-a', requests: 3, bids: 1, bidResponses: 1 });
  });
});
