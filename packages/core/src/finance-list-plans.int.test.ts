import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { listInvoicesQuerySchema, listWithdrawalsQuerySchema, pageQuerySchema } from '@verba/domain';
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
import { listInvoices } from './invoices/list-invoices';
import { listWithdrawals } from './withdrawals/list-withdrawals';
import { listBankAccounts } from './bank-accounts/list-bank-accounts';

/**
 * Issue 13's rule for the company's money lists (invoices, withdrawals, bank accounts): at 10,000
 * rows a company, among three other companies of 30,000 each, page 1 and page 400 read in index
 * order — no sequential scan of the tables, no sort of more than a page.
 */
const tables = ['invoices', 'payment_orders', 'withdrawals', 'bank_accounts'];
const seededAlongside = ['advertisers', 'companies', 'users'];
const invoiceStatuses = ['created', 'pending', 'waiting', 'error', 'rejected', 'canceled'];
const withdrawalStatuses = ['requested', 'processing', 'paid', 'failed'];

async function seedCompany(deps: TestDeps, companyId: string, rows: number) {
  const advertiserId = await seedAdvertiser(deps.db, companyId);
  // Every paid order already has its invoice: GET invoices' sweep finds none missing.
  await queryRows(
    deps.db,
    sql`WITH orders AS (
          INSERT INTO payment_orders (public_id, company_id, advertiser_id, amount, currency, method, gateway, status, paid_at, created_at)
          SELECT substr(md5('inv' || ${companyId} || g), 1, 22), ${companyId}, ${advertiserId}, 100000, 'BRL', 'PIX', 'sandbox', 'paid',
                 now() - g * interval '1 minute', now() - g * interval '1 minute'
          FROM generate_series(1, ${rows}) g RETURNING id, paid_at)
        INSERT INTO invoices (company_id, payment_order_id, advertiser_id, amount, currency, status, issuer, paid_at, scheduled_for, created_at)
        SELECT ${companyId}, id, ${advertiserId}, 100000, 'BRL',
               (${sql.raw(`ARRAY['${invoiceStatuses.join("','")}']`)})[1 + (extract(epoch FROM paid_at)::bigint / 60) % ${invoiceStatuses.length}],
               'sandbox', paid_at, paid_at + interval '30 days', paid_at
        FROM orders`,
  );
  await queryRows(
    deps.db,
    sql`INSERT INTO bank_accounts (company_id, bank_code, agency, account, account_digit, type, holder_document, holder_name, is_main, created_at)
        SELECT ${companyId}, '341', '1234', g::text, '0', 'current', '11222333000181', 'Agência', g = 1, now() - g * interval '1 minute'
        FROM generate_series(1, ${rows}) g`,
  );
  await queryRows(
    deps.db,
    sql`INSERT INTO withdrawals (company_id, destination, amount, fee, status, settlement_date, rail, requested_at, paid_at, failed_at)
        SELECT ${companyId}, '{}'::jsonb, 10000, 367, s.status, current_date, 'sandbox', now() - g * interval '1 minute',
               CASE WHEN s.status = 'paid' THEN now() END, CASE WHEN s.status = 'failed' THEN now() END
        FROM generate_series(1, ${rows}) g,
        LATERAL (SELECT (${sql.raw(`ARRAY['${withdrawalStatuses.join("','")}']`)})[1 + g % ${withdrawalStatuses.length}] AS status) s`,
  );
}

describe('money list query plans at 10,000 rows a company', () => {
  let deps: TestDeps;
  let actor: Actor;
  beforeAll(async () => {
    deps = await createTestDeps();
    const mine = await createCompany({ db: deps.db });
    actor = planActor(await createUser({ db: deps.db, companyId: mine.id, role: 'manager' }));
    await withoutAutovacuum(deps.db, [...tables, ...seededAlongside]);
    await seedCompany(deps, mine.id, companyRows);
    for (let other = 0; other < otherCompanies; other++)
      await seedCompany(deps, (await createCompany({ db: deps.db })).id, otherCompanyRows);
    await vacuumAnalyze(deps.db, [...tables, ...seededAlongside]);
  }, 300_000);
  afterAll(() => deps.database.close());

  const expectIndexOrder = async (run: () => Promise<unknown>) =>
    expect(await badListPlans(deps.db, run, tables)).toEqual([]);

  for (const page of [1, 400]) {
    for (const status of [undefined, 'error'])
      it(`GET invoices?page=${page}${status ? `&status=${status}` : ''}`, () =>
        expectIndexOrder(() =>
          listInvoices({ deps, actor, query: listInvoicesQuerySchema.parse({ page, status }) }),
        ));

    for (const status of [undefined, 'paid'])
      it(`GET withdrawals?page=${page}${status ? `&status=${status}` : ''}`, () =>
        expectIndexOrder(() =>
          listWithdrawals({ deps, actor, query: listWithdrawalsQuerySchema.parse({ page, status }) }),
        ));

    it(`GET bank-accounts?page=${page}`, () =>
      expectIndexOrder(() => listBankAccounts({ deps, actor, query: pageQuerySchema.parse({ page }) })));
  }
});
