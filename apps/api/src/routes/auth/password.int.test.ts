import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { issueCode } from '@verba/core/auth/one-time-codes';
import { createTestApp, type TestApp } from '../../testing';
import {
  createPasswordUser,
  emailsTo,
  goodPassword,
  latestLinkToken,
  me,
  post,
  runJobs,
} from './auth-test-helpers';

const newPassword = 'Another-Strong-Secret-77';

describe('password/email, password/reset, password/create', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false, appUrl: 'https://app.verba.test' });
  });
  afterAll(() => t.close());

  const signIn = async (email: string, password = goodPassword) =>
    (await post(t, 'login', { email, password })).json<{ data: { access_token: string } }>().data
      .access_token;

  it('e-mails a reset link; resetting sets the password, consumes the link and ends every session', async () => {
    const user = await createPasswordUser(t, { language: 'en' });
    const sessions = [await signIn(user.email), await signIn(user.email)];

    const res = await post(t, 'password/email', { email: user.email });
    expect(res.statusCode).toBe(200);
    await runJobs(t);
    expect(res.json()).toEqual({ data: { email: user.email } });
    const [mail] = await emailsTo(t, user.email);
    expect(mail!.subject).toBe('Reset your Verba password');
    expect(mail!.text).toContain(`https://app.verba.test/password/reset/`);
    expect(mail!.text).toContain(`?email=${encodeURIComponent(user.email)}`);
    const token = await latestLinkToken(t, user.email, 'reset');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const body = { token, email: user.email, password: newPassword, password_confirmation: newPassword };
    const reset = await post(t, 'password/reset', body);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ data: { email: user.email } });

    for (const s of sessions) expect((await me(t, s)).statusCode).toBe(401);
    expect((await post(t, 'login', { email: user.email, password: goodPassword })).statusCode).toBe(422);
    expect(await me(t, await signIn(user.email, newPassword))).toHaveProperty('statusCode', 200);

    // Single use.
    const replay = await post(t, 'password/reset', {
      ...body,
      password: 'Yet-Another-Secret-88',
      password_confirmation: 'Yet-Another-Secret-88',
    });
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toMatchObject({ code: 'TOKEN_INVALID' });

    const audit = await queryRows<{ action: string }>(
      t.deps.db,
      sql`SELECT action FROM audit_log WHERE actor_user_id = ${user.id}`,
    );
    expect(audit.map((a) => a.action)).toContain('auth.password_reset');
  });

  it('refuses a token of another user, a wrong token and an expired one', async () => {
    const a = await createPasswordUser(t);
    const b = await createPasswordUser(t);
    await post(t, 'password/email', { email: a.email });
    await runJobs(t);
    const token = await latestLinkToken(t, a.email, 'reset');
    const body = (email: string, tk = token) => ({
      token: tk,
      email,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect((await post(t, 'password/reset', body(b.email))).json()).toMatchObject({ code: 'TOKEN_INVALID' });
    expect((await post(t, 'password/reset', body(a.email, 'x'.repeat(43)))).json()).toMatchObject({
      code: 'TOKEN_INVALID',
    });
    expect((await post(t, 'password/reset', body('ghost@example.com'))).json()).toMatchObject({
      code: 'TOKEN_INVALID',
    });
    t.deps.advance(61 * 60_000);
    expect((await post(t, 'password/reset', body(a.email))).json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('checks the confirmation and the common-password list', async () => {
    const user = await createPasswordUser(t);
    await post(t, 'password/email', { email: user.email });
    await runJobs(t);
    const token = await latestLinkToken(t, user.email, 'reset');
    const mismatch = await post(
      t,
      'password/reset',
      { token, email: user.email, password: newPassword, password_confirmation: 'different-one' },
      { 'accept-language': 'en' },
    );
    expect(mismatch.json()).toEqual({
      errors: { password_confirmation: ['The passwords do not match.'] },
      code: 'VALIDATION_FAILED',
    });
    const common = await post(t, 'password/reset', {
      token,
      email: user.email,
      password: 'iloveyou1',
      password_confirmation: 'iloveyou1',
    });
    expect(common.json()).toEqual({
      errors: { password: ['Esta senha é muito comum. Escolha outra.'] },
      code: 'PASSWORD_TOO_COMMON',
    });
    // The token survives a refused password.
    const ok = await post(t, 'password/reset', {
      token,
      email: user.email,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('lets an invited user create the first password, confirming the e-mail', async () => {
    const invited = await createPasswordUser(t, { passwordHash: null, isEmailVerified: false });
    const token = await issueCode({
      db: t.deps.db,
      userId: invited.id,
      purpose: 'password_create',
      now: t.deps.now(),
    });
    // Cannot sign in before.
    expect((await post(t, 'login', { email: invited.email, password: newPassword })).statusCode).toBe(422);
    // A reset token is not a create token and vice versa.
    const wrongKind = await post(t, 'password/reset', {
      token,
      email: invited.email,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(wrongKind.json()).toMatchObject({ code: 'TOKEN_INVALID' });

    const res = await post(t, 'password/create', {
      token,
      email: invited.email,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(res.statusCode).toBe(200);
    // Signed in by the answer (no second sign-in after the invitation): the token works.
    const created = res.json<{ data: { email: string; access_token: string } }>().data;
    expect(created.email).toBe(invited.email);
    expect((await me(t, created.access_token)).statusCode).toBe(200);
    const login = (await post(t, 'login', { email: invited.email, password: newPassword })).json<{
      data: { user: { is_email_verified: boolean }; access_token: string };
    }>();
    expect(login.data.user.is_email_verified).toBe(true);
    expect(login.data.access_token).toBeTruthy();
    const audit = await queryRows<{ action: string }>(
      t.deps.db,
      sql`SELECT action FROM audit_log WHERE actor_user_id = ${invited.id}`,
    );
    expect(audit.map((a) => a.action)).toContain('auth.password_created');
    expect(audit.map((a) => a.action)).toContain('auth.login');
  });

  it('gives no token from password/create to a user with 2FA (the second factor is still asked at sign-in)', async () => {
    const invited = await createPasswordUser(t, { passwordHash: null, isEmailVerified: false, use2fa: true });
    const token = await issueCode({
      db: t.deps.db,
      userId: invited.id,
      purpose: 'password_create',
      now: t.deps.now(),
    });
    const res = await post(t, 'password/create', {
      token,
      email: invited.email,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { email: invited.email } });
  });

  it('does not sign in from a reset link (the user signs in with the new password)', async () => {
    const user = await createPasswordUser(t);
    const token = await issueCode({
      db: t.deps.db,
      userId: user.id,
      purpose: 'password_reset',
      now: t.deps.now(),
    });
    const res = await post(t, 'password/reset', {
      token,
      email: user.email,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(res.json()).toEqual({ data: { email: user.email } });
  });

  it('sends no reset e-mail for an unknown or inactive account, with the same answer', async () => {
    const inactive = await createPasswordUser(t, { isActive: false });
    const unknown = await post(t, 'password/email', { email: 'nobody@example.com' });
    const off = await post(t, 'password/email', { email: inactive.email });
    expect(unknown.statusCode).toBe(200);
    expect(off.statusCode).toBe(200);
    await runJobs(t);
    expect(await emailsTo(t, 'nobody@example.com')).toHaveLength(0);
    expect(await emailsTo(t, inactive.email)).toHaveLength(0);
  });
});
