import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { migrate } from './migrate';
import { listenOnServer, tableChangesChannel, TableChanges } from './changes';
import { statementRecorder, type RawQuery } from './read-dependencies';

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

/** What a database made by `createDatabase` offers besides its drizzle handle. */
interface Internals {
  changes: TableChanges;
  rawQuery: RawQuery;
}

const internals = new WeakMap<object, Internals>();

/** The tables written since a read, as this process hears of them (undefined: not known for `db`). */
export const tableChangesOf = (db: Db): TableChanges | undefined => internals.get(db)?.changes;

/** Sends `text` with `params` straight to the driver, bypassing drizzle (plans, catalogues). */
export const rawQueryOf = (db: Db): RawQuery | undefined => internals.get(db)?.rawQuery;

/** The one factory of the app: PGlite (embedded) or node-postgres, same schema and migrations. */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  let database: Database;
  const changes = new TableChanges();
  const noteChange = (table: string | undefined) => table && changes.changed(table);
  const logger = statementRecorder;
  let rawQuery: RawQuery;
  if (options.url) {
    // Every pooled session listens too, but takes only its own writes: a session gets its own
    // notifications before its COMMIT returns, so this process knows its writes before its next
    // read. The listener below takes the others' writes, so no write is heard twice.
    const ownSessions = new Set<number>();
    const listenToOwnWrites = async (client: pg.ClientBase) => {
      const session = (client as unknown as { processID: number }).processID;
      ownSessions.add(session);
      client.on('notification', (message) => {
        if (message.processId === session) noteChange(message.payload);
      });
      await client.query(`LISTEN ${tableChangesChannel}`);
    };
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // pg-pool (≥ 3.8) awaits it before the session's first query; @types/pg says void.
      // eslint-disable-next-line @typescript-eslint/no-misused-promises
      onConnect: listenToOwnWrites,
    });
    // An idle client whose server connection ends (restart, DROP DATABASE … FORCE) emits 'error';
    // the pool drops it and the next query opens a new one, so this must not crash the process.
    pool.on('error', () => {});
    pool.on('remove', (client) => ownSessions.delete((client as unknown as { processID: number }).processID));
    const listener = await listenOnServer(options.url, changes, (session) => !ownSessions.has(session));
    rawQuery = (text, params) => pool.query(text, params);
    database = {
      db: drizzlePg(pool, { schema, logger }),
      kind: 'pg',
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  } else {
    const client = new PGlite(options.dataDir ?? 'memory://');
    await client.waitReady;
    // One session, which sees every write of the process at its commit.
    await client.listen(tableChangesChannel, noteChange);
    changes.resume();
    rawQuery = (text, params) => client.query(text, params);
    database = {
      db: drizzlePglite(client, { schema, logger }),
      kind: 'pglite',
      close: () => {
        changes.suspend();
        return client.close();
      },
    };
  }
  internals.set(database.db, { changes, rawQuery });
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
