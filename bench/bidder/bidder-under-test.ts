import { GCProfiler, getHeapStatistics } from 'node:v8';
import type { RequestListener } from 'node:http';
import inject from 'light-my-request';
import type { LeaseSource, LiveStrategy } from '@verba/domain/delivery/contracts';
import type { EventStore } from '@verba/events';
import { createRealPorts } from '@verba/bidder/compose/real-ports';
import { loadTargetingData } from '@verba/bidder/compose/targeting-data';
import { startBidderServer } from '@verba/bidder/server/bidder-server';
import { createBidder } from '@verba/bidder/server/create-bidder';
import { createExchangeRegistry } from '@verba/bidder/server/exchange-registry';
import { benchExchange, benchExchangeBidPath } from './bench-exchange';
import { createMemoryFrequencyCounter } from '@verba/bidder/server/frequency-caps';
import { createMemorySeenEvents } from '@verba/bidder/server/seen-events';

export interface BidderUnderTest {
  url: string;
  /**
   * Answering `bodies` in turn in-process (no sockets, no load generator; light-my-request into the
   * server's request listener): the process CPU (user + system) per request, µs, and the bytes
   * allocated on the JS heap per request (inject's own included).
   */
  perRequest(bodies: readonly string[]): Promise<PerRequest>;
  /** Applies one changed strategy the way the live feed does (catalog → index). */
  change(strategy: LiveStrategy): void;
  close(): Promise<void>;
}

export interface PerRequest {
  cpuMicros: number;
  allocatedBytes: number;
}

/**
 * Bytes allocated on the JS heap while `work` runs: what the heap grew by plus what every GC in
 * between freed (V8's GC profiler reports the heap used before and after each collection).
 */
async function allocatedDuring(work: () => Promise<void>): Promise<number> {
  const profiler = new GCProfiler();
  profiler.start();
  const before = getHeapStatistics().used_heap_size;
  await work();
  const after = getHeapStatistics().used_heap_size;
  const { statistics } = profiler.stop();
  let freed = 0;
  for (const gc of statistics)
    freed += gc.beforeGC.heapStatistics.usedHeapSize - gc.afterGC.heapStatistics.usedHeapSize;
  return after - before + freed;
}

/** Leases never run out: the bench measures bidding, not the database behind the banker. */
export const endlessLeases: LeaseSource = {
  acquire: ({ campaignId, bidderId, now }) =>
    Promise.resolve({
      id: `lease-${campaignId}`,
      campaignId,
      bidderId,
      grantedMicros: 10n ** 15n,
      expiresAt: now + 3_600_000,
    }),
};

/** Nothing is written or read back: the store's cost is the events bench's. */
const nullStore = {
  kind: 'chdb',
  append: () => Promise.resolve(),
  appendStats: () => Promise.resolve(),
  lastTouch: () => Promise.resolve(null),
  strategyTotals: () => Promise.resolve(new Map()),
} as unknown as EventStore;

/**
 * The bidder side of the bench: the real bid route (createBidder) with the real parser, targeting
 * index, pricing, banker, markup and signed tracking tokens, on the server of the bidder's own
 * process (startBidderServer, as BIDDER_PORT runs it) with the live strategies loaded. Leases are
 * endless and pacing always bids, so every request takes the whole bid path.
 */
export async function startBidderUnderTest(strategies: readonly LiveStrategy[]): Promise<BidderUnderTest> {
  const { ports, control } = createRealPorts({
    store: nullStore,
    leases: endlessLeases,
    targeting: loadTargetingData(),
    bidderId: 'bench',
    trackingSecret: 'bench-tracking-secret-0123456789abcdef',
    trackingBaseUrl: 'http://127.0.0.1:3000',
    currencyRates: { BRL: 1, USD: 5.4, EUR: 5.85 },
    leaseSeconds: 3600,
  });
  ports.pace = () => ({ bid: true, shading: 1 });
  const bidder = createBidder(ports, {
    bidderId: 'bench',
    // The requests come from a registered exchange, authenticated like any (issue 25): a path secret.
    exchanges: createExchangeRegistry([benchExchange]),
    caps: createMemoryFrequencyCounter(),
    seen: createMemorySeenEvents({ now: Date.now }),
    statsIntervalMs: 60_000,
  });
  bidder.catalog.apply({ upserts: strategies, removals: [] });
  // Leases for every campaign before the load starts.
  for (const strategy of strategies) ports.banker.headroom(strategy, Date.now());
  await new Promise((resolve) => setTimeout(resolve, 200));
  const server = await startBidderServer({ bidder, port: 0, host: '127.0.0.1' });
  const listener = server.app.server.listeners('request')[0] as RequestListener;
  return {
    url: `${server.address}${benchExchangeBidPath}`,
    async perRequest(bodies) {
      const start = process.cpuUsage();
      const allocated = await allocatedDuring(async () => {
        for (const body of bodies)
          await inject(listener, {
            method: 'POST',
            url: benchExchangeBidPath,
            headers: { 'content-type': 'application/json', 'x-openrtb-version': '2.6' },
            payload: body,
          });
      });
      const used = process.cpuUsage(start);
      return {
        cpuMicros: (used.user + used.system) / bodies.length,
        allocatedBytes: allocated / bodies.length,
      };
    },
    change: (strategy) => bidder.catalog.apply({ upserts: [strategy], removals: [] }),
    async close() {
      await server.close();
      await control.stop();
      await bidder.stop();
    },
  };
}
