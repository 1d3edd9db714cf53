import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { balanceOf } from '@verba/core/ledger/balance-of';
import { ensureAccount } from '@verba/core/ledger/ensure-account';
import { transfer } from '@verba/core/ledger/transfer';
import { expectLedgerBalanced } from '@verba/core/ledger/testing';
import { runDueJobs } from '@verba/core/jobs/worker';
import { sendPayout, sendPayoutJobKind } from '@verba/core/withdrawals/send-payout';
import type { CompanyWalletView, WithdrawalView } from '@verba/domain';
import { createTestApp, type TestApp } from '../../testing';
import { call } from '../users/users-test-helpers';
import { fundedCompany, refusedAccount, setClock } from './withdrawals-test-helpers';

type Paged<T> = {
  data: T[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
};

describe('withdrawals API', () => {
  let t: TestApp;
  const handlers = { [sendPayoutJobKind]: sendPayout };
  const runJobs = () => runDueJobs({ deps: t.deps, handlers, limit: 50 });

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterEach(async () => {
    await expectLedgerBalanced(t.deps.db);
  });
  afterAll(() => t.close());

  const jobOf = async (withdrawalId: string) =>
    (
      await queryRows<{ run_at: string; status: string }>(
        t.deps.db,
        sql`SELECT to_json(run_at) #>> '{}' AS run_at, status FROM jobs WHERE kind = ${sendPayoutJobKind} AND payload->>'withdrawal_id' = ${withdrawalId}`,
      )
    )[0];

  it('before 15:00 on a business day: fee R$ 3,67, settles the same day, paid by the job; wallet shows DEBIT entries', async () => {
    setClock(t, '2027-02-03T17:59:00Z'); // Wednesday 14:59 in São Paulo
    const { manager, wallet } = await fundedCompany(t, { funds: 50_000n });
    const res = await call(t, manager, 'POST', 'withdrawals', { amount: '10000' });
    expect(res.statusCode).toBe(201);
    const withdrawal = res.json<{ data: WithdrawalView }>().data;
    expect(withdrawal).toMatchObject({
      amount: '10000',
      fee: '367',
      total: '10367',
      currency: 'BRL',
      status: 'requested',
      settlement_date: '2027-02-03',
      rail: 'sandbox',
      destination: {
        bank_code: '001',
        bank_name: 'Banco do Brasil S.A.',
        agency: '1584',
        account: '210169',
        account_digit: '6',
      },
      failure_reason: null,
    });
    expect(await balanceOf({ db: t.deps.db, accountId: wallet.id })).toBe(50_000n - 10_367n);
    expect(new Date((await jobOf(withdrawal.id))!.run_at).getTime()).toBeLessThanOrEqual(
      t.deps.now().getTime(),
    );

    const inTransit = await ensureAccount({ db: t.deps.db, type: 'payout_in_transit', currency: 'BRL' });
    const inTransitBefore = await balanceOf({ db: t.deps.db, accountId: inTransit.id });
    expect(await runJobs()).toBeGreaterThanOrEqual(1);
    const paid = (await call(t, manager, 'GET', `withdrawals/${withdrawal.id}`)).json<{
      data: WithdrawalView;
    }>().data;
    expect(paid.status).toBe('paid');
    expect(paid.paid_at).not.toBeNull();
    expect(paid.processing_at).not.toBeNull();
    expect(await balanceOf({ db: t.deps.db, accountId: inTransit.id })).toBe(inTransitBefore - 10_000n);

    const walletView = (await call(t, manager, 'GET', 'wallet/company')).json<{
      data: CompanyWalletView;
      meta: { total: number };
    }>();
    expect(walletView.data).toMatchObject({
      balance: '39633',
      currency: 'BRL',
      withdrawal_fee: '367',
      withdrawal_minimum: '1000',
      available_for_withdrawal: '39266',
      payout_rail: 'sandbox',
    });
    expect(walletView.meta.total).toBe(3);
    expect(walletView.data.entries.map((e) => [e.type, e.sign, e.kind, e.amount])).toEqual([
      ['DEBIT', 'minus', 'withdrawal_fee', '367'],
      ['DEBIT', 'minus', 'withdrawal', '10000'],
      ['CREDIT', 'plus', 'bonus_credit', '50000'],
    ]);
    expect(walletView.data.entries[0]?.reference).toEqual({ type: 'withdrawal', id: withdrawal.id });

    // A repeated job changes nothing.
    await sendPayout({ deps: t.deps, payload: { withdrawal_id: withdrawal.id }, attempt: 2 });
    expect(await balanceOf({ db: t.deps.db, accountId: wallet.id })).toBe(39_633n);
  });

  it('at 15:00 or later: settles the next business day, and the job waits for that day', async () => {
    setClock(t, '2027-02-03T18:00:00Z'); // Wednesday 15:00 in São Paulo
    const { userManager } = await fundedCompany(t, { funds: 5_000n });
    const withdrawal = (await call(t, userManager, 'POST', 'withdrawals', { amount: 1_000 })).json<{
      data: WithdrawalView;
    }>().data;
    expect(withdrawal.settlement_date).toBe('2027-02-04');
    expect(new Date((await jobOf(withdrawal.id))!.run_at).toISOString()).toBe('2027-02-04T12:00:00.000Z'); // 09:00 in São Paulo
    await runJobs();
    expect(
      (await call(t, userManager, 'GET', `withdrawals/${withdrawal.id}`)).json<{ data: WithdrawalView }>()
        .data.status,
    ).toBe('requested');
    setClock(t, '2027-02-04T12:00:01Z');
    await runJobs();
    expect(
      (await call(t, userManager, 'GET', `withdrawals/${withdrawal.id}`)).json<{ data: WithdrawalView }>()
        .data.status,
    ).toBe('paid');
  });

  it('around Carnaval and weekends: the next bank business day', async () => {
    const { manager } = await fundedCompany(t, { funds: 100_000n });
    const settlementAt = async (iso: string) => {
      setClock(t, iso);
      const res = await call(t, manager, 'POST', 'withdrawals', { amount: '1000' });
      expect(res.statusCode).toBe(201);
      return res.json<{ data: WithdrawalView }>().data.settlement_date;
    };
    expect(await settlementAt('2027-02-05T13:00:00Z')).toBe('2027-02-05'); // Friday 10:00
    expect(await settlementAt('2027-02-05T19:00:00Z')).toBe('2027-02-10'); // Friday 16:00 → Carnaval Mon/Tue → Ash Wednesday
    expect(await settlementAt('2027-02-06T13:00:00Z')).toBe('2027-02-10'); // Saturday morning
    expect(await settlementAt('2027-02-08T12:00:00Z')).toBe('2027-02-10'); // Carnaval Monday 09:00
    expect(await settlementAt('2027-02-10T17:30:00Z')).toBe('2027-02-10'); // Ash Wednesday 14:30
    expect(await settlementAt('2027-04-20T19:30:00Z')).toBe('2027-04-22'); // Tuesday 16:30 → Tiradentes (21st) → Thursday
  });

  it('refuses an amount that, with the fee, exceeds the balance; accepts one that uses it exactly', async () => {
    setClock(t, '2027-03-03T13:00:00Z');
    const { manager, wallet } = await fundedCompany(t, { funds: 10_000n });
    const over = await call(t, manager, 'POST', 'withdrawals', { amount: '9700' });
    expect(over.statusCode).toBe(422);
    const body = over.json<{ code: string; errors: Record<string, string[]> }>();
    expect(body.code).toBe('INSUFFICIENT_FUNDS');
    expect(body.errors.amount).toEqual([
      'Saldo insuficiente: o saque mais a tarifa de R$ 3,67 somam R$ 100,67, e o saldo disponível é R$ 100,00.',
    ]);
    expect(await balanceOf({ db: t.deps.db, accountId: wallet.id })).toBe(10_000n);
    const [{ n } = { n: '' }] = await queryRows<{ n: string }>(
      t.deps.db,
      sql`SELECT count(*)::text AS n FROM withdrawals w JOIN users u ON u.id = w.requested_by_user_id WHERE u.id = ${manager.user.id}`,
    );
    expect(n).toBe('0');

    const exact = await call(t, manager, 'POST', 'withdrawals', { amount: '9633' });
    expect(exact.statusCode).toBe(201);
    expect(await balanceOf({ db: t.deps.db, accountId: wallet.id })).toBe(0n);
    const wallet2 = (await call(t, manager, 'GET', 'wallet/company')).json<{ data: CompanyWalletView }>()
      .data;
    expect(wallet2.available_for_withdrawal).toBe('0');
    expect((await call(t, manager, 'POST', 'withdrawals', { amount: '1000' })).statusCode).toBe(422);
  });

  it('refused while the company owes more from chargebacks than its wallet holds: the message names the debt and R$ 0,00 available', async () => {
    setClock(t, '2027-03-03T13:00:00Z');
    const { manager, company } = await fundedCompany(t);
    const receivable = await ensureAccount({
      db: t.deps.db,
      type: 'chargeback_receivable',
      owner: { type: 'company', id: company.id },
      currency: 'BRL',
    });
    const bonusExpense = await ensureAccount({ db: t.deps.db, type: 'bonus_expense', currency: 'BRL' });
    await transfer({
      db: t.deps.db,
      from: receivable.id,
      to: bonusExpense.id,
      amount: 871n,
      kind: 'bonus_reversal',
      idempotencyKey: `test-debt-only:${company.id}`,
    });

    const refused = await call(t, manager, 'POST', 'withdrawals', { amount: '1000' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors.amount).toEqual([
      'A empresa deve R$ 8,71 de contestações (chargebacks), descontados do próximo crédito: não há saldo disponível para saque agora (R$ 0,00). O saque mais a tarifa de R$ 3,67 somam R$ 13,67.',
    ]);
  });

  it('a chargeback debt comes first: shown on the wallet, out of what can be withdrawn, paid before the withdrawal and out of returned funds', async () => {
    setClock(t, '2027-03-03T13:00:00Z');
    const { manager, company, wallet } = await fundedCompany(t, { funds: 10_000n, account: refusedAccount });
    // The company owes R$ 30,00 (cashback taken back after it was withdrawn), booked before this wallet was credited.
    const owner = { type: 'company', id: company.id };
    const receivable = await ensureAccount({
      db: t.deps.db,
      type: 'chargeback_receivable',
      owner,
      currency: 'BRL',
    });
    const bonusExpense = await ensureAccount({ db: t.deps.db, type: 'bonus_expense', currency: 'BRL' });
    await transfer({
      db: t.deps.db,
      from: receivable.id,
      to: bonusExpense.id,
      amount: 3_000n,
      kind: 'bonus_reversal',
      idempotencyKey: `test-debt:${company.id}`,
    });

    const view = (await call(t, manager, 'GET', 'wallet/company')).json<{ data: CompanyWalletView }>().data;
    expect(view).toMatchObject({
      balance: '10000',
      chargeback_debt: '3000',
      available_for_withdrawal: String(10_000 - 3_000 - 367),
    });
    const over = await call(t, manager, 'POST', 'withdrawals', { amount: '6700' });
    expect(over.statusCode).toBe(422);
    expect(over.json<{ errors: Record<string, string[]> }>().errors.amount).toEqual([
      'Saldo insuficiente: o saque mais a tarifa de R$ 3,67 somam R$ 70,67, e o saldo disponível é R$ 70,00.',
    ]);
    expect(await balanceOf({ db: t.deps.db, accountId: wallet.id })).toBe(10_000n);

    const ok = await call(t, manager, 'POST', 'withdrawals', { amount: '6633' });
    expect(ok.statusCode).toBe(201);
    const withdrawal = ok.json<{ data: WithdrawalView }>().data;
    expect(await balanceOf({ db: t.deps.db, accountId: wallet.id })).toBe(0n);
    expect(await balanceOf({ db: t.deps.db, accountId: receivable.id })).toBe(0n);
    const after = (await call(t, manager, 'GET', 'wallet/company')).json<{ data: CompanyWalletView }>().data;
    expect(after.chargeback_debt).toBe('0');
    expect(after.entries.slice(0, 3).map((e) => [e.type, e.amount])).toEqual([
      ['DEBIT', '367'],
      ['DEBIT', '6633'],
      ['CHARGEBACK', '3000'],
    ]);

    // New debt while the payout is on its way: the returned funds pay it first.
    await transfer({
      db: t.deps.db,
      from: receivable.id,
      to: bonusExpense.id,
      amount: 1_000n,
      kind: 'bonus_reversal',
      idempotencyKey: `test-debt-2:${company.id}`,
    });
    await runJobs();
    expect(
      (await call(t, manager, 'GET', `withdrawals/${withdrawal.id}`)).json<{ data: WithdrawalView }>().data
        .status,
    ).toBe('failed');
    expect(await balanceOf({ db: t.deps.db, accountId: wallet.id })).toBe(7_000n - 1_000n);
    expect(await balanceOf({ db: t.deps.db, accountId: receivable.id })).toBe(0n);
  });

  it('validates the amount: R$ 10,00 minimum, integer centavos only', async () => {
    const { manager } = await fundedCompany(t, { funds: 10_000n });
    const below = await call(t, manager, 'POST', 'withdrawals', { amount: '999' });
    expect(below.statusCode).toBe(422);
    expect(below.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      amount: ['O valor mínimo de saque é R$ 10,00.'],
    });
    for (const amount of ['12.50', 12.5, '-1000', 'abc']) {
      const res = await call(t, manager, 'POST', 'withdrawals', { amount });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['amount']);
    }
  });

  it('needs a main bank account (409)', async () => {
    const { manager, wallet } = await fundedCompany(t, { funds: 10_000n, account: null });
    const res = await call(t, manager, 'POST', 'withdrawals', { amount: '1000' });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ code: string }>().code).toBe('WITHDRAWAL_NO_MAIN_BANK_ACCOUNT');
    expect(await balanceOf({ db: t.deps.db, accountId: wallet.id })).toBe(10_000n);
  });

  it('a refused transfer (sandbox trigger account) fails and returns amount and fee as FAILED_TRANSFER_FUND', async () => {
    setClock(t, '2027-03-03T13:00:00Z');
    const { manager, wallet } = await fundedCompany(t, { funds: 20_000n, account: refusedAccount });
    const withdrawal = (await call(t, manager, 'POST', 'withdrawals', { amount: '15000' })).json<{
      data: WithdrawalView;
    }>().data;
    expect(await balanceOf({ db: t.deps.db, accountId: wallet.id })).toBe(20_000n - 15_367n);
    await runJobs();
    const failed = (await call(t, manager, 'GET', `withdrawals/${withdrawal.id}`)).json<{
      data: WithdrawalView;
    }>().data;
    expect(failed).toMatchObject({ status: 'failed', failure_reason: 'account_closed', paid_at: null });
    expect(failed.failed_at).not.toBeNull();
    expect(await balanceOf({ db: t.deps.db, accountId: wallet.id })).toBe(20_000n);
    const entries = (await call(t, manager, 'GET', 'wallet/company')).json<{ data: CompanyWalletView }>().data
      .entries;
    expect(entries.slice(0, 2).map((e) => [e.type, e.sign, e.amount])).toEqual([
      ['FAILED_TRANSFER_FUND', 'plus', '367'],
      ['FAILED_TRANSFER_FUND', 'plus', '15000'],
    ]);
    const onlyReturns = (await call(t, manager, 'GET', 'wallet/company?type=FAILED_TRANSFER_FUND')).json<{
      data: CompanyWalletView;
      meta: { total: number };
    }>();
    expect(onlyReturns.meta.total).toBe(2);
    // A late or repeated job changes nothing.
    await sendPayout({ deps: t.deps, payload: { withdrawal_id: withdrawal.id }, attempt: 3 });
    expect(await balanceOf({ db: t.deps.db, accountId: wallet.id })).toBe(20_000n);
  });

  it('lists the company withdrawals newest first, paged and filtered by status', async () => {
    setClock(t, '2027-03-03T13:00:00Z');
    const { manager } = await fundedCompany(t, { funds: 100_000n });
    const ids: string[] = [];
    for (const amount of ['1000', '2000', '3000']) {
      ids.push(
        (await call(t, manager, 'POST', 'withdrawals', { amount })).json<{ data: WithdrawalView }>().data.id,
      );
      t.deps.advance(1_000);
    }
    const page = (await call(t, manager, 'GET', 'withdrawals?per_page=2')).json<Paged<WithdrawalView>>();
    expect(page.meta).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(page.data.map((w) => w.id)).toEqual([ids[2], ids[1]]);
    await runJobs();
    const paid = (await call(t, manager, 'GET', 'withdrawals?status=paid')).json<Paged<WithdrawalView>>();
    expect(paid.meta.total).toBe(3);
    expect(
      (await call(t, manager, 'GET', 'withdrawals?status=failed')).json<Paged<WithdrawalView>>().meta.total,
    ).toBe(0);
  });

  it('roles: manager and user_manager withdraw and read; user 403; anonymous 401', async () => {
    const { manager, userManager, user } = await fundedCompany(t, { funds: 10_000n });
    expect((await call(t, manager, 'POST', 'withdrawals', { amount: '1000' })).statusCode).toBe(201);
    expect((await call(t, userManager, 'POST', 'withdrawals', { amount: '1000' })).statusCode).toBe(201);
    expect((await call(t, user, 'POST', 'withdrawals', { amount: '1000' })).statusCode).toBe(403);
    for (const path of ['withdrawals', 'wallet/company']) {
      expect((await call(t, userManager, 'GET', path)).statusCode).toBe(200);
      expect((await call(t, user, 'GET', path)).statusCode).toBe(403);
      expect((await call(t, null, 'GET', path)).statusCode).toBe(401);
    }
    expect((await call(t, null, 'POST', 'withdrawals', { amount: '1000' })).statusCode).toBe(401);
  });

  it("answers 404 for another company's withdrawal and keeps wallets apart", async () => {
    const a = await fundedCompany(t, { funds: 10_000n });
    const b = await fundedCompany(t, { funds: 20_000n });
    const theirs = (await call(t, b.manager, 'POST', 'withdrawals', { amount: '5000' })).json<{
      data: WithdrawalView;
    }>().data;
    expect((await call(t, a.manager, 'GET', `withdrawals/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(t, a.manager, 'GET', 'withdrawals/not-a-uuid')).statusCode).toBe(404);
    expect((await call(t, a.manager, 'GET', 'withdrawals')).json<Paged<WithdrawalView>>().meta.total).toBe(0);
    expect(
      (await call(t, a.manager, 'GET', 'wallet/company')).json<{ data: CompanyWalletView }>().data.balance,
    ).toBe('10000');
  });

  it('Idempotency-Key: a replay returns the first answer and moves no money; another amount is 422', async () => {
    const { manager, wallet } = await fundedCompany(t, { funds: 10_000n });
    const headers = { 'idempotency-key': 'wd-7f3c2a' };
    const first = await call(t, manager, 'POST', 'withdrawals', { amount: '1000' }, headers);
    const replay = await call(t, manager, 'POST', 'withdrawals', { amount: 1000 }, headers);
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await balanceOf({ db: t.deps.db, accountId: wallet.id })).toBe(10_000n - 1_367n);
    const other = await call(t, manager, 'POST', 'withdrawals', { amount: '2000' }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json<{ code: string }>().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});
