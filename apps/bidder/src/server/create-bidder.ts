import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import { Redis } from 'ioredis';
import { createBidRoute } from './bid-route';
import { bidListener, serverFactoryWithBids, type AnswerHeaders } from './bid-server';
import {
  createMemoryFrequencyCounter,
  createRedisFrequencyCounter,
  type FrequencyCounter,
} from './frequency-caps';
import { createExchangeRegistry, type ExchangeRegistry } from './exchange-registry';
import { followLiveFeed, type LiveBatch } from './index-feed';
import { createLiveCatalog, type LiveCatalog } from './live-catalog';
import {
  createBidderMetrics,
  startMetricsFlush,
  type BidderMetrics,
  type StrategyDiagnostics,
} from './metrics';
import type { BidderPorts } from './ports';
import { createMemorySeenEvents, createRedisSeenEvents, type SeenEvents } from './seen-events';
import { trackingRoutes } from './tracking-routes';

export interface BidderOptions {
  /** BIDDER_ID (default hostname-pid). */
  bidderId?: string;
  /** REDIS_URL: shared frequency caps and dedup; unset → in-process. */
  redisUrl?: string;
  /** BID_TTL_SECONDS: how long a bid may still be won. */
  bidTtlSeconds?: number;
  /**
   * DELIVERY_NOTICE_WINDOW_SECONDS: how long after its bid a notice is still billed (each
   * exchange's own window is at most this), and after the bid TTL an impression still counts.
   * The spend poster and the leases wait for the same setting.
   */
  noticeWindowSeconds?: number;
  /** The registered exchanges (kept fresh by startExchangeFeed); none registered = every bid request refused. */
  exchanges?: ExchangeRegistry;
  /** DEFAULT_TMAX_MS: tmax of a request without one. */
  defaultTmaxMs?: number;
  tmaxMarginMs?: number;
  /** The live strategies: batches of upserts and removals (packages/core/src/delivery/live). */
  feed?: AsyncIterable<LiveBatch>;
  /** Injected in tests (two bidders sharing one); built from `redisUrl` otherwise. */
  caps?: FrequencyCounter;
  seen?: SeenEvents;
  statsIntervalMs?: number;
  now?: () => number;
  logger?: { error(object: unknown, message: string): void };
}

export interface Bidder {
  /**
   * Fastify's `serverFactory` for the app that serves the bidder (its own on BIDDER_PORT, or the
   * app's port): `POST /openrtb2/bid` is answered on node:http ahead of Fastify, with `headers`
   * (what the app sets on every answer) and those of the protocol; the rest goes to Fastify.
   */
  serverFactory: (headers?: AnswerHeaders) => FastifyServerFactory;
  /** Registers the `/t/v1/*` tracking routes on that app. */
  plugin: (app: FastifyInstance) => Promise<void>;
  /** Why each strategy bid or not lately, in this bidder (the pages, embedded mode). */
  diagnostics(strategyIds: readonly string[]): Map<string, StrategyDiagnostics>;
  catalog: LiveCatalog;
  metrics: BidderMetrics;
  exchanges: ExchangeRegistry;
  /** Writes the last stats and closes Redis connections. */
  stop(): Promise<void>;
}

/** The bidder with every dependency injected: the same plugin embedded or as its own process. */
export function createBidder(ports: BidderPorts, options: BidderOptions = {}): Bidder {
  const now = options.now ?? Date.now;
  const bidderId = options.bidderId ?? `${hostname()}-${process.pid}`;
  const onError = (error: unknown, where: string) =>
    options.logger?.error({ err: error, where }, 'bidder failure (answered without a 5xx)');
  const redis =
    !options.caps || !options.seen ? (options.redisUrl ? new Redis(options.redisUrl) : null) : null;
  const caps =
    options.caps ?? (redis ? createRedisFrequencyCounter({ redis }) : createMemoryFrequencyCounter());
  const seen = options.seen ?? (redis ? createRedisSeenEvents(redis) : createMemorySeenEvents({ now }));
  const metrics = createBidderMetrics({ bidderId, now });
  const catalog = createLiveCatalog(ports.index);
  const stats = startMetricsFlush({
    metrics,
    appendStats: (rows) => ports.store.appendStats(rows),
    intervalMs: options.statsIntervalMs ?? 10_000,
    now,
    onError: (error) => onError(error, 'stats'),
  });
  // The feed's owner stops it (feed.stop()); its loop then ends on its own.
  if (options.feed)
    followLiveFeed({ feed: options.feed, catalog, onError: (error) => onError(error, 'live_feed') });

  const exchanges = options.exchanges ?? createExchangeRegistry();
  const clock = () => performance.now();
  const bidRoute = createBidRoute({
    ports,
    caps,
    metrics,
    defaultTmaxMs: options.defaultTmaxMs ?? 120,
    tmaxMarginMs: options.tmaxMarginMs ?? 10,
    now,
    clock,
    onError,
  });

  return {
    serverFactory: (headers) =>
      serverFactoryWithBids(
        bidListener({
          route: bidRoute,
          clock,
          headers,
          onError,
          exchanges,
          now,
          onRefused: (reason) => metrics.refused(reason),
        }),
      ),
    async plugin(app) {
      await trackingRoutes(app, {
        ports,
        caps,
        catalog,
        seen,
        metrics,
        bidTtlSeconds: options.bidTtlSeconds ?? 60,
        noticeWindowSeconds: options.noticeWindowSeconds ?? 300,
        exchanges,
        now,
        onError,
      });
    },
    diagnostics: (ids) => metrics.diagnostics(ids),
    catalog,
    metrics,
    exchanges,
    async stop() {
      await stats.stop();
      if (redis) await redis.quit();
      else if (!options.caps) await caps.close();
    },
  };
}
