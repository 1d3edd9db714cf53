import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createAccessToken } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { createPasswordUser, emailsTo, goodPassword, latestCode, me, post } from './auth-test-helpers';

describe('POST login, GET users/me, POST logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterAll(() => t.close());

  it('signs in a verified user and returns the user with an access token', async () => {
    const user = await createPasswordUser(t, { role: 'user_manager', language: 'en' });
    const res = await post(t, 'login', { email: user.email.toUpperCase(), password: goodPassword });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { user: Record<string, unknown>; access_token: string } }>();
    expect(data.user).toMatchObject({
      id: user.id,
      email: user.email,
      is_email_verified: true,
      use_2fa: false,
      language: 'en',
      role_id: 2,
      role: 'user_manager',
      company: { id: user.companyId },
    });
    expect(data.user).not.toHaveProperty('password_hash');
    expect(data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const current = await me(t, data.access_token);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({
      data: {
        id: user.id,
        role: 'user_manager',
        is_staff: false,
        impersonating: false,
        company: { id: user.companyId, kind: 'agency' },
      },
    });

    const audit = await queryRows<{ action: string }>(
      t.deps.db,
      sql`SELECT action FROM audit_log WHERE actor_user_id = ${user.id}`,
    );
    expect(audit.map((a) => a.action)).toContain('auth.login');
  });

  it('stores only a hash of the token', async () => {
    const user = await createPasswordUser(t);
    const { data } = (await post(t, 'login', { email: user.email, password: goodPassword })).json<{
      data: { access_token: string };
    }>();
    const rows = await queryRows<{ token_hash: string }>(
      t.deps.db,
      sql`SELECT token_hash FROM access_tokens WHERE user_id = ${user.id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(data.access_token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a wrong password, an unknown e-mail and an inactive user with the same answer', async () => {
    const user = await createPasswordUser(t);
    const inactive = await createPasswordUser(t, { isActive: false });
    const answers = await Promise.all([
      post(t, 'login', { email: user.email, password: 'not-the-password' }),
      post(t, 'login', { email: 'nobody-here@example.com', password: goodPassword }),
      post(t, 'login', { email: inactive.email, password: goodPassword }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: ['E-mail ou senha incorretos.'], code: 'INVALID_CREDENTIALS' });
    }
  });

  it('answers an unverified user without a token and e-mails a confirmation code', async () => {
    const user = await createPasswordUser(t, { isEmailVerified: false });
    const res = await post(t, 'login', { email: user.email, password: goodPassword });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { user: { is_email_verified: boolean }; access_token?: string } }>();
    expect(data.user.is_email_verified).toBe(false);
    expect(data.access_token).toBeUndefined();
    const code = await latestCode(t, user.email);
    const verified = await post(t, 'register/verify', { email: user.email, code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<{ data: { access_token: string } }>().data.access_token).toBeTruthy();
  });

  it('validates the body with translated field messages', async () => {
    const res = await post(t, 'login', { email: 'not-an-email' }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: { email: ['Invalid e-mail.'], password: ['Required field.'] },
      code: 'VALIDATION_FAILED',
    });
  });

  it('revokes the presented token on logout, and only that one', async () => {
    const user = await createPasswordUser(t);
    const login = async () =>
      (await post(t, 'login', { email: user.email, password: goodPassword })).json<{
        data: { access_token: string };
      }>().data.access_token;
    const first = await login();
    const second = await login();
    const res = await post(t, 'logout', {}, { authorization: `Bearer ${first}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
    expect((await me(t, first)).statusCode).toBe(401);
    expect((await me(t, second)).statusCode).toBe(200);
    expect((await post(t, 'logout', {}, { authorization: `Bearer ${first}` })).statusCode).toBe(401);
    const audit = await queryRows<{ action: string }>(
      t.deps.db,
      sql`SELECT action FROM audit_log WHERE actor_user_id = ${user.id} AND action = 'auth.logout'`,
    );
    expect(audit).toHaveLength(1);
  });

  it('tells users/me when staff is impersonating, and logout ends only the impersonation', async () => {
    const user = await createPasswordUser(t);
    const staff = await createPasswordUser(t, { isStaff: true });
    const own = (await post(t, 'login', { email: staff.email, password: goodPassword })).json<{
      data: { access_token: string };
    }>().data.access_token;
    const { token } = await createAccessToken({
      db: t.deps.db,
      userId: user.id,
      kind: 'impersonation',
      impersonatorUserId: staff.id,
      now: t.deps.now(),
    });
    const headers = { authorization: `Bearer ${token}`, 'original-authorization': `Bearer ${own}` };
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers });
    expect(res.json()).toMatchObject({ data: { id: user.id, impersonating: true } });
    expect((await me(t, own)).json()).toMatchObject({
      data: { id: staff.id, is_staff: true, impersonating: false },
    });

    expect((await post(t, 'logout', {}, headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers })).statusCode).toBe(401);
    expect((await me(t, own)).statusCode).toBe(200);
    const [row] = await queryRows<{ actor_user_id: string; impersonator_user_id: string }>(
      t.deps.db,
      sql`SELECT actor_user_id, impersonator_user_id FROM audit_log WHERE action = 'auth.logout' AND actor_user_id = ${user.id}`,
    );
    expect(row).toEqual({ actor_user_id: user.id, impersonator_user_id: staff.id });
  });

  it('answers users/me and logout without a token with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me' })).statusCode).toBe(401);
    expect((await post(t, 'logout', {})).statusCode).toBe(401);
    expect((await me(t, 'made-up-token')).statusCode).toBe(401);
  });

  it('expires tokens after 30 days', async () => {
    const user = await createPasswordUser(t);
    const token = (await post(t, 'login', { email: user.email, password: goodPassword })).json<{
      data: { access_token: string };
    }>().data.access_token;
    t.deps.advance(29 * 24 * 3600_000);
    expect((await me(t, token)).statusCode).toBe(200);
    t.deps.advance(2 * 24 * 3600_000);
    expect((await me(t, token)).statusCode).toBe(401);
  });

  it('sends no e-mail for a plain sign-in', async () => {
    const user = await createPasswordUser(t);
    await post(t, 'login', { email: user.email, password: goodPassword });
    expect(await emailsTo(t, user.email)).toEqual([]);
  });
});
