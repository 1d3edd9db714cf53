import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formerSandboxWebhookSecrets } from '@verba/core/config';
import { expectLedgerBalanced } from '@verba/core/ledger/testing';
import { createTestApp, type TestApp } from '../../testing';
import {
  advertiserBalance,
  createAdvertiser,
  createOrder,
  postWebhook,
  publicOrder,
  receivingAccount,
  signIn,
  symbolic,
  type Headers,
} from './payment-test-helpers';

const amount = 100_000;

describe('live mode (PAYMENTS_MODE=live): no sandbox, deposits only', () => {
  let t: TestApp;
  let manager: Headers;
  let staff: Headers;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false, paymentsMode: 'live', depositAccount: receivingAccount });
    manager = await signIn(t, 'manager');
    staff = await signIn(t, 'user', { isStaff: true });
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await expectLedgerBalanced(t.deps.db);
  });

  const depositOrder = async () => {
    const advertiserId = await createAdvertiser(t, manager);
    return {
      advertiserId,
      order: await createOrder(t, manager, { advertiser_id: advertiserId, amount, method: 'DEPOSIT' }),
    };
  };

  it('tells the SPA it is live', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/public/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        payments_mode: 'live',
        payment_methods: ['DEPOSIT'],
        sandbox: null,
        pixel_default_max_value: 1_000_000,
        channels: expect.anything() as unknown,
      },
    });
  });

  it('refuses a method that needs a gateway with a translated error, creating nothing', async () => {
    const advertiserId = await createAdvertiser(t, manager);
    for (const method of ['PIX', 'BOLETO', 'CREDIT_CARD', 'PAYPAL']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payment-orders',
        headers: manager,
        payload: { advertiser_id: advertiserId, amount, method },
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({
        code: 'PAYMENT_METHOD_UNAVAILABLE',
        errors: ['This payment method is not available yet: pay by bank deposit, confirmed by our team.'],
      });
    }
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payment-orders?advertiser_id=${advertiserId}`,
      headers: manager,
    });
    expect(list.json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('takes DEPOSIT orders, without sandbox controls, and staff confirmation credits the wallet', async () => {
    const { advertiserId, order } = await depositOrder();
    expect(order).toMatchObject({ status: 'waiting_payment', sandbox: false });
    expect(order.gateway).not.toBe('sandbox');
    expect((await publicOrder(t, order.public_id)).sandbox).toBe(false);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment-orders/${order.id}/confirm-deposit`,
      headers: staff,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ data: { status: 'paid' } });
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic + BigInt(amount));
  });

  it('has no sandbox routes: pay, expire, refuse and the PayPal approval answer 404 and change nothing', async () => {
    const { advertiserId, order } = await depositOrder();
    for (const path of ['sandbox/pay', 'sandbox/expire', 'sandbox/refuse', 'paypal/approve']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/public/orders/${order.public_id}/${path}`,
      });
      expect(res.statusCode, path).toBe(404);
    }
    expect((await publicOrder(t, order.public_id)).status).toBe('waiting_payment');
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic);
  });

  it('accepts no sandbox webhook, whatever secret signed it (404)', async () => {
    const { advertiserId, order } = await depositOrder();
    const secrets = [...formerSandboxWebhookSecrets, 'any-secret-an-operator-might-have-set-0123456789'];
    for (const secret of secrets) {
      for (const type of ['paid', 'chargedback']) {
        const res = await postWebhook(
          t,
          { event_id: `evt_live_${++n}`, order_public_id: order.public_id, type },
          { secret },
        );
        expect(res.statusCode, `${type} signed with ${secret}`).toBe(404);
      }
    }
    expect((await publicOrder(t, order.public_id)).status).toBe('waiting_payment');
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic);
  });
});

describe('an installation switched from sandbox to live', () => {
  it('refuses to refund a sandbox order (404) before moving any money', async () => {
    const t = await createTestApp({ rateLimit: false });
    try {
      const manager = await signIn(t, 'manager');
      const staff = await signIn(t, 'user', { isStaff: true });
      const advertiserId = await createAdvertiser(t, manager);
      const order = await createOrder(t, manager, { advertiser_id: advertiserId, amount, method: 'PIX' });
      expect(
        (
          await postWebhook(t, {
            event_id: 'evt_before_live',
            order_public_id: order.public_id,
            type: 'paid',
          })
        ).statusCode,
      ).toBe(200);
      t.deps.config.paymentsMode = 'live';

      const refund = await t.app.inject({
        method: 'POST',
        url: `/api/v1/payment-orders/${order.id}/refund`,
        headers: staff,
      });
      expect(refund.statusCode, refund.body).toBe(404);
      expect((await publicOrder(t, order.public_id)).status).toBe('paid');
      expect(await advertiserBalance(t, advertiserId)).toBe(symbolic + BigInt(amount));
      await expectLedgerBalanced(t.deps.db);
    } finally {
      await t.close();
    }
  });
});

describe('sandbox mode', () => {
  let t: TestApp;
  let manager: Headers;
  let staff: Headers;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    manager = await signIn(t, 'manager');
    staff = await signIn(t, 'user', { isStaff: true });
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await expectLedgerBalanced(t.deps.db);
  });

  it('tells the SPA it is a sandbox', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/public/config' });
    expect(res.json()).toEqual({
      data: {
        payments_mode: 'sandbox',
        payment_methods: ['PIX', 'BOLETO', 'CREDIT_CARD', 'PAYPAL', 'DEPOSIT'],
        // The testing hints come from here, in sandbox mode only (issue 9).
        sandbox: {
          test_cards: [
            { outcome: 'APPROVE', brand: 'VISA', number: '4111111111111111' },
            { outcome: 'REFUSE', brand: 'VISA', number: '4000000000000002' },
            { outcome: 'CHARGEBACK', brand: 'VISA', number: expect.any(String) as string },
            { outcome: 'ERROR', brand: 'VISA', number: expect.any(String) as string },
          ],
          refused_payout_account: '99999999-9',
        },
        pixel_default_max_value: 1_000_000,
        channels: expect.anything() as unknown,
      },
    });
  });

  it('never confirms a DEPOSIT order by a gateway event: only staff do', async () => {
    const advertiserId = await createAdvertiser(t, manager);
    const order = await createOrder(t, manager, { advertiser_id: advertiserId, amount, method: 'DEPOSIT' });
    const paid = await postWebhook(t, {
      event_id: `evt_sbx_${++n}`,
      order_public_id: order.public_id,
      type: 'paid',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ data: { outcome: 'ignored' } });
    expect((await publicOrder(t, order.public_id)).status).toBe('waiting_payment');
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/public/orders/${order.public_id}/sandbox/pay` }))
        .statusCode,
    ).toBe(409);

    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment-orders/${order.id}/confirm-deposit`,
      headers: staff,
    });
    expect(confirmed.json()).toMatchObject({ data: { status: 'paid' } });
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic + BigInt(amount));
  });

  it('refuses a webhook signed with a formerly built-in secret (401), changing nothing', async () => {
    const advertiserId = await createAdvertiser(t, manager);
    const order = await createOrder(t, manager, { advertiser_id: advertiserId, amount, method: 'PIX' });
    for (const secret of formerSandboxWebhookSecrets) {
      const res = await postWebhook(
        t,
        { event_id: `evt_sbx_${++n}`, order_public_id: order.public_id, type: 'paid' },
        { secret },
      );
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    }
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic);
  });
});
