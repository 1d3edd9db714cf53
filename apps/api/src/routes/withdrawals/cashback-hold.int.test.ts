import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { emailOutbox, paymentOrders } from '@verba/db';
import { balanceOf } from '@verba/core/ledger/balance-of';
import { expectLedgerBalanced } from '@verba/core/ledger/testing';
import type { CompanyWalletView, PaymentOrderView, WithdrawalView } from '@verba/domain';
import { createTestApp, type TestApp } from '../../testing';
import { call } from '../users/users-test-helpers';
import {
  card,
  companyBalance,
  createAdvertiser,
  createOrder,
  deliverJobs,
  postWebhook,
  publicOrder,
  sandbox,
  signIn,
} from '../payment-orders/payment-test-helpers';
import { fundedCompany, setClock } from './withdrawals-test-helpers';

const day = 86_400_000;
const holdDays = 30;
/** 5 % of R$ 1.000,00. */
const amount = 100_000n;
const cashback = 5_000n;

/**
 * Issue 8, finding 3: cashback from a reversible payment (card, PayPal) is held for
 * CASHBACK_HOLD_DAYS before it can be withdrawn, and the payout job re-checks the company's
 * chargeback debt before sending.
 */
describe('cashback hold and the payout re-check', () => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false, cashbackHoldDays: holdDays });
  });
  afterEach(async () => {
    await expectLedgerBalanced(t.deps.db);
  });
  afterAll(() => t.close());

  type Team = Awaited<ReturnType<typeof fundedCompany>>;
  const wallet = async (team: Team) => {
    const res = await call(t, team.manager, 'GET', 'wallet/company');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: CompanyWalletView }>().data;
  };
  const held = (companyId: string) =>
    balanceOf({
      db: t.deps.db,
      type: 'cashback_hold',
      owner: { type: 'company', id: companyId },
      currency: 'BRL',
    });
  const debt = async (companyId: string) =>
    -(await balanceOf({
      db: t.deps.db,
      type: 'chargeback_receivable',
      owner: { type: 'company', id: companyId },
      currency: 'BRL',
    }));

  /** An order of the team's company paid through the sandbox: a card charged at once, or Pix. */
  const paidOrder = async (team: Team, method: 'CREDIT_CARD' | 'PIX') => {
    const advertiserId = await createAdvertiser(t, team.manager.headers);
    const order = await createOrder(t, team.manager.headers, {
      advertiser_id: advertiserId,
      amount: amount.toString(),
      method,
      ...(method === 'CREDIT_CARD' && { card: card('4111111111111111') }),
    });
    if (method === 'PIX') expect((await sandbox(t, order.public_id, 'pay')).statusCode).toBe(202);
    await deliverJobs(t);
    expect((await publicOrder(t, order.public_id)).status).toBe('paid');
    return order;
  };
  const chargeBack = async (order: PaymentOrderView) => {
    const res = await postWebhook(t, {
      event_id: `evt_hold_${++n}`,
      order_public_id: order.public_id,
      type: 'chargedback',
    });
    expect(res.json()).toMatchObject({ data: { outcome: 'applied' } });
  };

  it('holds card cashback until paid_at + the hold, shows it with its date, and releases it as a CREDIT', async () => {
    setClock(t, '2027-03-01T13:00:00Z');
    const team = await fundedCompany(t);
    const order = await paidOrder(team, 'CREDIT_CARD');
    const [{ paidAt }] = (await t.deps.db
      .select({ paidAt: paymentOrders.paidAt })
      .from(paymentOrders)
      .where(eq(paymentOrders.id, order.id))) as [{ paidAt: Date }];

    expect(await companyBalance(t, team.company.id)).toBe(0n);
    expect(await held(team.company.id)).toBe(cashback);
    const before = await wallet(team);
    expect(before).toMatchObject({
      balance: '0',
      available_for_withdrawal: '0',
      cashback_on_hold: '5000',
      cashback_hold_days: holdDays,
    });
    expect(before.cashback_releases).toEqual([
      { amount: '5000', available_at: new Date(paidAt.getTime() + holdDays * day).toISOString() },
    ]);

    // Not withdrawable while held.
    const refused = await call(t, team.manager, 'POST', 'withdrawals', { amount: '1000' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });

    // One day short of the hold nothing moves; at paid_at + hold the job releases it.
    t.deps.advance((holdDays - 1) * day);
    await deliverJobs(t);
    expect(await held(team.company.id)).toBe(cashback);
    t.deps.advance(day);
    await deliverJobs(t);
    expect(await held(team.company.id)).toBe(0n);
    const after = await wallet(team);
    expect(after).toMatchObject({
      balance: '5000',
      available_for_withdrawal: '4633',
      cashback_on_hold: '0',
      cashback_releases: [],
    });
    expect(after.entries.map((e) => [e.type, e.sign, e.kind, e.amount])).toEqual([
      ['CREDIT', 'plus', 'cashback_release', '5000'],
    ]);
  });

  it('credits Pix cashback at once (not reversible by the payer)', async () => {
    setClock(t, '2027-03-01T13:00:00Z');
    const team = await fundedCompany(t);
    await paidOrder(team, 'PIX');
    expect(await wallet(team)).toMatchObject({ balance: '5000', cashback_on_hold: '0' });
  });

  it('a chargeback during the hold takes the cashback from the hold: no debt, nothing left to release', async () => {
    setClock(t, '2027-03-01T13:00:00Z');
    const team = await fundedCompany(t);
    const order = await paidOrder(team, 'CREDIT_CARD');
    t.deps.advance(2 * day);
    await chargeBack(order);
    expect(await held(team.company.id)).toBe(0n);
    expect(await debt(team.company.id)).toBe(0n);
    expect(await wallet(team)).toMatchObject({ balance: '0', cashback_on_hold: '0', cashback_releases: [] });
    t.deps.advance(holdDays * day);
    await deliverJobs(t);
    expect(await companyBalance(t, team.company.id)).toBe(0n);
  });

  it('a refund requested by staff during the hold takes the cashback from the hold', async () => {
    setClock(t, '2027-03-01T13:00:00Z');
    const team = await fundedCompany(t);
    const order = await paidOrder(team, 'CREDIT_CARD');
    const staff = await signIn(t, 'user', { isStaff: true });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment-orders/${order.id}/refund`,
      headers: staff,
    });
    expect(res.statusCode, res.body).toBe(200);
    await deliverJobs(t);
    expect((await publicOrder(t, order.public_id)).status).toBe('refunded');
    expect(await held(team.company.id)).toBe(0n);
    expect(await debt(team.company.id)).toBe(0n);
    t.deps.advance(holdDays * day);
    await deliverJobs(t);
    expect(await companyBalance(t, team.company.id)).toBe(0n);
  });

  it('a chargeback after the release takes the cashback from the wallet, as before', async () => {
    setClock(t, '2027-03-01T13:00:00Z');
    const team = await fundedCompany(t);
    const order = await paidOrder(team, 'CREDIT_CARD');
    t.deps.advance(holdDays * day);
    await deliverJobs(t);
    expect(await companyBalance(t, team.company.id)).toBe(cashback);
    await chargeBack(order);
    expect(await companyBalance(t, team.company.id)).toBe(0n);
    expect(await debt(team.company.id)).toBe(0n);
  });

  it('cancels a requested payout when a chargeback has put the company in debt: amount and fee back, debt paid, e-mailed', async () => {
    setClock(t, '2027-03-03T19:00:00Z'); // Wednesday 16:00 in São Paulo: settles the next day
    const team = await fundedCompany(t);
    const order = await paidOrder(team, 'PIX');
    const requested = await call(t, team.manager, 'POST', 'withdrawals', { amount: '4000' });
    expect(requested.statusCode, requested.body).toBe(201);
    const withdrawal = requested.json<{ data: WithdrawalView }>().data;
    expect(await companyBalance(t, team.company.id)).toBe(cashback - 4_367n);

    await chargeBack(order);
    expect(await debt(team.company.id)).toBe(4_367n);

    setClock(t, '2027-03-04T12:00:01Z');
    await deliverJobs(t);
    const after = (await call(t, team.manager, 'GET', `withdrawals/${withdrawal.id}`)).json<{
      data: WithdrawalView;
    }>().data;
    expect(after).toMatchObject({ status: 'failed', failure_reason: 'chargeback_debt', paid_at: null });
    expect(await debt(team.company.id)).toBe(0n);
    expect(await companyBalance(t, team.company.id)).toBe(0n);
    const entries = (await wallet(team)).entries.map((e) => [e.type, e.kind, e.amount]);
    expect(entries.slice(0, 3)).toEqual([
      ['CHARGEBACK', 'chargeback_recovery', '4367'],
      ['FAILED_TRANSFER_FUND', 'failed_transfer_fund', '367'],
      ['FAILED_TRANSFER_FUND', 'failed_transfer_fund', '4000'],
    ]);
    const mails = await t.deps.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toEmail, team.manager.user.email), eq(emailOutbox.template, 'withdrawal_failed')),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('O Verba cancelou o saque antes do envio');
  });

  it('sends a requested payout when the company owes nothing', async () => {
    setClock(t, '2027-03-03T19:00:00Z');
    const team = await fundedCompany(t);
    await paidOrder(team, 'PIX');
    const withdrawal = (await call(t, team.manager, 'POST', 'withdrawals', { amount: '4000' })).json<{
      data: WithdrawalView;
    }>().data;
    setClock(t, '2027-03-04T12:00:01Z');
    await deliverJobs(t);
    expect(
      (await call(t, team.manager, 'GET', `withdrawals/${withdrawal.id}`)).json<{ data: WithdrawalView }>()
        .data.status,
    ).toBe('paid');
  });
});
