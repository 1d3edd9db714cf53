import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, jobs, migrate } from '@verba/db';
import type { PaymentOrderView, StaffPaymentOrder } from '@verba/domain';
import { createCompany } from '@verba/core/testing/factories';
import { expectLedgerBalanced } from '@verba/core/ledger/testing';
import { createTestApp, type TestApp } from '../../testing';
import {
  advertiserBalance,
  companyBalance,
  createAdvertiser,
  createOrder,
  deliverJobs,
  publicOrder,
  receivingAccount,
  signIn,
  symbolic,
  type Headers,
} from './payment-test-helpers';

const amount = 100_000;
const day = 24 * 3600_000;

describe('live mode with the operator’s receiving account', () => {
  let t: TestApp;
  let manager: Headers;
  let staff: Headers;
  let agency: { companyId: string; manager: Headers };
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false, paymentsMode: 'live', depositAccount: receivingAccount });
    const row = await createCompany({ db: t.deps.db, kind: 'agency', bonusBasisPoints: 500 });
    agency = { companyId: row.id, manager: {} };
  });
  // Fresh sessions for each test: the expiry tests move the clock by weeks.
  beforeEach(async () => {
    manager = await signIn(t, 'manager');
    staff = await signIn(t, 'user', { isStaff: true });
    agency.manager = await signIn(t, 'manager', { companyId: agency.companyId });
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await expectLedgerBalanced(t.deps.db);
  });

  const depositOrder = async (headers: Headers = manager) => {
    const advertiserId = await createAdvertiser(t, headers);
    return {
      advertiserId,
      order: await createOrder(t, headers, { advertiser_id: advertiserId, amount, method: 'DEPOSIT' }),
    };
  };
  const post = (url: string, headers: Headers = staff) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers });
  const staffRow = async (order: PaymentOrderView) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/payment-orders?search=${order.public_id}`,
      headers: staff,
    });
    return res.json<{ data: StaffPaymentOrder[] }>().data[0]!;
  };

  it('offers deposit, and its instructions show the configured account, never the sandbox’s', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/v1/public/config' });
    expect(config.json()).toEqual({
      data: {
        payments_mode: 'live',
        payment_methods: ['DEPOSIT'],
        sandbox: null,
        pixel_default_max_value: 1_000_000,
        channels: expect.anything() as unknown,
      },
    });

    const { order } = await depositOrder();
    const page = await publicOrder(t, order.public_id);
    expect(page.deposit).toEqual({
      bank_code: '341',
      bank_name: expect.stringMatching(/ITAÚ/i) as string,
      agency: '0500',
      account: '12345-0',
      beneficiary_name: 'Verba Tecnologia de Mídia Ltda.',
      beneficiary_document: '11444777000161',
      reference: order.public_id.slice(0, 8).toUpperCase(),
    });
  });

  describe('finding: live deposit orders never expired', () => {
    it('expires a deposit at its deadline by a durable job, without any webhook; then it cannot be confirmed', async () => {
      const { advertiserId, order } = await depositOrder();
      const deadline = new Date(order.expires_at!).getTime();

      t.deps.advance(deadline - t.deps.now().getTime() - 60_000);
      await deliverJobs(t);
      expect((await publicOrder(t, order.public_id)).status).toBe('waiting_payment');
      expect(await staffRow(order)).toMatchObject({ can_confirm_deposit: true });

      t.deps.advance(2 * 60_000);
      await deliverJobs(t);
      expect((await publicOrder(t, order.public_id)).status).toBe('expired');
      expect(await staffRow(order)).toMatchObject({ status: 'expired', can_confirm_deposit: false });

      const confirm = await post(`payment-orders/${order.id}/confirm-deposit`);
      expect(confirm.statusCode, confirm.body).toBe(409);
      expect(confirm.json()).toMatchObject({ code: 'PAYMENT_ORDER_NOT_PAYABLE' });
      expect(await advertiserBalance(t, advertiserId)).toBe(symbolic);
    });

    it('refuses to confirm a deposit past its deadline even before the expiry job ran', async () => {
      const { advertiserId, order } = await depositOrder();
      t.deps.advance(new Date(order.expires_at!).getTime() - t.deps.now().getTime() + 1000);
      expect(await staffRow(order)).toMatchObject({ status: 'waiting_payment', can_confirm_deposit: false });
      const confirm = await post(`payment-orders/${order.id}/confirm-deposit`);
      expect(confirm.statusCode, confirm.body).toBe(409);
      expect(confirm.json()).toMatchObject({ code: 'PAYMENT_ORDER_NOT_PAYABLE' });
      await deliverJobs(t);
      expect((await publicOrder(t, order.public_id)).status).toBe('expired');
      expect(await advertiserBalance(t, advertiserId)).toBe(symbolic);
    });

    it('migration 0019 gives a deposit created before the expiry job its job', async () => {
      const { order } = await depositOrder();
      const dedupeKey = `payments.expire-order:${order.id}`;
      await t.deps.db.delete(jobs).where(eq(jobs.dedupeKey, dedupeKey));
      await t.deps.db.execute(sql`DELETE FROM schema_migrations WHERE name = '0019_manual_order_expiry.sql'`);
      expect(await migrate(t.deps.db)).toEqual(['0019_manual_order_expiry.sql']);
      const [job] = await t.deps.db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey));
      expect(job).toMatchObject({ kind: 'payments.expire-order', runAt: new Date(order.expires_at!) });
      t.deps.advance(new Date(order.expires_at!).getTime() - t.deps.now().getTime());
      await deliverJobs(t);
      expect((await publicOrder(t, order.public_id)).status).toBe('expired');
    });

    it('leaves a deposit confirmed in time paid when its deadline passes', async () => {
      const { advertiserId, order } = await depositOrder();
      expect((await post(`payment-orders/${order.id}/confirm-deposit`)).statusCode).toBe(200);
      t.deps.advance(10 * day);
      await deliverJobs(t);
      expect((await publicOrder(t, order.public_id)).status).toBe('paid');
      expect(await advertiserBalance(t, advertiserId)).toBe(symbolic + BigInt(amount));
    });
  });

  describe('finding: a live refund stayed pending_refund forever', () => {
    const paidAndRefundRequested = async () => {
      const { advertiserId, order } = await depositOrder(agency.manager);
      expect((await post(`payment-orders/${order.id}/confirm-deposit`)).statusCode).toBe(200);
      const refund = await post(`payment-orders/${order.id}/refund`);
      expect(refund.statusCode, refund.body).toBe(200);
      expect(refund.json()).toMatchObject({ data: { status: 'pending_refund' } });
      return { advertiserId, order };
    };

    it('staff confirm the refund was sent: refunded, booked once, audited, idempotent', async () => {
      const cashbackBefore = await companyBalance(t, agency.companyId);
      const { advertiserId, order } = await paidAndRefundRequested();
      await deliverJobs(t);
      expect((await publicOrder(t, order.public_id)).status).toBe('pending_refund');
      expect(await staffRow(order)).toMatchObject({ can_refund: false, can_confirm_refund: true });

      const confirmed = await post(`staff/payment-orders/${order.id}/confirm-refund`);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const data = confirmed.json<{ data: PaymentOrderView }>().data;
      expect(data.status).toBe('refunded');
      expect(data.refunded_at).not.toBeNull();
      expect(await staffRow(order)).toMatchObject({ status: 'refunded', can_confirm_refund: false });
      expect(await advertiserBalance(t, advertiserId)).toBe(symbolic);
      expect(await companyBalance(t, agency.companyId)).toBe(cashbackBefore);

      const again = await post(`staff/payment-orders/${order.id}/confirm-refund`);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ data: { status: 'refunded', refunded_at: data.refunded_at } });
      expect(await advertiserBalance(t, advertiserId)).toBe(symbolic);
      expect(await companyBalance(t, agency.companyId)).toBe(cashbackBefore);

      const audit = await t.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, order.id), eq(auditLog.action, 'payment_order.refund_confirmed')));
      expect(audit).toHaveLength(1);
    });

    it('is staff only, and only for an order waiting for its refund', async () => {
      const { order } = await paidAndRefundRequested();
      for (const headers of [agency.manager, manager]) {
        const res = await post(`staff/payment-orders/${order.id}/confirm-refund`, headers);
        expect(res.statusCode).toBe(403);
      }
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/v1/staff/payment-orders/${order.id}/confirm-refund`,
          })
        ).statusCode,
      ).toBe(401);
      expect((await publicOrder(t, order.public_id)).status).toBe('pending_refund');

      const { order: waiting } = await depositOrder();
      const notRefunding = await post(`staff/payment-orders/${waiting.id}/confirm-refund`);
      expect(notRefunding.statusCode, notRefunding.body).toBe(409);
      expect(notRefunding.json()).toMatchObject({ code: 'PAYMENT_TRANSITION_INVALID' });
      expect((await publicOrder(t, waiting.public_id)).status).toBe('waiting_payment');
      expect(
        (await post(`staff/payment-orders/00000000-0000-4000-8000-000000000000/confirm-refund`)).statusCode,
      ).toBe(404);
    });
  });
});

