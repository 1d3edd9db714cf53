import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { HomeView, StaffHomeView } from '@verba/domain';
import { createCompany } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import {
  createAdvertiser,
  createOrder,
  deliverJobs,
  sandbox,
  signIn,
  type Headers,
} from '../payment-orders/payment-test-helpers';

describe('GET home and GET staff/home', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterAll(() => t.close());

  const home = async (headers: Headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/home', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: HomeView }>().data;
  };
  const done = (view: HomeView) => Object.fromEntries(view.steps.map((s) => [s.key, s.done]));

  it('follows a new agency through its first steps, with balances for finance roles only', async () => {
    // As after sign-up: no address yet.
    const company = await createCompany({ db: t.deps.db, kind: 'agency', bonusBasisPoints: 500 });
    const manager = await signIn(t, 'manager', { companyId: company.id });
    const user = await signIn(t, 'user', { companyId: company.id });

    const fresh = await home(manager);
    expect(done(fresh)).toEqual({
      company_address: false,
      first_advertiser: false,
      add_budget: false,
      first_campaign: false,
    });
    expect(fresh.balances).toEqual({
      company_wallet: '0',
      available_for_campaigns: [],
      inactive_advertisers: [],
      inactive_advertisers_count: 0,
    });

    await t.deps.db.execute(
      sql`UPDATE companies SET zipcode = '01310100', street = 'Av. Paulista', number = '1000', neighborhood = 'Bela Vista', city = 'São Paulo', state = 'SP' WHERE id = ${company.id}`,
    );
    const active = await createAdvertiser(t, manager, { display_name: 'Ativo' });
    const inactive = await createAdvertiser(t, manager, { display_name: 'Parado' });
    const order = await createOrder(t, manager, { advertiser_id: active, amount: 50_000, method: 'PIX' });
    await sandbox(t, order.public_id, 'pay');
    await deliverJobs(t);
    const status = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/advertisers/${inactive}/status`,
      headers: manager,
      payload: { status: 'inactive' },
    });
    expect(status.statusCode, status.body).toBe(200);

    const later = await home(manager);
    expect(done(later)).toEqual({
      company_address: true,
      first_advertiser: true,
      add_budget: true,
      first_campaign: false,
    });
    // The symbolic R$ 1,00 of the inactive advertiser is kept apart from what campaigns can use.
    expect(later.balances).toEqual({
      company_wallet: '2500',
      available_for_campaigns: [{ currency: 'BRL', amount: '50100' }],
      inactive_advertisers: [{ currency: 'BRL', amount: '100' }],
      inactive_advertisers_count: 1,
    });

    const forUser = await home(user);
    expect(done(forUser)).toEqual(done(later));

    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/v1/campaigns',
      headers: user,
      payload: { advertiser_id: active, type: 'PROGRAMMATIC', name: 'Primeira' },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(done(await home(user)).first_campaign).toBe(true);
    expect(forUser.balances).toBeNull();
  });

  it('shows each company only its own state', async () => {
    const other = await signIn(t, 'manager');
    const view = await home(other);
    expect(view.steps.find((s) => s.key === 'first_advertiser')?.done).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/home' })).statusCode).toBe(401);
  });

  it('tells staff what waits for them, and no one else', async () => {
    const staff = await signIn(t, 'manager', { isStaff: true });
    const manager = await signIn(t, 'manager');
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/staff/home', headers: staff })).json<{
        data: StaffHomeView;
      }>().data;
    const before = await read();
    const advertiser = await createAdvertiser(t, manager);
    await createOrder(t, manager, { advertiser_id: advertiser, amount: 50_000, method: 'DEPOSIT' });
    expect((await read()).deposits_waiting).toBe(before.deposits_waiting + 1);
    expect(typeof before.document_changes_pending).toBe('number');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/staff/home', headers: manager })).statusCode,
    ).toBe(403);
  });
});
