import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { paymentOrders, queryRows } from '@verba/db';
import type { PaymentOrderView } from '@verba/domain';
import { createCompany } from '@verba/core/testing/factories';
import { balanceOf } from '@verba/core/ledger/balance-of';
import { ensureAccount } from '@verba/core/ledger/ensure-account';
import { expectLedgerBalanced } from '@verba/core/ledger/testing';
import { transfer } from '@verba/core/ledger/transfer';
import { walletEntries } from '@verba/core/ledger/wallet-entries';
import { withTransaction } from '@verba/core/ledger/with-transaction';
import { reverseAgencyBonus } from '@verba/core/payment-orders/bookings';
import { createTestApp, type TestApp } from '../../testing';
import {
  advertiserBalance,
  companyBalance,
  createAdvertiser,
  createOrder,
  deliverJobs,
  postWebhook,
  publicOrder,
  sandbox,
  signIn,
  symbolic,
  type Headers,
} from './payment-test-helpers';

/** 5 % of R$ 1.000,00: the cashback an agency earns on the orders below. */
const amount = 100_000n;
const bonus = 5_000n;

interface TransferFact {
  idempotency_key: string;
  kind: string;
  amount: string;
  from_type: string;
  to_type: string;
}

describe('agency cashback is taken back when its payment is refunded or charged back', () => {
  let t: TestApp;
  let staff: Headers;
  let n = 0;
  const eventId = () => `evt_bonus_${++n}`;

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    staff = await signIn(t, 'user', { isStaff: true });
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await expectLedgerBalanced(t.deps.db);
  });

  /** A fresh company (own wallets) with a finance user. */
  const company = async (kind: 'agency' | 'advertiser') => {
    const row = await createCompany({ db: t.deps.db, kind, bonusBasisPoints: 500 });
    const headers = await signIn(t, 'manager', { companyId: row.id });
    return { companyId: row.id, headers };
  };

  /** A PIX order paid through the sandbox. */
  const paidOrder = async (headers: Headers) => {
    const advertiserId = await createAdvertiser(t, headers);
    const order = await createOrder(t, headers, {
      advertiser_id: advertiserId,
      amount: amount.toString(),
      method: 'PIX',
    });
    expect((await sandbox(t, order.public_id, 'pay')).statusCode).toBe(202);
    await deliverJobs(t);
    expect((await publicOrder(t, order.public_id)).status).toBe('paid');
    return { advertiserId, order };
  };

  const companyReceivable = (companyId: string) =>
    balanceOf({
      db: t.deps.db,
      type: 'chargeback_receivable',
      owner: { type: 'company', id: companyId },
      currency: 'BRL',
    });

  const companyWallet = (companyId: string) =>
    ensureAccount({
      db: t.deps.db,
      type: 'company_wallet',
      owner: { type: 'company', id: companyId },
      currency: 'BRL',
    });

  /** The company withdraws `value` of its cashback (as a withdrawal books it). */
  const withdraw = async (companyId: string, value: bigint) => {
    const wallet = await companyWallet(companyId);
    const inTransit = await ensureAccount({ db: t.deps.db, type: 'payout_in_transit', currency: 'BRL' });
    await transfer({
      db: t.deps.db,
      from: wallet.id,
      to: inTransit.id,
      amount: value,
      kind: 'withdrawal',
      idempotencyKey: `test-withdrawal:${companyId}:${value}`,
    });
  };

  /** Every ledger transfer booked for an order, oldest first. */
  const transfersOf = (orderId: string) =>
    queryRows<TransferFact>(
      t.deps.db,
      sql`SELECT t.idempotency_key, t.kind, t.amount::text AS amount, f.type AS from_type, d.type AS to_type
          FROM ledger_transfers t
          JOIN ledger_accounts f ON f.id = t.from_account_id
          JOIN ledger_accounts d ON d.id = t.to_account_id
          WHERE t.reference_type = 'payment_order' AND t.reference_id = ${orderId}
          ORDER BY t.id`,
    );

  const bonusFacts = async (orderId: string) =>
    (await transfersOf(orderId)).filter((f) => f.kind.startsWith('bonus_'));

  const requestRefund = async (order: PaymentOrderView) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment-orders/${order.id}/refund`,
      headers: staff,
    });
    expect(res.statusCode, res.body).toBe(200);
    await deliverJobs(t);
    expect((await publicOrder(t, order.public_id)).status).toBe('refunded');
  };

  const chargeBack = async (order: PaymentOrderView) => {
    const res = await postWebhook(t, {
      event_id: eventId(),
      order_public_id: order.public_id,
      type: 'chargedback',
    });
    expect(res.json()).toMatchObject({ data: { outcome: 'applied' } });
    expect((await publicOrder(t, order.public_id)).status).toBe('chargedback');
  };

  describe('with the bonus still in the company wallet', () => {
    it('refund requested by staff: the cashback leaves the company wallet with the advertiser refund, shown as DEBIT', async () => {
      const { companyId, headers } = await company('agency');
      const { advertiserId, order } = await paidOrder(headers);
      expect(await companyBalance(t, companyId)).toBe(bonus);

      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/payment-orders/${order.id}/refund`,
        headers: staff,
      });
      expect(res.json<{ data: PaymentOrderView }>().data.status).toBe('pending_refund');
      // Taken back at once, in the transaction that takes the refund from the advertiser.
      expect(await companyBalance(t, companyId)).toBe(0n);
      expect(await advertiserBalance(t, advertiserId)).toBe(symbolic);
      await expectLedgerBalanced(t.deps.db);

      await deliverJobs(t);
      expect((await publicOrder(t, order.public_id)).status).toBe('refunded');
      expect(await companyBalance(t, companyId)).toBe(0n);
      expect(await companyReceivable(companyId)).toBe(0n);
      expect(await bonusFacts(order.id)).toEqual([
        {
          idempotency_key: `bonus:${order.id}`,
          kind: 'bonus_credit',
          amount: '5000',
          from_type: 'bonus_expense',
          to_type: 'company_wallet',
        },
        {
          idempotency_key: `bonus-reversal:${order.id}`,
          kind: 'bonus_reversal',
          amount: '5000',
          from_type: 'company_wallet',
          to_type: 'bonus_expense',
        },
      ]);
      const entries = await walletEntries({ db: t.deps.db, accountId: (await companyWallet(companyId)).id });
      expect(entries.data[0]).toMatchObject({
        type: 'DEBIT',
        sign: 'minus',
        kind: 'bonus_reversal',
        amount: bonus,
        balanceAfter: 0n,
        reference: { type: 'payment_order', id: order.id },
      });
    });

    it('chargeback: the cashback goes back with the chargeback', async () => {
      const { companyId, headers } = await company('agency');
      const { advertiserId, order } = await paidOrder(headers);
      await chargeBack(order);
      expect(await advertiserBalance(t, advertiserId)).toBe(symbolic);
      expect(await companyBalance(t, companyId)).toBe(0n);
      expect(await companyReceivable(companyId)).toBe(0n);
      expect((await bonusFacts(order.id)).map((f) => [f.kind, f.amount])).toEqual([
        ['bonus_credit', '5000'],
        ['bonus_reversal', '5000'],
      ]);
    });

    it('a refund the gateway made on its own (refunded webhook on a paid order) takes the cashback back too', async () => {
      const { companyId, headers } = await company('agency');
      const { advertiserId, order } = await paidOrder(headers);
      const res = await postWebhook(t, {
        event_id: eventId(),
        order_public_id: order.public_id,
        type: 'refunded',
      });
      expect(res.json()).toMatchObject({ data: { outcome: 'applied' } });
      expect(await advertiserBalance(t, advertiserId)).toBe(symbolic);
      expect(await companyBalance(t, companyId)).toBe(0n);
      expect((await bonusFacts(order.id)).map((f) => f.kind)).toEqual(['bonus_credit', 'bonus_reversal']);
    });

    it('only the reversed order’s cashback leaves: other orders’ cashback stays', async () => {
      const { companyId, headers } = await company('agency');
      const first = await paidOrder(headers);
      await paidOrder(headers);
      expect(await companyBalance(t, companyId)).toBe(2n * bonus);
      await chargeBack(first.order);
      expect(await companyBalance(t, companyId)).toBe(bonus);
    });
  });

  describe('with the bonus already withdrawn: the wallet gives what it holds, the rest is owed, never a negative wallet', () => {
    it('refund after part of the cashback was withdrawn', async () => {
      const { companyId, headers } = await company('agency');
      const { order } = await paidOrder(headers);
      await withdraw(companyId, 4_000n);
      await expectLedgerBalanced(t.deps.db);
      await requestRefund(order);
      expect(await companyBalance(t, companyId)).toBe(0n);
      expect(await companyReceivable(companyId)).toBe(-4_000n);
      expect(await bonusFacts(order.id)).toEqual([
        {
          idempotency_key: `bonus:${order.id}`,
          kind: 'bonus_credit',
          amount: '5000',
          from_type: 'bonus_expense',
          to_type: 'company_wallet',
        },
        {
          idempotency_key: `bonus-reversal:${order.id}`,
          kind: 'bonus_reversal',
          amount: '1000',
          from_type: 'company_wallet',
          to_type: 'bonus_expense',
        },
        {
          idempotency_key: `bonus-reversal:${order.id}:receivable`,
          kind: 'bonus_reversal',
          amount: '4000',
          from_type: 'chargeback_receivable',
          to_type: 'bonus_expense',
        },
      ]);
      // The statement shows only what left the wallet.
      const entries = await walletEntries({ db: t.deps.db, accountId: (await companyWallet(companyId)).id });
      expect(entries.data[0]).toMatchObject({
        type: 'DEBIT',
        kind: 'bonus_reversal',
        amount: 1_000n,
        balanceAfter: 0n,
      });
    });

    it('chargeback after all of the cashback was withdrawn', async () => {
      const { companyId, headers } = await company('agency');
      const { advertiserId, order } = await paidOrder(headers);
      await withdraw(companyId, bonus);
      await chargeBack(order);
      expect(await advertiserBalance(t, advertiserId)).toBe(symbolic);
      expect(await companyBalance(t, companyId)).toBe(0n);
      expect(await companyReceivable(companyId)).toBe(-bonus);
      expect((await bonusFacts(order.id)).map((f) => [f.kind, f.amount, f.from_type])).toEqual([
        ['bonus_credit', '5000', 'bonus_expense'],
        ['bonus_reversal', '5000', 'chargeback_receivable'],
      ]);
    });
  });

  describe('what a company owes is paid first out of its next cashback', () => {
    it('a debt larger than one cashback is paid over several, then cashback reaches the wallet again', async () => {
      const { companyId, headers } = await company('agency');
      const { order } = await paidOrder(headers);
      await withdraw(companyId, bonus);
      await chargeBack(order);
      const second = await paidOrder(headers);
      const third = await paidOrder(headers);
      // 5 000 owed: the second order's 5 000 cashback pays all of it; the third reaches the wallet.
      expect(await companyReceivable(companyId)).toBe(0n);
      expect(await companyBalance(t, companyId)).toBe(bonus);
      expect((await bonusFacts(second.order.id)).map((f) => [f.kind, f.amount])).toEqual([
        ['bonus_credit', '5000'],
      ]);
      const recovered = (await transfersOf(second.order.id)).filter((f) => f.kind === 'chargeback_recovery');
      expect(recovered).toEqual([
        {
          idempotency_key: `recovery:bonus:${second.order.id}`,
          kind: 'chargeback_recovery',
          amount: '5000',
          from_type: 'company_wallet',
          to_type: 'chargeback_receivable',
        },
      ]);
      expect((await transfersOf(third.order.id)).some((f) => f.kind === 'chargeback_recovery')).toBe(false);
      // The statement shows the cashback in and the debt paid out of it.
      const entries = await walletEntries({ db: t.deps.db, accountId: (await companyWallet(companyId)).id });
      expect(entries.data.slice(0, 3).map((e) => [e.type, e.kind, e.amount])).toEqual([
        ['CREDIT', 'bonus_credit', bonus],
        ['CHARGEBACK', 'chargeback_recovery', bonus],
        ['CREDIT', 'bonus_credit', bonus],
      ]);
    });

    it('an advertiser that owes a chargeback pays it first out of its next payment', async () => {
      const { headers } = await company('advertiser');
      const { advertiserId, order } = await paidOrder(headers);
      // Spend everything but R$ 1,00 elsewhere, then the payment is charged back: R$ 999,00 owed.
      const wallet = await ensureAccount({
        db: t.deps.db,
        type: 'advertiser_wallet',
        owner: { type: 'advertiser', id: advertiserId },
        currency: 'BRL',
      });
      const revenue = await ensureAccount({ db: t.deps.db, type: 'platform_revenue', currency: 'BRL' });
      await transfer({
        db: t.deps.db,
        from: wallet.id,
        to: revenue.id,
        amount: amount,
        kind: 'checkout',
        idempotencyKey: `test-spend:${order.id}`,
      });
      await chargeBack(order);
      const owed = amount - symbolic;
      const receivable = () =>
        balanceOf({
          db: t.deps.db,
          type: 'chargeback_receivable',
          owner: { type: 'advertiser', id: advertiserId },
          currency: 'BRL',
        });
      expect(await receivable()).toBe(-owed);
      expect(await advertiserBalance(t, advertiserId)).toBe(0n);

      const next = await createOrder(t, headers, {
        advertiser_id: advertiserId,
        amount: amount.toString(),
        method: 'PIX',
      });
      expect((await sandbox(t, next.public_id, 'pay')).statusCode).toBe(202);
      await deliverJobs(t);
      expect(await receivable()).toBe(0n);
      expect(await advertiserBalance(t, advertiserId)).toBe(amount - owed);
    });
  });

  describe('orders that earned no cashback', () => {
    it('a non-agency company: refund and chargeback touch no company account', async () => {
      const { companyId, headers } = await company('advertiser');
      const refunded = await paidOrder(headers);
      await requestRefund(refunded.order);
      const chargedBack = await paidOrder(headers);
      await chargeBack(chargedBack.order);
      for (const { order } of [refunded, chargedBack]) {
        expect(await bonusFacts(order.id)).toEqual([]);
      }
      expect(await companyBalance(t, companyId)).toBe(0n);
      expect(await companyReceivable(companyId)).toBe(0n);
      expect(await advertiserBalance(t, refunded.advertiserId)).toBe(symbolic);
      expect(await advertiserBalance(t, chargedBack.advertiserId)).toBe(symbolic);
    });

    it('an agency order never paid: nothing to reverse', async () => {
      const { headers } = await company('agency');
      const advertiserId = await createAdvertiser(t, headers);
      const order = await createOrder(t, headers, {
        advertiser_id: advertiserId,
        amount: amount.toString(),
        method: 'PIX',
      });
      const [row] = await t.deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
      expect(await withTransaction(t.deps.db, (tx) => reverseAgencyBonus({ tx, order: row! }))).toBeNull();
      expect(await transfersOf(order.id)).toEqual([]);
    });
  });

  describe('replays change nothing', () => {
    it('chargeback webhook delivered again, or another chargeback event, after the company earned more cashback', async () => {
      const { companyId, headers } = await company('agency');
      const { order } = await paidOrder(headers);
      await withdraw(companyId, 3_000n);
      const event = { event_id: eventId(), order_public_id: order.public_id, type: 'chargedback' };
      expect((await postWebhook(t, event)).json()).toMatchObject({ data: { outcome: 'applied' } });
      const booked = await transfersOf(order.id);
      expect(await companyReceivable(companyId)).toBe(-3_000n);

      // New cashback arrives and first pays the debt; replays must not take anything more.
      const { order: later } = await paidOrder(headers);
      expect(await companyBalance(t, companyId)).toBe(bonus - 3_000n);
      expect(await companyReceivable(companyId)).toBe(0n);
      expect((await postWebhook(t, event)).json()).toMatchObject({ data: { outcome: 'duplicate' } });
      expect((await postWebhook(t, { ...event, event_id: eventId() })).json()).toMatchObject({
        data: { outcome: 'ignored' },
      });
      expect(
        (await postWebhook(t, { ...event, event_id: eventId(), type: 'refunded' })).json(),
      ).toMatchObject({ data: { outcome: 'ignored' } });

      const [row] = await t.deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
      const replay = await withTransaction(t.deps.db, (tx) => reverseAgencyBonus({ tx, order: row! }));
      expect(replay).toMatchObject({ replayed: true, fromWallet: 2_000n, receivable: 3_000n });

      expect(await transfersOf(order.id)).toEqual(booked);
      expect(await companyBalance(t, companyId)).toBe(bonus - 3_000n);
      expect(await companyReceivable(companyId)).toBe(0n);
      expect((await transfersOf(later.id)).map((f) => f.idempotency_key)).toContain(
        `recovery:bonus:${later.id}`,
      );
    });

    it('refund requested twice, and the gateway’s refunded webhook delivered twice', async () => {
      const { companyId, headers } = await company('agency');
      const { order } = await paidOrder(headers);
      await requestRefund(order);
      const booked = await transfersOf(order.id);
      expect(booked.filter((f) => f.kind === 'bonus_reversal')).toHaveLength(1);

      const again = await t.app.inject({
        method: 'POST',
        url: `/api/v1/payment-orders/${order.id}/refund`,
        headers: staff,
      });
      expect(again.statusCode).toBe(409);
      expect(
        (
          await postWebhook(t, { event_id: eventId(), order_public_id: order.public_id, type: 'refunded' })
        ).json(),
      ).toMatchObject({
        data: { outcome: 'ignored' },
      });
      expect(await transfersOf(order.id)).toEqual(booked);
      expect(await companyBalance(t, companyId)).toBe(0n);
    });
  });
});
