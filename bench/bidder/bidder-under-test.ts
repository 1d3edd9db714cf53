import Fastify from 'fastify';
import type { LiveStrategy } from '@verba/domain/delivery/contracts';
import { createBidder } from '@verba/bidder/server/create-bidder';
import { createMemoryFrequencyCounter } from '@verba/bidder/server/frequency-caps';
import type { BidderPorts } from '@verba/bidder/server/ports';
import { createMemorySeenEvents } from '@verba/bidder/server/seen-events';
import {
  fakeConvert,
  fakeIndex,
  fakeMarkup,
  fakeParse,
  fakePrice,
  fakeTokens,
} from '@verba/bidder/server/testing/fake-ports';

export interface BidderUnderTest {
  url: string;
  /** Applies one changed strategy the way the live feed does (catalog → index). */
  change(strategy: LiveStrategy): void;
  close(): Promise<void>;
}

/** Budgets never run out and nothing is written: the bench measures bidding, not the banker or the store. */
const openBanker: BidderPorts['banker'] = {
  headroom: () => ({ ok: true, maxCpmMicros: Number.MAX_SAFE_INTEGER }),
  hold: ({ strategy }) => ({ ok: true, leaseId: `lease-${strategy.campaignId}` }),
  settle: () => undefined,
  release: () => undefined,
};
const nullStore: BidderPorts['store'] = {
  append: () => Promise.resolve(),
  appendStats: () => Promise.resolve(),
  lastTouch: () => Promise.resolve(null),
};

/**
 * The bidder side of the bench: the real bid route (createBidder) on its own Fastify server with
 * the live strategies loaded. The parser, index, pricing, markup and tokens are the bidder's test
 * fakes until the real ports (packages/domain/src/delivery/openrtb, targeting, pricing;
 * apps/bidder/src/markup, tracking) are merged: swap them here, the rest of the bench stays.
 */
export async function startBidderUnderTest(strategies: readonly LiveStrategy[]): Promise<BidderUnderTest> {
  const ports: BidderPorts = {
    parse: fakeParse,
    index: fakeIndex(),
    price: fakePrice,
    convert: fakeConvert,
    markup: fakeMarkup,
    tokens: fakeTokens(),
    banker: openBanker,
    pace: () => ({ bid: true, shading: 1 }),
    store: nullStore,
  };
  const bidder = createBidder(ports, {
    bidderId: 'bench',
    caps: createMemoryFrequencyCounter(),
    seen: createMemorySeenEvents({ now: Date.now }),
    statsIntervalMs: 60_000,
  });
  bidder.catalog.apply({ upserts: strategies, removals: [] });
  const app = Fastify({ logger: false });
  await app.register(bidder.plugin);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `${url}/openrtb2/bid`,
    change: (strategy) => bidder.catalog.apply({ upserts: [strategy], removals: [] }),
    async close() {
      await app.close();
      await bidder.stop();
    },
  };
}
