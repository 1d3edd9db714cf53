import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@verba/db';
import { metaSandboxStore, type Obj } from './graph-sandbox';

/**
 * The Meta sandbox's state in PostgreSQL (migration 0062): the Graph API handler works on the
 * in-memory store (graph-sandbox.ts); the app loads it once per process before the first request
 * and saves what each request changed after it, so a restart keeps the objects Verba created, their
 * status and budget history (hence their delivery), used codes and removed grants.
 */
const loaded = new Map<string, Promise<void>>();

interface ObjectRow {
  id: string;
  kind: Obj['kind'];
  account_id: string;
  created_at_ms: string | number;
  fields: Record<string, unknown> | string;
  status_log: Obj['statusLog'] | string;
  budget_log: Obj['budgetLog'] | string;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** Loads the stored state into the store of this installation key, once per process and database. */
export function loadMetaSandbox(db: Db, secret: string): Promise<void> {
  let done = loaded.get(secret);
  if (!done) {
    done = (async () => {
      const store = metaSandboxStore(secret);
      const rows = await queryRows<ObjectRow>(db, sql`SELECT * FROM sandbox_meta_objects`);
      for (const r of rows) {
        if (store.objects.has(r.id)) continue;
        store.objects.set(r.id, {
          id: r.id,
          kind: r.kind,
          accountId: r.account_id,
          createdAt: Number(r.created_at_ms),
          fields: json(r.fields),
          statusLog: json(r.status_log),
          budgetLog: json(r.budget_log),
        });
        if (/^\d+$/.test(r.id) && BigInt(r.id) > store.seq) store.seq = BigInt(r.id);
      }
      const login = await queryRows<{ kind: 'used_code' | 'revoked_grant'; id: string }>(
        db,
        sql`SELECT kind, id FROM sandbox_meta_login`,
      );
      for (const l of login) (l.kind === 'used_code' ? store.usedCodes : store.revokedGrants).add(l.id);
    })();
    done.catch(() => loaded.delete(secret));
    loaded.set(secret, done);
  }
  return done;
}

/** Writes what changed since the last save. */
export async function saveMetaSandbox(db: Db, secret: string, now: Date): Promise<void> {
  const store = metaSandboxStore(secret);
  const ids = [...store.dirty];
  store.dirty.clear();
  const login = store.loginDirty.splice(0);
  for (const id of ids) {
    const o = store.objects.get(id);
    if (!o) continue;
    await db.execute(sql`
      INSERT INTO sandbox_meta_objects (id, kind, account_id, created_at_ms, fields, status_log, budget_log)
      VALUES (${o.id}, ${o.kind}, ${o.accountId}, ${o.createdAt}, ${JSON.stringify(o.fields)}::jsonb,
              ${JSON.stringify(o.statusLog)}::jsonb, ${JSON.stringify(o.budgetLog)}::jsonb)
      ON CONFLICT (id) DO UPDATE
        SET fields = excluded.fields, status_log = excluded.status_log, budget_log = excluded.budget_log`);
  }
  for (const l of login)
    await db.execute(sql`
      INSERT INTO sandbox_meta_login (kind, id, at) VALUES (${l.kind}, ${l.id}, ${now.toISOString()})
      ON CONFLICT DO NOTHING`);
}

/** Forgets what this process loaded (a test that restarts the app on the same database). */
export function forgetLoadedMetaSandbox(secret: string): void {
  loaded.delete(secret);
}
