import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { listPixelGroupsQuerySchema } from '@verba/domain';
import { createTestDeps, type TestDeps } from '../testing';
import { createCompany, createUser } from '../testing/factories';
import { planProblems, queriesSentBy } from '../testing/query-plans';
import { vacuumAnalyze, withoutAutovacuum } from '../testing/plan-seeds';
import type { Actor } from '../deps';
import { listPixelGroups } from './list-pixel-groups';
import { listStaffPixelGroups } from './list-staff-pixel-groups';

/**
 * Issue 13's rule for the pixel lists: at 10,000 groups a company, among three other companies of
 * 30,000 each, a page is read in index order (no sequential scan of the tables, no sort of more
 * than a page), for the company, one advertiser and the staff's review queue.
 */
const rows = 10_000;
const othersRows = 30_000;
/** Advertisers are a handful here (one per company): their scan is not the list's. */
const tables = ['pixel_groups', 'pixel_rules'];

async function seedGroups(deps: TestDeps, companyId: string, count: number, status: string) {
  const [advertiser] = await queryRows<{ id: string }>(
    deps.db,
    sql`INSERT INTO advertisers (company_id, name, display_name, website, currency, owner_document, owner_document_type, owner_name)
        VALUES (${companyId}, 'Anunciante', 'Anunciante', 'https://example.com', 'BRL', '52998224725', 'CPF', 'Dona') RETURNING id`,
  );
  await queryRows(
    deps.db,
    sql`WITH groups AS (
          INSERT INTO pixel_groups (company_id, advertiser_id, name, status, rejection_reason, created_at)
          SELECT ${companyId}, ${advertiser!.id}, 'Pixel ' || g, ${status}, CASE WHEN ${status} = 'rejected' THEN 'x' END,
                 now() - g * interval '1 minute'
          FROM generate_series(1, ${count}) g RETURNING id)
        INSERT INTO pixel_rules (group_id, name, event_name, objective) SELECT id, 'Compra', 'purchase', 'CONVERSION' FROM groups`,
  );
  return advertiser!.id;
}

describe('pixel list query plans at 10,000 groups a company', () => {
  let deps: TestDeps;
  let actor: Actor;
  let advertiserId: string;
  beforeAll(async () => {
    deps = await createTestDeps();
    const mine = await createCompany({ db: deps.db });
    const manager = await createUser({ db: deps.db, companyId: mine.id, role: 'manager' });
    actor = {
      userId: manager.id,
      companyId: mine.id,
      role: 'manager',
      isStaff: true,
      tokenId: manager.id,
      impersonatorUserId: null,
      language: 'pt_BR',
    };
    await withoutAutovacuum(deps.db, [...tables, 'advertisers']);
    advertiserId = await seedGroups(deps, mine.id, rows, 'pending');
    for (const status of ['active', 'rejected', 'active'])
      await seedGroups(deps, (await createCompany({ db: deps.db })).id, othersRows, status);
    await vacuumAnalyze(deps.db, [...tables, 'advertisers']);
  }, 300_000);
  afterAll(() => deps.database.close());

  const expectIndexOrder = async (run: () => Promise<unknown>) => {
    const sent = await queriesSentBy(deps.db, run);
    expect(sent.length).toBeGreaterThan(0);
    for (const query of sent) expect(await planProblems(deps.db, query, tables), query.text).toEqual([]);
  };

  for (const page of [1, 400])
    it(`GET pixel-groups?page=${page}`, () =>
      expectIndexOrder(() =>
        listPixelGroups({ deps, actor, query: listPixelGroupsQuerySchema.parse({ page }) }),
      ));

  it('GET pixel-groups?advertiser_id=…&status=pending', () =>
    expectIndexOrder(() =>
      listPixelGroups({
        deps,
        actor,
        query: listPixelGroupsQuerySchema.parse({ advertiser_id: advertiserId, status: 'pending' }),
      }),
    ));

  for (const page of [1, 400])
    it(`GET staff/pixel-groups?status=pending&page=${page} (the review queue)`, () =>
      expectIndexOrder(() =>
        listStaffPixelGroups({
          deps,
          actor,
          query: listPixelGroupsQuerySchema.parse({ status: 'pending', page }),
        }),
      ));
});
