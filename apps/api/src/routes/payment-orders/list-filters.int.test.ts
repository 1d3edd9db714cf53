import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { paymentOrderNumberOf, type PaymentOrderView, type StaffPaymentOrder } from '@verba/domain';
import { createCompany } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { createAdvertiser, createOrder, publicOrder, signIn, type Headers } from './payment-test-helpers';

type Paged<T> = { data: T[]; meta: { total: number } };

/** Order code, search, São Paulo date range, method and status: GET payment-orders and GET staff/payment-orders. */
describe('payment lists: code and filters', () => {
  let t: TestApp;
  let manager: Headers;
  let user: Headers;
  let staff: Headers;
  let other: Headers;
  let otherOrder: PaymentOrderView;
  const orders: Record<'march1' | 'march31' | 'april1', PaymentOrderView> = {} as never;

  /** Moves an order's creation to an instant (the filters read created_at). */
  const createdAt = (order: PaymentOrderView, iso: string) =>
    t.deps.db.execute(sql`UPDATE payment_orders SET created_at = ${iso}::timestamptz WHERE id = ${order.id}`);

  const list = async <T = PaymentOrderView>(headers: Headers, query: string, path = 'payment-orders') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/${path}?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Paged<T>>();
  };

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    const company = await createCompany({ db: t.deps.db, tradeName: 'Agência Filtro' });
    manager = await signIn(t, 'manager', { companyId: company.id });
    user = await signIn(t, 'user', { companyId: company.id });
    staff = await signIn(t, 'manager', { isStaff: true });
    other = await signIn(t, 'manager');
    const padaria = await createAdvertiser(t, manager, {
      name: 'Padaria Central Ltda',
      display_name: 'Padaria Central',
    });
    const oficina = await createAdvertiser(t, manager, {
      name: 'Oficina Norte Ltda',
      display_name: 'Oficina Norte',
    });
    orders.march1 = await createOrder(t, manager, { advertiser_id: padaria, amount: 50_000, method: 'PIX' });
    orders.march31 = await createOrder(t, manager, {
      advertiser_id: oficina,
      amount: 60_000,
      method: 'BOLETO',
    });
    orders.april1 = await createOrder(t, manager, { advertiser_id: padaria, amount: 70_000, method: 'PIX' });
    // São Paulo is UTC−3: 02:59 UTC on 1 April is still 31 March there.
    await createdAt(orders.march1, '2026-03-01T03:00:00Z');
    await createdAt(orders.march31, '2026-04-01T02:59:59Z');
    await createdAt(orders.april1, '2026-04-01T03:00:00Z');
    otherOrder = await createOrder(t, other, {
      advertiser_id: await createAdvertiser(t, other, { display_name: 'Padaria Central' }),
      amount: 50_000,
      method: 'PIX',
    });
  });
  afterAll(() => t.close());

  it('gives every order a short code, the same in the list, the order, the public page and the staff list', async () => {
    const { code } = orders.march1;
    expect(code).toMatch(/^PED-[0-9A-Z]{6}$/);
    expect(new Set(Object.values(orders).map((o) => o.code)).size).toBe(3);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payment-orders/${orders.march1.id}`,
      headers: manager,
    });
    expect(read.json<{ data: PaymentOrderView }>().data.code).toBe(code);
    expect((await publicOrder(t, orders.march1.public_id)).code).toBe(code);
    const staffRow = (await list<StaffPaymentOrder>(staff, `search=${code}`, 'staff/payment-orders')).data;
    expect(staffRow.map((o) => o.code)).toEqual([code]);
  });

  it('finds an order by its code as people type it, or by the advertiser’s name', async () => {
    const code = orders.march31.code;
    for (const typed of [code, code.toLowerCase(), code.slice(4), ` ${code} `]) {
      expect((await list(manager, `search=${encodeURIComponent(typed)}`)).data.map((o) => o.id)).toEqual([
        orders.march31.id,
      ]);
    }
    expect((await list(manager, 'search=padaria')).data.map((o) => o.id)).toEqual([
      orders.april1.id,
      orders.march1.id,
    ]);
    expect((await list(manager, 'search=norte')).data.map((o) => o.id)).toEqual([orders.march31.id]);
    expect((await list(manager, 'search=100%25')).meta.total).toBe(0);
  });

  it('filters by São Paulo days, both ends included, with method and status', async () => {
    const ids = async (query: string) => (await list(manager, query)).data.map((o) => o.id);
    expect(await ids('from=2026-03-01&to=2026-03-31')).toEqual([orders.march31.id, orders.march1.id]);
    expect(await ids('from=2026-04-01')).toEqual([orders.april1.id]);
    expect(await ids('to=2026-02-28')).toEqual([]);
    expect(await ids('from=2026-03-01&to=2026-04-30&method=PIX')).toEqual([
      orders.april1.id,
      orders.march1.id,
    ]);
    expect(await ids('from=2026-03-01&to=2026-04-30&method=PIX&status=canceled')).toEqual([]);
    expect(await ids('from=2026-03-01&to=2026-04-30&status=waiting_payment&search=oficina')).toEqual([
      orders.march31.id,
    ]);
    const staffIds = (
      await list<StaffPaymentOrder>(staff, 'from=2026-03-31&to=2026-03-31', 'staff/payment-orders')
    ).data;
    expect(staffIds.map((o) => o.id)).toEqual([orders.march31.id]);
  });

  it('refuses a malformed date or an end before the start, translated', async () => {
    for (const query of ['from=2026-02-30', 'to=31/03/2026', 'from=2026-04-02&to=2026-04-01']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/payment-orders?${query}`,
        headers: { ...manager, 'accept-language': 'pt-BR' },
      });
      expect(res.statusCode, query).toBe(422);
    }
    const reversed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payment-orders?from=2026-04-02&to=2026-04-01',
      headers: manager,
    });
    expect(reversed.body).toContain('The end date must be on or after the start date.');
  });

  it('never finds another company’s order, even by its code, and keeps the roles', async () => {
    expect((await list(manager, `search=${otherOrder.code}`)).meta.total).toBe(0);
    expect((await list(other, `search=${orders.march1.code}`)).meta.total).toBe(0);
    expect((await list(other, 'search=padaria')).data.map((o) => o.id)).toEqual([otherOrder.id]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/payment-orders?search=padaria', headers: user }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/staff/payment-orders?search=padaria',
          headers: manager,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('reads the code back to the order number', () => {
    expect(paymentOrderNumberOf(orders.march1.code)).toBeGreaterThan(0);
  });
});
