import { ConfigError, loadConfig } from '@verba/core/config';
import { createLiveFeed } from '@verba/core/delivery/live/create-live-feed';
import { createLogger } from '@verba/core/logging';
import { createDatabase } from '@verba/db';
import { bidderOptionsOf } from './server/bidder-options';
import { startBidderServer } from './server/bidder-server';
import { composeBidderPorts } from './server/compose-ports';
import { createBidder } from './server/create-bidder';
import { withTrackingSecret } from './server/tracking-secret';

/**
 * The bidder as its own process (`BIDDER_PORT`), one of many behind a load balancer, on the
 * PostgreSQL server (the embedded database belongs to the `npm start` process, where the bidder
 * runs inside the app on its port). Shares frequency caps and dedup through `REDIS_URL`.
 */
async function main() {
  const config = await withTrackingSecret(loadConfig());
  if (config.embedded)
    throw new ConfigError(
      'the bidder runs as its own process only against a PostgreSQL server (DATABASE_URL); embedded, `npm start` answers bids on the app port.',
    );
  if (config.bidderPort === undefined)
    throw new ConfigError('BIDDER_PORT is not set: the port this bidder listens on.');
  const logger = createLogger({ level: config.logLevel });
  const database = await createDatabase({ url: config.databaseUrl, dataDir: undefined });
  const ports = await composeBidderPorts({ config, db: database.db, logger });
  const feed = createLiveFeed({ db: database.db, appUrl: config.appUrl });
  const bidder = createBidder(ports, { ...bidderOptionsOf(config), feed, logger });
  const server = await startBidderServer({
    bidder,
    port: config.bidderPort,
    host: config.host,
    trustProxy: config.trustProxy,
  });
  logger.info(`Verba bidder listening at ${server.address} (POST /openrtb2/bid, /t/v1/*)`);

  const shutdown = async () => {
    feed.stop();
    await server.close();
    await bidder.stop();
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
