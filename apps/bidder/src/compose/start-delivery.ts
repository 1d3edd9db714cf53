import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import type { Deps } from '@verba/core';
import { createLiveFeed } from '@verba/core/delivery/live/create-live-feed';
import { postgresLeaseSource } from '@verba/core/delivery/leases/postgres-lease-source';
import type { DeliveryDiagnostics } from '@verba/core/delivery/read/diagnostics';
import { ensureSandboxExchange } from '@verba/core/exchanges/ensure-sandbox-exchange';
import { provideConversionHook } from '@verba/core/pixels/conversion-hook';
import type { EventStore } from '@verba/events';
import { bidderOptionsOf } from '../server/bidder-options';
import { createConversionHook } from '../server/conversions';
import { createBidder } from '../server/create-bidder';
import { createExchangeRegistry } from '../server/exchange-registry';
import { createBillingReport } from '../sandbox/billing-report';
import { startSandboxExchange, type SandboxExchange } from '../sandbox/exchange';
import { startSandboxReports, type SandboxReports } from './sandbox-reports';
import { conversionTargets } from './conversion-targets';
import { startExchangeFeed } from './exchange-feed';
import { createRealPorts } from './real-ports';
import { loadTargetingData } from './targeting-data';

/** Pixel hits with a visitor id become conversions attributed from the event store. */
export const conversionHookOf = ({
  config,
  store,
}: {
  config: Pick<Deps['config'], 'attributionClickDays' | 'attributionViewDays'>;
  store: EventStore;
}) =>
  createConversionHook({
    store,
    clickDays: config.attributionClickDays,
    viewDays: config.attributionViewDays,
  });

export interface Delivery {
  /** The app's HTTP server with POST /openrtb2/bid answered ahead of Fastify (Bidder.serverFactory). */
  serverFactory: (headers: Readonly<Record<string, string>>) => FastifyServerFactory;
  /** Registers the /t/v1 tracking routes on the app. */
  plugin: (app: FastifyInstance) => Promise<void>;
  diagnostics: DeliveryDiagnostics;
  /**
   * Starts the sandbox exchange against the listening app (SANDBOX_TRAFFIC_QPS > 0), on the
   * registered sandbox exchange's own bid path (its secret derived from TRACKING_SECRET). `bidUrl`
   * gives the app's origin.
   */
  startSandbox(bidUrl: string): void;
  /** Resolves once the sandbox exchange is registered and the bidder's registry loaded (tests). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Delivery inside one process (DESIGN §1): the bidder on the app's port with the live-strategy
 * feed, the banker and pacers, conversions from the pixels, and — when SANDBOX_TRAFFIC_QPS > 0 —
 * the sandbox exchange sending it traffic over HTTP. The standalone bidder (main.ts) composes the
 * same pieces on its own port.
 */
export function startDelivery({
  deps,
  store,
  bidderId,
}: {
  deps: Deps;
  store: EventStore;
  bidderId?: string;
}): Delivery {
  const { config, logger, db } = deps;
  if (!config.trackingSecret)
    throw new Error('startDelivery needs config.trackingSecret (withTrackingSecret)');
  const options = bidderOptionsOf(config);
  const id = bidderId ?? options.bidderId ?? `embedded-${process.pid}`;
  const onError = (error: unknown) => logger.error({ err: error }, 'delivery: background failure');
  const { ports, control } = createRealPorts({
    store,
    leases: postgresLeaseSource({ db, config }),
    targeting: loadTargetingData(),
    bidderId: id,
    trackingSecret: config.trackingSecret,
    trackingBaseUrl: config.appUrl,
    currencyRates: config.currencyRates,
    leaseSeconds: config.deliveryLeaseSeconds,
    now: () => deps.now().getTime(),
    onError,
  });
  const feed = createLiveFeed({ db, creativesOrigin: config.creativesOrigin });
  // The exchange registry (issue 25): only registered active exchanges are answered and billed.
  const exchanges = createExchangeRegistry();
  const exchangeFeed = startExchangeFeed({
    db,
    registry: exchanges,
    trackingSecret: config.trackingSecret,
    noticeWindowSeconds: config.deliveryNoticeWindowSeconds,
    onError: (error) => logger.error({ err: error }, 'exchanges: registry refresh failed'),
    onUnreadableSecret: (slug) =>
      logger.error(
        { exchange: slug },
        'exchanges: signed-header secret unreadable with this TRACKING_SECRET; rotate it',
      ),
  });
  // The built-in sandbox exchange is the first registered exchange (embedded, or wherever sandbox traffic runs).
  const seedSandbox = config.embedded || config.sandboxTrafficQps > 0;
  const sandboxPath: Promise<string | null> = seedSandbox
    ? ensureSandboxExchange({ deps })
        .then(async ({ bidPath }) => {
          await exchangeFeed.refresh();
          return bidPath;
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'exchanges: the sandbox exchange could not be registered');
          return null;
        })
    : exchangeFeed.refresh().then(() => null);
  const bidder = createBidder(ports, {
    ...options,
    exchanges,
    bidderId: id,
    feed,
    logger,
    now: () => deps.now().getTime(),
  });
  control.start();
  provideConversionHook(
    deps,
    createConversionHook({
      store,
      clickDays: config.attributionClickDays,
      viewDays: config.attributionViewDays,
    }),
  );
  let sandbox: SandboxExchange | null = null;
  let sandboxReports: SandboxReports | null = null;
  let stopped = false;

  return {
    serverFactory: bidder.serverFactory,
    plugin: bidder.plugin,
    diagnostics: (strategyIds) =>
      Promise.resolve(new Map([...bidder.diagnostics(strategyIds)].map(([sid, d]) => [sid, d.noBids]))),
    startSandbox(bidUrl) {
      if (config.sandboxTrafficQps <= 0 || sandbox || stopped) return;
      void sandboxPath.then((path) => {
        if (path === null || sandbox || stopped) return;
        const billing = createBillingReport();
        sandboxReports = startSandboxReports({ deps, billing, importReports: config.embedded });
        sandbox = startSandboxExchange({
          billing,
          bidUrl: new URL(path, bidUrl).href,
          qps: config.sandboxTrafficQps,
          logger,
          now: deps.now,
          seed: Date.now() & 0x7fffffff,
          conversionTarget: conversionTargets(db),
        });
      });
    },
    ready: sandboxPath.then(() => undefined),
    async stop() {
      stopped = true;
      exchangeFeed.stop();
      await sandbox?.stop({ drainMs: 500 });
      await sandboxReports?.stop();
      // On demand at shutdown: the days billed so far, today's included (imported at the day's end).
      sandboxReports?.writeNow();
      feed.stop();
      await control.stop();
      await bidder.stop();
    },
  };
}
