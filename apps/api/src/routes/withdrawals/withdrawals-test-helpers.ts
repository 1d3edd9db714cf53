import { randomUUID } from 'node:crypto';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { ensureAccount } from '@verba/core/ledger/ensure-account';
import { transfer } from '@verba/core/ledger/transfer';
import { companyWalletOwner } from '@verba/core/payment-orders/bookings';
import type { RoleSlug } from '@verba/domain';
import type { TestApp } from '../../testing';
import { call } from '../users/users-test-helpers';

/** Valid accounts: Banco do Brasil (paid by the sandbox rail) and the sandbox's refused account. */
export const paidAccount = { bank_code: '001', agency: '1584', account: '210169', account_digit: '6', type: 'current' };
export const refusedAccount = { bank_code: '077', agency: '0001', account: '99999999', account_digit: '9', type: 'current' };

/** Moves the test clock to an instant (tests here pin São Paulo wall-clock times). */
export function setClock(t: TestApp, iso: string) {
  t.deps.advance(Date.parse(iso) - t.deps.now().getTime());
}

/**
 * A company with one user per role whose sessions outlive the clock moves of these tests, a main
 * bank account, and `funds` centavos in its wallet (a bonus credit, as the agency bonus books it).
 */
export async function fundedCompany(t: TestApp, { funds = 0n, account = paidAccount }: { funds?: bigint; account?: Record<string, string> | null } = {}) {
  const db = t.deps.db;
  const company = await createCompany({ db });
  const member = (role: RoleSlug) =>
    createSignedInUser({ db, companyId: company.id, role, now: new Date('2020-01-01T00:00:00Z'), ttlMs: 30 * 365 * 86_400_000 });
  const team = { company, manager: await member('manager'), userManager: await member('user_manager'), user: await member('user') };
  if (account) {
    const res = await call(t, team.manager, 'POST', 'bank-accounts', { ...account, holder_document: company.document });
    if (res.statusCode !== 201) throw new Error(`bank account: ${res.body}`);
  }
  const wallet = await ensureAccount({ db, type: 'company_wallet', owner: companyWalletOwner(company.id), currency: 'BRL' });
  if (funds > 0n) await fund(t, wallet.id, funds);
  return { ...team, wallet };
}

export async function fund(t: TestApp, walletId: string, amount: bigint) {
  const bonus = await ensureAccount({ db: t.deps.db, type: 'bonus_expense', currency: 'BRL' });
  await transfer({ db: t.deps.db, from: bonus.id, to: walletId, amount, kind: 'bonus_credit', idempotencyKey: `test-fund:${randomUUID()}` });
}
