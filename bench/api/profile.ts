/**
 * `node --cpu-prof --import tsx bench/api/profile.ts`: the app with the bench's company on PGlite
 * (or PostgreSQL, found as for the bench, with PROFILE_DB=pg), loaded on one route only
 * (PROFILE_PATH, default `users?page=1`; `{wallet}` stands for the seeded statement's wallet), so
 * the profile shows what that request costs. The company has the bench's lists (seed-lists.ts).
 */
import pino from 'pino';
import { createDatabase } from '@verba/db';
import { loadConfig, type Deps } from '@verba/core';
import { buildApp } from '@verba/api/app';
import { embeddedDatabase, postgresDatabase } from './databases';
import { fire, fmt } from './load';
import { seedCompany } from './seed';
import { seedLists } from './seed-lists';

const target = (process.env.PROFILE_DB === 'pg' && (await postgresDatabase())) || embeddedDatabase();
const config = loadConfig({
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'off',
  PAYMENTS_MODE: 'live',
  CHANNELS_MODE: 'sandbox',
  ZIPCODE_PROVIDERS: '',
  RATE_LIMIT: 'off',
  ...(target.url ? { DATABASE_URL: target.url } : { DATA_DIR: target.dataDir }),
});
const database = await createDatabase({ url: target.url, dataDir: target.dataDir });
const deps: Deps = { db: database.db, config, logger: pino({ level: 'silent' }), now: () => new Date() };
const app = await buildApp({ deps });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const seeded = await seedCompany(deps.db, 500);
const { walletId } = await seedLists(deps.db, {
  companyId: seeded.companyId,
  advertisers: 1_000,
  orders: 10_000,
  entries: 10_000,
});
const path = (process.env.PROFILE_PATH ?? 'users?page=1').replace('{wallet}', walletId);
const r = await fire({
  url: `${url}/api/v1/${path}`,
  headers: { authorization: `Bearer ${seeded.token}` },
  connections: 50,
  seconds: Number(process.env.BENCH_DURATION ?? 10),
});
console.log(`${path}: ${fmt(r.rps)} req/s p50 ${r.p50} p99 ${r.p99}`, r.byStatus);
await app.close();
await database.close();
await target.dispose();