describe('live mode without a receiving account', () => {
  let t: TestApp;
  let manager: Headers;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false, paymentsMode: 'live' });
    manager = await signIn(t, 'manager');
  });
  afterAll(() => t.close());

  it('offers no method at all, and refuses a deposit with a translated explanation, creating nothing', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/v1/public/config' });
    expect(config.json()).toEqual({
      data: { payments_mode: 'live', payment_methods: [], sandbox: null, pixel_default_max_value: 1_000_000, channels: expect.anything() as unknown },
    });

    const advertiserId = await createAdvertiser(t, manager);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment-orders',
      headers: manager,
      payload: { advertiser_id: advertiserId, amount, method: 'DEPOSIT' },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({
      code: 'PAYMENT_METHOD_UNAVAILABLE',
      errors: [
        'Payments are not available yet: our bank account for deposits is still being set up. Please contact our team.',
      ],
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payment-orders?advertiser_id=${advertiserId}`,
      headers: manager,
    });
    expect(list.json<{ data: unknown[] }>().data).toEqual([]);
    await expectLedgerBalanced(t.deps.db);
  });
});

describe('sandbox mode keeps its own expiry and refunds', () => {
  let t: TestApp;
  let manager: Headers;
  let staff: Headers;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false, depositAccount: receivingAccount });
    manager = await signIn(t, 'manager');
    staff = await signIn(t, 'user', { isStaff: true });
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await expectLedgerBalanced(t.deps.db);
  });

  it('shows the sandbox’s fictitious account on deposits and expires them by its webhook, as before', async () => {
    const advertiserId = await createAdvertiser(t, manager);
    const order = await createOrder(t, manager, { advertiser_id: advertiserId, amount, method: 'DEPOSIT' });
    expect(order.deposit).toMatchObject({
      bank_name: 'Banco Sandbox Verba',
      beneficiary_document: '11222333000181',
    });
    const kinds = (await t.deps.db.select({ kind: jobs.kind }).from(jobs)).map((j) => j.kind);
    expect(kinds).not.toContain('payments.expire-order');
    t.deps.advance(10 * day);
    await deliverJobs(t);
    expect((await publicOrder(t, order.public_id)).status).toBe('expired');
  });

  it('does not let staff confirm a refund the sandbox gateway confirms itself', async () => {
    const advertiserId = await createAdvertiser(t, manager);
    const order = await createOrder(t, manager, { advertiser_id: advertiserId, amount, method: 'DEPOSIT' });
    const post = (url: string) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: staff });
    expect((await post(`payment-orders/${order.id}/confirm-deposit`)).statusCode).toBe(200);
    expect((await post(`payment-orders/${order.id}/refund`)).statusCode).toBe(200);
    const res = await post(`staff/payment-orders/${order.id}/confirm-refund`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_TRANSITION_INVALID' });
    await deliverJobs(t);
    expect((await publicOrder(t, order.public_id)).status).toBe('refunded');
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic);
  });
});
