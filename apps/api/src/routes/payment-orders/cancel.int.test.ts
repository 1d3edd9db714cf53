import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, paymentGatewayEvents, paymentOrders } from '@verba/db';
import { sandboxTestCards, type PaymentOrderView } from '@verba/domain';
import { createCompany } from '@verba/core/testing/factories';
import { expectLedgerBalanced } from '@verba/core/ledger/testing';
import { createTestApp, type TestApp } from '../../testing';
import {
  advertiserBalance,
  card,
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

describe('POST payment-orders/:id/cancel', () => {
  let t: TestApp;
  let companyId: string;
  let manager: Headers;
  let userManager: Headers;
  let user: Headers;
  let other: Headers;
  let staff: Headers;
  let advertiserId: string;
  let n = 0;
  const eventId = () => `evt_cancel_${++n}`;

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    companyId = (await createCompany({ db: t.deps.db, kind: 'agency', bonusBasisPoints: 500 })).id;
    manager = await signIn(t, 'manager', { companyId });
    userManager = await signIn(t, 'user_manager', { companyId });
    user = await signIn(t, 'user', { companyId });
    other = await signIn(t, 'manager');
    staff = await signIn(t, 'user', { isStaff: true });
    advertiserId = await createAdvertiser(t, manager);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await expectLedgerBalanced(t.deps.db);
  });

  const newOrder = (method = 'PIX', amount = 100_000, advertiser = advertiserId) => createOrder(t, manager, { advertiser_id: advertiser, amount, method });
  const cancel = (id: string, headers: Headers = manager, extra: Headers = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1/payment-orders/${id}/cancel`, headers: { ...headers, ...extra } });
  const expectNotCancelable = async (id: string) => {
    const res = await cancel(id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ code: 'PAYMENT_ORDER_NOT_CANCELABLE', errors: ['Only a payment order that is still awaiting payment can be canceled.'] });
  };
  const statusOf = async (id: string) => (await t.deps.db.select({ status: paymentOrders.status }).from(paymentOrders).where(eq(paymentOrders.id, id)))[0]!.status;

  describe('an order still waiting for payment', () => {
    it('is canceled by a manager: the page stops offering to pay, the audit log records who did it', async () => {
      const order = await newOrder();
      const res = await cancel(order.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: PaymentOrderView }>().data).toMatchObject({ id: order.id, status: 'canceled', amount: '100000', paid_at: null });

      const read = await t.app.inject({ method: 'GET', url: `/api/v1/payment-orders/${order.id}`, headers: manager });
      expect(read.json<{ data: PaymentOrderView }>().data.status).toBe('canceled');
      expect((await publicOrder(t, order.public_id)).status).toBe('canceled');
      const pay = await sandbox(t, order.public_id, 'pay');
      expect(pay.statusCode).toBe(409);
      expect(pay.json()).toMatchObject({ code: 'PAYMENT_ORDER_NOT_PAYABLE' });

      const audit = await t.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, order.id), eq(auditLog.action, 'payment_order.canceled')));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ companyId, targetType: 'payment_order', metadata: { status_before: 'waiting_payment' } });
      expect(await advertiserBalance(t, advertiserId)).toBe(symbolic);
    });

    it('is canceled by a user_manager too, and from pending', async () => {
      const order = await newOrder('BOLETO');
      expect((await cancel(order.id, userManager)).statusCode).toBe(200);

      const pending = await newOrder('DEPOSIT');
      await t.deps.db.update(paymentOrders).set({ status: 'pending' }).where(eq(paymentOrders.id, pending.id));
      const res = await cancel(pending.id, userManager);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: PaymentOrderView }>().data.status).toBe('canceled');
    });

    it('is refused while a card is being charged (409 CARD_PAYMENT_IN_PROGRESS)', async () => {
      const order = await newOrder('CREDIT_CARD');
      await t.deps.db
        .update(paymentOrders)
        .set({ cardAttemptUntil: new Date(t.deps.now().getTime() + 30_000) })
        .where(eq(paymentOrders.id, order.id));
      const res = await cancel(order.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CARD_PAYMENT_IN_PROGRESS' });
      expect(await statusOf(order.id)).toBe('waiting_payment');
    });
  });

  describe('roles and company scope', () => {
    it('refuses the user role (403) and changes nothing', async () => {
      const order = await newOrder();
      expect((await cancel(order.id, user)).statusCode).toBe(403);
      expect(await statusOf(order.id)).toBe('waiting_payment');
    });

    it('answers 404 for another company’s order, an unknown id or a malformed one; 401 without a token', async () => {
      const order = await newOrder();
      expect((await cancel(order.id, other)).statusCode).toBe(404);
      expect((await cancel('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await cancel('not-a-uuid')).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: `/api/v1/payment-orders/${order.id}/cancel` })).statusCode).toBe(401);
      expect(await statusOf(order.id)).toBe('waiting_payment');
    });
  });

  describe('an order that no longer waits for payment (409, translated)', () => {
    it('canceled already: in the language of the request', async () => {
      const order = await newOrder();
      expect((await cancel(order.id)).statusCode).toBe(200);
      await expectNotCancelable(order.id);
      const pt = await cancel(order.id, manager, { cookie: 'language=pt_BR' });
      expect(pt.json()).toMatchObject({ errors: ['Só é possível cancelar um pedido de pagamento que ainda aguarda pagamento.'] });
      const es = await cancel(order.id, manager, { cookie: 'language=es' });
      expect(es.json()).toMatchObject({ errors: ['Solo se puede cancelar una orden de pago que todavía espera el pago.'] });
    });

    it('paid, expired, processing (PayPal approved) or authorized (card accepted)', async () => {
      const paid = await newOrder();
      await sandbox(t, paid.public_id, 'pay');
      const expired = await newOrder('BOLETO');
      await sandbox(t, expired.public_id, 'expire');
      await deliverJobs(t);
      expect(await statusOf(paid.id)).toBe('paid');
      expect(await statusOf(expired.id)).toBe('expired');

      const paypal = await newOrder('PAYPAL');
      expect((await t.app.inject({ method: 'POST', url: `/api/v1/public/orders/${paypal.public_id}/paypal/approve` })).statusCode).toBe(200);
      const carded = await newOrder('CREDIT_CARD');
      const charge = await t.app.inject({ method: 'POST', url: `/api/v1/public/orders/${carded.public_id}/card`, payload: card(sandboxTestCards.APPROVE.VISA) });
      expect(charge.json<{ data: PaymentOrderView }>().data.status).toBe('authorized');

      for (const order of [paid, expired, paypal, carded]) await expectNotCancelable(order.id);
      expect(await statusOf(paid.id)).toBe('paid');
      // The captures in flight still complete.
      await deliverJobs(t);
      expect(await statusOf(paypal.id)).toBe('paid');
      expect(await statusOf(carded.id)).toBe('paid');
    });
  });

  describe('gateway events after cancellation', () => {
    it('expiry and refusal are recorded as ignored; the order stays canceled', async () => {
      const order = await newOrder();
      await cancel(order.id);
      const refused = await postWebhook(t, { event_id: eventId(), order_public_id: order.public_id, type: 'refused' });
      expect(refused.json()).toMatchObject({ data: { outcome: 'ignored' } });
      // The sandbox's own expiry of the Pix charge, 24 hours on.
      t.deps.advance(24 * 3600_000 + 1000);
      await deliverJobs(t);
      expect(await statusOf(order.id)).toBe('canceled');
      const events = await t.deps.db.select().from(paymentGatewayEvents).where(eq(paymentGatewayEvents.orderId, order.id));
      expect(events.map((e) => [e.type, e.outcome, e.statusBefore]).sort()).toEqual([
        ['expired', 'ignored', 'canceled'],
        ['refused', 'ignored', 'canceled'],
      ]);
    });

    it('a payment that still arrives is accepted and credited once, with the agency cashback (money did arrive)', async () => {
      const advertiser = await createAdvertiser(t, manager);
      const order = await newOrder('PIX', 200_000, advertiser);
      await cancel(order.id);
      const cashbackBefore = await companyBalance(t, companyId);

      const event = { event_id: eventId(), order_public_id: order.public_id, type: 'paid' };
      const late = await postWebhook(t, event);
      expect(late.statusCode, late.body).toBe(200);
      expect(late.json()).toEqual({ data: { event_id: event.event_id, outcome: 'applied' } });
      expect((await postWebhook(t, event)).json()).toMatchObject({ data: { outcome: 'duplicate' } });
      expect((await postWebhook(t, { ...event, event_id: eventId() })).json()).toMatchObject({ data: { outcome: 'ignored' } });

      const read = await t.app.inject({ method: 'GET', url: `/api/v1/payment-orders/${order.id}`, headers: manager });
      expect(read.json<{ data: PaymentOrderView }>().data).toMatchObject({ status: 'paid' });
      expect(read.json<{ data: PaymentOrderView }>().data.paid_at).not.toBeNull();
      expect(await advertiserBalance(t, advertiser)).toBe(symbolic + 200_000n);
      expect(await companyBalance(t, companyId)).toBe(cashbackBefore + 10_000n);
      const [recorded] = await t.deps.db.select().from(paymentGatewayEvents).where(eq(paymentGatewayEvents.eventId, event.event_id));
      expect(recorded).toMatchObject({ outcome: 'applied', statusBefore: 'canceled', statusAfter: 'paid' });
      // Paid again: no longer cancelable.
      await expectNotCancelable(order.id);
    });

    it('a bank transfer staff see arrive for a canceled deposit order is confirmed and credited', async () => {
      const advertiser = await createAdvertiser(t, manager);
      const order = await newOrder('DEPOSIT', 50_000, advertiser);
      await cancel(order.id);
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/payment-orders/${order.id}/confirm-deposit`, headers: staff });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: PaymentOrderView }>().data.status).toBe('paid');
      expect(await advertiserBalance(t, advertiser)).toBe(symbolic + 50_000n);
    });
  });
});
