import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { paymentOrderNumberOf, type PaymentOrderView, type StaffPaymentOrder } from '@verba/domain';
import { createCompany } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { createAdvertiser, createOrder, publicOrder, signIn, type Headers } from './payment-test-helpers';

const readCsv = (bytes: Buffer): string[][] => parse(bytes, { bom: true });

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

  describe('export (CSV and XLSX of the filtered rows)', () => {
    const download = (headers: Headers, query: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/payment-orders/export?${query}`, headers });

    it('writes a CSV csv-parse reads: the filtered orders, amounts as numbers beside the currency, dates in the language', async () => {
      const res = await download(
        { ...manager, cookie: 'language=pt_BR' },
        'format=csv&from=2026-03-01&to=2026-04-30&method=PIX',
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="pagamentos-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const records = readCsv(res.rawPayload);
      expect(records).toEqual([
        ['Código', 'Data', 'Anunciante', 'Forma de pagamento', 'Situação', 'Valor', 'Moeda', 'Pago em'],
        [
          orders.april1.code,
          '01/04/2026 00:00',
          'Padaria Central',
          'Pix',
          'Aguardando pagamento',
          '700',
          'BRL',
          '',
        ],
        [
          orders.march1.code,
          '01/03/2026 00:00',
          'Padaria Central',
          'Pix',
          'Aguardando pagamento',
          '500',
          'BRL',
          '',
        ],
      ]);
    });

    it('writes an XLSX exceljs reads, numbers as numbers, in English for an English request', async () => {
      const res = await download(manager, `format=xlsx&search=${orders.march31.code}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.name).toBe('Payments');
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'Code',
        'Date',
        'Advertiser',
        'Payment method',
        'Status',
        'Amount',
        'Currency',
        'Paid at',
      ]);
      const row = sheet.getRow(2);
      expect(row.getCell(1).value).toBe(orders.march31.code);
      expect(row.getCell(2).value).toBe('03/31/2026 11:59 PM');
      expect(row.getCell(4).value).toBe('Boleto');
      expect(row.getCell(6).value).toBe(600);
      expect(row.getCell(7).value).toBe('BRL');
      expect(sheet.rowCount).toBe(2);
    });

    it('exports only the company’s orders, for finance roles, and refuses a bad format', async () => {
      const theirs = readCsv((await download(other, 'format=csv')).rawPayload);
      expect(theirs.slice(1).map((r) => r[0])).toEqual([otherOrder.code]);
      expect((await download(user, 'format=csv')).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/payment-orders/export?format=csv' })).statusCode,
      ).toBe(401);
      expect((await download(manager, 'format=pdf')).statusCode).toBe(422);
      expect((await download(manager, 'format=csv&from=2026-04-02&to=2026-04-01')).statusCode).toBe(422);
    });
  });

  it('reads the code back to the order number', () => {
    expect(paymentOrderNumberOf(orders.march1.code)).toBeGreaterThan(0);
  });
});
