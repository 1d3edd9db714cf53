import pino from 'pino';
import { createDatabase } from '@verba/db';
import { loadConfig, type Deps } from '@verba/core';
import { buildApp } from '@verba/api/app';
import { startBareFastify } from './bare';
import { embeddedDatabase, postgresDatabase, type BenchDatabase } from './databases';
import { fire, fmt, type LoadResult } from './load';
import { seedCompany, type Seeded } from './seed';
import { seedLists } from './seed-lists';

/**
 * `npm run bench -- api` (issues 2 and 13, DESIGN §3): the real app on the embedded database and
 * on a PostgreSQL server, 50 connections on `GET users/me` and on each list of a company of 500
 * users, 1,000 advertisers, 10,000 payment orders (page 1 and page 400) and a statement of 10,000
 * entries, each against a bare Fastify route answering a body of the same size in the same run;
 * then a login storm that must get 429s while `users/me` keeps its latency.
 */
const connections = 50;
const companySize = 500;
const listSizes = { advertisers: 1_000, orders: 10_000, entries: 10_000 };
/** Page 400 of the 10,000 orders at 20 a page: 80 % deep, where OFFSET paging would scan. */
const deepPage = 400;
const seconds = Number(process.env.BENCH_DURATION ?? 20);
const stormSeconds = Math.min(seconds, 10);
const stormRate = 200;

interface Figures {
  database: string;
  me: LoadResult;
  meRatio: number;
}

const line = (label: string, r: LoadResult, extra = '') =>
  console.log(
    `  ${label.padEnd(34)} ${fmt(r.rps).padStart(8)} req/s   p50 ${fmt(r.p50).padStart(3)} ms   p99 ${fmt(r.p99).padStart(4)} ms${extra}`,
  );

const statuses = (r: LoadResult) =>
  Object.entries(r.byStatus)
    .map(([code, count]) => `${fmt(count)} × ${code}`)
    .join(', ');

async function startApp(target: BenchDatabase, rateLimit: boolean) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'off',
    // Explicit, as on any PostgreSQL deployment; the bench takes no payments.
    PAYMENTS_MODE: 'live',
    CHANNELS_MODE: 'sandbox',
    ZIPCODE_PROVIDERS: '',
    RATE_LIMIT: rateLimit ? 'on' : 'off',
    ...(target.url ? { DATABASE_URL: target.url } : { DATA_DIR: target.dataDir }),
  });
  const database = await createDatabase({ url: target.url, dataDir: target.dataDir });
  const deps: Deps = {
    db: database.db,
    config,
    logger: pino({ level: process.env.BENCH_LOG ?? 'silent' }),
    now: () => new Date(),
  };
  const app = await buildApp({ deps });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, database, deps };
}

async function body(url: string, token: string) {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return text;
}

