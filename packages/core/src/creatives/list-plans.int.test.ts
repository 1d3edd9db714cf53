import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { creativeSorts, listCreativesQuerySchema, listStaffCreativesQuerySchema } from '@verba/domain';
import { createTestDeps, type TestDeps } from '../testing';
import { createCompany, createUser } from '../testing/factories';
import { planProblems, queriesSentBy } from '../testing/query-plans';
import { vacuumAnalyze, withoutAutovacuum } from '../testing/plan-seeds';
import type { Actor } from '../deps';
import { listCreatives } from './list-creatives';
import { listStaffCreatives } from './list-staff-creatives';

/**
 * The creative lists read their page in index order (migration 0023) at 10,000 creatives of one
 * advertiser, among three other companies of 30,000 each (one tenant among many, as in
 * ../list-plans.int.test.ts): no sequential scan, no sort of more than a page.
 */
const rows = 10_000;
const othersRows = 30_000;
/** The advertisers table holds 4 rows here: scanning it whole is the planner's right choice. */
const tables = ['creatives'];

async function seedCompany(deps: TestDeps, companyId: string, rows: number) {
  const [advertiser] = await queryRows<{ id: string }>(
    deps.db,
    sql`INSERT INTO advertisers (company_id, name, display_name, website, currency, owner_document, owner_document_type, owner_name)
        VALUES (${companyId}, 'Anunciante', 'Anunciante', 'https://example.com', 'BRL', '52998224725', 'CPF', 'Dona') RETURNING id`,
  );
  await queryRows(
    deps.db,
    // Rows as wide as real search ads (texts, URLs, the ad's JSON), so the planner weighs real pages.
    sql`INSERT INTO creatives (company_id, advertiser_id, name, format, status, destination_url, search, created_at)
        SELECT ${companyId}, ${advertiser!.id}, 'Criativo ' || g, 'SEARCH', CASE WHEN g % 10 = 0 THEN 'pending' ELSE 'approved' END,
               'https://example.com/campanha/' || g,
               jsonb_build_object('final_url', 'https://example.com/' || g, 'titles', jsonb_build_array(repeat('Título ', 4), repeat('Oferta ', 4), repeat('Frete ', 5)),
                 'descriptions', jsonb_build_array(repeat('Descrição longa do anúncio. ', 3), repeat('Outra descrição do anúncio. ', 3)),
                 'sitelinks', jsonb_build_array(), 'callouts', jsonb_build_array(), 'keywords', jsonb_build_array()),
               now() - g * interval '1 minute'
        FROM generate_series(1, ${rows}) g`,
  );
  return advertiser!.id;
}

describe('creative list query plans at 10,000 creatives', () => {
  let deps: TestDeps;
  let actor: Actor;
  let advertiserId: string;
  beforeAll(async () => {
    deps = await createTestDeps();
    const mine = await createCompany({ db: deps.db });
    const user = await createUser({ db: deps.db, companyId: mine.id, role: 'user' });
    actor = {
      userId: user.id,
      companyId: mine.id,
      role: 'user',
      isStaff: true,
      tokenId: user.id,
      impersonatorUserId: null,
      language: 'pt_BR',
    };
    await withoutAutovacuum(deps.db, [...tables, 'advertisers']);
    advertiserId = await seedCompany(deps, mine.id, rows);
    for (let other = 0; other < 3; other++)
      await seedCompany(deps, (await createCompany({ db: deps.db })).id, othersRows);
    await vacuumAnalyze(deps.db, [...tables, 'advertisers']);
  }, 300_000);
  afterAll(() => deps.database.close());

  const expectIndexOrder = async (run: () => Promise<unknown>) => {
    const sent = await queriesSentBy(deps.db, run);
    expect(sent.length).toBeGreaterThan(0);
    for (const query of sent) expect(await planProblems(deps.db, query, tables), query.text).toEqual([]);
  };

  for (const sort of creativeSorts)
    for (const page of [1, 400]) {
      it(`GET creatives?sort=${sort}&page=${page}`, () =>
        expectIndexOrder(() =>
          listCreatives({ deps, actor, query: listCreativesQuerySchema.parse({ sort, page }) }),
        ));
      it(`GET advertisers/{id}/creatives?sort=${sort}&page=${page}`, () =>
        expectIndexOrder(() =>
          listCreatives({
            deps,
            actor,
            query: listCreativesQuerySchema.parse({ sort, page, advertiser_id: advertiserId }),
          }),
        ));
    }

  // The pending queue: a tenth of every company's creatives (10,000 here), page 1 and page 400.
  for (const page of [1, 400])
    it(`GET staff/creatives?page=${page} (the pending queue)`, () =>
      expectIndexOrder(() =>
        listStaffCreatives({ deps, actor, query: listStaffCreativesQuerySchema.parse({ page }) }),
      ));
});
