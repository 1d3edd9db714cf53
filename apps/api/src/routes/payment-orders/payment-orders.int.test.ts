import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOrderView, PublicPaymentOrder } from '@verba/domain';
import { createCompany } from '@verba/core/testing/factories';
import { expectLedgerBalanced } from '@verba/core/ledger/testing';
import { createTestApp, type TestApp } from '../../testing';
import { createAdvertiser, createOrder, signIn, type Headers } from './payment-test-helpers';

type Paged = { data: PaymentOrderView[]; meta: { current_page: number; per_page: number; total: number; last_page: number } };

describe('payment orders API', () => {
  let t: TestApp;
  let companyId: string;
  let manager: Headers;
  let userManager: Headers;
  let user: Headers;
  let other: Headers;
  let advertiserId: string;
  let otherAdvertiserId: string;

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    const company = await createCompany({ db: t.deps.db, legalName: 'Agência Secreta Ltda', tradeName: 'Agência Secreta' });
    companyId = company.id;
    manager = await signIn(t, 'manager', { companyId });
    userManager = await signIn(t, 'user_manager', { companyId });
    user = await signIn(t, 'user', { companyId });
    other = await signIn(t, 'manager');
    advertiserId = await createAdvertiser(t, manager);
    otherAdvertiserId = await createAdvertiser(t, other);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await expectLedgerBalanced(t.deps.db);
  });

  const post = (headers: Headers, payload: Record<string, unknown>, extra: Headers = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/payment-orders', headers: { ...headers, ...extra }, payload });

  describe('amount limits (R$ 500,00 to R$ 50.000,00 in reais), server-enforced', () => {
    it.each([
      [49_999, 422, ['The minimum amount is R$ 500,00.']],
      [50_000, 201, null],
      ['5000000', 201, null],
      [5_000_001, 422, ['The maximum amount is R$ 50.000,00.']],
    ] as const)('%s centavos → %s', async (amount, status, messages) => {
      const res = await post(manager, { advertiser_id: advertiserId, amount, method: 'PIX' });
      expect(res.statusCode, res.body).toBe(status);
      if (messages) expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { amount: messages } });
      else expect(res.json<{ data: PaymentOrderView }>().data.amount).toBe(String(amount));
    });

    it('answers in the language of the request', async () => {
      const res = await post(manager, { advertiser_id: advertiserId, amount: 100, method: 'PIX' }, { cookie: 'language=pt_BR' });
      expect(res.json()).toMatchObject({ errors: { amount: ['O valor mínimo é R$ 500,00.'] } });
    });

    describe('in the advertiser’s currency: $100.00 / € 100,00 to $10,000.00 / € 10.000,00', () => {
      const foreign: Partial<Record<'USD' | 'EUR', string>> = {};
      const advertiserIn = async (currency: 'USD' | 'EUR') => (foreign[currency] ??= await createAdvertiser(t, manager, { currency }));

      it.each([
        ['USD', 9_999, 422, 'The minimum amount is $100.00.'],
        ['USD', 10_000, 201, null],
        ['USD', 1_000_000, 201, null],
        ['USD', 1_000_001, 422, 'The maximum amount is $10,000.00.'],
        ['EUR', 9_999, 422, 'The minimum amount is € 100,00.'],
        ['EUR', 10_000, 201, null],
        ['EUR', 1_000_000, 201, null],
        ['EUR', 1_000_001, 422, 'The maximum amount is € 10.000,00.'],
      ] as const)('%s %s → %s', async (currency, amount, status, message) => {
        const res = await post(manager, { advertiser_id: await advertiserIn(currency), amount, method: 'PAYPAL' });
        expect(res.statusCode, res.body).toBe(status);
        if (message) expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { amount: [message] } });
        else expect(res.json<{ data: PaymentOrderView }>().data).toMatchObject({ amount: String(amount), currency });
      });

      it('says the bound in the currency’s format in every language', async () => {
        const usd = await advertiserIn('USD');
        const eur = await advertiserIn('EUR');
        const message = async (advertiser_id: string, amount: number, language: string) =>
          (await post(manager, { advertiser_id, amount, method: 'PAYPAL' }, { cookie: `language=${language}` })).json<{ errors: { amount: string[] } }>().errors.amount;
        expect(await message(usd, 100, 'pt_BR')).toEqual(['O valor mínimo é $100.00.']);
        expect(await message(eur, 2_000_000, 'es')).toEqual(['El monto máximo es € 10.000,00.']);
        // R$ 50.000,00 is within the BRL range but above the USD one.
        expect(await message(usd, 5_000_000, 'en')).toEqual(['The maximum amount is $10,000.00.']);
      });
    });

    it('refuses fractional or formatted amounts and unknown methods', async () => {
      for (const payload of [
        { advertiser_id: advertiserId, amount: 500.5, method: 'PIX' },
        { advertiser_id: advertiserId, amount: '500,00', method: 'PIX' },
        { advertiser_id: advertiserId, amount: 50_000, method: 'CHEQUE' },
      ]) {
        expect((await post(manager, payload)).statusCode).toBe(422);
      }
    });
  });

  describe('roles (finance: manager and user_manager)', () => {
    it('refuses the user role (403) on every finance route', async () => {
      const created = await createOrder(t, manager, { advertiser_id: advertiserId, amount: 50_000, method: 'PIX' });
      expect((await post(user, { advertiser_id: advertiserId, amount: 50_000, method: 'PIX' })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/payment-orders', headers: user })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/payment-orders/${created.id}`, headers: user })).statusCode).toBe(403);
    });

    it('lets user_manager and manager create, list and read', async () => {
      for (const headers of [userManager, manager]) {
        const created = await createOrder(t, headers, { advertiser_id: advertiserId, amount: 60_000, method: 'BOLETO' });
        const read = await t.app.inject({ method: 'GET', url: `/api/v1/payment-orders/${created.id}`, headers });
        expect(read.statusCode).toBe(200);
        const list = await t.app.inject({ method: 'GET', url: '/api/v1/payment-orders', headers });
        expect(list.statusCode).toBe(200);
      }
    });

    it('requires authentication (401)', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/payment-orders' })).statusCode).toBe(401);
    });
  });

  describe('company scope', () => {
    it('answers 404 for another company’s order and advertiser, and never lists them', async () => {
      const mine = await createOrder(t, manager, { advertiser_id: advertiserId, amount: 50_000, method: 'PIX' });
      const theirs = await createOrder(t, other, { advertiser_id: otherAdvertiserId, amount: 50_000, method: 'PIX' });
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/payment-orders/${theirs.id}`, headers: manager })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/payment-orders/${mine.id}`, headers: other })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/payment-orders/not-a-uuid', headers: manager })).statusCode).toBe(404);
      expect((await post(manager, { advertiser_id: otherAdvertiserId, amount: 50_000, method: 'PIX' })).statusCode).toBe(404);
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/payment-orders?per_page=100', headers: manager });
      expect(list.json<Paged>().data.every((o) => o.company_id === companyId)).toBe(true);
      const filtered = await t.app.inject({ method: 'GET', url: `/api/v1/payment-orders?advertiser_id=${otherAdvertiserId}`, headers: manager });
      expect(filtered.json<Paged>().meta.total).toBe(0);
      // Staff actions on another company's order are staff-only, not company-scoped: a manager gets 403.
      expect((await t.app.inject({ method: 'POST', url: `/api/v1/payment-orders/${theirs.id}/confirm-deposit`, headers: manager })).statusCode).toBe(403);
    });
  });

  describe('list', () => {
    it('pages newest first and filters by status, method and advertiser', async () => {
      const advertiser = await createAdvertiser(t, manager);
      const a = await createOrder(t, manager, { advertiser_id: advertiser, amount: 50_000, method: 'PIX' });
      const b = await createOrder(t, manager, { advertiser_id: advertiser, amount: 70_000, method: 'BOLETO' });
      await t.app.inject({ method: 'POST', url: `/api/v1/public/orders/${a.public_id}/sandbox/expire` });
      const { runDueJobs } = await import('@verba/core/jobs/worker');
      const { jobHandlers } = await import('@verba/core/jobs/handlers');
      await runDueJobs({ deps: t.deps, handlers: jobHandlers, limit: 50 });

      const page = await t.app.inject({ method: 'GET', url: `/api/v1/payment-orders?advertiser_id=${advertiser}&per_page=1`, headers: manager });
      expect(page.json<Paged>()).toMatchObject({ data: [{ id: b.id }], meta: { current_page: 1, per_page: 1, total: 2, last_page: 2 } });
      const second = await t.app.inject({ method: 'GET', url: `/api/v1/payment-orders?advertiser_id=${advertiser}&per_page=1&page=2`, headers: manager });
      expect(second.json<Paged>().data.map((o) => o.id)).toEqual([a.id]);
      const expired = await t.app.inject({ method: 'GET', url: `/api/v1/payment-orders?advertiser_id=${advertiser}&status=expired`, headers: manager });
      expect(expired.json<Paged>().data.map((o) => o.id)).toEqual([a.id]);
      const boletos = await t.app.inject({ method: 'GET', url: `/api/v1/payment-orders?advertiser_id=${advertiser}&method=BOLETO`, headers: manager });
      expect(boletos.json<Paged>().data.map((o) => o.id)).toEqual([b.id]);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/payment-orders?status=lost', headers: manager })).statusCode).toBe(422);
    });
  });

  describe('Idempotency-Key', () => {
    it('replays the first answer for the same key and body; creates one order', async () => {
      const advertiser = await createAdvertiser(t, manager);
      const body = { advertiser_id: advertiser, amount: 80_000, method: 'PIX' };
      const key = { 'idempotency-key': 'order-2026-001' };
      const first = await post(manager, body, key);
      expect(first.statusCode).toBe(201);
      // The same amount as a string is the same request.
      const replay = await post(manager, { ...body, amount: '80000' }, key);
      expect(replay.statusCode).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(first.json());
      const list = await t.app.inject({ method: 'GET', url: `/api/v1/payment-orders?advertiser_id=${advertiser}`, headers: manager });
      expect(list.json<Paged>().meta.total).toBe(1);
    });

    it('answers 422 IDEMPOTENCY_KEY_REUSED for the same key with another body', async () => {
      const key = { 'idempotency-key': 'order-2026-002' };
      expect((await post(manager, { advertiser_id: advertiserId, amount: 80_000, method: 'PIX' }, key)).statusCode).toBe(201);
      const reused = await post(manager, { advertiser_id: advertiserId, amount: 90_000, method: 'PIX' }, key);
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    });

    it('scopes keys to the company, frees a key whose request failed, and creates again without a key', async () => {
      const key = { 'idempotency-key': 'shared-key' };
      expect((await post(manager, { advertiser_id: advertiserId, amount: 50_000, method: 'PIX' }, key)).statusCode).toBe(201);
      expect((await post(other, { advertiser_id: otherAdvertiserId, amount: 50_000, method: 'PIX' }, key)).statusCode).toBe(201);

      const failing = { 'idempotency-key': 'will-fail-first' };
      expect((await post(manager, { advertiser_id: advertiserId, amount: 1, method: 'PIX' }, failing)).statusCode).toBe(422);
      expect((await post(manager, { advertiser_id: advertiserId, amount: 50_000, method: 'PIX' }, failing)).statusCode).toBe(201);

      const advertiser = await createAdvertiser(t, manager);
      await createOrder(t, manager, { advertiser_id: advertiser, amount: 50_000, method: 'PIX' });
      await createOrder(t, manager, { advertiser_id: advertiser, amount: 50_000, method: 'PIX' });
      const list = await t.app.inject({ method: 'GET', url: `/api/v1/payment-orders?advertiser_id=${advertiser}`, headers: manager });
      expect(list.json<Paged>().meta.total).toBe(2);
      expect((await post(manager, { advertiser_id: advertiserId, amount: 50_000, method: 'PIX' }, { 'idempotency-key': ' spaced key ' })).statusCode).toBe(422);
    });
  });

  describe('public payment page data', () => {
    it('shows amount, method, how to pay, status and the display name — nothing else of the company', async () => {
      const created = await createOrder(t, manager, { advertiser_id: advertiserId, amount: 123_456, method: 'BOLETO' });
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/public/orders/${created.public_id}` });
      expect(res.statusCode).toBe(200);
      const data = res.json<{ data: PublicPaymentOrder }>().data;
      expect(Object.keys(data).sort()).toEqual(
        ['advertiser_display_name', 'amount', 'boleto', 'card', 'code', 'created_at', 'currency', 'deposit', 'expires_at', 'method', 'paid_at', 'paypal', 'pix', 'public_id', 'sandbox', 'status'].sort(),
      );
      expect(data).toMatchObject({ advertiser_display_name: 'Pão Quente', amount: '123456', method: 'BOLETO', status: 'waiting_payment', sandbox: true });
      expect(Object.keys(data.boleto!).sort()).toEqual(['bank_code', 'barcode', 'digitable_line', 'due_date', 'formatted_digitable_line']);
      for (const secret of [created.id, companyId, advertiserId, 'Agência Secreta', 'Maria Souza', 'Padaria']) expect(res.body).not.toContain(secret);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('is 404 for an unknown or malformed public id, and the internal id does not open it', async () => {
      const created = await createOrder(t, manager, { advertiser_id: advertiserId, amount: 50_000, method: 'PIX' });
      for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', created.id]) {
        expect((await t.app.inject({ method: 'GET', url: `/api/v1/public/orders/${id}` })).statusCode).toBe(404);
      }
    });

    it('refuses card payment on an order of another method', async () => {
      const created = await createOrder(t, manager, { advertiser_id: advertiserId, amount: 50_000, method: 'PIX' });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/public/orders/${created.public_id}/card`,
        payload: { number: '4111111111111111', holder_name: 'Maria Souza', expiry: '12/34', cvv: '123' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'PAYMENT_METHOD_MISMATCH' });
    });
  });
});
