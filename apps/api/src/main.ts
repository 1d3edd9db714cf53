import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createDatabase } from '@verba/db';
import { loadConfig, type Deps } from '@verba/core';
import { createLogger } from '@verba/core/logging';
import { startWorker } from '@verba/core/jobs/worker';
import { jobHandlers } from '@verba/core/jobs/handlers';
import { seedDemo } from '@verba/core/demo/seed-demo';
import { buildApp } from './app';

/** `npm start`: api, worker (and later bidder and sandbox) in one process on one database. */
async function main() {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel });
  if (config.embedded) mkdirSync(config.dataDir, { recursive: true });
  const database = await createDatabase({
    url: config.databaseUrl,
    dataDir: config.embedded ? resolve(config.dataDir, 'pg') : undefined,
  });
  const deps: Deps = { db: database.db, config, logger, now: () => new Date() };
  if (config.demoData) await seedDemo({ deps });

  const app = await buildApp({ deps, webDir: join(import.meta.dirname, '../../web/dist') });
  const worker = startWorker({ deps, handlers: jobHandlers });
  await app.listen({ port: config.port, host: config.host });
  logger.info(`Verba is running at ${config.appUrl} (${database.kind} database)`);

  const shutdown = async () => {
    await app.close();
    await worker.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
