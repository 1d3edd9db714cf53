import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sandboxTestCards, type PublicPaymentOrder } from '@verba/domain';
import { createCompany } from '@verba/core/testing/factories';
import { expectLedgerBalanced } from '@verba/core/ledger/testing';
import { createTestApp, type TestApp } from '../../testing';
import {
  advertiserBalance,
  card,
  createAdvertiser,
  createOrder,
  deliverJobs,
  publicOrder,
  signIn,
  symbolic,
  type Headers,
} from './payment-test-helpers';

/** Issue 9, dead ends: a refused card leads the payer to a new order, with another card or method. */
describe('retrying a refused order from its public page', () => {
  let t: TestApp;
  let manager: Headers;

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    const company = await createCompany({ db: t.deps.db, kind: 'advertiser' });
    manager = await signIn(t, 'manager', { companyId: company.id });
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await expectLedgerBalanced(t.deps.db);
  });

  const refusedOrder = async () => {
    const advertiserId = await createAdvertiser(t, manager);
    const created = await createOrder(t, manager, {
      advertiser_id: advertiserId,
      amount: '60000',
      method: 'CREDIT_CARD',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/orders/${created.public_id}/card`,
      payload: card(sandboxTestCards.REFUSE.VISA),
    });
    expect(res.json()).toMatchObject({ code: 'CARD_REFUSED' });
    return { advertiserId, created };
  };
  const retry = (publicId: string, method: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/public/orders/${publicId}/retry`,
      headers: { cookie: 'language=en' },
      payload: { method },
    });

  it('opens one new order for the same advertiser and amount, which the approve card pays', async () => {
    const { advertiserId, created } = await refusedOrder();
    const res = await retry(created.public_id, 'CREDIT_CARD');
    expect(res.statusCode, res.body).toBe(201);
    const next = res.json<{ data: PublicPaymentOrder }>().data;
    expect(next).toMatchObject({ amount: '60000', method: 'CREDIT_CARD', status: 'waiting_payment' });
    expect(next.public_id).not.toBe(created.public_id);
    expect(next.advertiser_display_name).toBe(created.advertiser_display_name);

    // Asking again (a double click, another tab) leads to the same new order.
    expect(
      (await retry(created.public_id, 'CREDIT_CARD')).json<{ data: PublicPaymentOrder }>().data.public_id,
    ).toBe(next.public_id);
    expect((await publicOrder(t, created.public_id)).status).toBe('refused');

    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/orders/${next.public_id}/card`,
      payload: card(sandboxTestCards.APPROVE.VISA),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await deliverJobs(t);
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic + 60_000n);
  });

  it('lets the payer switch to another method', async () => {
    const { created } = await refusedOrder();
    const res = await retry(created.public_id, 'PIX');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ data: PublicPaymentOrder }>().data).toMatchObject({
      method: 'PIX',
      status: 'waiting_payment',
    });
  });

  it('refuses to retry an order that was not refused, and creates nothing', async () => {
    const advertiserId = await createAdvertiser(t, manager);
    const waiting = await createOrder(t, manager, {
      advertiser_id: advertiserId,
      amount: '60000',
      method: 'PIX',
    });
    const res = await retry(waiting.public_id, 'PIX');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PAYMENT_ORDER_NOT_RETRYABLE',
      errors: ['Only a refused payment can be tried again.'],
    });
  });

  it('words the refusal for adding budget when the advertiser has been deactivated, whether retrying or ordering anew', async () => {
    const { advertiserId, created } = await refusedOrder();
    const deactivated = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/advertisers/${advertiserId}/status`,
      headers: manager,
      payload: { status: 'inactive' },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const expected = {
      code: 'ADVERTISER_INACTIVE',
      errors: ['This advertiser is inactive. Activate it to add budget to it.'],
    };
    const retried = await retry(created.public_id, 'PIX');
    expect(retried.statusCode).toBe(409);
    expect(retried.json()).toMatchObject(expected);
    const ordered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment-orders',
      headers: { ...manager, cookie: 'language=en' },
      payload: { advertiser_id: advertiserId, amount: '60000', method: 'PIX' },
    });
    expect(ordered.statusCode).toBe(409);
    expect(ordered.json()).toMatchObject(expected);
  });
});
