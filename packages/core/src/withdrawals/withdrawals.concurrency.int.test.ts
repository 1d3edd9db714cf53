/**
 * Many simultaneous withdrawals on one company wallet never take more than it holds (amount plus
 * fee each). On PGlite the requests are serialised by its single connection; with DATABASE_URL
 * they run on parallel connections of the PostgreSQL server and queue on the wallet's row.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bankAccounts, queryRows } from '@verba/db';
import { WITHDRAWAL_FEE_CENTS } from '@verba/domain';
import type { Actor } from '../deps';
import { DomainError } from '../errors';
import { balanceOf } from '../ledger/balance-of';
import { ensureAccount } from '../ledger/ensure-account';
import { expectLedgerBalanced } from '../ledger/testing';
import { transfer } from '../ledger/transfer';
import { companyWalletOwner } from '../payment-orders/bookings';
import { createTestDeps, type TestDeps } from '../testing';
import { createCompany, createUser } from '../testing/factories';
import { requestWithdrawal } from './request-withdrawal';

describe('withdrawals under concurrency', () => {
  let deps: TestDeps;
  beforeAll(async () => {
    deps = await createTestDeps();
  });
  afterAll(() => deps.database.close());

  it('never lets parallel withdrawals exceed the balance, fee included', async () => {
    const db = deps.db;
    const company = await createCompany({ db });
    const user = await createUser({ db, companyId: company.id, role: 'user_manager' });
    await db.insert(bankAccounts).values({
      companyId: company.id,
      bankCode: '001',
      agency: '1584',
      account: '210169',
      accountDigit: '6',
      type: 'current',
      holderDocument: company.document,
      holderName: company.legalName,
      isMain: true,
    });
    const wallet = await ensureAccount({
      db,
      type: 'company_wallet',
      owner: companyWalletOwner(company.id),
      currency: 'BRL',
    });
    const bonus = await ensureAccount({ db, type: 'bonus_expense', currency: 'BRL' });
    const funds = 60_000n;
    await transfer({
      db,
      from: bonus.id,
      to: wallet.id,
      amount: funds,
      kind: 'bonus_credit',
      idempotencyKey: `fund:${randomUUID()}`,
    });

    const actor: Actor = {
      userId: user.id,
      companyId: company.id,
      role: 'user_manager',
      isStaff: false,
      tokenId: randomUUID(),
      impersonatorUserId: null,
      language: 'pt_BR',
    };
    const amounts = Array.from({ length: 40 }, (_, i) => 1_000n + BigInt((i * 7919) % 3_000));
    const results = await Promise.all(
      amounts.map(async (amount) => {
        try {
          return { ok: true as const, value: await requestWithdrawal({ deps, actor, input: { amount } }) };
        } catch (error) {
          if (error instanceof DomainError) return { ok: false as const, code: error.code };
          throw error;
        }
      }),
    );

    const done = results.flatMap((r) => (r.ok ? [BigInt(r.value.amount)] : []));
    const refused = results.flatMap((r) => (r.ok ? [] : [r.code]));
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused)).toEqual(new Set(['INSUFFICIENT_FUNDS']));
    const taken = done.reduce((sum, amount) => sum + amount + WITHDRAWAL_FEE_CENTS, 0n);
    expect(taken).toBeLessThanOrEqual(funds);
    expect(await balanceOf({ db, accountId: wallet.id })).toBe(funds - taken);

    // Every accepted withdrawal has its row, its two ledger debits and its payout job; refused ones left nothing.
    const [counts] = await queryRows<{ withdrawals: string; transfers: string; jobs: string }>(
      db,
      sql`SELECT (SELECT count(*) FROM withdrawals WHERE company_id = ${company.id})::text AS withdrawals,
                 (SELECT count(*) FROM ledger_transfers WHERE from_account_id = ${wallet.id})::text AS transfers,
                 (SELECT count(*) FROM jobs j JOIN withdrawals w ON w.id::text = j.payload->>'withdrawal_id' WHERE w.company_id = ${company.id})::text AS jobs`,
    );
    expect(counts).toEqual({
      withdrawals: String(done.length),
      transfers: String(done.length * 2),
      jobs: String(done.length),
    });
    await expectLedgerBalanced(db);
  });
});
