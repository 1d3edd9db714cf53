import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database the benchmark runs the app on: the embedded PGlite, or a PostgreSQL server. */
export interface BenchDatabase {
  label: string;
  /** postgres:// URL, or undefined for the embedded database in `dataDir`. */
  url: string | undefined;
  dataDir: string | undefined;
  dispose(): Promise<void>;
}

const root = resolve(import.meta.dirname, '../..');

export function embeddedDatabase(): BenchDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'verba-bench-'));
  return {
    label: 'embedded PGlite',
    url: undefined,
    dataDir: join(dir, 'pg'),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A fresh database on an existing server, dropped again at the end. */
async function databaseOnServer(serverUrl: string): Promise<BenchDatabase> {
  const name = `verba_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const version = await serverVersion(url.toString());
  return {
    label: `PostgreSQL ${version} (${url.host})`,
    url: url.toString(),
    dataDir: undefined,
    async dispose() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function serverVersion(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
  await client.end();
  return rows[0]?.server_version.split(' ')[0] ?? '?';
}

const debianPostgresInstalled = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));

/** A throw-away server of Debian's postgresql package (scripts/postgres-server.sh), stopped at the end. */
async function localServer(): Promise<BenchDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'verba-bench-pg-'));
  const env = { ...process.env, PG_PORT: process.env.BENCH_PG_PORT ?? '54410', PG_DIR: dir };
  const script = (command: string) =>
    execFileSync('bash', ['-c', `source scripts/postgres-server.sh && ${command}`], {
      cwd: root,
      env,
      encoding: 'utf8',
    }).trim();
  const url = script('pg_start && echo "$PG_URL"').split('\n').pop()!;
  try {
    const database = await databaseOnServer(url);
    return {
      ...database,
      label: `${database.label}, started here`,
      async dispose() {
        await database.dispose();
        script('pg_stop');
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    script('pg_stop');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The PostgreSQL server of BENCH_DATABASE_URL or DATABASE_URL; otherwise one started here when
 * Debian's postgresql is installed; otherwise none (the caller says so).
 */
export async function postgresDatabase(): Promise<BenchDatabase | undefined> {
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (url) return databaseOnServer(url);
  if (debianPostgresInstalled()) return localServer();
  return undefined;
}
