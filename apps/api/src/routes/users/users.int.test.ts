import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createSignedInUser, createUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { call, companyWithTeam } from './users-test-helpers';

interface UserJson {
  id: string;
  name: string;
  email: string;
  phone: string;
  role_id: number;
  role: string;
  is_active: boolean;
  language: string;
  use_2fa: boolean;
  emails_enabled: boolean;
  whatsapp_enabled: boolean;
  is_email_verified: boolean;
  invitation_pending: boolean;
  company: { id: string };
}

describe('users API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterAll(() => t.close());

  const auditActions = async (targetId: string) =>
    (
      await queryRows<{ action: string }>(
        t.deps.db,
        sql`SELECT action FROM audit_log WHERE target_id = ${targetId} ORDER BY id`,
      )
    ).map((r) => r.action);

  describe('GET roles', () => {
    it('lists the three roles with labels in the request language', async () => {
      const { user } = await companyWithTeam(t);
      const pt = await call(t, user, 'GET', 'roles');
      expect(pt.statusCode).toBe(200);
      expect(pt.json()).toEqual({
        data: [
          { id: 1, slug: 'manager', label: 'Administrador' },
          { id: 2, slug: 'user_manager', label: 'Usuário Administrador' },
          { id: 3, slug: 'user', label: 'Usuário' },
        ],
      });
      const en = await call(t, user, 'GET', 'roles', undefined, { cookie: 'language=en' });
      expect(en.json<{ data: { label: string }[] }>().data.map((r) => r.label)).toEqual([
        'Administrator',
        'User Administrator',
        'User',
      ]);
    });

    it('needs a session', async () => {
      expect((await call(t, null, 'GET', 'roles')).statusCode).toBe(401);
    });
  });

  describe('GET users', () => {
    it('pages the users of the caller’s company, filters by status and searches name or e-mail', async () => {
      const team = await companyWithTeam(t);
      for (let i = 0; i < 4; i++)
        await createUser({
          db: t.deps.db,
          companyId: team.company.id,
          name: `Zeca ${i}`,
          isActive: i % 2 === 0,
        });
      await createUser({ db: t.deps.db, companyId: team.company.id, name: 'Gone', deletedAt: new Date() });

      const page1 = await call(t, team.user, 'GET', 'users?per_page=5&page=1');
      expect(page1.statusCode).toBe(200);
      const body = page1.json<{ data: UserJson[]; meta: Record<string, number> }>();
      expect(body.meta).toEqual({ current_page: 1, per_page: 5, total: 7, last_page: 2 });
      expect(body.data).toHaveLength(5);
      expect(body.data.every((u) => u.company.id === team.company.id)).toBe(true);
      const page2 = (await call(t, team.user, 'GET', 'users?per_page=5&page=2')).json<{ data: UserJson[] }>();
      expect(page2.data).toHaveLength(2);
      expect(new Set([...body.data, ...page2.data].map((u) => u.id)).size).toBe(7);

      const inactive = (await call(t, team.user, 'GET', 'users?is_active=0')).json<{ data: UserJson[] }>();
      expect(inactive.data.map((u) => u.name).sort()).toEqual(['Zeca 1', 'Zeca 3']);
      const searched = (await call(t, team.user, 'GET', 'users?search=zeca&is_active=1')).json<{
        data: UserJson[];
      }>();
      expect(searched.data.map((u) => u.name)).toEqual(['Zeca 0', 'Zeca 2']);
      const byEmail = (
        await call(t, team.user, 'GET', `users?search=${encodeURIComponent(team.manager.user.email)}`)
      ).json<{ data: UserJson[] }>();
      expect(byEmail.data.map((u) => u.id)).toEqual([team.manager.user.id]);
      const wildcard = (await call(t, team.user, 'GET', 'users?search=%25')).json<{ data: UserJson[] }>();
      expect(wildcard.data).toEqual([]);

      const own = (await call(t, team.user, 'GET', `users?company_id=${team.company.id}`)).json<{
        meta: { total: number };
      }>();
      expect(own.meta.total).toBe(7);
    });

    it('never lists another company’s users, even when asked by company_id', async () => {
      const a = await companyWithTeam(t);
      const b = await companyWithTeam(t);
      const list = (await call(t, b.manager, 'GET', 'users')).json<{ data: UserJson[] }>();
      expect(list.data.map((u) => u.id).sort()).toEqual(
        [b.manager.user.id, b.userManager.user.id, b.user.user.id].sort(),
      );
      const asked = await call(t, b.manager, 'GET', `users?company_id=${a.company.id}`);
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({
        data: [],
        meta: { current_page: 1, per_page: 20, total: 0, last_page: 1 },
      });
    });

    it('rejects a malformed query with 422', async () => {
      const { user } = await companyWithTeam(t);
      const res = await call(t, user, 'GET', 'users?per_page=1000');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { per_page: [expect.any(String)] },
      });
    });
  });

  describe('POST users (invite)', () => {
    it('creates an unverified user without password and e-mails a password-creation link', async () => {
      const { manager, company } = await companyWithTeam(t);
      const res = await call(t, manager, 'POST', 'users', {
        name: 'Ana Souza',
        email: ' Ana.Souza@Example.com ',
        role_id: 3,
      });
      expect(res.statusCode).toBe(201);
      const { data } = res.json<{ data: UserJson }>();
      expect(data).toMatchObject({
        name: 'Ana Souza',
        email: 'ana.souza@example.com',
        role_id: 3,
        role: 'user',
        is_active: true,
        is_email_verified: false,
        invitation_pending: true,
        company: { id: company.id },
      });
      const [row] = await queryRows<{ password_hash: string | null }>(
        t.deps.db,
        sql`SELECT password_hash FROM users WHERE id = ${data.id}`,
      );
      expect(row?.password_hash).toBeNull();

      const codes = await queryRows<{ purpose: string }>(
        t.deps.db,
        sql`SELECT purpose FROM one_time_codes WHERE user_id = ${data.id} AND consumed_at IS NULL`,
      );
      expect(codes).toEqual([{ purpose: 'password_create' }]);
      const [mail] = await queryRows<{ template: string; text_body: string; language: string }>(
        t.deps.db,
        sql`SELECT template, text_body, language FROM email_outbox WHERE to_email = 'ana.souza@example.com'`,
      );
      expect(mail?.template).toBe('invitation');
      expect(mail?.text_body).toMatch(
        new RegExp(
          `${t.deps.config.appUrl}/password/create/[A-Za-z0-9_-]{43}\\?email=ana\\.souza%40example\\.com`,
        ),
      );
      const jobs = await queryRows<{ kind: string }>(
        t.deps.db,
        sql`SELECT kind FROM jobs WHERE kind = 'email.send'`,
      );
      expect(jobs.length).toBeGreaterThan(0);
      expect(await auditActions(data.id)).toEqual(['user.invited']);
    });

    it('answers 409 EMAIL_TAKEN for an e-mail in use by a colleague, and frees the e-mail of a deleted one', async () => {
      const { manager, company } = await companyWithTeam(t);
      const other = await createUser({ db: t.deps.db, companyId: company.id });
      const taken = await call(t, manager, 'POST', 'users', {
        name: 'Dup',
        email: other.email.toUpperCase(),
        role_id: 3,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN' });

      const gone = await createUser({ db: t.deps.db, deletedAt: new Date() });
      expect(
        (await call(t, manager, 'POST', 'users', { name: 'Reuse', email: gone.email, role_id: 3 }))
          .statusCode,
      ).toBe(201);
    });

    it('validates the payload with translated field messages', async () => {
      const { manager } = await companyWithTeam(t);
      const res = await call(
        t,
        manager,
        'POST',
        'users',
        { name: '', email: 'nope', role_id: 9 },
        { cookie: 'language=en' },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: 'VALIDATION_FAILED',
        errors: { name: ['Required field.'], email: ['Invalid e-mail.'], role_id: ['Invalid option.'] },
      });
    });
  });

  describe('PUT users/:id', () => {
    it('updates name, phone and role, asks for the e-mail change, and audits each', async () => {
      const { manager, user } = await companyWithTeam(t);
      const res = await call(t, manager, 'PUT', `users/${user.user.id}`, {
        name: 'Novo Nome',
        email: 'novo@example.com',
        phone: '+55 11 99999-0000',
        role_id: 2,
      });
      expect(res.statusCode).toBe(200);
      // The e-mail changes only once confirmed from the new address (email-change.int.test.ts).
      expect(res.json<{ data: UserJson }>().data).toMatchObject({
        name: 'Novo Nome',
        email: user.user.email,
        pending_email: 'novo@example.com',
        phone: '+55 11 99999-0000',
        role_id: 2,
        role: 'user_manager',
      });
      expect(await auditActions(user.user.id)).toEqual([
        'user.updated',
        'user.email_change_requested',
        'user.role_changed',
      ]);
    });

    it('lets users edit their own profile but never their own role', async () => {
      const { user, manager } = await companyWithTeam(t);
      const own = await call(t, user, 'PUT', `users/${user.user.id}`, {
        name: 'Eu Mesmo',
        email: user.user.email,
        role_id: 3,
      });
      expect(own.statusCode).toBe(200);
      expect(own.json<{ data: UserJson }>().data.name).toBe('Eu Mesmo');
      const promote = await call(t, manager, 'PUT', `users/${manager.user.id}`, {
        name: 'Chefe',
        email: manager.user.email,
        role_id: 3,
      });
      expect(promote.statusCode).toBe(409);
      expect(promote.json()).toMatchObject({ code: 'CANNOT_CHANGE_OWN_ROLE' });
    });

    it('answers 409 EMAIL_TAKEN when the new e-mail belongs to someone else', async () => {
      const { manager, user } = await companyWithTeam(t);
      const res = await call(t, manager, 'PUT', `users/${user.user.id}`, {
        name: 'X',
        email: manager.user.email,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    });

    it('answers 404 for unknown and malformed ids', async () => {
      const { manager } = await companyWithTeam(t);
      const body = { name: 'X', email: 'x@example.com' };
      expect(
        (await call(t, manager, 'PUT', 'users/00000000-0000-4000-8000-000000000000', body)).statusCode,
      ).toBe(404);
      expect((await call(t, manager, 'PUT', 'users/not-a-uuid', body)).statusCode).toBe(404);
    });
  });

  describe('method override (spec §7 POST users/{id} with _method)', () => {
    it('routes `_method: PUT` in the body to the update', async () => {
      const { manager, user } = await companyWithTeam(t);
      const res = await call(t, manager, 'POST', `users/${user.user.id}`, {
        _method: 'PUT',
        name: 'Via Override',
        email: user.user.email,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: UserJson }>().data.name).toBe('Via Override');
    });

    it('routes `_method: DELETE` in the body to the deletion', async () => {
      const { manager, user } = await companyWithTeam(t);
      const res = await call(t, manager, 'POST', `users/${user.user.id}`, { _method: 'DELETE' });
      expect(res.statusCode).toBe(200);
      const [row] = await queryRows<{ deleted_at: Date | null }>(
        t.deps.db,
        sql`SELECT deleted_at FROM users WHERE id = ${user.user.id}`,
      );
      expect(row?.deleted_at).not.toBeNull();
    });

    it('honours the X-HTTP-Method-Override header, and the toggles of spec §7', async () => {
      const { manager, user } = await companyWithTeam(t);
      const viaHeader = await call(
        t,
        manager,
        'POST',
        `users/${user.user.id}/deactivate`,
        {},
        { 'x-http-method-override': 'PUT' },
      );
      expect(viaHeader.statusCode).toBe(200);
      expect(viaHeader.json<{ data: UserJson }>().data.is_active).toBe(false);
      const activate = await call(t, manager, 'POST', `users/${user.user.id}/activate`, { _method: 'PUT' });
      expect(activate.json<{ data: UserJson }>().data.is_active).toBe(true);
      // The deactivation above ended the user's session: the manager toggles their own setting.
      const twoFactor = await call(t, manager, 'POST', `users/${manager.user.id}/two-factor-authentication`, {
        _method: 'PUT',
      });
      expect(twoFactor.json<{ data: UserJson }>().data.use_2fa).toBe(true);
    });

    it('keeps validation and authorisation of the real route', async () => {
      const { user, manager } = await companyWithTeam(t);
      const invalid = await call(t, manager, 'POST', `users/${user.user.id}`, {
        _method: 'PUT',
        name: '',
        email: 'x',
      });
      expect(invalid.statusCode).toBe(422);
      const forbidden = await call(t, user, 'POST', `users/${manager.user.id}`, { _method: 'DELETE' });
      expect(forbidden.statusCode).toBe(403);
      const anonymous = await call(t, null, 'POST', `users/${manager.user.id}`, { _method: 'DELETE' });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('DELETE users/:id', () => {
    it('soft-deletes, revokes the user’s tokens and audits', async () => {
      const { manager, user } = await companyWithTeam(t);
      expect((await call(t, user, 'GET', 'roles')).statusCode).toBe(200);
      const res = await call(t, manager, 'DELETE', `users/${user.user.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: null });
      expect((await call(t, user, 'GET', 'roles')).statusCode).toBe(401);
      const tokens = await queryRows<{ revoked_at: Date | null }>(
        t.deps.db,
        sql`SELECT revoked_at FROM access_tokens WHERE user_id = ${user.user.id}`,
      );
      expect(tokens.every((r) => r.revoked_at !== null)).toBe(true);
      expect((await call(t, manager, 'GET', `users/${user.user.id}`)).statusCode).toBe(404);
      const list = (await call(t, manager, 'GET', 'users')).json<{ data: UserJson[] }>();
      expect(list.data.map((u) => u.id)).not.toContain(user.user.id);
      expect(await auditActions(user.user.id)).toEqual(['user.deleted']);
    });

    it('refuses to delete yourself', async () => {
      const { manager } = await companyWithTeam(t);
      const res = await call(t, manager, 'DELETE', `users/${manager.user.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CANNOT_DELETE_SELF' });
    });
  });

  describe('activate / deactivate', () => {
    it('deactivation ends every session of the user; activation lets new sessions work', async () => {
      const { manager, user } = await companyWithTeam(t);
      const colleague = await createSignedInUser({ db: t.deps.db, companyId: user.user.companyId });
      expect((await call(t, user, 'GET', 'roles')).statusCode).toBe(200);

      const off = await call(t, manager, 'PUT', `users/${user.user.id}/activate`, { is_active: false });
      expect(off.statusCode).toBe(200);
      expect(off.json<{ data: UserJson }>().data.is_active).toBe(false);
      expect((await call(t, user, 'GET', 'roles')).statusCode).toBe(401);
      const live = await queryRows<{ n: number }>(
        t.deps.db,
        sql`SELECT count(*)::int AS n FROM access_tokens WHERE user_id = ${user.user.id} AND revoked_at IS NULL`,
      );
      expect(live[0]?.n).toBe(0);

      const on = await call(t, manager, 'PUT', `users/${user.user.id}/activate`);
      expect(on.json<{ data: UserJson }>().data.is_active).toBe(true);
      expect((await call(t, user, 'GET', 'roles')).statusCode).toBe(401);
      expect((await call(t, colleague, 'GET', 'roles')).statusCode).toBe(200);
      expect(await auditActions(user.user.id)).toEqual(['user.deactivated', 'user.activated']);
    });

    it('refuses to deactivate yourself', async () => {
      const { userManager } = await companyWithTeam(t);
      const res = await call(t, userManager, 'PUT', `users/${userManager.user.id}/deactivate`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CANNOT_DEACTIVATE_SELF' });
    });
  });

  describe('language and toggles', () => {
    it('sets the user’s own language', async () => {
      const { user } = await companyWithTeam(t);
      const res = await call(t, user, 'PUT', `users/${user.user.id}/language`, { language: 'es' });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: UserJson }>().data.language).toBe('es');
      const invalid = await call(t, user, 'PUT', `users/${user.user.id}/language`, { language: 'fr' });
      expect(invalid.statusCode).toBe(422);
    });

    it.each([
      ['two-factor-authentication', 'use_2fa', false],
      ['emails-enabled', 'emails_enabled', true],
      ['whatsapp-enabled', 'whatsapp_enabled', false],
    ] as const)('PUT users/:id/%s toggles %s, or sets it from the body', async (path, field, initial) => {
      const { user } = await companyWithTeam(t);
      const first = await call(t, user, 'PUT', `users/${user.user.id}/${path}`);
      expect(first.statusCode).toBe(200);
      expect(first.json<{ data: UserJson }>().data[field]).toBe(!initial);
      const second = await call(t, user, 'PUT', `users/${user.user.id}/${path}`, {});
      expect(second.json<{ data: UserJson }>().data[field]).toBe(initial);
      const explicit = await call(t, user, 'PUT', `users/${user.user.id}/${path}`, { [field]: true });
      expect(explicit.json<{ data: UserJson }>().data[field]).toBe(true);
      const again = await call(t, user, 'PUT', `users/${user.user.id}/${path}`, { [field]: true });
      expect(again.json<{ data: UserJson }>().data[field]).toBe(true);
    });
  });
});
