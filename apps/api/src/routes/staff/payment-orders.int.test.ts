import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOrderView, StaffPaymentOrder } from '@verba/domain';
import { createCompany } from '@verba/core/testing/factories';
import { expectLedgerBalanced } from '@verba/core/ledger/testing';
import { createTestApp, type TestApp } from '../../testing';
import {
  advertiserBalance,
  createAdvertiser,
  createOrder,
  deliverJobs,
  sandbox,
  signIn,
  symbolic,
  type Headers,
} from '../payment-orders/payment-test-helpers';

interface Page {
  data: StaffPaymentOrder[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

describe('GET staff/payment-orders', () => {
  let t: TestApp;
  let staff: Headers;
  let solar: { companyId: string; manager: Headers; advertiserId: string };
  let lua: { companyId: string; manager: Headers; advertiserId: string };
  const orders: Record<string, PaymentOrderView> = {};

  /** A company with a trade name, its manager and one advertiser. */
  const company = async (tradeName: string, displayName: string) => {
    const row = await createCompany({
      db: t.deps.db,
      kind: 'agency',
      tradeName,
      legalName: `${tradeName} Publicidade Ltda`,
    });
    const manager = await signIn(t, 'manager', { companyId: row.id });
    const advertiserId = await createAdvertiser(t, manager, {
      name: `${displayName} Comércio Ltda`,
      display_name: displayName,
    });
    return { companyId: row.id, manager, advertiserId };
  };

  /** Creates an order a minute after the previous one, so "newest first" is well defined. */
  const order = async (key: string, owner: typeof solar, method: string, amount: number) => {
    t.deps.advance(60_000);
    orders[key] = await createOrder(t, owner.manager, { advertiser_id: owner.advertiserId, amount, method });
  };

  const list = async (query = '', headers: Headers = staff): Promise<Page> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/staff/payment-orders${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };
  const publicIds = (page: Page) => page.data.map((row) => row.public_id);
  const rowOf = async (key: string) => (await list(`?search=${orders[key]!.public_id}`)).data[0]!;

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    staff = await signIn(t, 'user', { isStaff: true });
    solar = await company('Solar Mídia', 'Padaria Girassol');
    lua = await company('Lua Nova Digital', 'Ótica 50% Off');
    await order('solarPix', solar, 'PIX', 100_000);
    await order('solarDeposit', solar, 'DEPOSIT', 150_000);
    await order('luaDeposit', lua, 'DEPOSIT', 250_000);
    await order('luaBoleto', lua, 'BOLETO', 300_000);
    await order('luaDepositCanceled', lua, 'DEPOSIT', 60_000);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/payment-orders/${orders.luaDepositCanceled!.id}/cancel`,
          headers: lua.manager,
        })
      ).statusCode,
    ).toBe(200);
    await sandbox(t, orders.solarPix!.public_id, 'pay');
    await deliverJobs(t);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await expectLedgerBalanced(t.deps.db);
  });

  it('shows staff the orders of every company, newest first, with company, advertiser, amount and dates', async () => {
    const page = await list();
    expect(publicIds(page)).toEqual(
      ['luaDepositCanceled', 'luaBoleto', 'luaDeposit', 'solarDeposit', 'solarPix'].map(
        (k) => orders[k]!.public_id,
      ),
    );
    expect(page.meta).toEqual({ current_page: 1, per_page: 20, total: 5, last_page: 1 });
    const luaDeposit = page.data[2]!;
    expect(luaDeposit).toEqual({
      id: orders.luaDeposit!.id,
      public_id: orders.luaDeposit!.public_id,
      code: orders.luaDeposit!.code,
      company: { id: lua.companyId, name: 'Lua Nova Digital' },
      advertiser: {
        id: lua.advertiserId,
        name: 'Ótica 50% Off Comércio Ltda',
        display_name: 'Ótica 50% Off',
      },
      amount: '250000',
      currency: 'BRL',
      method: 'DEPOSIT',
      status: 'waiting_payment',
      created_at: orders.luaDeposit!.created_at,
      paid_at: null,
      can_confirm_deposit: true,
      can_refund: false,
      can_confirm_refund: false,
    });
    const solarPix = page.data[4]!;
    expect(solarPix).toMatchObject({ status: 'paid', can_confirm_deposit: false, can_refund: true });
    expect(solarPix.paid_at).not.toBeNull();
  });

  it('says which actions each order allows by the rules of confirm-deposit and refund', async () => {
    const actions = Object.fromEntries(
      (await list()).data.map((row) => [row.public_id, [row.can_confirm_deposit, row.can_refund]]),
    );
    expect(actions).toEqual({
      [orders.solarPix!.public_id]: [false, true],
      [orders.solarDeposit!.public_id]: [true, false],
      [orders.luaDeposit!.public_id]: [true, false],
      // A Pix or boleto order is paid by its gateway, never by staff.
      [orders.luaBoleto!.public_id]: [false, false],
      // A transfer for a canceled deposit order is still money received.
      [orders.luaDepositCanceled!.public_id]: [true, false],
    });
  });

  it('filters by status and method, searches company, advertiser and public id, and pages', async () => {
    expect(publicIds(await list('?method=DEPOSIT&status=waiting_payment'))).toEqual([
      orders.luaDeposit!.public_id,
      orders.solarDeposit!.public_id,
    ]);
    expect(publicIds(await list('?status=paid'))).toEqual([orders.solarPix!.public_id]);
    expect(publicIds(await list('?method=BOLETO'))).toEqual([orders.luaBoleto!.public_id]);
    // Company trade name or legal name, whatever the case.
    expect((await list('?search=solar%20m%C3%ADdia')).meta.total).toBe(2);
    expect((await list('?search=Lua%20Nova%20Digital%20Publicidade')).meta.total).toBe(3);
    // Advertiser display name or name; % is a letter, not a wildcard.
    expect((await list('?search=girassol')).meta.total).toBe(2);
    expect((await list(`?search=${encodeURIComponent('50% off')}`)).meta.total).toBe(3);
    expect((await list(`?search=${encodeURIComponent('5%f')}`)).meta.total).toBe(0);
    expect(publicIds(await list(`?search=${orders.luaBoleto!.public_id}`))).toEqual([
      orders.luaBoleto!.public_id,
    ]);
    expect(publicIds(await list('?search=lua&method=DEPOSIT&status=canceled'))).toEqual([
      orders.luaDepositCanceled!.public_id,
    ]);

    const second = await list('?per_page=2&page=2');
    expect(publicIds(second)).toEqual([orders.luaDeposit!.public_id, orders.solarDeposit!.public_id]);
    expect(second.meta).toEqual({ current_page: 2, per_page: 2, total: 5, last_page: 3 });
    expect((await list('?status=refunded')).meta).toEqual({
      current_page: 1,
      per_page: 20,
      total: 0,
      last_page: 1,
    });
  });

  it('refuses non-staff (403, whatever their role), a missing token (401) and unknown filters (422)', async () => {
    for (const headers of [solar.manager, await signIn(t, 'user_manager', { companyId: lua.companyId })]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/staff/payment-orders', headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/staff/payment-orders' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/staff/payment-orders?status=lost', headers: staff }))
        .statusCode,
    ).toBe(422);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/staff/payment-orders?method=CASH', headers: staff }))
        .statusCode,
    ).toBe(422);
  });

  it('a deposit confirmed from the list is paid and credited; it then offers a refund instead', async () => {
    const before = await rowOf('solarDeposit');
    expect(before).toMatchObject({ status: 'waiting_payment', can_confirm_deposit: true, can_refund: false });

    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment-orders/${before.id}/confirm-deposit`,
      headers: staff,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = await rowOf('solarDeposit');
    expect(after).toMatchObject({ status: 'paid', can_confirm_deposit: false, can_refund: true });
    expect(after.paid_at).not.toBeNull();
    expect(await advertiserBalance(t, solar.advertiserId)).toBe(symbolic + 100_000n + 150_000n);
    expect(publicIds(await list('?method=DEPOSIT&status=waiting_payment'))).toEqual([
      orders.luaDeposit!.public_id,
    ]);

    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment-orders/${before.id}/refund`,
      headers: staff,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await rowOf('solarDeposit')).toMatchObject({
      status: 'pending_refund',
      can_confirm_deposit: false,
      can_refund: false,
    });
    expect(await advertiserBalance(t, solar.advertiserId)).toBe(symbolic + 100_000n);
  });

  it('an action the row does not offer is refused by the use case too', async () => {
    const boleto = await rowOf('luaBoleto');
    expect(boleto.can_confirm_deposit).toBe(false);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment-orders/${boleto.id}/confirm-deposit`,
      headers: staff,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_METHOD_MISMATCH' });
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment-orders/${boleto.id}/refund`,
      headers: staff,
    });
    expect(refund.json()).toMatchObject({ code: 'PAYMENT_TRANSITION_INVALID' });
    expect(await rowOf('luaBoleto')).toMatchObject({ status: 'waiting_payment' });
  });
});
