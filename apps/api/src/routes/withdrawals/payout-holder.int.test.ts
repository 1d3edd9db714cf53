import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { queryRows } from '@verba/db';
import { balanceOf } from '@verba/core/ledger/balance-of';
import { expectLedgerBalanced } from '@verba/core/ledger/testing';
import { runDueJobs } from '@verba/core/jobs/worker';
import { createSignedInUser } from '@verba/core/testing/factories';
import { sendPayout, sendPayoutJobKind } from '@verba/core/withdrawals/send-payout';
import { formatDocument, type CompanyWalletView, type WithdrawalView } from '@verba/domain';
import { createTestApp, type TestApp } from '../../testing';
import { call } from '../users/users-test-helpers';
import { fundedCompany, setClock } from './withdrawals-test-helpers';

/**
 * The bank account holder must be the company's current document when a withdrawal is requested
 * and again when the payout is sent: approving a document change never pays an old account.
 */
describe('withdrawals: the main account holder is checked against the current company document', () => {
  let t: TestApp;
  const runJobs = () =>
    runDueJobs({ deps: t.deps, handlers: { [sendPayoutJobKind]: sendPayout }, limit: 50 });

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterEach(async () => {
    await expectLedgerBalanced(t.deps.db);
  });
  afterAll(() => t.close());

  /** Files a document change for the company and has platform staff approve it. */
  const changeDocument = async (manager: Parameters<typeof call>[1], document: string) => {
    const filed = await call(t, manager, 'POST', 'company/document-change-requests', {
      document,
      reason: 'Novo CNPJ',
    });
    expect(filed.statusCode).toBe(201);
    const staff = await createSignedInUser({
      db: t.deps.db,
      role: 'manager',
      isStaff: true,
      now: t.deps.now(),
    });
    const approved = await call(
      t,
      staff,
      'POST',
      `staff/document-change-requests/${filed.json<{ data: { id: string } }>().data.id}/approve`,
      {},
    );
    expect(approved.statusCode).toBe(200);
  };

  it('refuses a withdrawal when the main account is no longer held under the company document', async () => {
    setClock(t, '2027-03-03T13:00:00Z');
    const { manager, wallet } = await fundedCompany(t, { funds: 20_000n });
    const newDocument = generateCnpj();
    await changeDocument(manager, newDocument);

    const res = await call(t, manager, 'POST', 'withdrawals', { amount: '10000' }, { cookie: 'language=en' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'WITHDRAWAL_HOLDER_MISMATCH',
      errors: [
        `The main bank account is not held under the company’s current CNPJ (${formatDocument(newDocument)}). Add an account under that CNPJ and make it the main one.`,
      ],
    });
    expect(await balanceOf({ db: t.deps.db, accountId: wallet.id })).toBe(20_000n);
    expect((await call(t, manager, 'GET', 'withdrawals')).json<{ data: unknown[] }>().data).toHaveLength(0);
  });

  it('cancels the payout when the document changed between request and send: amount and fee back as FAILED_TRANSFER_FUND, e-mailed', async () => {
    setClock(t, '2027-03-03T19:00:00Z'); // 16:00 in São Paulo: settles the next business day
    const { manager, wallet } = await fundedCompany(t, { funds: 20_000n });
    const requested = await call(t, manager, 'POST', 'withdrawals', { amount: '15000' });
    expect(requested.statusCode).toBe(201);
    const withdrawal = requested.json<{ data: WithdrawalView }>().data;
    expect(await balanceOf({ db: t.deps.db, accountId: wallet.id })).toBe(20_000n - 15_367n);

    await changeDocument(manager, generateCnpj());
    setClock(t, '2027-03-04T13:00:00Z'); // the settlement day, after the 09:00 send
    expect(await runJobs()).toBeGreaterThanOrEqual(1);

    const failed = (await call(t, manager, 'GET', `withdrawals/${withdrawal.id}`)).json<{
      data: WithdrawalView;
    }>().data;
    expect(failed).toMatchObject({ status: 'failed', failure_reason: 'holder_mismatch', paid_at: null });
    expect(await balanceOf({ db: t.deps.db, accountId: wallet.id })).toBe(20_000n);
    const entries = (await call(t, manager, 'GET', 'wallet/company')).json<{ data: CompanyWalletView }>().data
      .entries;
    expect(entries.slice(0, 2).map((e) => [e.type, e.sign, e.amount])).toEqual([
      ['FAILED_TRANSFER_FUND', 'plus', '367'],
      ['FAILED_TRANSFER_FUND', 'plus', '15000'],
    ]);
    const [mail] = await queryRows<{ template: string; text_body: string }>(
      t.deps.db,
      sql`SELECT template, text_body FROM email_outbox WHERE to_email = ${manager.user.email} AND template = 'withdrawal_failed'`,
    );
    expect(mail!.text_body).toContain('não está mais no CPF/CNPJ atual da empresa');

    // A retried job sends nothing and returns nothing twice.
    await sendPayout({ deps: t.deps, payload: { withdrawal_id: withdrawal.id }, attempt: 2 });
    expect(await balanceOf({ db: t.deps.db, accountId: wallet.id })).toBe(20_000n);
  });
});
