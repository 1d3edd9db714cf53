import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletEntryView, WalletView } from '@verba/domain';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { expectLedgerBalanced } from '@verba/core/ledger/testing';
import { createTestApp, type TestApp } from '../../testing';
import {
  createAdvertiser,
  createOrder,
  deliverJobs,
  sandbox,
  type Headers,
} from '../payment-orders/payment-test-helpers';

describe('wallets', () => {
  let t: TestApp;
  let manager: Headers;
  let plainUser: Headers;
  let outsider: Headers;

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    const company = await createCompany({ db: t.deps.db, kind: 'agency', bonusBasisPoints: 500 });
    manager = (await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'user_manager' }))
      .headers;
    plainUser = (await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'user' })).headers;
    const other = await createCompany({ db: t.deps.db, kind: 'agency' });
    outsider = (await createSignedInUser({ db: t.deps.db, companyId: other.id, role: 'manager' })).headers;
  });
  afterAll(() => t.close());

  const wallets = async (headers: Headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/wallets', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: WalletView[] }>().data;
  };

  it('lists the company wallet (at zero before its first entry) and each advertiser wallet with its balance', async () => {
    const before = await wallets(manager);
    expect(before).toEqual([
      { account_id: null, kind: 'company', currency: 'BRL', balance: '0', advertiser: null },
    ]);

    const zeta = await createAdvertiser(t, manager, { name: 'Zeta Calçados Ltda', display_name: 'Zeta' });
    const alpha = await createAdvertiser(t, manager, { name: 'Alpha Móveis Ltda', display_name: 'Alpha' });
    const order = await createOrder(t, manager, { advertiser_id: alpha, amount: 50_000, method: 'PIX' });
    await sandbox(t, order.public_id, 'pay');
    await deliverJobs(t);

    const after = await wallets(manager);
    expect(after).toMatchObject([
      {
        kind: 'company',
        currency: 'BRL',
        balance: '2500',
        advertiser: null,
        account_id: expect.any(String) as string,
      },
      {
        kind: 'advertiser',
        currency: 'BRL',
        balance: '50100',
        advertiser: { id: alpha, name: 'Alpha Móveis Ltda', display_name: 'Alpha', status: 'active' },
      },
      { kind: 'advertiser', currency: 'BRL', balance: '100', advertiser: { id: zeta, display_name: 'Zeta' } },
    ]);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/wallets/${after[1]!.account_id}/entries?per_page=1`,
      headers: manager,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{ data: WalletEntryView[]; meta: Record<string, number> }>();
    expect(page.meta).toEqual({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
    expect(page.data[0]).toMatchObject({
      type: 'CREDIT',
      sign: 'plus',
      amount: '50000',
      balance_after: '50100',
      kind: 'payment_credit',
      reference: { type: 'payment_order', id: order.id },
    });

    const credits = await t.app.inject({
      method: 'GET',
      url: `/api/v1/wallets/${after[0]!.account_id}/entries?type=CREDIT`,
      headers: manager,
    });
    expect(credits.json<{ data: WalletEntryView[] }>().data).toMatchObject([
      { type: 'CREDIT', amount: '2500', kind: 'bonus_credit' },
    ]);
    // Each cashback or bonus line names the order and the advertiser it came from (issue 9).
    const from = { id: order.id, code: order.code, advertiser: { id: alpha, display_name: 'Alpha' } };
    expect(credits.json<{ data: WalletEntryView[] }>().data[0]!.order).toEqual(from);
    expect(page.data[0]!.order).toEqual(from);
    const symbolicCredit = await t.app.inject({
      method: 'GET',
      url: `/api/v1/wallets/${after[1]!.account_id}/entries?page=2&per_page=1`,
      headers: manager,
    });
    expect(symbolicCredit.json<{ data: WalletEntryView[] }>().data[0]!.order).toBeNull();
    await expectLedgerBalanced(t.deps.db);
  });

  it('shows nothing of another company: its list has only its own company wallet, our accounts are 404', async () => {
    const ours = await wallets(manager);
    expect(await wallets(outsider)).toEqual([
      { account_id: null, kind: 'company', currency: 'BRL', balance: '0', advertiser: null },
    ]);
    for (const wallet of ours) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/wallets/${wallet.account_id}/entries`,
        headers: outsider,
      });
      expect(res.statusCode).toBe(404);
    }
    const bogus = await t.app.inject({
      method: 'GET',
      url: '/api/v1/wallets/not-an-id/entries',
      headers: manager,
    });
    expect(bogus.statusCode).toBe(404);
  });

  it('is for finance roles only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/wallets', headers: plainUser });
    expect(res.statusCode).toBe(403);
    const entries = await t.app.inject({
      method: 'GET',
      url: `/api/v1/wallets/${(await wallets(manager))[1]!.account_id}/entries`,
      headers: plainUser,
    });
    expect(entries.statusCode).toBe(403);
  });
});
