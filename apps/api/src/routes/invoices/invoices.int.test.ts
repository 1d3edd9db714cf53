import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { companies, invoices, nfseDocuments } from '@verba/db';
import type { InvoiceView, OrderNfseView, PaymentOrderView } from '@verba/domain';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { expectLedgerBalanced } from '@verba/core/ledger/testing';
import { createMemoryBlobStore, provideBlobStore } from '@verba/core/storage/index';
import { issueInvoice } from '@verba/core/invoices/issue-invoice';
import { createBuiltinNfseIssuer } from '@verba/core/nfse/builtin-issuer';
import type { NfseDocumentContent } from '@verba/core/nfse/nfse-document';
import { provideNfseIssuer } from '@verba/core/nfse/issuer-for';
import { createTestApp, type TestApp } from '../../testing';
import { createAdvertiser, createOrder, deliverJobs, sandbox, type Headers } from '../payment-orders/payment-test-helpers';

const dayMs = 24 * 3600_000;
/** Sessions outlive the clock moves to the issue date. */
const ttlMs = 400 * dayMs;
const address = { zipcode: '01310100', street: 'Avenida Paulista', number: '1000', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' };

describe('invoices (NFS-e)', () => {
  let t: TestApp;
  let companyId: string;
  let manager: Headers;
  let userManager: Headers;
  let plainUser: Headers;
  let outsider: Headers;
  let staff: Headers;

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    provideBlobStore(t.deps, createMemoryBlobStore());
    const company = await createCompany({ db: t.deps.db, kind: 'agency', legalName: 'Agência Exemplo Publicidade Ltda', ...address });
    companyId = company.id;
    manager = (await createSignedInUser({ db: t.deps.db, companyId, role: 'manager', language: 'en', ttlMs })).headers;
    userManager = (await createSignedInUser({ db: t.deps.db, companyId, role: 'user_manager', language: 'en', ttlMs })).headers;
    plainUser = (await createSignedInUser({ db: t.deps.db, companyId, role: 'user', language: 'en', ttlMs })).headers;
    const other = await createCompany({ db: t.deps.db, ...address });
    outsider = (await createSignedInUser({ db: t.deps.db, companyId: other.id, role: 'manager', language: 'en', ttlMs })).headers;
    staff = (await createSignedInUser({ db: t.deps.db, role: 'user', isStaff: true, language: 'en', ttlMs })).headers;
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await expectLedgerBalanced(t.deps.db);
  });

  const get = <T>(url: string, headers: Headers) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers }).then((res) => ({ res, body: res.json<{ data: T }>() }));
  const post = (url: string, headers: Headers) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers });

  /** A paid PIX order of a new advertiser of the company (or of `headers`' company). */
  async function paidOrder(headers: Headers = manager, amount = 50_000, advertiser: Record<string, unknown> = {}): Promise<PaymentOrderView> {
    const advertiserId = await createAdvertiser(t, headers, advertiser);
    const order = await createOrder(t, headers, { advertiser_id: advertiserId, amount, method: 'PIX' });
    expect((await sandbox(t, order.public_id, 'pay')).statusCode).toBe(202);
    await deliverJobs(t);
    return order;
  }

  const orderNfse = async (orderId: string, headers: Headers = manager) => {
    const { res, body } = await get<OrderNfseView>(`orders/${orderId}/nfse`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return body.data;
  };

  /** What the built-in issuer recorded as the invoice's taker. */
  const takerOfInvoice = async (invoiceId: string) => {
    const [document] = await t.deps.db.select().from(nfseDocuments).where(eq(nfseDocuments.rps, invoiceId));
    return (document!.content as unknown as NfseDocumentContent).taker;
  };

  const invoiceRowOf = async (orderId: string) => (await t.deps.db.select().from(invoices).where(eq(invoices.paymentOrderId, orderId)))[0];

  it('is created for a paid order by the daily job, due 30 days after payment', async () => {
    const order = await paidOrder();
    t.deps.advance(dayMs + 1000);
    await deliverJobs(t);
    const row = await invoiceRowOf(order.id);
    expect(row).toMatchObject({ status: 'created', companyId, amount: 50_000n, currency: 'BRL', issuer: 'builtin', number: null });
    expect(row!.scheduledFor.getTime() - row!.paidAt.getTime()).toBe(30 * dayMs);
  });

  it('is created on first read for a paid order the sweep has not reached; none before payment', async () => {
    const advertiserId = await createAdvertiser(t, manager);
    const order = await createOrder(t, manager, { advertiser_id: advertiserId, amount: 60_000, method: 'BOLETO' });
    expect(await orderNfse(order.id)).toMatchObject({ order: { id: order.id, status: 'waiting_payment', paid_at: null }, invoice: null });
    const early = await post(`payment-orders/${order.id}/nfse/request`, manager);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'INVOICE_ORDER_NOT_PAID' });

    await sandbox(t, order.public_id, 'pay');
    await deliverJobs(t);
    const view = await orderNfse(order.public_id);
    expect(view.invoice).toMatchObject({ status: 'created', number: null, amount: '60000', can_request_issue: true, pdf_url: null, order: { id: order.id, method: 'BOLETO' } });
    expect(new Date(view.invoice!.scheduled_for).getTime() - new Date(view.invoice!.paid_at).getTime()).toBe(30 * dayMs);
  });

  it('is issued by the job 30 days after payment: number, verification code and a PDF', async () => {
    const order = await paidOrder();
    const created = (await orderNfse(order.id)).invoice!;
    t.deps.advance(29 * dayMs);
    await deliverJobs(t);
    expect((await orderNfse(order.id)).invoice!.status).toBe('created');

    t.deps.advance(dayMs + 1000);
    await deliverJobs(t);
    const issued = (await orderNfse(order.id)).invoice!;
    expect(issued).toMatchObject({ id: created.id, status: 'issued', can_request_issue: false, pdf_url: `invoices/${created.id}/pdf` });
    expect(issued.number).toMatch(/^\d+$/);
    expect(issued.verification_code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/invoices/${created.id}/pdf`, headers: userManager });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="nfse-${issued.number!.padStart(8, '0')}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('is issued at once when requested, by invoice or by order, and asking again changes nothing', async () => {
    const first = await paidOrder();
    const invoice = (await orderNfse(first.id)).invoice!;
    const requested = await post(`invoices/${invoice.id}/request-issue`, userManager);
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json<{ data: InvoiceView }>().data).toMatchObject({ status: 'pending', can_request_issue: false, requested_at: expect.any(String) as string });
    const again = await post(`invoices/${invoice.id}/request-issue`, userManager);
    expect(again.json<{ data: InvoiceView }>().data.status).toBe('pending');
    await deliverJobs(t);
    const issuedFirst = (await orderNfse(first.id)).invoice!;
    expect(issuedFirst.status).toBe('issued');

    const second = await paidOrder();
    const byOrder = await post(`payment-orders/${second.id}/nfse/request`, manager);
    expect(byOrder.statusCode, byOrder.body).toBe(200);
    expect(byOrder.json<{ data: OrderNfseView }>().data.invoice).toMatchObject({ status: 'pending' });
    await deliverJobs(t);
    const issuedSecond = (await orderNfse(second.id)).invoice!;
    expect(BigInt(issuedSecond.number!)).toBe(BigInt(issuedFirst.number!) + 1n);

    // The scheduled job of day 30 finds it issued and keeps its number.
    t.deps.advance(31 * dayMs);
    await deliverJobs(t);
    expect((await orderNfse(second.id)).invoice!.number).toBe(issuedSecond.number);
    const issuedAgain = await post(`invoices/${invoice.id}/request-issue`, manager);
    expect(issuedAgain.json<{ data: InvoiceView }>().data).toMatchObject({ status: 'issued', number: issuedFirst.number });
  });

  it('numbers a company\'s invoices 1, 2, 3… without gaps or repeats when issued in parallel', async () => {
    const company = await createCompany({ db: t.deps.db, kind: 'agency', ...address });
    const headers = (await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'manager', ttlMs })).headers;
    const orders = [];
    for (let i = 0; i < 6; i++) orders.push(await paidOrder(headers, 50_000 + i));
    const ids = await Promise.all(orders.map(async (order) => (await orderNfse(order.id, headers)).invoice!.id));
    // The company asks for all of them at once; each invoice is also issued twice concurrently.
    for (const id of ids) expect((await post(`invoices/${id}/request-issue`, headers)).statusCode).toBe(200);
    await Promise.all([...ids, ...ids].map((id) => issueInvoice({ deps: t.deps, payload: { invoice_id: id } })));
    await deliverJobs(t);
    const rows = await t.deps.db.select().from(invoices).where(eq(invoices.companyId, company.id));
    expect(rows.every((row) => row.status === 'issued')).toBe(true);
    expect(rows.map((row) => Number(row.number)).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    const list = await get<InvoiceView[]>('invoices?per_page=100', headers);
    expect(list.body).toMatchObject({ meta: { total: 6, current_page: 1, last_page: 1 } });
  });

  it('is canceled when the order is refunded before the issue date', async () => {
    const order = await paidOrder();
    const invoice = (await orderNfse(order.id)).invoice!;
    const refund = await post(`payment-orders/${order.id}/refund`, staff);
    expect(refund.statusCode, refund.body).toBe(200);
    await deliverJobs(t);
    t.deps.advance(30 * dayMs + 1000);
    await deliverJobs(t);
    expect((await orderNfse(order.id)).invoice).toMatchObject({ id: invoice.id, status: 'canceled', number: null, can_request_issue: false });
    const request = await post(`invoices/${invoice.id}/request-issue`, manager);
    expect(request.statusCode).toBe(409);
    expect(request.json()).toMatchObject({ code: 'INVOICE_CANCELED', errors: ['This invoice was canceled because the payment was reversed.'] });
  });

  it('is made out to the company (billing profile COMPANY): rejected while it has no address, issued once completed and asked again', async () => {
    const company = await createCompany({ db: t.deps.db, kind: 'agency' });
    const headers = (await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'manager', ttlMs })).headers;
    const order = await paidOrder(headers, 50_000, { billing_profile: 'COMPANY' });
    const invoice = (await orderNfse(order.id, headers)).invoice!;
    await post(`invoices/${invoice.id}/request-issue`, headers);
    await deliverJobs(t);
    expect((await orderNfse(order.id, headers)).invoice).toMatchObject({ status: 'rejected', failure_reason: 'taker_address_incomplete', can_request_issue: true });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/invoices/${invoice.id}/pdf`, headers });
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json()).toMatchObject({ code: 'INVOICE_NOT_ISSUED' });

    await t.deps.db.update(companies).set(address).where(eq(companies.id, company.id));
    await post(`invoices/${invoice.id}/request-issue`, headers);
    await deliverJobs(t);
    const issued = (await orderNfse(order.id, headers)).invoice!;
    expect(issued).toMatchObject({ status: 'issued', number: '1', failure_reason: null });
    expect((await takerOfInvoice(issued.id)).document).toBe(company.document);
  });

  it('is made out to the advertiser under its company tax id (billing profile ADVERTISER)', async () => {
    const taxId = generateCnpj();
    const order = await paidOrder(manager, 50_000, { billing_profile: 'ADVERTISER', name: 'Loja Exemplo Comércio Ltda', company_tax_id: taxId });
    const invoice = (await post(`payment-orders/${order.id}/nfse/request`, manager)).json<{ data: OrderNfseView }>().data.invoice!;
    await deliverJobs(t);
    expect(await takerOfInvoice(invoice.id)).toMatchObject({ name: 'Loja Exemplo Comércio Ltda', document: taxId, documentType: 'CNPJ', address: { zipcode: '01310100', city: 'São Paulo' } });
  });

  it('goes to error while the issuer is unavailable and is issued by the job\'s retry', async () => {
    const builtin = createBuiltinNfseIssuer(t.deps);
    let failures = 1;
    provideNfseIssuer(t.deps, {
      name: 'builtin',
      issue: (request) => (failures-- > 0 ? Promise.reject(new Error('issuer timeout')) : builtin.issue(request)),
    });
    try {
      const order = await paidOrder();
      const invoice = (await orderNfse(order.id)).invoice!;
      await post(`invoices/${invoice.id}/request-issue`, manager);
      await deliverJobs(t);
      expect((await orderNfse(order.id)).invoice).toMatchObject({ status: 'error', failure_reason: 'issuer_unavailable', can_request_issue: true });
      t.deps.advance(60_000);
      await deliverJobs(t);
      expect((await orderNfse(order.id)).invoice).toMatchObject({ status: 'issued', failure_reason: null });
    } finally {
      provideNfseIssuer(t.deps, createBuiltinNfseIssuer(t.deps));
    }
  });

  it('is for finance roles only (403 for `user`) and invisible to other companies (404)', async () => {
    const order = await paidOrder();
    const invoice = (await orderNfse(order.id)).invoice!;
    const urls = [
      ['GET', 'invoices'],
      ['GET', `orders/${order.id}/nfse`],
      ['GET', `invoices/${invoice.id}/pdf`],
      ['POST', `invoices/${invoice.id}/request-issue`],
      ['POST', `payment-orders/${order.id}/nfse/request`],
    ] as const;
    for (const [method, url] of urls) {
      const res = await t.app.inject({ method, url: `/api/v1/${url}`, headers: plainUser });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    for (const [method, url] of urls.slice(1)) {
      const res = await t.app.inject({ method, url: `/api/v1/${url}`, headers: outsider });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await get<OrderNfseView>(`orders/${order.public_id}/nfse`, outsider)).res.statusCode).toBe(404);
    const theirs = await get<InvoiceView[]>('invoices', outsider);
    expect(theirs.body.data).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/invoices' })).statusCode).toBe(401);
    expect((await invoiceRowOf(order.id))!.status).toBe('created');
  });
});
