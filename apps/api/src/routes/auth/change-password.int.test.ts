import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePassword } from '@verba/core/auth/change-password';
import { createTestApp, type TestApp } from '../../testing';
import { createPasswordUser, emailsTo, goodPassword, me, post } from './auth-test-helpers';

const newPassword = 'Violet-Lantern-Orbit-77';

/** Settings → change password: `PUT users/me/password`. */
describe('PUT users/me/password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterAll(() => t.close());

  /** A user with the good password and two signed-in sessions. */
  async function userWithTwoSessions() {
    const user = await createPasswordUser(t, { language: 'pt_BR' });
    const login = async () =>
      (await post(t, 'login', { email: user.email, password: goodPassword })).json<{
        data: { access_token: string };
      }>().data.access_token;
    return { user, current: await login(), other: await login() };
  }

  const change = (
    token: string | null,
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/password',
      headers: { ...(token && { authorization: `Bearer ${token}` }), ...headers },
      payload,
    });

  it('sets the new password, keeps this session, ends the others and e-mails a notice', async () => {
    const { user, current, other } = await userWithTwoSessions();
    const res = await change(current, {
      current_password: goodPassword,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(t, current)).statusCode).toBe(200);
    expect((await me(t, other)).statusCode).toBe(401);
    expect((await post(t, 'login', { email: user.email, password: goodPassword })).statusCode).toBe(422);
    expect((await post(t, 'login', { email: user.email, password: newPassword })).statusCode).toBe(200);
    const [notice] = await emailsTo(t, user.email);
    expect(notice?.subject).toBe('A senha da sua conta no Verba foi alterada');
  });

  it('refuses a wrong current password on its field, translated, and changes nothing', async () => {
    const { user, current, other } = await userWithTwoSessions();
    const res = await change(
      current,
      { current_password: 'not-my-password', password: newPassword, password_confirmation: newPassword },
      { cookie: 'language=pt_BR' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_INVALID',
      errors: { current_password: ['A senha atual não confere.'] },
    });
    expect((await me(t, other)).statusCode).toBe(200);
    expect((await post(t, 'login', { email: user.email, password: goodPassword })).statusCode).toBe(200);
  });

  it('applies the password rules: confirmation, a new one, not a common one, the length', async () => {
    const { current } = await userWithTwoSessions();
    const cases: [Record<string, unknown>, string][] = [
      [
        { current_password: goodPassword, password: newPassword, password_confirmation: 'other' },
        'password_confirmation',
      ],
      [
        { current_password: goodPassword, password: goodPassword, password_confirmation: goodPassword },
        'password',
      ],
      [
        { current_password: goodPassword, password: 'password123', password_confirmation: 'password123' },
        'password',
      ],
      [{ current_password: goodPassword, password: 'short', password_confirmation: 'short' }, 'password'],
      [{ password: newPassword, password_confirmation: newPassword }, 'current_password'],
    ];
    for (const [payload, field] of cases) {
      const res = await change(current, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json<{ errors: Record<string, unknown> }>().errors)).toContain(field);
    }
  });

  it('needs a session, and staff acting as the user cannot change it', async () => {
    expect(
      (
        await change(null, {
          current_password: goodPassword,
          password: newPassword,
          password_confirmation: newPassword,
        })
      ).statusCode,
    ).toBe(401);
    const { user } = await userWithTwoSessions();
    await expect(
      changePassword({
        deps: t.deps,
        actor: {
          userId: user.id,
          companyId: user.companyId,
          role: 'manager',
          isStaff: false,
          tokenId: 'x',
          impersonatorUserId: user.id,
          language: 'en',
        },
        input: { current_password: goodPassword, password: newPassword, password_confirmation: newPassword },
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('PUT users/me/password rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: true });
  });
  afterAll(() => t.close());

  it('answers the 6th attempt of a minute from one address with 429', async () => {
    const user = await createPasswordUser(t);
    const token = (await post(t, 'login', { email: user.email, password: goodPassword })).json<{
      data: { access_token: string };
    }>().data.access_token;
    const attempt = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/users/me/password',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          current_password: `guess-${Math.random()}`,
          password: newPassword,
          password_confirmation: newPassword,
        },
      });
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(422);
    expect((await attempt()).statusCode).toBe(429);
  });
});
