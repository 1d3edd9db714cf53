import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { listCustomListEntriesQuerySchema, listCustomListsQuerySchema } from '@verba/domain';
import { createTestDeps, type TestDeps } from '../testing';
import { createCompany, createUser } from '../testing/factories';
import { planProblems, queriesSentBy } from '../testing/query-plans';
import { vacuumAnalyze, withoutAutovacuum } from '../testing/plan-seeds';
import type { Actor } from '../deps';
import { listCustomLists } from './list-custom-lists';
import { listCustomListEntries } from './list-custom-list-entries';

/**
 * The lists page and a list's entries read their page in index order (migration 0026), as
 * migration 0021 asks of every list: 10,000 lists (10 advertisers) and a list of 10,000 entries
 * in the company (among 200,000 entries of other lists), among another company's 90,000 lists
 * (a company holds a small share of the table, as in production: at 25 % the planner may rightly
 * prefer a sequential scan for the count, and that choice flips with the ANALYZE sample).
 */
const tables = ['custom_lists', 'custom_list_entries'];

/** `count` lists of the company, spread over 10 advertisers; returns the first advertiser. */
async function seedLists(deps: TestDeps, companyId: string, count: number) {
  const advertisers = await queryRows<{ id: string }>(
    deps.db,
    sql`INSERT INTO advertisers (company_id, name, display_name, website, currency, owner_document, owner_document_type, owner_name)
        SELECT ${companyId}, 'Anunciante ' || g, 'Anunciante', 'https://example.com', 'BRL', '52998224725', 'CPF', 'Dona'
        FROM generate_series(1, 10) g RETURNING id`,
  );
  const ids = advertisers.map((a) => a.id);
  await queryRows(
    deps.db,
    sql`INSERT INTO custom_lists (company_id, advertiser_id, type, entry_kind, name)
        SELECT ${companyId}, (${`{${ids.join(',')}}`}::uuid[])[1 + g % 10], (ARRAY['SITE_LIST','APP_LIST'])[1 + g % 2],
               (ARRAY['domain','app'])[1 + g % 2], 'Lista ' || g
        FROM generate_series(1, ${count}) g`,
  );
  return ids[0]!;
}

describe('custom list query plans', () => {
  let deps: TestDeps;
  let actor: Actor;
  let advertiserId: string;
  let listId: string;
  beforeAll(async () => {
    deps = await createTestDeps();
    const mine = await createCompany({ db: deps.db });
    const manager = await createUser({ db: deps.db, companyId: mine.id, role: 'manager' });
    actor = {
      userId: manager.id,
      companyId: mine.id,
      role: 'manager',
      isStaff: false,
      tokenId: manager.id,
      impersonatorUserId: null,
      language: 'pt_BR',
    };
    await withoutAutovacuum(deps.db, [...tables, 'advertisers']);
    advertiserId = await seedLists(deps, mine.id, 10_000);
    await seedLists(deps, (await createCompany({ db: deps.db })).id, 90_000);
    const [list] = await queryRows<{ id: string }>(
      deps.db,
      sql`SELECT id FROM custom_lists WHERE company_id = ${mine.id} AND type = 'SITE_LIST' LIMIT 1`,
    );
    listId = list!.id;
    await queryRows(
      deps.db,
      sql`INSERT INTO custom_list_entries (list_id, value) SELECT ${listId}, 'site' || g || '.com.br' FROM generate_series(1, 10000) g`,
    );
    // Other lists' entries share the table.
    await queryRows(
      deps.db,
      sql`INSERT INTO custom_list_entries (list_id, value)
          SELECT l.id, 'outro' || g || '.com.br' FROM generate_series(1, 1000) g,
          LATERAL (SELECT id FROM custom_lists WHERE id <> ${listId} ORDER BY id LIMIT 200) l`,
    );
    await vacuumAnalyze(deps.db, [...tables, 'advertisers']);
  }, 300_000);
  afterAll(() => deps.database.close());

  const expectIndexOrder = async (run: () => Promise<unknown>) => {
    const sent = await queriesSentBy(deps.db, run);
    expect(sent.length).toBeGreaterThan(0);
    for (const query of sent) expect(await planProblems(deps.db, query, tables), query.text).toEqual([]);
  };

  // Page 1 and a deep page of each filter: 400 of the company's 10,000 lists, 200 of its 5,000 of
  // a type, 40 of an advertiser's 1,000.
  for (const [filter, deepPage] of [
    [{}, 400],
    [{ type: 'APP_LIST' }, 200],
    [{ advertiser: true }, 40],
  ] as const)
    for (const page of [1, deepPage])
      it(`GET custom-lists?page=${page} ${JSON.stringify(filter)}`, () =>
        expectIndexOrder(() =>
          listCustomLists({
            deps,
            actor,
            query: listCustomListsQuerySchema.parse({
              ...filter,
              page,
              advertiser: undefined,
              ...('advertiser' in filter ? { advertiser_id: advertiserId } : {}),
            }),
          }),
        ));

  for (const page of [1, 400])
    it(`GET custom-lists/{id}/entries?page=${page}`, () =>
      expectIndexOrder(() =>
        listCustomListEntries({
          deps,
          actor,
          id: listId,
          query: listCustomListEntriesQuerySchema.parse({ page }),
        }),
      ));
});
