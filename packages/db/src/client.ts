import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { migrate } from './migrate';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL of a PostgreSQL server; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** Folder of the embedded database; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string | undefined;
  poolSize?: number;
  migrate?: boolean;
}

/** The one factory of the app: PGlite (embedded) or node-postgres, same schema and migrations. */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  let database: Database;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client whose server connection ends (restart, DROP DATABASE … FORCE) emits 'error';
    // the pool drops it and the next query opens a new one, so this must not crash the process.
    pool.on('error', () => {});
    database = { db: drizzlePg(pool, { schema }), kind: 'pg', close: () => pool.end() };
  } else {
    const client = new PGlite(options.dataDir ?? 'memory://');
    await client.waitReady;
    database = { db: drizzlePglite(client, { schema }), kind: 'pglite', close: () => client.close() };
  }
  if (options.migrate !== false) await migrate(database.db);
  return database;
}

/** Rows of a raw SQL query, the same on PGlite and node-postgres. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const dialect = new PgDialect();

/**
 * A raw SQL query with `sql.placeholder()` parameters, sent as a named prepared statement: on a
 * PostgreSQL server each pooled connection parses and plans it once, then only binds and executes
 * it (PGlite ignores the name). The query is built once, and its prepared form kept per session.
 * For hot paths only; `name` must be unique in the app.
 */
export function preparedQuery<T>(name: string, query: SQL) {
  const built = dialect.sqlToQuery(query);
  const bySession = new WeakMap<object, { execute(values: Record<string, unknown>): Promise<unknown> }>();
  return async (db: DbOrTx, values: Record<string, unknown>): Promise<T[]> => {
    const session = db._.session;
    let prepared = bySession.get(session);
    if (!prepared) {
      prepared = session.prepareQuery(built, undefined, name, false);
      bySession.set(session, prepared);
    }
    const result: unknown = await prepared.execute(values);
    return (result as { rows: T[] }).rows;
  };
}

const preparedByDatabase = new WeakMap<object, Map<string, unknown>>();

/**
 * Drizzle queries built once per database and kept prepared (issue 13: building the SQL text of a
 * list's statement per request was a fifth of its CPU on PostgreSQL); on a server each pooled
 * connection also parses them once. `prepare` builds and prepares them under the name it is given
 * (suffixed for a second query). Everything that varies between calls must be a
 * `sql.placeholder()` in them, and `name` must stand for one shape of query, unique in the app.
 */
export function preparedOnce<Prepared>(db: Db, name: string, prepare: (name: string) => Prepared): Prepared {
  let byName = preparedByDatabase.get(db);
  if (!byName) {
    byName = new Map();
    preparedByDatabase.set(db, byName);
  }
  let prepared = byName.get(name) as Prepared | undefined;
  if (!prepared) {
    prepared = prepare(name);
    byName.set(name, prepared);
  }
  return prepared;
}
