import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox } from '@verba/db';
import { createSignedInUser, type SignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { createAdvertiser } from '../creatives/creative-test-helpers';

let t: TestApp;
let manager: SignedInUser;
let staff: SignedInUser;
let outsider: SignedInUser;
let advertiserId: string;

const body = (overrides: Record<string, unknown> = {}) => ({
  advertiser_id: advertiserId,
  name: 'Black Friday gerenciada',
  budget: '150000',
  start_date: '2026-11-20',
  end_date: '2026-11-30',
  objective: 'IMPRESSION',
  channels: ['PROGRAMMATIC', 'SEARCH'],
  notes: 'Foco em São Paulo.',
  ...overrides,
});
const post = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/campaign-requests', headers, payload: payload as object });

beforeAll(async () => {
  t = await createTestApp();
  manager = await createSignedInUser({ db: t.deps.db, role: 'manager' });
  staff = await createSignedInUser({ db: t.deps.db, role: 'manager', isStaff: true });
  outsider = await createSignedInUser({ db: t.deps.db, role: 'manager' });
  advertiserId = await createAdvertiser(t, manager.headers);
});
afterAll(() => t.close());

describe('POST and GET campaign-requests', () => {
  it('takes a request from every role of the company, e-mails the staff and confirms to the user, audited', async () => {
    for (const role of ['user', 'user_manager'] as const) {
      const colleague = await createSignedInUser({ db: t.deps.db, role, companyId: manager.user.companyId });
      const res = await post(colleague.headers, body({ name: `Pedido ${role}` }));
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await post(manager.headers, body());
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ data: { id: string } }>().data;
    expect(created).toMatchObject({
      name: 'Black Friday gerenciada',
      budget: '150000',
      currency: 'BRL',
      channels: ['PROGRAMMATIC', 'SEARCH'],
      status: 'open',
      advertiser_id: advertiserId,
    });
    const [toStaff] = await t.deps.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toEmail, staff.user.email), eq(emailOutbox.template, 'campaign_request_received')),
      );
    expect(toStaff!.textBody).toContain('R$ 1.500,00');
    const confirmation = await t.deps.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toEmail, manager.user.email),
          eq(emailOutbox.template, 'campaign_request_confirmation'),
        ),
      );
    expect(confirmation).toHaveLength(1);
    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.targetId, created.id));
    expect(audit).toMatchObject([{ action: 'campaign_request.created', actorUserId: manager.user.id }]);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/campaign-requests?per_page=2',
      headers: manager.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ data: [{ id: created.id }, {}], meta: { total: 3, last_page: 2 } });
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/v1/campaign-requests',
      headers: outsider.headers,
    });
    expect(theirs.json()).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('answers 404 for another company’s advertiser and 422 for bad input, storing nothing', async () => {
    const cross = await post(outsider.headers, body());
    expect(cross.statusCode).toBe(404);
    for (const bad of [
      body({ channels: [] }),
      body({ channels: ['MANUAL'] }),
      body({ end_date: '2026-11-19' }),
      body({ budget: '0' }),
      body({ budget: '12.50' }),
      body({ name: '' }),
      body({ objective: 'SALES' }),
      body({ notes: 'x'.repeat(2001) }),
    ]) {
      const res = await post(manager.headers, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/campaign-requests',
      headers: outsider.headers,
    });
    expect(list.json()).toMatchObject({ meta: { total: 0 } });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/campaign-requests' })).statusCode).toBe(401);
  });
});

describe('staff campaign-requests', () => {
  it('lists the open requests of every company and marks one handled, once', async () => {
    const { data: request } = (await post(manager.headers, body({ name: 'Para a equipe' }))).json<{
      data: { id: string };
    }>();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/campaign-requests?per_page=100',
      headers: staff.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json<{ data: { id: string }[] }>().data.find((r) => r.id === request.id);
    expect(row).toMatchObject({
      company_id: manager.user.companyId,
      requested_by: manager.user.email,
      status: 'open',
    });

    const handle = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/campaign-requests/${request.id}/handle`,
        headers: staff.headers,
      });
    const done = await handle();
    expect(done.statusCode, done.body).toBe(200);
    const handledRequest = done.json<{ data: { status: string; campaign_id: string } }>().data;
    expect(handledRequest.status).toBe('handled');
    // The MANUAL campaign is set up as a draft in the client's account, the requester its creator.
    const campaign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/campaigns/${handledRequest.campaign_id}`,
      headers: manager.headers,
    });
    expect(campaign.statusCode, campaign.body).toBe(200);
    expect(campaign.json()).toMatchObject({
      data: {
        type: 'MANUAL',
        status: 'draft',
        name: 'Para a equipe',
        advertiser_id: advertiserId,
        reservation: null,
      },
    });
    expect((await handle()).json()).toMatchObject({ code: 'CAMPAIGN_REQUEST_HANDLED' });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/campaign-requests',
      headers: manager.headers,
    });
    expect(mine.json<{ data: { id: string; campaign_id: string | null }[] }>().data).toContainEqual(
      expect.objectContaining({ id: request.id, campaign_id: handledRequest.campaign_id }),
    );
    const handled = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/campaign-requests?status=handled',
      headers: staff.headers,
    });
    expect(handled.json<{ data: { id: string }[] }>().data.map((r) => r.id)).toContain(request.id);
  });

  it('refuses whoever is not staff (403), no token (401) and an unknown request (404)', async () => {
    for (const role of ['user', 'user_manager', 'manager'] as const) {
      const user = await createSignedInUser({ db: t.deps.db, role });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/staff/campaign-requests',
        headers: user.headers,
      });
      expect(res.statusCode, role).toBe(403);
      const mark = await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/campaign-requests/00000000-0000-4000-8000-000000000000/handle',
        headers: user.headers,
      });
      expect(mark.statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/staff/campaign-requests' })).statusCode).toBe(
      401,
    );
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/campaign-requests/00000000-0000-4000-8000-000000000000/handle',
      headers: staff.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
