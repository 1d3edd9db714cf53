import Fastify, { type FastifyInstance } from 'fastify';
import type { LiveStrategy } from '@verba/domain/delivery/contracts';
import { createBidder, type Bidder, type BidderOptions } from '../create-bidder';
import { createMemoryFrequencyCounter } from '../frequency-caps';
import type { BidderPorts } from '../ports';
import { createMemorySeenEvents } from '../seen-events';
import {
  fakeBanker,
  fakeConvert,
  fakeIndex,
  fakeMarkup,
  fakeParse,
  fakePrice,
  fakeStore,
  fakeTokens,
  liveStrategy,
} from './fake-ports';

export interface TestBidder {
  app: FastifyInstance;
  bidder: Bidder;
  ports: BidderPorts;
  index: ReturnType<typeof fakeIndex>;
  banker: ReturnType<typeof fakeBanker>;
  store: ReturnType<typeof fakeStore>;
  clock: { now: number };
  close(): Promise<void>;
}

/** A Fastify app with the bidder plugin on fake ports and one live strategy (unless given). */
export async function createTestBidder({
  strategies = [liveStrategy()],
  budgets = { 'campaign-1': 1_000_000 },
  ports: overrides = {},
  options = {},
}: {
  strategies?: LiveStrategy[];
  budgets?: Record<string, number>;
  ports?: Partial<BidderPorts>;
  options?: BidderOptions;
} = {}): Promise<TestBidder> {
  const clock = { now: Date.parse('2026-03-10T15:00:00Z') };
  const index = fakeIndex();
  const banker = fakeBanker(budgets);
  const store = fakeStore();
  const ports: BidderPorts = {
    parse: fakeParse,
    index,
    price: fakePrice,
    convert: fakeConvert,
    markup: fakeMarkup,
    tokens: fakeTokens(),
    banker,
    pace: () => ({ bid: true, shading: 1 }),
    store,
    ...overrides,
  };
  const bidder = createBidder(ports, {
    bidderId: 'test-bidder',
    now: () => clock.now,
    caps: createMemoryFrequencyCounter(),
    seen: createMemorySeenEvents({ now: () => clock.now }),
    ...options,
  });
  bidder.catalog.apply({ upserts: strategies, removals: [] });
  const app = Fastify({ logger: false });
  await app.register(bidder.plugin);
  await app.ready();
  return {
    app,
    bidder,
    ports,
    index,
    banker,
    store,
    clock,
    async close() {
      await app.close();
      await bidder.stop();
    },
  };
}
