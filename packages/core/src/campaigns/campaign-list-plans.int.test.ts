import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { listCampaignsQuerySchema } from '@verba/domain';
import { createTestDeps, type TestDeps } from '../testing';
import { createCompany, createUser } from '../testing/factories';
import { planProblems, queriesSentBy } from '../testing/query-plans';
import { vacuumAnalyze, withoutAutovacuum } from '../testing/plan-seeds';
import type { Actor } from '../deps';
import { listCampaigns } from './list-campaigns';

/**
 * Issue 13's rule for GET campaigns: at 10,000 campaigns a company, among three other companies
 * of 30,000 each, page 1 of every filter and every sort is read in index order (no sequential
 * scan of the campaigns, no sort of more than a page).
 */
const rows = 10_000;
const othersRows = 30_000;
const tables = ['campaigns'];
const types = ['PROGRAMMATIC', 'NATIVE', 'PUSH', 'SEARCH', 'AUDIO'];
const statuses = ['draft', 'pending', 'active', 'paused', 'finished'];

async function seedCampaigns(deps: TestDeps, companyId: string, count: number) {
  const [advertiser] = await queryRows<{ id: string }>(
    deps.db,
    sql`INSERT INTO advertisers (company_id, name, display_name, website, currency, owner_document, owner_document_type, owner_name)
        VALUES (${companyId}, 'Anunciante', 'Anunciante', 'https://example.com', 'BRL', '52998224725', 'CPF', 'Dona') RETURNING id`,
  );
  await queryRows(
    deps.db,
    sql`INSERT INTO campaigns (company_id, advertiser_id, name, type, objective, currency, budget, start_date, status, created_at)
        SELECT ${companyId}, ${advertiser!.id}, 'Campanha ' || g,
               (${sql.raw(`ARRAY['${types.join("','")}']`)})[1 + g % 5], 'IMPRESSION', 'BRL',
               10000 + (g % 400) * 5000, DATE '2030-01-01' + (g % 300),
               (${sql.raw(`ARRAY['${statuses.join("','")}']`)})[1 + g % 5],
               now() - g * interval '5 minutes'
        FROM generate_series(1, ${count}) g`,
  );
  return advertiser!.id;
}

describe('campaign list query plans at 10,000 campaigns a company', () => {
  let deps: TestDeps;
  let actor: Actor;
  let advertiserId: string;
  beforeAll(async () => {
    // Every call reads the database: the statements, not the read cache, are under test.
    deps = await createTestDeps({ readCacheEntries: 0 });
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
    advertiserId = await seedCampaigns(deps, mine.id, rows);
    for (let i = 0; i < 3; i++)
      await seedCampaigns(deps, (await createCompany({ db: deps.db })).id, othersRows);
    await vacuumAnalyze(deps.db, [...tables, 'advertisers']);
  }, 300_000);
  afterAll(() => deps.database.close());

  const expectIndexOrder = async (query: Record<string, string>) => {
    const sent = await queriesSentBy(deps.db, () =>
      listCampaigns({ deps, actor, query: listCampaignsQuerySchema.parse(query) }),
    );
    expect(sent.length).toBeGreaterThan(0);
    for (const q of sent) expect(await planProblems(deps.db, q, tables), q.text).toEqual([]);
  };

  const cases: Record<string, string>[] = [
    {},
    { order: 'asc' },
    { sort: 'name', order: 'asc' },
    { sort: 'name', order: 'desc' },
    { sort: 'start_date' },
    { sort: 'budget', order: 'asc' },
    { sort: 'budget', order: 'desc' },
    { status: 'active' },
    { type: 'NATIVE' },
    { q: 'campanha 12' },
    { period: 'last_7_days' },
    { period: 'last_month' },
    { budget: '1000' },
    { budget: '15000+' },
  ];
  for (const query of cases)
    it(`GET campaigns?${new URLSearchParams(query).toString()}`, () => expectIndexOrder(query));

  // A deep page of each sort: the ids still come from the sort's index.
  for (const query of cases.slice(0, 7))
    it(`GET campaigns?${new URLSearchParams({ ...query, page: '400' }).toString()}`, () =>
      expectIndexOrder({ ...query, page: '400' }));

  it('GET campaigns?advertiser_id=…', () => expectIndexOrder({ advertiser_id: advertiserId }));
});
