import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { createDatabase, queryRows, tableChangesOf, users, type Database } from '@verba/db';
import { listUsersQuerySchema } from '@verba/domain';
import { createTestDeps, type TestDeps } from './testing';
import { createSignedInUser, createUser } from './testing/factories';
import { cachedRead } from './read-cache';
import { listUsers } from './users/list-users';

/** Counts the loads behind a cached read of the company's user names. */
function namesRead(deps: TestDeps, companyId: string) {
  let loads = 0;
  const read = () =>
    cachedRead(deps, {
      name: 'test_user_names',
      key: companyId,
      tables: ['users'],
      load: async () => {
        loads += 1;
        const rows = await deps.db
          .select({ name: users.name })
          .from(users)
          .where(eq(users.companyId, companyId));
        return rows.map((row) => row.name).sort();
      },
    });
  return { read, loads: () => loads };
}

const until = async (done: () => boolean | Promise<boolean>, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('cachedRead', () => {
  let deps: TestDeps;
  beforeAll(async () => {
    deps = await createTestDeps();
  });
  afterAll(() => deps.database.close());

  it('answers from memory until a declared table is written, and sees its own process’s write at once', async () => {
    const { user } = await createSignedInUser({ db: deps.db, role: 'manager', now: deps.now() });
    const { read, loads } = namesRead(deps, user.companyId);
    const first = await read();
    expect(await read()).toBe(first);
    expect(loads()).toBe(1);

    await deps.db.update(users).set({ name: 'Renamed Person' }).where(eq(users.id, user.id));
    expect(await read()).toEqual(['Renamed Person']);
    expect(loads()).toBe(2);

    // A write inside a transaction is known when its COMMIT returns, and not before.
    await deps.db.transaction(async (tx) => {
      await tx.update(users).set({ name: 'Inside Transaction' }).where(eq(users.id, user.id));
    });
    expect(await read()).toEqual(['Inside Transaction']);
  });

  it('freezes what it keeps under tests, so no caller can change a cached answer', async () => {
    const { user } = await createSignedInUser({ db: deps.db, role: 'manager', now: deps.now() });
    const names = await namesRead(deps, user.companyId).read();
    expect(Object.isFrozen(names)).toBe(true);
  });

  it('refuses a read of a table it does not declare', async () => {
    await expect(
      cachedRead(deps, {
        name: 'test_undeclared',
        key: '',
        tables: ['users'],
        load: () => queryRows(deps.db, sql`SELECT count(*) FROM companies`),
      }),
    ).rejects.toThrow('cached read test_undeclared reads companies without declaring it');
  });

  it('refuses to depend on a table whose writes notify nothing', async () => {
    await expect(
      cachedRead(deps, {
        name: 'test_silent',
        key: '',
        tables: ['companies'],
        load: () => queryRows(deps.db, sql`SELECT count(*) FROM companies`),
      }),
    ).rejects.toThrow('cached read test_silent depends on companies, whose writes notify nothing');
  });

  it('caches nothing with READ_CACHE_ENTRIES=0', async () => {
    const { user } = await createSignedInUser({ db: deps.db, role: 'manager', now: deps.now() });
    const { read, loads } = namesRead(
      { ...deps, config: { ...deps.config, readCacheEntries: 0 } },
      user.companyId,
    );
    await read();
    await read();
    expect(loads()).toBe(2);
  });

  it('answers a list the same, cached or not, whatever the writes between reads', async () => {
    const { user: admin } = await createSignedInUser({ db: deps.db, role: 'manager', now: deps.now() });
    const actor = { userId: admin.id, companyId: admin.companyId, role: 'manager', isStaff: false } as never;
    const uncached = { ...deps, config: { ...deps.config, readCacheEntries: 0 } };
    const query = (page: number, search?: string) =>
      listUsersQuerySchema.parse({ page: String(page), per_page: '3', ...(search ? { search } : {}) });
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        name: fc.constantFrom('Ana', 'Bruno', 'Carla', 'Davi'),
      }),
      fc.record({ kind: fc.constant('rename' as const), name: fc.constantFrom('Elisa', 'Fábio') }),
      fc.record({ kind: fc.constant('deactivate' as const) }),
      fc.record({
        kind: fc.constant('read' as const),
        page: fc.integer({ min: 1, max: 3 }),
        search: fc.constantFrom(undefined, 'a'),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const s of steps) {
          if (s.kind === 'add') await createUser({ db: deps.db, companyId: admin.companyId, name: s.name });
          else if (s.kind === 'rename')
            await deps.db.update(users).set({ name: s.name }).where(eq(users.companyId, admin.companyId));
          else if (s.kind === 'deactivate')
            await deps.db.update(users).set({ isActive: false }).where(eq(users.companyId, admin.companyId));
          else
            expect(await listUsers({ deps, actor, query: query(s.page, s.search) })).toEqual(
              await listUsers({ deps: uncached, actor, query: query(s.page, s.search) }),
            );
        }
      }),
      { numRuns: 25 },
    );
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL))(
    'hears another process’s writes, and caches nothing while it cannot hear them',
    async () => {
      const url = (deps.db as unknown as { $client: { options: { connectionString: string } } }).$client
        .options.connectionString;
      const other: Database = await createDatabase({ url, migrate: false, poolSize: 2 });
      try {
        const { user } = await createSignedInUser({ db: deps.db, role: 'manager', now: deps.now() });
        const { read, loads } = namesRead(deps, user.companyId);
        await read();
        await other.db.update(users).set({ name: 'Written Elsewhere' }).where(eq(users.id, user.id));
        await until(async () => (await read()).includes('Written Elsewhere'));
        const settled = loads();
        await read();
        expect(loads()).toBe(settled);

        // The listening session dies: nothing is trusted until it is back.
        const changes = tableChangesOf(deps.db)!;
        await queryRows(
          other.db,
          sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
              WHERE datname = current_database() AND query = 'LISTEN verba_table_changed' AND pid <> pg_backend_pid()`,
        );
        await until(() => !changes.live);
        const whileDeaf = loads();
        await read();
        await read();
        expect(loads()).toBe(whileDeaf + 2);
        await until(() => changes.live);
        await read();
        await read();
        expect(loads()).toBe(whileDeaf + 3);
      } finally {
        await other.close();
      }
    },
  );
});
