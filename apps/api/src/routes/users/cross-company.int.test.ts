import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createTestApp, type TestApp } from '../../testing';
import { call, companyWithTeam } from './users-test-helpers';

type Team = Awaited<ReturnType<typeof companyWithTeam>>;

/** Every route that names a user, as spec §7 calls it (override) and as the REST method. */
const userRoutes = (id: string, email: string) =>
  [
    ['GET', `users/${id}`, undefined],
    ['PUT', `users/${id}`, { name: 'Hijack', email }],
    ['POST', `users/${id}`, { _method: 'PUT', name: 'Hijack', email }],
    ['DELETE', `users/${id}`, undefined],
    ['POST', `users/${id}`, { _method: 'DELETE' }],
    ['PUT', `users/${id}/activate`, { is_active: false }],
    ['POST', `users/${id}/activate`, { _method: 'PUT' }],
    ['PUT', `users/${id}/deactivate`, undefined],
    ['PUT', `users/${id}/language`, { language: 'en' }],
    ['PUT', `users/${id}/two-factor-authentication`, undefined],
    ['POST', `users/${id}/two-factor-authentication`, { _method: 'PUT' }],
    ['PUT', `users/${id}/emails-enabled`, undefined],
    ['POST', `users/${id}/emails-enabled`, { _method: 'PUT' }],
    ['PUT', `users/${id}/whatsapp-enabled`, undefined],
    ['POST', `users/${id}/whatsapp-enabled`, { _method: 'PUT' }],
  ] as const;

describe('cross-company isolation', () => {
  let t: TestApp;
  let a: Team;
  let b: Team;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    a = await companyWithTeam(t);
    b = await companyWithTeam(t);
  });
  afterAll(() => t.close());

  for (const role of ['manager', 'userManager', 'user'] as const) {
    it(`a ${role} of company B gets 404 on every /users/:id route of company A, and nothing changes`, async () => {
      const [before] = await queryRows(t.deps.db, sql`SELECT * FROM users WHERE id = ${a.user.user.id}`);
      for (const [method, path, payload] of userRoutes(a.user.user.id, `hijack-${role}@example.com`)) {
        const res = await call(t, b[role], method, path, payload);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
      const [after] = await queryRows(t.deps.db, sql`SELECT * FROM users WHERE id = ${a.user.user.id}`);
      expect(after).toEqual(before);
      expect((await call(t, a.user, 'GET', 'roles')).statusCode).toBe(200);
    });
  }

  it('answers an unknown id exactly like another company’s id', async () => {
    const foreign = await call(t, b.manager, 'PUT', `users/${a.manager.user.id}`, { name: 'X', email: 'x@example.com' });
    const unknown = await call(t, b.manager, 'PUT', 'users/6f1c2a4e-8a9b-4c3d-9e8f-7a6b5c4d3e2f', { name: 'X', email: 'x@example.com' });
    expect(foreign.statusCode).toBe(unknown.statusCode);
    expect(foreign.body).toBe(unknown.body);
  });

  it('never shows company A’s users to company B', async () => {
    const ids = new Set([a.manager.user.id, a.userManager.user.id, a.user.user.id]);
    for (const query of ['users', `users?company_id=${a.company.id}`, `users?search=${encodeURIComponent(a.user.user.email)}`]) {
      const list = (await call(t, b.manager, 'GET', query)).json<{ data: { id: string }[] }>();
      expect(list.data.some((u) => ids.has(u.id))).toBe(false);
    }
  });

  it('keeps each company’s own record to itself', async () => {
    const res = (await call(t, b.user, 'GET', 'company')).json<{ data: { id: string } }>();
    expect(res.data.id).toBe(b.company.id);
  });
});
