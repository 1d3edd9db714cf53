import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { createDatabase, queryRows, type DbOrTx } from '@verba/db';

/**
 * `npm run bench -- restart` (issue 26, "Restarts"): how long `npm start`'s process takes from
 * spawn to answering `GET /api/v1/public/config` after a `kill -9`, on the embedded database with
 * the demo data, then with BENCH_RESTART_ADVERTISERS (1,000) more advertisers and
 * BENCH_RESTART_CAMPAIGNS (10,000) more campaigns in the demo agency. The baseline is the same
 * restart with the demo data only, measured in the same run on the same data directory. Each
 * figure is the median of BENCH_RESTART_ROUNDS (3) restarts, each after a SIGKILL.
 */
const root = resolve(import.meta.dirname, '../..');
const advertiserCount = Number(process.env.BENCH_RESTART_ADVERTISERS ?? 1_000);
const campaignCount = Number(process.env.BENCH_RESTART_CAMPAIGNS ?? 10_000);
const rounds = Number(process.env.BENCH_RESTART_ROUNDS ?? 3);

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Spawns the app and resolves with the milliseconds until it answers, and the child. */
async function start(dataDir: string, port: number): Promise<{ ms: number; child: ChildProcess }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SANDBOX_TRAFFIC_QPS: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, fail) =>
    child.once('exit', (code) => fail(new Error(`the app exited (${code}) before answering`))),
  );
  const deadline = started + 300_000;
  for (;;) {
    if (performance.now() > deadline) throw new Error('the app did not answer within 300 s');
    const ok = await Promise.race([
      fetch(`http://127.0.0.1:${port}/api/v1/public/config`).then(
        (response) => response.ok,
        () => false,
      ),
      exited,
    ]);
    if (ok) return { ms: performance.now() - started, child };
    await new Promise((done) => setTimeout(done, 50));
  }
}

const kill9 = (child: ChildProcess) =>
  new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });

async function restarts(dataDir: string, port: number): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const { ms, child } = await start(dataDir, port);
    times.push(ms);
    // Let the worker and delivery loops run a little, so the kill lands mid-work.
    await new Promise((done) => setTimeout(done, 1_500));
    await kill9(child);
  }
  return times;
}

/** Copies `count` rows of `table` from `template` (a SELECT of one row), overriding some columns. */
async function cloneRows(
  db: DbOrTx,
  table: string,
  count: number,
  template: string,
  overrides: Record<string, string>,
) {
  const columns = await queryRows<{ column_name: string }>(
    db,
    sql`SELECT column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = ${table} ORDER BY ordinal_position`,
  );
  const names = columns.map((c) => c.column_name);
  const select = names.map((name) => overrides[name] ?? `t.${name}`).join(', ');
  await db.execute(
    sql.raw(
      `INSERT INTO ${table} (${names.join(', ')})
       SELECT ${select} FROM (${template}) t, generate_series(1, ${count}) g`,
    ),
  );
}

/** 1,000 advertisers and 10,000 campaigns (drafts and paused ones) in the demo agency, by SQL. */
async function addData(dataDir: string) {
  const database = await createDatabase({ dataDir: join(dataDir, 'pg') });
  const { db } = database;
  await cloneRows(
    db,
    'advertisers',
    advertiserCount,
    'SELECT * FROM advertisers ORDER BY created_at LIMIT 1',
    {
      id: 'gen_random_uuid()',
      name: `'Anunciante de carga ' || g`,
      display_name: `'Carga ' || g`,
    },
  );
  await db.execute(
    sql.raw(`CREATE TEMP TABLE bench_advertisers AS
    SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM advertisers WHERE name LIKE 'Anunciante de carga %'`),
  );
  await cloneRows(db, 'campaigns', campaignCount, 'SELECT * FROM campaigns ORDER BY created_at LIMIT 1', {
    id: 'gen_random_uuid()',
    name: `'Campanha de carga ' || g`,
    advertiser_id: `(SELECT id FROM bench_advertisers WHERE n = g % ${advertiserCount})`,
    status: `CASE WHEN g % 2 = 0 THEN 'draft' ELSE 'paused' END`,
  });
  const [counts] = await queryRows<{ advertisers: number; campaigns: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM advertisers) AS advertisers, (SELECT count(*)::int FROM campaigns) AS campaigns`,
  );
  await database.close();
  return counts!;
}

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'verba-restart-'));
  const port = await freePort();
  try {
    const first = await start(dataDir, port);
    console.log(`first start (migrations + demo seed): ${Math.round(first.ms)} ms`);
    await kill9(first.child);
    const baseline = median(await restarts(dataDir, port));
    console.log(`restart after kill -9, demo data only: ${Math.round(baseline)} ms (median of ${rounds})`);
    const counts = await addData(dataDir);
    console.log(`added data: ${counts.advertisers} advertisers, ${counts.campaigns} campaigns in all`);
    const loaded = median(await restarts(dataDir, port));
    console.log(`restart after kill -9 with that data: ${Math.round(loaded)} ms (median of ${rounds})`);
    console.log(
      `restart: ${Math.round(loaded)} ms with ${advertiserCount} advertisers and ${campaignCount} campaigns, ratio ${(loaded / baseline).toFixed(2)} vs the demo-only restart`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
