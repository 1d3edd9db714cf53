import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@verba/db';
import type { SpotifySandboxRow, SpotifySandboxStore } from './api';

const stores = new WeakMap<Db, SpotifySandboxStore>();

/**
 * The Spotify sandbox's world in PostgreSQL (sandbox_spotify_objects, migration 0065): loaded once
 * per process, each changed object upserted after the request that changed it. One store per
 * database handle, so the sandbox loads a database once.
 */
export function spotifySandboxPgStore(db: Db): SpotifySandboxStore {
  let store = stores.get(db);
  if (store) return store;
  store = {
    async load() {
      const rows = await queryRows<{ kind: SpotifySandboxRow['kind']; id: string; data: unknown }>(
        db,
        sql`SELECT kind, id, data FROM sandbox_spotify_objects ORDER BY kind, id`,
      );
      return rows.map((r) => ({
        kind: r.kind,
        id: r.id,
        data: typeof r.data === 'string' ? (JSON.parse(r.data) as unknown) : r.data,
      }));
    },
    async save(rows) {
      for (const row of rows)
        await db.execute(sql`
          INSERT INTO sandbox_spotify_objects (kind, id, data, updated_at)
          VALUES (${row.kind}, ${row.id}, ${JSON.stringify(row.data)}::jsonb, now())
          ON CONFLICT (kind, id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`);
    },
  };
  stores.set(db, store);
  return store;
}
