import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createDatabase } from '@verba/db';
import { bidderSharingWarning, ConfigError, loadConfig, type Deps } from '@verba/core';
import { withSandboxWebhookSecret } from '@verba/core/gateways/sandbox/sandbox-webhook-secret';
import { withPixSigningKey } from '@verba/core/gateways/sandbox/pix-signing-key';
import { createLogger } from '@verba/core/logging';
import { startWorker } from '@verba/core/jobs/worker';
import { enqueueJob } from '@verba/core/jobs/enqueue-job';
import { channelReleaseJob } from '@verba/core/channels/lifecycle/jobs';
import { jobHandlers } from '@verba/core/jobs/handlers';
import { seedDemo } from '@verba/core/demo/seed-demo';
import { generateDemoHistory } from '@verba/core/demo/demo-history';
import { createEventStore } from '@verba/events';
import { startDelivery } from '@verba/bidder/compose/start-delivery';
import { withTrackingSecret } from '@verba/bidder/server/tracking-secret';
import { conversionHookOf } from '@verba/bidder/compose/start-delivery';
import { provideConversionHook } from '@verba/core/pixels/conversion-hook';
import { buildApp } from './app';

/**
 * `npm start`: api, worker, bidder and (SANDBOX_TRAFFIC_QPS > 0) the sandbox exchange in one
 * process on one database, with the event store in DATA_DIR (or CLICKHOUSE_URL).
 */
async function main() {
  const loaded = await withPixSigningKey(await withSandboxWebhookSecret(loadConfig()));
  // The bidder answers on the app's port unless it runs as its own process (BIDDER_PORT).
  const bidderHere = loaded.bidderPort === undefined;
  // Always: the API seals channel tokens with it (channels/connections) even when bidders run apart.
  const config = await withTrackingSecret(loaded);
  const logger = createLogger({ level: config.logLevel });
  if (config.embedded) mkdirSync(config.dataDir, { recursive: true });
  const database = await createDatabase({
    url: config.databaseUrl,
    dataDir: config.embedded ? resolve(config.dataDir, 'pg') : undefined,
  });
  const events = await createEventStore({
    dataDir: resolve(config.dataDir),
    clickhouseUrl: config.clickhouseUrl,
    logger,
  });
  const deps: Deps = { db: database.db, config, logger, now: () => new Date(), events };
  if (config.demoData) await seedDemo({ deps });

  const delivery = bidderHere ? startDelivery({ deps, store: events }) : null;
  if (delivery) deps.deliveryDiagnostics = delivery.diagnostics;
  // With bidders of their own, pixel hits still arrive here: attribute them from the shared store.
  else provideConversionHook(deps, conversionHookOf({ config, store: events }));
  const app = await buildApp({
    deps,
    webDir: join(import.meta.dirname, '../../web/dist'),
    plugins: delivery ? [delivery.plugin] : [],
    serverFactory: delivery?.serverFactory,
  });
  // Issue 27: campaigns of channels not live in this mode give their reservations back.
  await enqueueJob({ db: deps.db, kind: channelReleaseJob });
  const worker = startWorker({ deps, handlers: jobHandlers });
  const address = await app.listen({ port: config.port, host: config.host });
  delivery?.startSandbox(`${address}/openrtb2/bid`);
  // Issue 29: the demo's year of history, once, in the background (progress in the log).
  const history = new AbortController();
  const historyDone = config.demoHistory
    ? generateDemoHistory({ deps, store: events, signal: history.signal }).catch((error: unknown) =>
        logger.error({ err: error }, 'demo history could not be written'),
      )
    : Promise.resolve();
  logger.info(
    `Verba is running at ${config.appUrl} (${database.kind} database, payments: ${config.paymentsMode})`,
  );
  const sharing = bidderSharingWarning(config);
  if (sharing) logger.warn(sharing);
  if (config.paymentsMode === 'live' && !config.depositAccount)
    logger.warn(
      'Live mode without a receiving account: no payment order can be created until DEPOSIT_ACCOUNT_BANK, _AGENCY, _NUMBER, _HOLDER and _CNPJ are set (see docs/money.md, "Sandbox and live mode").',
    );

  const shutdown = async () => {
    history.abort();
    await historyDone;
    await delivery?.stop();
    await app.close();
    await worker.stop();
    await events.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  // A refused configuration is the operator's to fix: its message says how, a stack trace would bury it.
  console.error(error instanceof ConfigError ? `Verba cannot start: ${error.message}` : error);
  process.exit(1);
});
