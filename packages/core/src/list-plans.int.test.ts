import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import {
  companyWalletQuerySchema,
  listAdvertisersQuerySchema,
  listPaymentOrdersQuerySchema,
  listStaffPaymentOrdersQuerySchema,
  listStaffUsersQuerySchema,
  listUsersQuerySchema,
  walletEntriesQuerySchema,
} from '@verba/domain';
import { createTestDeps, type TestDeps } from './testing';
import { createCompany, createUser } from './testing/factories';
import { planProblems, queriesSentBy, windowInputRows, type SentQuery } from './testing/query-plans';
import { vacuumAnalyze } from './testing/plan-seeds';
import type { Actor } from './deps';
import { listUsers } from './users/list-users';
import { listAdvertisers } from './advertisers/list-advertisers';
import { listPaymentOrders } from './payment-orders/list-payment-orders';
import { ensureAccount } from './ledger/ensure-account';
import { walletEntries } from './ledger/wallet-entries';
import { listStaffUsers } from './users/list-staff-users';
import { listStaffPaymentOrders } from './payment-orders/list-staff-payment-orders';
import { listWalletEntries } from './wallets/list-wallet-entries';
import { getCompanyWallet } from './withdrawals/get-company-wallet';

/**
 * Issue 13: every company list reads its page in index order at 10,000 rows a company, among
 * three other companies of 30,000 rows each: no sequential scan of the company's rows, no sort.
 */
const rows = 10_000;
/** Each other company's rows: the company holds a tenth of each table, as one tenant among many. */
const othersRows = 30_000;
const companyTables = ['users', 'advertisers', 'payment_orders', 'ledger_transfers'];

/** The São Paulo calendar day `days` from today (`YYYY-MM-DD`). */
const saoPauloDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

async function seedCompanyRows(deps: TestDeps, companyId: string, rows: number) {
  await queryRows(
    deps.db,
    // A real mix: most users confirmed and active, each role.
    sql`INSERT INTO users (company_id, role_id, name, email, is_active, is_email_verified, created_at)
        SELECT ${companyId}, 1 + g % 3, 'Usuária ' || g, 'plan-' || ${companyId} || '-' || g || '@example.com',
               g % 20 <> 0, g % 10 <> 0, now() - g * interval '1 minute'
        FROM generate_series(1, ${rows}) g`,
  );
  await queryRows(
    deps.db,
    sql`INSERT INTO advertisers (company_id, name, display_name, website, currency, owner_document, owner_document_type, owner_name, created_at)
        SELECT ${companyId}, 'Anunciante ' || g, 'Anunciante ' || g, 'https://example.com', 'BRL', '52998224725', 'CPF', 'Dona', now() - g * interval '1 minute'
        FROM generate_series(1, ${rows}) g`,
  );
  await queryRows(
    deps.db,
    // A real mix: most orders paid, a tenth waiting for payment, every method.
    sql`INSERT INTO payment_orders (public_id, company_id, advertiser_id, amount, currency, method, status, paid_at, gateway, created_at)
        SELECT substr(md5(${companyId} || g), 1, 22), ${companyId}, a.id, 100000, 'BRL',
               (ARRAY['PIX', 'BOLETO', 'CREDIT_CARD', 'DEPOSIT', 'PAYPAL'])[1 + g % 5],
               CASE g % 10 WHEN 0 THEN 'waiting_payment' WHEN 1 THEN 'expired' WHEN 2 THEN 'canceled' ELSE 'paid' END,
               CASE WHEN g % 10 > 2 THEN now() - g * interval '1 minute' END,
               'sandbox', now() - g * interval '1 minute'
        FROM generate_series(1, ${rows}) g, LATERAL (SELECT id FROM advertisers WHERE company_id = ${companyId} LIMIT 1) a`,
  );
}

