import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentOrders } from '@verba/db';
import {
  addBusinessDays,
  isValidDigitableLine,
  parsePixBrCode,
  readBoleto,
  sandboxTestCards,
  saoPauloDateOf,
  type PaymentOrderView,
} from '@verba/domain';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { expectLedgerBalanced } from '@verba/core/ledger/testing';
import { ensureAccount } from '@verba/core/ledger/ensure-account';
import { transfer } from '@verba/core/ledger/transfer';
import { walletEntries } from '@verba/core/ledger/wallet-entries';
import { sandboxChargebackDelayMs } from '@verba/core/gateways/sandbox/sandbox-bank';
import { createTestApp, type TestApp } from '../../testing';
import {
  advertiserBalance,
  card,
  companyBalance,
  companyHeld,
  createAdvertiser,
  createOrder,
  deliverJobs,
  publicOrder,
  receivableBalance,
  sandbox,
  signIn,
  symbolic,
  type Headers,
} from './payment-test-helpers';

describe('payment orders end to end through the sandbox gateway', () => {
  let t: TestApp;
  let companyId: string;
  let manager: Headers;
  let staff: Headers;

  beforeAll(async () => {
    // Many advertisers of one company here, each expected to hold the symbolic credit.
    t = await createTestApp({ rateLimit: false, symbolicCreditAdvertisers: 1_000 });
    const company = await createCompany({ db: t.deps.db, kind: 'agency', bonusBasisPoints: 500 });
    companyId = company.id;
    manager = await signIn(t, 'manager', { companyId });
    staff = await signIn(t, 'user', { isStaff: true });
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await expectLedgerBalanced(t.deps.db);
  });

  const order = async (
    method: string,
    amount: string | number = '123456',
    extra: Record<string, unknown> = {},
  ) => {
    const advertiserId = await createAdvertiser(t, manager);
    const created = await createOrder(t, manager, { advertiser_id: advertiserId, amount, method, ...extra });
    return { advertiserId, created };
  };

  const expectPaidWithBonus = async (
    advertiserId: string,
    created: PaymentOrderView,
    bonusBefore: bigint,
    heldBefore = 0n,
  ) => {
    expect((await publicOrder(t, created.public_id)).status).toBe('paid');
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic + BigInt(created.amount));
    // Agency: 5 % of the amount as cashback in the same transaction: in the company wallet, or on
    // hold when the payer can still reverse the payment (card, PayPal).
    const cashback = (BigInt(created.amount) * 500n) / 10_000n;
    const held = created.method === 'CREDIT_CARD' || created.method === 'PAYPAL';
    expect(await companyBalance(t, companyId)).toBe(bonusBefore + (held ? 0n : cashback));
    if (held) expect(await companyHeld(t, companyId)).toBe(heldBefore + cashback);
  };

  it('PIX: a dynamic BR Code (location) with its txid, its QR code, paid by webhook → wallet credit and agency bonus', async () => {
    const bonusBefore = await companyBalance(t, companyId);
    const { advertiserId, created } = await order('PIX');
    expect(created).toMatchObject({
      status: 'waiting_payment',
      method: 'PIX',
      amount: '123456',
      currency: 'BRL',
      gateway: 'sandbox',
    });
    expect(created.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.payment_url).toBe(`${t.deps.config.appUrl}/orders/${created.public_id}/payment`);
    // A dynamic Pix: the code holds the location, whose signed payload carries amount and txid
    // (pix-locations/pix-locations.int.test.ts reads it).
    const pix = parsePixBrCode(created.pix!.payload);
    expect(pix).toMatchObject({ pointOfInitiation: 'dynamic' });
    expect(pix.url).toMatch(/\/pix\/qr\/v2\/[0-9a-f]{32}$/);
    expect(created.pix!.txid).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(new Date(created.pix!.expires_at).getTime() - t.deps.now().getTime()).toBeGreaterThan(
      23 * 3600_000,
    );

    const png = await t.app.inject({
      method: 'GET',
      url: `/api/v1/public/orders/${created.public_id}/pix.png`,
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const pay = await sandbox(t, created.public_id, 'pay');
    expect(pay.statusCode, pay.body).toBe(202);
    // Nothing moves until the gateway's signed webhook is delivered.
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic);
    await deliverJobs(t);
    await expectPaidWithBonus(advertiserId, created, bonusBefore);

    const account = await ensureAccount({
      db: t.deps.db,
      type: 'advertiser_wallet',
      owner: { type: 'advertiser', id: advertiserId },
      currency: 'BRL',
    });
    const entries = await walletEntries({ db: t.deps.db, accountId: account.id });
    expect(entries.data[0]).toMatchObject({
      type: 'CREDIT',
      sign: 'plus',
      amount: 123_456n,
      reference: { type: 'payment_order', id: created.id },
    });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payment-orders/${created.id}`,
      headers: manager,
    });
    const paid = detail.json<{ data: PaymentOrderView }>().data;
    expect(paid.status).toBe('paid');
    expect(Date.parse(paid.paid_at!)).toBeGreaterThan(0);
  });

  it('BOLETO: FEBRABAN barcode and linha digitável due 3 business days ahead, a printable PDF, paid by webhook', async () => {
    const bonusBefore = await companyBalance(t, companyId);
    const { advertiserId, created } = await order('BOLETO', 5_000_000);
    const boleto = created.boleto!;
    expect(boleto.barcode).toMatch(/^\d{44}$/);
    expect(isValidDigitableLine(boleto.digitable_line)).toBe(true);
    const dueDate = addBusinessDays(saoPauloDateOf(t.deps.now()), 3);
    expect(boleto.due_date).toBe(dueDate);
    const read = readBoleto(boleto.digitable_line, saoPauloDateOf(t.deps.now()));
    expect(read).toMatchObject({ amount: 5_000_000n, dueDate, bankCode: '237' });

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/public/orders/${created.public_id}/boleto.pdf`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A boleto order has no Pix image (and the other way round).
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/public/orders/${created.public_id}/pix.png` }))
        .statusCode,
    ).toBe(404);

    await sandbox(t, created.public_id, 'pay');
    await deliverJobs(t);
    await expectPaidWithBonus(advertiserId, created, bonusBefore);
  });

  it('CREDIT_CARD on the public page: authorized at once, paid by webhook; only brand, last 4 and expiry are kept', async () => {
    const bonusBefore = await companyBalance(t, companyId);
    const heldBefore = await companyHeld(t, companyId);
    const { advertiserId, created } = await order('CREDIT_CARD');
    const number = sandboxTestCards.APPROVE.MASTERCARD;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/orders/${created.public_id}/card`,
      payload: card(number),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: PaymentOrderView }>().data).toMatchObject({
      status: 'authorized',
      card: { brand: 'MASTERCARD', last4: '4444', expiry: '12/34' },
    });
    await deliverJobs(t);
    await expectPaidWithBonus(advertiserId, created, bonusBefore, heldBefore);

    const [row] = await t.deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, created.id));
    expect(row!.cardToken).toMatch(/^tok_sbx_/);
    expect(JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))).not.toContain(
      number,
    );
    // Paid: a second card is refused.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/orders/${created.public_id}/card`,
      payload: card(number),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PAYMENT_ORDER_NOT_PAYABLE' });
  });

  it('CREDIT_CARD with the card in the create call', async () => {
    const { advertiserId, created } = await order('CREDIT_CARD', 50_000, {
      card: card(sandboxTestCards.APPROVE.VISA),
    });
    expect(created.status).toBe('authorized');
    await deliverJobs(t);
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic + 50_000n);
  });

  it('a refused card ends the order as refused with the spec message; nothing is credited', async () => {
    const { advertiserId, created } = await order('CREDIT_CARD');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/orders/${created.public_id}/card`,
      headers: { cookie: 'language=en' },
      payload: card(sandboxTestCards.REFUSE.VISA),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'CARD_REFUSED',
      errors: ['Payment refused. Check the CVV, expiry date, holder name or card number.'],
    });
    expect((await publicOrder(t, created.public_id)).status).toBe('refused');
    await deliverJobs(t);
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic);
  });

  it('a processing error leaves the order waiting so the payer can try another card', async () => {
    const { created } = await order('CREDIT_CARD');
    const url = `/api/v1/public/orders/${created.public_id}/card`;
    const error = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: 'language=en' },
      payload: card(sandboxTestCards.ERROR.VISA!),
    });
    expect(error.statusCode).toBe(503);
    expect(error.json()).toMatchObject({
      code: 'CARD_PROCESSING_ERROR',
      errors: ['Error processing card, please try again later.'],
    });
    expect((await publicOrder(t, created.public_id)).status).toBe('waiting_payment');
    const ok = await t.app.inject({ method: 'POST', url, payload: card(sandboxTestCards.APPROVE.ELO) });
    expect(ok.statusCode, ok.body).toBe(200);
    await deliverJobs(t);
    expect((await publicOrder(t, created.public_id)).status).toBe('paid');
  });

  it('card checks answer per field with the spec messages, and charge nothing', async () => {
    const { created } = await order('CREDIT_CARD');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/orders/${created.public_id}/card`,
      headers: { cookie: 'language=en' },
      payload: { number: '4111111111111112', holder_name: '1', expiry: '01/20', cvv: '12' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: {
        number: ['Check the card number.'],
        holder_name: ['Check the cardholder name, as printed on the card.'],
        expiry: ["Check the card's expiry date."],
        cvv: ['Check the security code (CVV).'],
      },
    });
    expect((await publicOrder(t, created.public_id)).status).toBe('waiting_payment');
  });

  it('the chargeback test card is paid, then charged back later (taken from the wallet)', async () => {
    const { advertiserId, created } = await order('CREDIT_CARD');
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/orders/${created.public_id}/card`,
      payload: card(sandboxTestCards.CHARGEBACK.VISA),
    });
    await deliverJobs(t);
    expect((await publicOrder(t, created.public_id)).status).toBe('paid');
    t.deps.advance(sandboxChargebackDelayMs + 1000);
    await deliverJobs(t);
    expect((await publicOrder(t, created.public_id)).status).toBe('chargedback');
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic);
    expect(await receivableBalance(t, advertiserId)).toBe(0n);
  });

  it('a chargeback after the money was spent books a receivable; the wallet never goes negative', async () => {
    const { advertiserId, created } = await order('CREDIT_CARD', 100_000);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/orders/${created.public_id}/card`,
      payload: card(sandboxTestCards.CHARGEBACK.MASTERCARD),
    });
    await deliverJobs(t);
    // The advertiser spends R$ 800,00 of its R$ 1.001,00.
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
      amount: 80_000n,
      kind: 'checkout',
      idempotencyKey: `test-spend:${created.id}`,
    });
    t.deps.advance(sandboxChargebackDelayMs + 1000);
    await deliverJobs(t);
    expect((await publicOrder(t, created.public_id)).status).toBe('chargedback');
    expect(await advertiserBalance(t, advertiserId)).toBe(0n);
    // 100 000 charged back: 20 100 from the wallet, 79 900 owed by the advertiser.
    expect(await receivableBalance(t, advertiserId)).toBe(-79_900n);
    const entries = await walletEntries({ db: t.deps.db, accountId: wallet.id });
    expect(entries.data[0]).toMatchObject({ type: 'CHARGEBACK', sign: 'minus', amount: 20_100n });
  });

  it('PAYPAL: the approval page approves, the gateway captures and confirms by webhook', async () => {
    const bonusBefore = await companyBalance(t, companyId);
    const heldBefore = await companyHeld(t, companyId);
    const { advertiserId, created } = await order('PAYPAL');
    expect(created.paypal).toEqual({
      approval_url: `${t.deps.config.appUrl}/orders/${created.public_id}/payment?paypal=approve`,
      approved: false,
    });
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/orders/${created.public_id}/paypal/approve`,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json<{ data: PaymentOrderView }>().data).toMatchObject({
      status: 'processing',
      paypal: { approved: true },
    });
    await deliverJobs(t);
    await expectPaidWithBonus(advertiserId, created, bonusBefore, heldBefore);
  });

  it('DEPOSIT: bank-transfer instructions; only platform staff confirm, once', async () => {
    const bonusBefore = await companyBalance(t, companyId);
    const { advertiserId, created } = await order('DEPOSIT');
    expect(created.deposit).toMatchObject({
      bank_code: '237',
      beneficiary_document: '11222333000181',
      reference: created.public_id.slice(0, 8).toUpperCase(),
    });
    // The sandbox cannot pay a deposit: only staff confirm one.
    const sandboxPay = await sandbox(t, created.public_id, 'pay');
    expect(sandboxPay.statusCode).toBe(409);
    expect(sandboxPay.json()).toMatchObject({ code: 'PAYMENT_METHOD_MISMATCH' });
    const url = `/api/v1/payment-orders/${created.id}/confirm-deposit`;
    expect((await t.app.inject({ method: 'POST', url, headers: manager })).statusCode).toBe(403);
    const confirmed = await t.app.inject({ method: 'POST', url, headers: staff });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ data: PaymentOrderView }>().data.status).toBe('paid');
    expect((await t.app.inject({ method: 'POST', url, headers: staff })).statusCode).toBe(200);
    await expectPaidWithBonus(advertiserId, created, bonusBefore);
  });

  it('refund requested by staff: the wallet returns the amount at once, the gateway confirms by webhook', async () => {
    const { advertiserId, created } = await order('PIX', 60_000);
    await sandbox(t, created.public_id, 'pay');
    await deliverJobs(t);
    const url = `/api/v1/payment-orders/${created.id}/refund`;
    expect((await t.app.inject({ method: 'POST', url, headers: manager })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'POST', url, headers: staff });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: PaymentOrderView }>().data.status).toBe('pending_refund');
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic);
    await deliverJobs(t);
    expect((await publicOrder(t, created.public_id)).status).toBe('refunded');
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic);
    const wallet = await ensureAccount({
      db: t.deps.db,
      type: 'advertiser_wallet',
      owner: { type: 'advertiser', id: advertiserId },
      currency: 'BRL',
    });
    expect((await walletEntries({ db: t.deps.db, accountId: wallet.id })).data[0]).toMatchObject({
      type: 'REFUND',
      sign: 'minus',
      amount: 60_000n,
    });
    // Refunding twice is not a step forward.
    expect((await t.app.inject({ method: 'POST', url, headers: staff })).statusCode).toBe(409);
  });

  it('a refund of money already spent is refused (INSUFFICIENT_FUNDS) and changes nothing', async () => {
    const { advertiserId, created } = await order('PIX', 60_000);
    await sandbox(t, created.public_id, 'pay');
    await deliverJobs(t);
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
      amount: 50_000n,
      kind: 'checkout',
      idempotencyKey: `test-spend:${created.id}`,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment-orders/${created.id}/refund`,
      headers: staff,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect((await publicOrder(t, created.public_id)).status).toBe('paid');
    expect(await advertiserBalance(t, advertiserId)).toBe(10_100n);
  });

  it('sandbox expire and refuse end the order without money; a paid order can no longer be expired', async () => {
    const { advertiserId, created } = await order('BOLETO');
    expect((await sandbox(t, created.public_id, 'expire')).statusCode).toBe(202);
    await deliverJobs(t);
    expect((await publicOrder(t, created.public_id)).status).toBe('expired');
    const late = await sandbox(t, created.public_id, 'pay');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'PAYMENT_ORDER_NOT_PAYABLE' });

    const second = await createOrder(t, manager, {
      advertiser_id: advertiserId,
      amount: 50_000,
      method: 'PIX',
    });
    await sandbox(t, second.public_id, 'refuse');
    await deliverJobs(t);
    expect((await publicOrder(t, second.public_id)).status).toBe('refused');
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic);
  });

  it('the gateway expires an unpaid Pix order when its time is up', async () => {
    const { created } = await order('PIX');
    await deliverJobs(t);
    expect((await publicOrder(t, created.public_id)).status).toBe('waiting_payment');
    t.deps.advance(24 * 3600_000 + 1000);
    await deliverJobs(t);
    expect((await publicOrder(t, created.public_id)).status).toBe('expired');
  });

  it('a company that is not an agency gets no bonus', async () => {
    const direct = await createCompany({ db: t.deps.db, kind: 'advertiser' });
    const headers = (
      await createSignedInUser({
        db: t.deps.db,
        companyId: direct.id,
        role: 'user_manager',
        now: t.deps.now(),
      })
    ).headers;
    const advertiserId = await createAdvertiser(t, headers);
    const created = await createOrder(t, headers, {
      advertiser_id: advertiserId,
      amount: 100_000,
      method: 'PIX',
    });
    await sandbox(t, created.public_id, 'pay');
    await deliverJobs(t);
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic + 100_000n);
    expect(await companyBalance(t, direct.id)).toBe(0n);
  });

  it('Pix and boleto are for BRL advertisers only', async () => {
    const advertiserId = await createAdvertiser(t, manager, { currency: 'USD' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment-orders',
      headers: manager,
      payload: { advertiser_id: advertiserId, amount: 50_000, method: 'PIX' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errors: {
        method: ['Pix and boleto accept only Brazilian reais (BRL). Choose another payment method.'],
      },
    });
    const usd = await createOrder(t, manager, {
      advertiser_id: advertiserId,
      amount: 50_000,
      method: 'PAYPAL',
    });
    expect(usd.currency).toBe('USD');
  });
});