async function measure(target: BenchDatabase): Promise<Figures> {
  console.log(`\n${target.label}`);
  let server = await startApp(target, true);
  const seeded: Seeded = await seedCompany(server.deps.db, companySize);
  const { walletId } = await seedLists(server.deps.db, { companyId: seeded.companyId, ...listSizes });
  const auth = { authorization: `Bearer ${seeded.token}` };
  const meUrl = `${server.url}/api/v1/users/me`;
  const routes = [
    'users/me',
    'users?page=1',
    'advertisers?page=1',
    'payment-orders?page=1',
    `payment-orders?page=${deepPage}`,
    `wallets/${walletId}/entries?page=1`,
  ];
  const bodies = await Promise.all(
    routes.map((route) => body(`${server.url}/api/v1/${route}`, seeded.token)),
  );
  const bare = await startBareFastify(Object.fromEntries(routes.map((_, i) => [`/${i}`, bodies[i]!])));
  const uncachedApp = await buildApp({
    deps: { ...server.deps, config: { ...server.deps.config, readCacheEntries: 0 } },
  });
  const uncachedServer = { url: await uncachedApp.listen({ port: 0, host: '127.0.0.1' }) };

  try {
    console.log(
      `  ${connections} connections, ${seconds} s each; a company of ${companySize} users, ` +
        `${listSizes.advertisers} advertisers, ${listSizes.orders} payment orders, a statement of ${listSizes.entries} entries`,
    );
    const measured: Record<string, { list: LoadResult; ratio: number }> = {};
    const measuredUncached: Record<string, LoadResult> = {};
    const check = (list: LoadResult) => {
      if (list.errors > 0 || list.total !== (list.byStatus['200'] ?? 0))
        console.log(`  ! unexpected answers: ${statuses(list)}, ${list.errors} errors`);
    };
    for (const [i, route] of routes.entries()) {
      const size = `${bodies[i]!.length} B`;
      const label = `GET ${route.replace(walletId, '{wallet}')}`;
      const baseline = await fire({ url: `${bare.url}/${i}`, connections, seconds });
      line(`bare fastify (${size})`, baseline);
      const list = await fire({ url: `${server.url}/api/v1/${route}`, headers: auth, connections, seconds });
      const ratio = list.rps / baseline.rps;
      line(`${label} (${size})`, list, `   ratio ${ratio.toFixed(2)}`);
      check(list);
      measured[route] = { list, ratio };
      if (route === 'users/me') continue;
      // The same list with every request read from the database (the read cache's misses).
      const uncached = await fire({
        url: `${uncachedServer.url}/api/v1/${route}`,
        headers: auth,
        connections,
        seconds,
      });
      line(`${label}, uncached`, uncached, `   ratio ${(uncached.rps / baseline.rps).toFixed(2)}`);
      check(uncached);
      measuredUncached[route] = uncached;
    }
    await uncachedApp.close();
    const first = measured['payment-orders?page=1']!.list;
    const deep = measured[`payment-orders?page=${deepPage}`]!.list;
    const deepCost = (page1: LoadResult, pageDeep: LoadResult) => (page1.rps / pageDeep.rps).toFixed(2);
    console.log(
      `  payment-orders page ${deepPage} vs page 1: ${deepCost(first, deep)}× the cost, uncached ` +
        `${deepCost(measuredUncached['payment-orders?page=1']!, measuredUncached[`payment-orders?page=${deepPage}`]!)}× (target ≤ 2)`,
    );
    const me = measured['users/me']!.list;
    const meRatio = measured['users/me']!.ratio;

    // A login storm from one address (far beyond the limit of 10 a minute), users/me served alongside.
    const credentials = seeded.login;
    const storm = (url: string, connections: number, rate?: number) =>
      fire({
        url: `${url}/api/v1/login`,
        method: 'POST',
        body: credentials,
        connections,
        seconds: stormSeconds,
        ...(rate && { overallRate: rate }),
      });
    const quiet = await fire({ url: meUrl, headers: auth, connections: 10, seconds: stormSeconds });
    const [logins, busy] = await Promise.all([
      storm(server.url, 20, stormRate),
      fire({ url: meUrl, headers: auth, connections: 10, seconds: stormSeconds }),
    ]);
    console.log(
      `  login storm (${stormRate} attempts/s for ${stormSeconds} s): ${fmt(logins.total)} POST login → ${statuses(logins)}`,
    );
    line('GET users/me alone (10 conn.)', quiet);
    line('GET users/me during the storm', busy, `   p99 ×${(busy.p99 / Math.max(quiet.p99, 1)).toFixed(1)}`);
    if (!logins.byStatus['429']) console.log('  ! the login storm got no 429');

    // The same storm with the rate limit off: every attempt hashes a password (argon2id).
    await server.app.close();
    await server.database.close();
    server = await startApp(target, false);
    const [hashing, starved] = await Promise.all([
      storm(server.url, 20, stormRate),
      fire({ url: `${server.url}/api/v1/users/me`, headers: auth, connections: 10, seconds: stormSeconds }),
    ]);
    line('POST login without rate limit', hashing, `   ${statuses(hashing)}`);
    line(
      'GET users/me during that storm',
      starved,
      `   p99 ×${(starved.p99 / Math.max(quiet.p99, 1)).toFixed(1)}`,
    );
    return { database: target.label, me, meRatio };
  } finally {
    await bare.app.close();
    await server.app.close();
    await server.database.close();
  }
}

export async function run() {
  const figures: Figures[] = [];
  const targets: Array<() => Promise<BenchDatabase | undefined>> = [
    async () => embeddedDatabase(),
    postgresDatabase,
  ];
  for (const open of targets) {
    const target = await open();
    if (!target) {
      console.log(
        '\nPostgreSQL: skipped (set BENCH_DATABASE_URL or DATABASE_URL, or install Debian postgresql)',
      );
      continue;
    }
    try {
      figures.push(await measure(target));
    } finally {
      await target.dispose();
    }
  }
  // The headline is PostgreSQL's, where the targets apply (p99 < 50 ms, ratio ≥ 0.5); else embedded.
  const headline = figures.at(-1)!;
  console.log(`\n(headline: ${headline.database}; targets p99 < 50 ms, ratio ≥ 0.5)`);
  console.log(
    `api: ${Math.round(headline.me.rps)} req/s users/me (p99 ${fmt(headline.me.p99)} ms), ratio ${headline.meRatio.toFixed(2)} vs bare fastify`,
  );
}