describe('list query plans at 10,000 rows a company', () => {
  let deps: TestDeps;
  let actor: Actor;
  let walletId: string;
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
    // Autovacuum racing the test's own VACUUM leaves pages not all-visible, and the plans would
    // then depend on its timing.
    for (const table of companyTables)
      await queryRows(deps.db, sql`ALTER TABLE ${sql.identifier(table)} SET (autovacuum_enabled = off)`);
    await seedCompanyRows(deps, mine.id, rows);
    for (let other = 0; other < 3; other++)
      await seedCompanyRows(deps, (await createCompany({ db: deps.db })).id, othersRows);
    const wallet = await ensureAccount({
      db: deps.db,
      type: 'company_wallet',
      owner: { type: 'company', id: mine.id },
      currency: 'BRL',
    });
    const clearing = await ensureAccount({ db: deps.db, type: 'gateway_clearing', currency: 'BRL' });
    walletId = wallet.id;
    // Written directly: only the statement's reading is planned here, not the bookings.
    const credit = (to: string, entries: number) =>
      queryRows(
        deps.db,
        sql`INSERT INTO ledger_transfers (idempotency_key, from_account_id, to_account_id, amount, currency, kind)
            SELECT 'plan-entry:' || ${to} || ':' || g, ${clearing.id}, ${to}, 1000, 'BRL', 'payment_credit'
            FROM generate_series(1, ${entries}) g`,
      );
    await credit(wallet.id, rows);
    for (let other = 0; other < 3; other++) {
      const owner = { type: 'company', id: (await createCompany({ db: deps.db })).id };
      await credit(
        (await ensureAccount({ db: deps.db, type: 'company_wallet', owner, currency: 'BRL' })).id,
        othersRows,
      );
    }
    await vacuumAnalyze(deps.db, companyTables);
  }, 300_000);
  afterAll(() => deps.database.close());

  const expectIndexOrder = async (run: () => Promise<unknown>) => {
    const sent = await queriesSentBy(deps.db, run);
    expect(sent.length).toBeGreaterThan(0);
    for (const query of sent)
      expect(await planProblems(deps.db, query, companyTables), query.text).toEqual([]);
  };

  for (const page of [1, 400])
    for (const filter of [{}, { is_active: 'true' }] as Record<string, string>[])
      it(`GET users?page=${page}&${new URLSearchParams(filter).toString()}`, () =>
        expectIndexOrder(() =>
          listUsers({ deps, actor, query: listUsersQuerySchema.parse({ page, ...filter }) }),
        ));

  // The staff's lists see every company's rows (100,000 here). Their total of every live user, or
  // of a status most users have, counts most of the table: PostgreSQL rightly reads it
  // sequentially then, so only there (the page's count column, or the count alone past the last
  // page) is a sequential scan allowed; the page itself, and the count of a selective filter (a
  // role), read an index.
  const wholeTableCount = (query: SentQuery, problem: string) =>
    problem === 'seq scan of users in the count' ||
    (query.text.startsWith('select count(*)') && problem === 'seq scan of users');
  for (const page of [1, 400])
    for (const filter of [{}, { status: 'active' }, { role: 'user' }] as Record<string, string>[])
      it(`GET staff/users?page=${page}&${new URLSearchParams(filter).toString()}`, async () => {
        const sent = await queriesSentBy(deps.db, () =>
          listStaffUsers({
            deps,
            actor: { ...actor, isStaff: true },
            query: listStaffUsersQuerySchema.parse({ page, ...filter }),
          }),
        );
        for (const query of sent) {
          const problems = await planProblems(deps.db, query, companyTables);
          const allowed = (problem: string) => !('role' in filter) && wholeTableCount(query, problem);
          expect(
            problems.filter((problem) => !allowed(problem)),
            query.text,
          ).toEqual([]);
        }
      });

  for (const page of [1, 400])
    for (const filter of [
      {},
      { status: 'waiting_payment' },
      { method: 'PIX' },
      // The last three São Paulo days of the orders' three weeks.
      { from: saoPauloDay(-3), to: saoPauloDay(0) },
    ] as Record<string, string>[])
      it(`GET staff/payment-orders?page=${page}&${new URLSearchParams(filter).toString()}`, () =>
        expectIndexOrder(() =>
          listStaffPaymentOrders({
            deps,
            actor: { ...actor, isStaff: true },
            query: listStaffPaymentOrdersQuerySchema.parse({ page, ...filter }),
          }),
        ));

  for (const sort of ['-created_at', 'created_at', 'name', 'display_name'])
    for (const page of [1, 400])
      for (const status of [undefined, 'active'])
        it(`GET advertisers?sort=${sort}&page=${page}${status ? `&status=${status}` : ''}`, () =>
          expectIndexOrder(() =>
            listAdvertisers({ deps, actor, query: listAdvertisersQuerySchema.parse({ sort, page, status }) }),
          ));

  for (const page of [1, 400])
    it(`GET payment-orders?page=${page}`, () =>
      expectIndexOrder(() =>
        listPaymentOrders({ deps, actor, query: listPaymentOrdersQuerySchema.parse({ page }) }),
      ));

  // A status most orders have (paid, 7,000) and a method (PIX, 2,000): page 1 and a deep page.
  for (const [filter, deepPage] of [
    [{ status: 'paid' }, 300],
    [{ method: 'PIX' }, 80],
  ] as const)
    for (const page of [1, deepPage])
      it(`GET payment-orders?page=${page}&${new URLSearchParams(filter).toString()}`, () =>
        expectIndexOrder(() =>
          listPaymentOrders({ deps, actor, query: listPaymentOrdersQuerySchema.parse({ page, ...filter }) }),
        ));

  // Issue 9's filters: a São Paulo date range, a search by order code or by advertiser name.
  for (const filter of [
    { from: '2026-01-01', to: '2026-12-31' } as Record<string, string>,
    { search: 'PED-000001' },
    { search: 'anunciante' },
  ])
    it(`GET payment-orders?${new URLSearchParams(filter).toString()}`, () =>
      expectIndexOrder(() =>
        listPaymentOrders({ deps, actor, query: listPaymentOrdersQuerySchema.parse({ page: 1, ...filter }) }),
      ));

  // The running balance counts back from the wallet's balance: no page sorts nor reads the whole
  // history to compute it (before, every page summed all 10,000 entries).
  it('GET wallets/{id}/entries?page=1 (a statement of 10,000 entries)', () =>
    expectIndexOrder(() => walletEntries({ db: deps.db, accountId: walletId })));

  // Page 400 reads the 8,000 newer entries (OFFSET), through the wallet's indexes; PostgreSQL may
  // rightly sort them rather than walk an index backwards, so only the absence of a scan of the
  // whole table is required there.
  it('GET wallets/{id}/entries?page=400 (a statement of 10,000 entries)', async () => {
    const sent = await queriesSentBy(deps.db, () =>
      walletEntries({ db: deps.db, accountId: walletId, page: 400 }),
    );
    for (const query of sent) {
      const problems = await planProblems(deps.db, query, companyTables);
      expect(
        problems.filter((problem) => problem.startsWith('seq scan')),
        query.text,
      ).toEqual([]);
    }
  });

  it('GET wallets/{id}/entries?type=CREDIT', () =>
    expectIndexOrder(() =>
      listWalletEntries({
        deps,
        actor,
        accountId: walletId,
        query: walletEntriesQuerySchema.parse({ type: 'CREDIT' }),
      }),
    ));

  for (const filter of [{}, { type: 'CREDIT' }] as Record<string, string>[])
    it(`GET wallet/company?${new URLSearchParams(filter).toString()}`, () =>
      expectIndexOrder(() =>
        getCompanyWallet({ deps, actor, query: companyWalletQuerySchema.parse(filter) }),
      ));

  it('a statement page reads only the entries down to it, not the whole history', async () => {
    const [query] = await queriesSentBy(deps.db, () => walletEntries({ db: deps.db, accountId: walletId }));
    expect(await windowInputRows(deps.db, query!)).toBeLessThanOrEqual(21);
  });
});
