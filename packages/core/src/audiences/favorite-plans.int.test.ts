import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createTestDeps, type TestDeps } from '../testing';
import { createCompany, createUser } from '../testing/factories';
import { planProblems, queriesSentBy } from '../testing/query-plans';
import type { Actor } from '../deps';
import { listFavoriteSegments } from './list-favorite-segments';

/**
 * Every user may star the whole catalogue (1,558 segments): with 60 users that did so, the list
 * never scans the table and page 1 reads in index order.
 */
const users = 60;
const segments = 1558;

describe('favourite segments list plan', () => {
  let deps: TestDeps;
  let actor: Actor;
  beforeAll(async () => {
    deps = await createTestDeps();
    const company = await createCompany({ db: deps.db });
    const me = await createUser({ db: deps.db, companyId: company.id, role: 'user' });
    actor = {
      userId: me.id,
      companyId: company.id,
      role: 'user',
      isStaff: false,
      tokenId: me.id,
      impersonatorUserId: null,
      language: 'pt_BR',
    };
    await queryRows(deps.db, sql`ALTER TABLE audience_favorites SET (autovacuum_enabled = off)`);
    await queryRows(
      deps.db,
      sql`INSERT INTO users (company_id, role_id, name, email)
          SELECT ${company.id}, 3, 'Fã ' || g, 'fav-' || g || '@example.com' FROM generate_series(1, ${users - 1}) g`,
    );
    await queryRows(
      deps.db,
      sql`INSERT INTO audience_favorites (user_id, segment_id, created_at)
          SELECT u.id, g::text, now() - g * interval '1 minute'
          FROM users u, generate_series(1, ${segments}) g WHERE u.company_id = ${company.id}`,
    );
    await queryRows(deps.db, sql`VACUUM (FREEZE, ANALYZE) audience_favorites`);
  }, 300_000);
  afterAll(() => deps.database.close());

  for (const page of [1, 70])
    it(`GET audiences/favorites?page=${page}`, async () => {
      const sent = await queriesSentBy(deps.db, () =>
        listFavoriteSegments({ deps, actor, language: 'pt_BR', query: { page, per_page: 20 } }),
      );
      expect(sent.length).toBeGreaterThan(0);
      for (const query of sent) {
        const problems = await planProblems(deps.db, query, ['audience_favorites']);
        // A deep page reads most of the user's rows anyway, and PostgreSQL may then prefer sorting
        // them to walking the list index; they are bounded by the catalogue (a user stars each
        // segment at most once), never the table. Page 1 must use the index.
        const allowed = (problem: string) =>
          page > 1 && Number(/^Sort of (\d+) rows$/.exec(problem)?.[1] ?? Infinity) <= 2 * segments;
        expect(
          problems.filter((problem) => !allowed(problem)),
          query.text,
        ).toEqual([]);
      }
    });
});
