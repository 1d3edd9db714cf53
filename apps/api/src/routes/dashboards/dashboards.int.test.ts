import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '@verba/db';
import { createCompany, createSignedInUser, type SignedInUser } from '@verba/core/testing/factories';
import { dashboardWidgetTemplates, widgetsOfTemplates } from '@verba/domain';
import { createTestApp, type TestApp } from '../../testing';
import { createAdvertiser } from '../creatives/creative-test-helpers';

interface Board {
  id: string;
  name: string;
  widgets: { id: string; kind: string; layout: { x: number; y: number; w: number; h: number } }[];
  request_id: string | null;
  can_delete: boolean;
}
interface RequestView {
  id: string;
  status: string;
  dashboard_id: string | null;
  company: { name: string } | null;
  advertiser: { id: string } | null;
}

const widgets = widgetsOfTemplates(
  ['kpi_spend', 'line_spend_by_day', 'map_by_state', 'table_top_campaigns'],
  (k) => k,
);
const board = (name = 'Semanal do cliente') => ({ name, range: { preset: 'last_7_days' }, widgets });

describe('dashboards: per company, roles, requests and the staff queue', () => {
  let t: TestApp;
  let ana: SignedInUser; // user of A
  let bruno: SignedInUser; // manager of A
  let carla: SignedInUser; // user of A
  let other: SignedInUser; // manager of B
  let staff: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    const db = t.deps.db;
    const a = await createCompany({ db, tradeName: 'Agência Alfa' });
    const b = await createCompany({ db, tradeName: 'Agência Beta' });
    const verba = await createCompany({ db, tradeName: 'Verba' });
    ana = await createSignedInUser({ db, companyId: a.id, role: 'user' });
    bruno = await createSignedInUser({ db, companyId: a.id, role: 'manager' });
    carla = await createSignedInUser({ db, companyId: a.id, role: 'user' });
    other = await createSignedInUser({ db, companyId: b.id, role: 'manager' });
    staff = await createSignedInUser({ db, companyId: verba.id, isStaff: true });
  });
  afterAll(() => t.close());

  const call = (
    who: SignedInUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: who?.headers ?? {},
      ...(payload ? { payload } : {}),
    });

  it('saves a board for the company: colleagues see and arrange it, another company never does', async () => {
    const created = await call(ana, 'POST', 'dashboards', board());
    expect(created.statusCode, created.body).toBe(201);
    const made = created.json<{ data: Board }>().data;
    expect(made.widgets.map((w) => w.kind)).toEqual(['kpi', 'line', 'map', 'table']);
    expect(made.can_delete).toBe(true);

    const seenByCarla = await call(carla, 'GET', `dashboards/${made.id}`);
    expect(seenByCarla.statusCode).toBe(200);
    expect(seenByCarla.json<{ data: Board }>().data.can_delete).toBe(false);

    // Carla drags the map to the top-left and widens it; the order and sizes are saved.
    const moved = widgets.map((w) => (w.kind === 'map' ? { ...w, layout: { x: 0, y: 0, w: 6, h: 5 } } : w));
    const arranged = await call(carla, 'PUT', `dashboards/${made.id}`, { ...board(), widgets: moved });
    expect(arranged.statusCode, arranged.body).toBe(200);
    const again = (await call(ana, 'GET', `dashboards/${made.id}`)).json<{ data: Board }>().data;
    expect(again.widgets.find((w) => w.kind === 'map')!.layout).toEqual({ x: 0, y: 0, w: 6, h: 5 });

    // Company B: not in its list, 404 on read, write and delete.
    const list = (await call(other, 'GET', 'dashboards')).json<{ data: Board[] }>().data;
    expect(list.map((d) => d.id)).not.toContain(made.id);
    expect((await call(other, 'GET', `dashboards/${made.id}`)).statusCode).toBe(404);
    expect((await call(other, 'PUT', `dashboards/${made.id}`, board('Roubado'))).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `dashboards/${made.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', 'dashboards')).statusCode).toBe(401);

    // Roles: a plain colleague cannot delete someone else's board; a manager can.
    const denied = await call(carla, 'DELETE', `dashboards/${made.id}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json<{ code: string }>().code).toBe('DASHBOARD_DELETE_FORBIDDEN');
    expect((await call(bruno, 'DELETE', `dashboards/${made.id}`)).statusCode).toBe(204);
    expect((await call(ana, 'GET', `dashboards/${made.id}`)).statusCode).toBe(404);
  });

  it('the server refuses what the screen refuses, with the same messages', async () => {
    const map = { ...widgets[2]!, definition: { ...widgets[2]!.definition, dimensions: ['device'] } };
    const bad = await call(ana, 'POST', 'dashboards', { ...board(), widgets: [map] });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('estado');
    const overflow = { ...widgets[0]!, layout: { x: 10, y: 0, w: 4, h: 2 } };
    expect((await call(ana, 'POST', 'dashboards', { ...board(), widgets: [overflow] })).statusCode).toBe(422);
    const twice = await call(ana, 'POST', 'dashboards', { ...board(), widgets: [widgets[0], widgets[0]] });
    expect(twice.statusCode).toBe(422);
    expect((await call(ana, 'POST', 'dashboards', { ...board(''), widgets: [] })).statusCode).toBe(422);
  });

  it('"Solicitar dashboard": staff queue, staff build the board for the company, the requester is e-mailed', async () => {
    const advertiserId = await createAdvertiser(t, ana.headers);
    const requested = await call(ana, 'POST', 'dashboards/requests', {
      description: 'Um painel semanal por estado e por campanha para o cliente.',
      advertiser_id: advertiserId,
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const request = requested.json<{ data: RequestView }>().data;
    expect(request).toMatchObject({ status: 'open', advertiser: { id: advertiserId } });

    // Every active staff member is e-mailed that a request landed (its description stays in the queue).
    const received = await t.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'dashboard_request_received'));
    expect(received.map((m) => m.toEmail)).toEqual([staff.user.email]);
    expect(received[0]!.textBody).toContain('Agência Alfa');
    expect(received[0]!.textBody).toContain('/staff/dashboard-requests');
    expect(received[0]!.textBody).not.toContain('painel semanal');

    // Another company's advertiser is not found (never revealed).
    const foreign = await call(other, 'POST', 'dashboards/requests', {
      description: 'Um painel com o anunciante de outra empresa.',
      advertiser_id: advertiserId,
    });
    expect(foreign.statusCode).toBe(404);

    // Only staff see the queue and build.
    expect((await call(bruno, 'GET', 'staff/dashboard-requests')).statusCode).toBe(403);
    expect(
      (await call(bruno, 'POST', `staff/dashboard-requests/${request.id}/dashboard`, board())).statusCode,
    ).toBe(403);
    const queue = (await call(staff, 'GET', 'staff/dashboard-requests?status=open')).json<{
      data: RequestView[];
    }>().data;
    expect(queue.find((r) => r.id === request.id)?.company?.name).toBe('Agência Alfa');

    const built = await call(
      staff,
      'POST',
      `staff/dashboard-requests/${request.id}/dashboard`,
      board('Painel do cliente'),
    );
    expect(built.statusCode, built.body).toBe(201);
    const made = built.json<{ data: Board }>().data;
    expect(made.request_id).toBe(request.id);
    expect(
      (await call(staff, 'POST', `staff/dashboard-requests/${request.id}/dashboard`, board())).json<{
        code: string;
      }>().code,
    ).toBe('DASHBOARD_REQUEST_DONE');

    // The board is the company's (not staff's company's); B never sees it; the request says done.
    expect((await call(carla, 'GET', `dashboards/${made.id}`)).statusCode).toBe(200);
    expect((await call(other, 'GET', `dashboards/${made.id}`)).statusCode).toBe(404);
    const mine = (await call(ana, 'GET', 'dashboards/requests')).json<{ data: RequestView[] }>().data;
    expect(mine).toEqual([
      expect.objectContaining({ id: request.id, status: 'done', dashboard_id: made.id, company: null }),
    ]);
    expect((await call(other, 'GET', 'dashboards/requests')).json<{ data: RequestView[] }>().data).toEqual(
      [],
    );

    const mails = await t.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'dashboard_ready'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toEmail).toBe(ana.user.email);
    expect(mails[0]!.textBody).toContain(`/dashboards/${made.id}`);
    expect(mails[0]!.textBody).toContain('Painel do cliente');
  });

  it('every template is a valid widget', () => {
    expect(Object.keys(dashboardWidgetTemplates).length).toBeGreaterThan(5);
  });
});
