import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import {
  listCampaignRequestsQuerySchema,
  listDocumentChangeRequestsQuerySchema,
  listStaffCampaignRequestsQuerySchema,
  listStaffCampaignsQuerySchema,
} from '@verba/domain';
import { createTestDeps, type TestDeps } from './testing';
import { createCompany, createUser } from './testing/factories';
import {
  badListPlans,
  companyRows,
  otherCompanies,
  otherCompanyRows,
  planActor,
  seedAdvertiser,
  vacuumAnalyze,
  withoutAutovacuum,
} from './testing/plan-seeds';
import type { Actor } from './deps';
import { listCampaignRequests } from './campaign-requests/list-campaign-requests';
import { listStaffCampaignRequests } from './campaign-requests/list-staff-campaign-requests';
import { listDocumentChangeRequests } from './company/list-document-change-requests';
import { listStaffCampaigns } from './campaigns/review/list-staff-campaigns';

/**
 * Issue 13's rule for the request queues: at 10,000 rows a company among three other companies of
 * 30,000 each (the staff's queues see all 100,000), page 1 and page 400 read in index order — no
 * sequential scan of the tables, no sort of more than a page.
 */
const tables = ['campaign_requests', 'company_document_change_requests', 'campaigns'];
const seededAlongside = ['advertisers', 'companies', 'users'];

async function seedCompany(deps: TestDeps, companyId: string, rows: number) {
  const advertiserId = await seedAdvertiser(deps.db, companyId);
  const user = await createUser({ db: deps.db, companyId });
  // A real mix: a twentieth still open, the rest handled.
  await queryRows(
    deps.db,
    sql`INSERT INTO campaign_requests (company_id, advertiser_id, created_by_user_id, name, budget, currency, start_date, objective, channels, status, handled_at, created_at)
        SELECT ${companyId}, ${advertiserId}, ${user.id}, 'Pedido ' || g, 100000, 'BRL', DATE '2030-01-01', 'IMPRESSION', '{NATIVE}',
               CASE WHEN g % 20 = 0 THEN 'open' ELSE 'handled' END, CASE WHEN g % 20 <> 0 THEN now() END,
               now() - g * interval '1 minute'
        FROM generate_series(1, ${rows}) g`,
  );
  // Decided requests (a company has at most one pending).
  await queryRows(
    deps.db,
    sql`INSERT INTO company_document_change_requests (company_id, current_document, document, document_type, reason, status, requested_by_user_id, requested_at, decided_at)
        SELECT ${companyId}, '11222333000181', '11444777000161', 'CNPJ', 'Mudança de razão social',
               CASE WHEN g % 2 = 0 THEN 'approved' ELSE 'rejected' END, ${user.id}, now() - g * interval '1 minute', now()
        FROM generate_series(1, ${rows}) g`,
  );
  // A real mix: a twentieth waiting for review, the rest active, paused or finished.
  await queryRows(
    deps.db,
    sql`INSERT INTO campaigns (company_id, advertiser_id, name, type, objective, currency, budget, start_date, status, submitted_at, created_at)
        SELECT ${companyId}, ${advertiserId}, 'Campanha ' || g, 'NATIVE', 'IMPRESSION', 'BRL', 100000, DATE '2030-01-01',
               (ARRAY['pending', 'active', 'paused', 'finished'])[CASE WHEN g % 20 = 0 THEN 1 ELSE 2 + g % 3 END],
               now() - g * interval '1 minute', now() - g * interval '2 minutes'
        FROM generate_series(1, ${rows}) g`,
  );
}

describe('request queue query plans at 10,000 rows a company', () => {
  let deps: TestDeps;
  let actor: Actor;
  let staff: Actor;
  beforeAll(async () => {
    deps = await createTestDeps();
    const mine = await createCompany({ db: deps.db });
    actor = planActor(await createUser({ db: deps.db, companyId: mine.id, role: 'manager' }));
    staff = { ...actor, isStaff: true };
    await withoutAutovacuum(deps.db, [...tables, ...seededAlongside]);
    await seedCompany(deps, mine.id, companyRows);
    for (let other = 0; other < otherCompanies; other++)
      await seedCompany(deps, (await createCompany({ db: deps.db })).id, otherCompanyRows);
    await vacuumAnalyze(deps.db, [...tables, ...seededAlongside]);
  }, 300_000);
  afterAll(() => deps.database.close());

  const expectIndexOrder = async (run: () => Promise<unknown>) =>
    expect(await badListPlans(deps.db, run, tables)).toEqual([]);

  // Page 1 and a deep page: 400 of a company's 10,000 rows; 200 of a staff queue of 5,000 (a
  // twentieth of the 100,000 rows), 400 of the 50,000 approved document changes.
  for (const deep of [false, true]) {
    const page = (rows: number) => (deep ? (rows >= 8_000 ? 400 : 200) : 1);
    it(`GET campaign-requests?page=${page(10_000)}`, () =>
      expectIndexOrder(() =>
        listCampaignRequests({
          deps,
          actor,
          query: listCampaignRequestsQuerySchema.parse({ page: page(10_000) }),
        }),
      ));

    // The staff's queue (the open requests); the handled ones, nearly the whole table, PostgreSQL
    // rightly counts by reading it sequentially.
    it(`GET staff/campaign-requests?status=open&page=${page(5_000)}`, () =>
      expectIndexOrder(() =>
        listStaffCampaignRequests({
          deps,
          actor: staff,
          query: listStaffCampaignRequestsQuerySchema.parse({ status: 'open', page: page(5_000) }),
        }),
      ));

    it(`GET staff/document-change-requests?status=approved&page=${page(50_000)}`, () =>
      expectIndexOrder(() =>
        listDocumentChangeRequests({
          deps,
          actor: staff,
          query: listDocumentChangeRequestsQuerySchema.parse({ status: 'approved', page: page(50_000) }),
        }),
      ));

    for (const [status, rows] of [
      ['pending', 5_000],
      ['active', 31_667],
    ] as const)
      it(`GET staff/campaigns?status=${status}&page=${page(rows)}`, () =>
        expectIndexOrder(() =>
          listStaffCampaigns({
            deps,
            actor: staff,
            query: listStaffCampaignsQuerySchema.parse({ status, page: page(rows) }),
          }),
        ));
  }

  // At most one pending request a company: the queue is short.
  it('GET staff/document-change-requests (pending)', () =>
    expectIndexOrder(() =>
      listDocumentChangeRequests({
        deps,
        actor: staff,
        query: listDocumentChangeRequestsQuerySchema.parse({}),
      }),
    ));
});
