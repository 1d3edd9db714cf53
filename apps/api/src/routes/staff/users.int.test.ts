import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffUser } from '@verba/domain';
import {
  createAccessToken,
  createCompany,
  createSignedInUser,
  createUser,
  type SignedInUser,
} from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { call } from '../users/users-test-helpers';

interface Page {
  data: StaffUser[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

describe('GET staff/users', () => {
  let t: TestApp;
  let staff: SignedInUser;
  let otherStaff: SignedInUser;
  let ana: SignedInUser;
  const ids: Record<string, string> = {};
  const companyIds: Record<string, string> = {};
  const anaLastSignIn = new Date('2026-10-02T13:30:00.000Z');

  const list = async (query = '', as: SignedInUser = staff): Promise<Page> => {
    const res = await call(t, as, 'GET', `staff/users${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };
  const names = (page: Page) => page.data.map((row) => row.name);

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    const db = t.deps.db;
    const solar = await createCompany({
      db,
      tradeName: 'Solar Mídia',
      legalName: 'Solar Mídia Publicidade Ltda',
    });
    const lua = await createCompany({
      db,
      tradeName: 'Lua Nova Digital',
      legalName: 'Lua Nova Serviços Ltda',
    });
    const verba = await createCompany({ db, tradeName: 'Verba', legalName: 'Verba Plataforma Ltda' });
    Object.assign(companyIds, { solar: solar.id, lua: lua.id, verba: verba.id });

    staff = await createSignedInUser({
      db,
      companyId: verba.id,
      isStaff: true,
      name: 'Sérgio Staff',
      email: 'sergio@verba.test',
    });
    otherStaff = await createSignedInUser({
      db,
      companyId: verba.id,
      isStaff: true,
      name: 'Tânia Staff',
      email: 'tania@verba.test',
    });
    ana = await createSignedInUser({
      db,
      companyId: solar.id,
      role: 'manager',
      name: 'Ana Solar',
      email: 'ana@solar.test',
      now: new Date('2026-10-01T09:00:00.000Z'),
      ttlMs: 3650 * 24 * 3600_000,
    });
    // A later sign-in counts; an impersonation of her by staff does not.
    await createAccessToken({ db, userId: ana.user.id, now: anaLastSignIn });
    await createAccessToken({
      db,
      userId: ana.user.id,
      kind: 'impersonation',
      impersonatorUserId: staff.user.id,
      now: new Date('2026-10-03T10:00:00.000Z'),
    });
    const bruno = await createUser({
      db,
      companyId: solar.id,
      role: 'user',
      name: 'Bruno Inativo',
      email: 'bruno@solar.test',
      isActive: false,
    });
    const carla = await createUser({
      db,
      companyId: lua.id,
      role: 'user_manager',
      name: 'carla Lua',
      email: 'carla_100%@lua.test',
      isEmailVerified: false,
    });
    const davi = await createUser({
      db,
      companyId: lua.id,
      role: 'user',
      name: 'Davi Lua',
      email: 'davi@lua.test',
    });
    await createUser({
      db,
      companyId: lua.id,
      name: 'Zé Removido',
      email: 'ze@lua.test',
      deletedAt: new Date('2026-09-01T00:00:00.000Z'),
    });
    Object.assign(ids, {
      ana: ana.user.id,
      bruno: bruno.id,
      carla: carla.id,
      davi: davi.id,
      sergio: staff.user.id,
      tania: otherStaff.user.id,
    });
  });
  afterAll(() => t.close());

  it('shows staff the users of every company by name, with company, role, status and last sign-in', async () => {
    const page = await list();
    expect(names(page)).toEqual([
      'Ana Solar',
      'Bruno Inativo',
      'carla Lua',
      'Davi Lua',
      'Sérgio Staff',
      'Tânia Staff',
    ]);
    expect(page.meta).toEqual({ current_page: 1, per_page: 20, total: 6, last_page: 1 });
    expect(page.data[0]).toEqual({
      id: ids.ana,
      name: 'Ana Solar',
      email: 'ana@solar.test',
      role: 'manager',
      status: 'active',
      is_staff: false,
      company: { id: companyIds.solar, name: 'Solar Mídia' },
      last_sign_in_at: anaLastSignIn.toISOString(),
      created_at: ana.user.createdAt.toISOString(),
      can_impersonate: true,
      impersonation_refusal: null,
    });
    expect(page.data[2]).toMatchObject({
      name: 'carla Lua',
      role: 'user_manager',
      status: 'unconfirmed',
      company: { id: companyIds.lua, name: 'Lua Nova Digital' },
      last_sign_in_at: null,
    });
    expect(page.data[1]).toMatchObject({ status: 'inactive' });
    expect(page.data[5]).toMatchObject({ is_staff: true, company: { name: 'Verba' } });
  });

  it('says whom staff may act as, by the rules of the impersonation grant', async () => {
    const refusals = Object.fromEntries(
      (await list()).data.map((row) => [row.name, [row.can_impersonate, row.impersonation_refusal]]),
    );
    expect(refusals).toEqual({
      'Ana Solar': [true, null],
      'Bruno Inativo': [false, 'USER_INACTIVE'],
      // An unconfirmed e-mail is no reason to refuse: support may need to see what they see.
      'carla Lua': [true, null],
      'Davi Lua': [true, null],
      'Sérgio Staff': [false, 'IMPERSONATION_TARGET_SELF'],
      'Tânia Staff': [false, 'IMPERSONATION_TARGET_STAFF'],
    });
  });

  it('a row that refuses the action is refused by the grant with the same code and message', async () => {
    for (const row of (await list()).data) {
      const res = await call(t, staff, 'POST', 'impersonation', { user_id: row.id });
      if (row.can_impersonate) {
        expect(res.statusCode, `${row.name}: ${res.body}`).toBe(200);
        continue;
      }
      expect(res.statusCode, row.name).toBe(403);
      expect(res.json(), row.name).toMatchObject({ code: row.impersonation_refusal });
    }
    const self = await call(t, staff, 'POST', 'impersonation', { user_id: ids.sergio! });
    expect(self.json()).toMatchObject({ errors: ['Você não pode acessar a Verba como você mesmo.'] });
    const otherStaffMember = await call(t, staff, 'POST', 'impersonation', { user_id: ids.tania! });
    expect(otherStaffMember.json()).toMatchObject({
      errors: ['Membros da equipe da plataforma não podem ser acessados como usuário.'],
    });
  });

  it('searches name, e-mail and company trade or legal name, whatever the case', async () => {
    expect(names(await list('?search=ANA'))).toEqual(['Ana Solar']);
    expect(names(await list('?search=lua.test'))).toEqual(['carla Lua', 'Davi Lua']);
    expect(names(await list(`?search=${encodeURIComponent('solar mídia')}`))).toEqual([
      'Ana Solar',
      'Bruno Inativo',
    ]);
    expect(names(await list('?search=Marte'))).toEqual([]);
    expect(names(await list(`?search=${encodeURIComponent('Lua Nova Serviços')}`))).toEqual([
      'carla Lua',
      'Davi Lua',
    ]);
    // % and _ are letters, not wildcards.
    expect(names(await list(`?search=${encodeURIComponent('100%')}`))).toEqual(['carla Lua']);
    expect(names(await list(`?search=${encodeURIComponent('a_1')}`))).toEqual(['carla Lua']);
    expect(names(await list(`?search=${encodeURIComponent('l_a')}`))).toEqual([]);
    expect(names(await list(`?search=${encodeURIComponent('a%l')}`))).toEqual([]);
    // Deleted users are never listed.
    expect((await list('?search=Removido')).meta.total).toBe(0);
  });

  it('filters by status and role, combined with the search', async () => {
    expect(names(await list('?status=inactive'))).toEqual(['Bruno Inativo']);
    expect(names(await list('?status=unconfirmed'))).toEqual(['carla Lua']);
    expect(names(await list('?status=active'))).toEqual([
      'Ana Solar',
      'Davi Lua',
      'Sérgio Staff',
      'Tânia Staff',
    ]);
    expect(names(await list('?role=user_manager'))).toEqual(['carla Lua']);
    expect(names(await list('?role=user&status=active&search=lua'))).toEqual(['Davi Lua']);
  });

  it('pages on the server', async () => {
    const second = await list('?per_page=4&page=2');
    expect(names(second)).toEqual(['Sérgio Staff', 'Tânia Staff']);
    expect(second.meta).toEqual({ current_page: 2, per_page: 4, total: 6, last_page: 2 });
    const past = await list('?per_page=4&page=3');
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ current_page: 3, per_page: 4, total: 6, last_page: 2 });
  });

  it('refuses non-staff (403, whatever their role, impersonated users too), no token (401) and bad filters (422)', async () => {
    const userManager = await createSignedInUser({
      db: t.deps.db,
      companyId: companyIds.lua,
      role: 'user_manager',
    });
    for (const as of [ana, userManager]) {
      const res = await call(t, as, 'GET', 'staff/users');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    const impersonation = await createAccessToken({
      db: t.deps.db,
      userId: ana.user.id,
      kind: 'impersonation',
      impersonatorUserId: staff.user.id,
      now: t.deps.now(),
    });
    const asImpersonated = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/users',
      headers: {
        authorization: `Bearer ${impersonation.token}`,
        'original-authorization': staff.headers.authorization,
      },
    });
    expect(asImpersonated.statusCode, asImpersonated.body).toBe(403);
    expect((await call(t, null, 'GET', 'staff/users')).statusCode).toBe(401);
    for (const query of ['?status=deleted', '?role=staff', '?per_page=101', '?page=0']) {
      expect((await call(t, staff, 'GET', `staff/users${query}`)).statusCode, query).toBe(422);
    }
  });
});
