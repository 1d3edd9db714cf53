import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from './testing';
import { queryRows, type Database } from './client';
import { readTogether } from './read-together';

describe('readTogether', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const read = (db: Parameters<typeof queryRows>[0], n: number) => () =>
    queryRows<{ n: number }>(db, sql`SELECT ${n}::int AS n, pg_sleep(0.01)`).then((rows) => rows[0]!.n);

  it('answers in the order asked, on the pool and inside a transaction, queueing nothing on one connection', async () => {
    const warnings = vi.fn();
    process.on('warning', warnings);
    try {
      expect(await readTogether(database.db, [read(database.db, 1), read(database.db, 2)])).toEqual([1, 2]);
      const inTx = await database.db.transaction((tx) =>
        readTogether(tx, [read(tx, 3), read(tx, 4), read(tx, 5)]),
      );
      expect(inTx).toEqual([3, 4, 5]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.mock.calls.map(([w]) => String(w))).not.toContainEqual(
        expect.stringContaining('already executing a query'),
      );
    } finally {
      process.off('warning', warnings);
    }
  });

  it('runs a transaction’s reads one after another', async () => {
    let running = 0;
    let most = 0;
    const tracked = (n: number, db: Parameters<typeof queryRows>[0]) => async () => {
      most = Math.max(most, ++running);
      try {
        return await read(db, n)();
      } finally {
        running--;
      }
    };
    await database.db.transaction((tx) => readTogether(tx, [tracked(1, tx), tracked(2, tx)]));
    expect(most).toBe(1);
    most = 0;
    await readTogether(database.db, [tracked(1, database.db), tracked(2, database.db)]);
    expect(most).toBe(2);
  });
});
