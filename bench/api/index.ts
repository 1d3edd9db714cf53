import pino from 'pino';
import { createDatabase } from '@verba/db';
import { loadConfig, type Deps } from '@verba/core';
import { buildApp } from '@verba/api/app';
import { startBareFastify } from './bare';
import { embeddedDatabase, postgresDatabase, type BenchDatabase } from './databases';
import { fire, fmt, type LoadResult } from './load';
import { seedCompany, type Seeded } from './seed';

/**
 * `npm run bench -- api` (issue 2, DESIGN §3): the real app on the embedded database and on a
 * PostgreSQL server, 50 connections on `GET users/me` and `GET users?page=1` (a company of 500
 * users), each against a bare Fastify route answering a body of the same size in the same run;
 * then a login storm that must get 429s while `users/me` keeps its latency.
 */
const connections = 50;
const companySize = 500;
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
    ZIPCODE_PROVIDERS: '',
    RATE_LIMIT: rateLimit ? 'on' : 'off',
    ...(target.url ? { DATABASE_URL: target.url } : { DATA_DIR: target.dataDir }),
  });
  const database = await createDatabase({ url: target.url, dataDir: target.dataDir });
  const deps: Deps = { db: database.db, config, logger: pino({ level: 'silent' }), now: () => new Date() };
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
  const auth = { authorization: `Bearer ${seeded.token}` };
  const meUrl = `${server.url}/api/v1/users/me`;
  const listUrl = `${server.url}/api/v1/users?page=1`;
  const meBody = await body(meUrl, seeded.token);
  const listBody = await body(listUrl, seeded.token);
  const bare = await startBareFastify({ '/me': meBody, '/list': listBody });

  try {
    console.log(`  ${connections} connections, ${seconds} s each; a company of ${companySize} users`);
    const bareMe = await fire({ url: `${bare.url}/me`, connections, seconds });
    line(`bare fastify (${meBody.length} B)`, bareMe);
    const me = await fire({ url: meUrl, headers: auth, connections, seconds });
    const meRatio = me.rps / bareMe.rps;
    line(`GET users/me (${meBody.length} B)`, me, `   ratio ${meRatio.toFixed(2)}`);
    const bareList = await fire({ url: `${bare.url}/list`, connections, seconds });
    line(`bare fastify (${listBody.length} B)`, bareList);
    const list = await fire({ url: listUrl, headers: auth, connections, seconds });
    line(`GET users?page=1 (${listBody.length} B)`, list, `   ratio ${(list.rps / bareList.rps).toFixed(2)}`);
    for (const r of [me, list])
      if (r.errors > 0 || r.total !== (r.byStatus['200'] ?? 0))
        console.log(`  ! unexpected answers: ${statuses(r)}, ${r.errors} errors`);

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
