import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import { createPasswordUser, goodPassword, post, registration } from './auth-test-helpers';

/** The answer as a client sees it: status and body. */
const answer = (res: { statusCode: number; body: string }) => ({ status: res.statusCode, body: res.body });

describe('no account enumeration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterAll(() => t.close());

  it('answers known and unknown e-mails identically', async () => {
    const known = await createPasswordUser(t, { email: 'known@example.com' });
    const unverified = await createPasswordUser(t, { email: 'pending@example.com', isEmailVerified: false });
    const unknown = 'unknown@example.com';
    // Echoed e-mails differ by nature: compare with the e-mail put back in place.
    const same = async (call: (email: string) => Promise<{ statusCode: number; body: string }>) => {
      const a = answer(await call(known.email));
      const b = answer(await call(unknown));
      expect(a.status).toBe(b.status);
      expect(a.body.replaceAll(known.email, '<e>')).toBe(b.body.replaceAll(unknown, '<e>'));
      return a;
    };

    const login = await same((email) => post(t, 'login', { email, password: 'wrong-password-x' }));
    expect(login.status).toBe(422);
    expect((await same((email) => post(t, 'password/email', { email }))).status).toBe(200);
    expect((await same((email) => post(t, 'confirmation-code/request', { email }))).status).toBe(200);
    // Without the challenge id of a password step, both are refused alike.
    expect((await same((email) => post(t, 'two-factor-authentication/request', { email }))).status).toBe(422);
    expect((await same((email) => post(t, 'register', registration(email)))).status).toBe(200);
    expect((await same((email) => post(t, 'register/verify', { email, code: '000000' }))).status).toBe(422);

    // The unverified user (who does get a new code) answers the same as well.
    const pending = answer(await post(t, 'confirmation-code/request', { email: unverified.email }));
    const none = answer(await post(t, 'confirmation-code/request', { email: 'nobody2@example.com' }));
    expect(pending.body.replaceAll(unverified.email, '<e>')).toBe(
      none.body.replaceAll('nobody2@example.com', '<e>'),
    );
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: true });
  });
  afterAll(() => t.close());

  it('answers the 11th login of a minute from one IP with a translated 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await post(t, 'login', { email: `x${i}@example.com`, password: goodPassword })).statusCode,
      );
    expect(statuses.every((s) => s === 422)).toBe(true);
    const res = await post(
      t,
      'login',
      { email: 'x@example.com', password: goodPassword },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      errors: ['Too many attempts. Wait a moment and try again.'],
      code: 'RATE_LIMITED',
    });
    // Another client is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'x@example.com', password: goodPassword },
      remoteAddress: '10.1.2.3',
    });
    expect(other.statusCode).toBe(422);
  });

  it('limits code endpoints per IP and e-mail', async () => {
    const send = (email: string) => post(t, 'register/verify', { email, code: '123456' });
    for (let i = 0; i < 5; i++) expect((await send('victim@example.com')).statusCode).toBe(422);
    expect((await send('victim@example.com')).statusCode).toBe(429);
    expect((await send('someone-else@example.com')).statusCode).toBe(422);
  });

  it('limits every credential and code endpoint', async () => {
    const endpoints: [string, number, Record<string, unknown>][] = [
      ['register', 10, { email: 'r@example.com' }],
      ['confirmation-code/request', 5, { email: 'c@example.com' }],
      ['password/email', 5, { email: 'p@example.com' }],
      ['password/reset', 10, { email: 'p@example.com' }],
      ['password/create', 10, { email: 'p@example.com' }],
      ['two-factor-authentication/request', 5, { email: 't@example.com' }],
      ['two-factor-authentication/authenticate', 5, { email: 't@example.com' }],
    ];
    for (const [url, max, body] of endpoints) {
      // Malformed bodies count too (the limit runs before validation) and stay cheap here.
      for (let i = 0; i < max; i++) expect((await post(t, url, body)).statusCode, url).not.toBe(429);
      expect((await post(t, url, body)).statusCode, url).toBe(429);
    }
  });
});

describe('language of the answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterAll(() => t.close());

  const failedLogin = (headers: Record<string, string>) =>
    post(t, 'login', { email: 'n@example.com', password: 'whatever-1' }, headers);

  it('follows the language cookie, then Accept-Language, then pt-BR', async () => {
    expect((await failedLogin({})).json()).toMatchObject({ errors: ['E-mail ou senha incorretos.'] });
    expect((await failedLogin({ 'accept-language': 'en-US,en;q=0.9' })).json()).toMatchObject({
      errors: ['Incorrect e-mail or password.'],
    });
    expect((await failedLogin({ 'accept-language': 'es' })).json()).toMatchObject({
      errors: ['Correo o contraseña incorrectos.'],
    });
    expect((await failedLogin({ 'accept-language': 'en', cookie: 'language=es' })).json()).toMatchObject({
      errors: ['Correo o contraseña incorrectos.'],
    });
    expect((await failedLogin({ cookie: 'language=pt_BR', 'accept-language': 'en' })).json()).toMatchObject({
      errors: ['E-mail ou senha incorretos.'],
    });
  });
});
