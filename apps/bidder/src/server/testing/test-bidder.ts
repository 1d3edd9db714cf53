import Fastify, { type FastifyInstance } from 'fastify';
import type { LiveStrategy } from '@verba/domain/delivery/contracts';
import { createHash } from 'node:crypto';
import type { RegisteredExchange } from '@verba/core/exchanges/load-exchange-registry';
import { createBidder, type Bidder, type BidderOptions } from '../create-bidder';
import { createExchangeRegistry } from '../exchange-registry';
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

/** The exchange every test bidder registers: a path secret, billed on `burl`, the platform's window. */
export const testExchangeSecret = 'test-exchange-secret-0123456789abcdef';
export const registeredTestExchange = (overrides: Partial<RegisteredExchange> = {}): RegisteredExchange => ({
  id: 'exchange-1',
  slug: 'test-exchange',
  status: 'active',
  authMethod: 'path_secret',
  secretHash: createHash('sha256').update(testExchangeSecret).digest('hex'),
  hmacSecret: null,
  allowedCidrs: [],
  noticeWindowSeconds: 300,
  billing: 'burl',
  openrtbVersion: '2.6',
  currency: 'BRL',
  version: '1',
  ...overrides,
});
export const testExchangeBidPath = `/openrtb2/bid/x/test-exchange/${testExchangeSecret}`;

/** A bid answer as read off the socket. */
export interface BidReply {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json<T = unknown>(): T;
}

export interface TestBidder {
  app: FastifyInstance;
  /** The listening app's origin (127.0.0.1, a free port). */
  url: string;
  /**
   * POSTs a bid request over a real socket (the bid route is answered ahead of Fastify), to the
   * registered test exchange's path unless `path` says otherwise.
   */
  bid(body: unknown, headers?: Record<string, string>, path?: string): Promise<BidReply>;
  bidder: Bidder;
  ports: BidderPorts;
  index: ReturnType<typeof fakeIndex>;
  banker: ReturnType<typeof fakeBanker>;
  store: ReturnType<typeof fakeStore>;
  clock: { now: number };
  close(): Promise<void>;
}

/** The bidder's app (its server factory and plugin) on fake ports, listening, with one live strategy (unless given). */
export async function createTestBidder({
  strategies = [liveStrategy()],
  budgets = { 'campaign-1': 1_000_000 },
  ports: overrides = {},
  options = {},
  exchanges = [registeredTestExchange()],
}: {
  /** The registered exchanges (the test exchange unless told otherwise). */
  exchanges?: RegisteredExchange[];
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
    exchanges: createExchangeRegistry(exchanges),
    now: () => clock.now,
    caps: createMemoryFrequencyCounter(),
    seen: createMemorySeenEvents({ now: () => clock.now }),
    ...options,
  });
  bidder.catalog.apply({ upserts: strategies, removals: [] });
  const app = Fastify({ logger: false, serverFactory: bidder.serverFactory() });
  await app.register(bidder.plugin);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    async bid(body, headers = {}, path = testExchangeBidPath) {
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-openrtb-version': '2.6', ...headers },
        body:
          typeof body === 'string'
            ? body
            : Buffer.isBuffer(body)
              ? new Uint8Array(body)
              : JSON.stringify(body),
      });
      const text = await response.text();
      return {
        statusCode: response.status,
        headers: Object.fromEntries(response.headers),
        body: text,
        json: <T>() => JSON.parse(text) as T,
      };
    },
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
