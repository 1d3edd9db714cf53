import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import { createPasswordUser, emailsTo, goodPassword, latestCode, me, post } from './auth-test-helpers';

describe('two-factor sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterAll(() => t.close());

  const startLogin = async (email: string) => post(t, 'login', { email, password: goodPassword });

  it('answers the password step without a token, e-mails a code, and the code signs in', async () => {
    const user = await createPasswordUser(t, { use2fa: true, language: 'en' });
    const res = await startLogin(user.email);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { user: { use_2fa: boolean; email: string }; access_token?: string } }>();
    expect(data.user).toMatchObject({ use_2fa: true, email: user.email });
    expect(data.access_token).toBeUndefined();
    const [mail] = await emailsTo(t, user.email);
    expect(mail!.subject).toMatch(/^\d{6} is your Verba sign-in code$/);

    const auth = await post(t, 'two-factor-authentication/authenticate', { email: user.email, code: await latestCode(t, user.email) });
    expect(auth.statusCode).toBe(200);
    const token = auth.json<{ data: { access_token: string } }>().data.access_token;
    expect((await me(t, token)).json()).toMatchObject({ data: { id: user.id } });
  });

  it('re-sends the code only during a sign-in in progress', async () => {
    const user = await createPasswordUser(t, { use2fa: true });
    // No password step yet: nothing is sent, same answer.
    const cold = await post(t, 'two-factor-authentication/request', { email: user.email });
    expect(cold.statusCode).toBe(200);
    expect(cold.json()).toEqual({ data: { email: user.email } });
    expect(await emailsTo(t, user.email)).toHaveLength(0);

    await startLogin(user.email);
    const first = await latestCode(t, user.email);
    await post(t, 'two-factor-authentication/request', { email: user.email });
    expect(await emailsTo(t, user.email)).toHaveLength(2);
    const second = await latestCode(t, user.email);
    if (first !== second) {
      expect((await post(t, 'two-factor-authentication/authenticate', { email: user.email, code: first })).statusCode).toBe(422);
    }
    expect((await post(t, 'two-factor-authentication/authenticate', { email: user.email, code: second })).statusCode).toBe(200);

    // Completed: asking again sends nothing (the e-mail alone never opens a session).
    await post(t, 'two-factor-authentication/request', { email: user.email });
    expect(await emailsTo(t, user.email)).toHaveLength(2);
  });

  it('expires the code after 10 minutes', async () => {
    const user = await createPasswordUser(t, { use2fa: true });
    await startLogin(user.email);
    const code = await latestCode(t, user.email);
    t.deps.advance(9 * 60_000);
    // Still valid at 9 minutes: check with a wrong code first so the right one is not consumed.
    const wrong = code === '123456' ? '654321' : '123456';
    expect((await post(t, 'two-factor-authentication/authenticate', { email: user.email, code: wrong })).json()).toMatchObject({ code: 'CODE_INVALID' });
    t.deps.advance(60_000 + 1000);
    const res = await post(t, 'two-factor-authentication/authenticate', { email: user.email, code });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'CODE_EXPIRED' });
  });

  it('allows 5 attempts per code', async () => {
    const user = await createPasswordUser(t, { use2fa: true });
    await startLogin(user.email);
    const code = await latestCode(t, user.email);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) await post(t, 'two-factor-authentication/authenticate', { email: user.email, code: wrong });
    const res = await post(t, 'two-factor-authentication/authenticate', { email: user.email, code }, { 'accept-language': 'es' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { code: ['Intentos agotados. Solicite un nuevo código.'] }, code: 'CODE_ATTEMPTS_EXCEEDED' });
  });

  it('counts parallel guesses atomically', async () => {
    const user = await createPasswordUser(t, { use2fa: true });
    await startLogin(user.email);
    const code = await latestCode(t, user.email);
    const wrong = code === '111111' ? '222222' : '111111';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(t, 'two-factor-authentication/authenticate', { email: user.email, code: wrong })),
    );
    expect(answers.filter((r) => r.json<{ code: string }>().code === 'CODE_INVALID')).toHaveLength(5);
    expect((await post(t, 'two-factor-authentication/authenticate', { email: user.email, code })).json()).toMatchObject({
      code: 'CODE_ATTEMPTS_EXCEEDED',
    });
  });

  it('answers an unknown e-mail like a wrong code', async () => {
    const res = await post(t, 'two-factor-authentication/authenticate', { email: 'ghost@example.com', code: '123456' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'CODE_INVALID' });
  });
});
