import { hostname } from 'node:os';
import { bidderSharingWarning, ConfigError, loadConfig } from '@verba/core/config';
import { createLiveFeed } from '@verba/core/delivery/live/create-live-feed';
import { postgresLeaseSource } from '@verba/core/delivery/leases/postgres-lease-source';
import { createLogger } from '@verba/core/logging';
import { createDatabase } from '@verba/db';
import { createEventStore } from '@verba/events';
import { createRealPorts } from './compose/real-ports';
import { loadTargetingData } from './compose/targeting-data';
import { bidderOptionsOf } from './server/bidder-options';
import { startBidderServer } from './server/bidder-server';
import { createBidder } from './server/create-bidder';
import { createExchangeRegistry } from './server/exchange-registry';
import { startExchangeFeed } from './compose/exchange-feed';
import { withTrackingSecret } from './server/tracking-secret';

/**
 * The bidder as its own process (`BIDDER_PORT`), one of many behind a load balancer, on the
 * PostgreSQL server and a ClickHouse server (the embedded database and chDB belong to the
 * `npm start` process, where the bidder runs inside the app on its port). Shares frequency caps
 * and dedup through `REDIS_URL`.
 */
async function main() {
  const config = await withTrackingSecret(loadConfig());
  if (config.embedded)
    throw new ConfigError(
      'the bidder runs as its own process only against a PostgreSQL server (DATABASE_URL); embedded, `npm start` answers bids on the app port.',
    );
  if (config.bidderPort === undefined)
    throw new ConfigError('BIDDER_PORT is not set: the port this bidder listens on.');
  if (!config.clickhouseUrl)
    throw new ConfigError(
      'CLICKHOUSE_URL is not set: bidders of their own share a ClickHouse server (chDB binds one process).',
    );
  const logger = createLogger({ level: config.logLevel });
  const sharing = bidderSharingWarning(config);
  if (sharing) logger.warn(sharing);
  const bidderId = config.bidderId ?? `${hostname()}-${process.pid}`;
  const database = await createDatabase({ url: config.databaseUrl, dataDir: undefined });
  const store = await createEventStore({
    dataDir: config.dataDir,
    spoolDir: `${config.dataDir}/events-spool-${bidderId}`,
    clickhouseUrl: config.clickhouseUrl,
    logger,
  });
  const { ports, control } = createRealPorts({
    store,
    leases: postgresLeaseSource({ db: database.db, config }),
    targeting: loadTargetingData(),
    bidderId,
    trackingSecret: config.trackingSecret!,
    trackingBaseUrl: config.appUrl,
    currencyRates: config.currencyRates,
    leaseSeconds: config.deliveryLeaseSeconds,
    onError: (error) => logger.error({ err: error }, 'delivery: background failure'),
  });
  const feed = createLiveFeed({ db: database.db, creativesOrigin: config.creativesOrigin });
  // Only registered active exchanges are answered and billed (issue 25): the registry is loaded
  // before the port opens and refreshed every 2 s.
  const exchanges = createExchangeRegistry();
  const exchangeFeed = startExchangeFeed({
    db: database.db,
    registry: exchanges,
    trackingSecret: config.trackingSecret!,
    noticeWindowSeconds: config.deliveryNoticeWindowSeconds,
    onError: (error) => logger.error({ err: error }, 'exchanges: registry refresh failed'),
    onUnreadableSecret: (slug) =>
      logger.error(
        { exchange: slug },
        'exchanges: signed-header secret unreadable with this TRACKING_SECRET; rotate it',
      ),
  });
  await exchangeFeed.refresh();
  logger.info(`exchanges registered: ${exchanges.size}`);
  const bidder = createBidder(ports, { ...bidderOptionsOf(config), bidderId, feed, logger, exchanges });
  control.start();
  const server = await startBidderServer({
    bidder,
    port: config.bidderPort,
    host: config.host,
    trustProxy: config.trustProxy,
  });
  logger.info(`Verba bidder ${bidderId} listening at ${server.address} (POST /openrtb2/bid, /t/v1/*)`);

  const shutdown = async () => {
    feed.stop();
    exchangeFeed.stop();
    await server.close();
    await control.stop();
    await bidder.stop();
    await store.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Verba bidder cannot start: ${error.message}` : error);
  process.exit(1);
});
