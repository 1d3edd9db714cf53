import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { hashToken } from '@verba/core/security/tokens';
import { createTestApp, type TestApp } from '../../testing';
import { createPasswordUser, emailsTo, goodPassword, latestCode, me, post } from './auth-test-helpers';

describe('two-factor sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterAll(() => t.close());

  /** The password step of a 2FA user: answers a challenge id and e-mails a code. */
  async function startLogin(email: string): Promise<string> {
    const res = await post(t, 'login', { email, password: goodPassword });
    expect(res.statusCode, res.body).toBe(200);
    const challenge = res.json<{ data: { challenge_id?: string } }>().data.challenge_id;
    expect(challenge).toEqual(expect.any(String));
    return challenge!;
  }
  const authenticate = (
    email: string,
    challengeId: string | undefined,
    code: string,
    headers: Record<string, string> = {},
  ) =>
    post(
      t,
      'two-factor-authentication/authenticate',
      { email, code, ...(challengeId !== undefined && { challenge_id: challengeId }) },
      headers,
    );
  const resend = (email: string, challengeId?: string) =>
    post(t, 'two-factor-authentication/request', {
      email,
      ...(challengeId !== undefined && { challenge_id: challengeId }),
    });
  const wrongCodeFor = (code: string) => (code === '123456' ? '654321' : '123456');
  const errorCode = (res: { json: <T>() => T }) => res.json<{ code?: string }>().code;

  it('answers the password step with a challenge id and no token, e-mails a code, and challenge + code sign in', async () => {
    const user = await createPasswordUser(t, { use2fa: true, language: 'en' });
    const res = await post(t, 'login', { email: user.email, password: goodPassword });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{
      data: { user: { use_2fa: boolean; email: string }; access_token?: string; challenge_id: string };
    }>();
    expect(data.user).toMatchObject({ use_2fa: true, email: user.email });
    expect(data.access_token).toBeUndefined();
    expect(data.challenge_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [mail] = await emailsTo(t, user.email);
    expect(mail!.subject).toMatch(/^\d{6} is your Verba sign-in code$/);

    // Only the hash of the challenge id is stored.
    const rows = await queryRows<{ challenge_hash: string }>(
      t.deps.db,
      sql`SELECT challenge_hash FROM two_factor_challenges WHERE user_id = ${user.id}`,
    );
    expect(rows).toEqual([{ challenge_hash: hashToken(data.challenge_id) }]);

    const auth = await authenticate(user.email, data.challenge_id, await latestCode(t, user.email));
    expect(auth.statusCode).toBe(200);
    const token = auth.json<{ data: { access_token: string } }>().data.access_token;
    expect((await me(t, token)).json()).toMatchObject({ data: { id: user.id } });
  });

  it('refuses the e-mail and the code without the challenge of the password step', async () => {
    const user = await createPasswordUser(t, { use2fa: true });
    await post(t, 'login', { email: user.email, password: goodPassword });
    const code = await latestCode(t, user.email);
    const res = await authenticate(user.email, undefined, code);
    expect(res.statusCode).toBe(422);
    expect(res.json()).not.toHaveProperty('data');
    const forged = await authenticate(user.email, 'not-a-challenge-id-but-long-enough-to-look-real', code);
    expect(forged.statusCode).toBe(422);
    expect(errorCode(forged)).toBe('TWO_FACTOR_CHALLENGE_INVALID');
  });

  it('refuses a challenge with another user’s e-mail, and a code of another challenge', async () => {
    const alice = await createPasswordUser(t, { use2fa: true });
    const bob = await createPasswordUser(t, { use2fa: true });
    const aliceChallenge = await startLogin(alice.email);
    await startLogin(bob.email);
    const bobCode = await latestCode(t, bob.email);
    expect(errorCode(await authenticate(bob.email, aliceChallenge, bobCode))).toBe(
      'TWO_FACTOR_CHALLENGE_INVALID',
    );
    expect((await authenticate(alice.email, aliceChallenge, bobCode)).statusCode).toBe(422);
  });

  it('refuses a resend without the challenge, and sends nothing', async () => {
    const user = await createPasswordUser(t, { use2fa: true });
    await post(t, 'login', { email: user.email, password: goodPassword });
    const res = await resend(user.email);
    expect(res.statusCode).toBe(422);
    const forged = await resend(user.email, 'not-a-challenge-id-but-long-enough-to-look-real');
    expect(forged.statusCode).toBe(422);
    expect(errorCode(forged)).toBe('TWO_FACTOR_CHALLENGE_INVALID');
    expect(await emailsTo(t, user.email)).toHaveLength(1);
  });

  it('re-sends a new code for the challenge; only the newest code counts', async () => {
    const user = await createPasswordUser(t, { use2fa: true });
    const challenge = await startLogin(user.email);
    const first = await latestCode(t, user.email);
    const res = await resend(user.email, challenge);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { email: user.email } });
    expect(await emailsTo(t, user.email)).toHaveLength(2);
    const second = await latestCode(t, user.email);
    if (first !== second)
      expect(errorCode(await authenticate(user.email, challenge, first))).toBe('CODE_INVALID');
    expect((await authenticate(user.email, challenge, second)).statusCode).toBe(200);
  });

  it('uses a challenge once: after signing in, it neither re-sends nor signs in again', async () => {
    const user = await createPasswordUser(t, { use2fa: true });
    const challenge = await startLogin(user.email);
    const code = await latestCode(t, user.email);
    expect((await authenticate(user.email, challenge, code)).statusCode).toBe(200);
    expect(errorCode(await authenticate(user.email, challenge, code))).toBe('TWO_FACTOR_CHALLENGE_INVALID');
    expect(errorCode(await resend(user.email, challenge))).toBe('TWO_FACTOR_CHALLENGE_INVALID');
    expect(await emailsTo(t, user.email)).toHaveLength(1);
  });

  it('replaces an earlier challenge of the user with a new password step', async () => {
    const user = await createPasswordUser(t, { use2fa: true });
    const old = await startLogin(user.email);
    const current = await startLogin(user.email);
    const code = await latestCode(t, user.email);
    expect(errorCode(await authenticate(user.email, old, code))).toBe('TWO_FACTOR_CHALLENGE_INVALID');
    expect((await authenticate(user.email, current, code)).statusCode).toBe(200);
  });

  it('re-sends at most 3 times per challenge', async () => {
    const user = await createPasswordUser(t, { use2fa: true });
    const challenge = await startLogin(user.email);
    for (let i = 0; i < 3; i++) expect((await resend(user.email, challenge)).statusCode).toBe(200);
    const fourth = await resend(user.email, challenge);
    expect(fourth.statusCode).toBe(422);
    expect(errorCode(fourth)).toBe('TWO_FACTOR_RESENDS_EXCEEDED');
    expect(await emailsTo(t, user.email)).toHaveLength(4);
    // The last code sent still works.
    expect((await authenticate(user.email, challenge, await latestCode(t, user.email))).statusCode).toBe(200);
  });

  it('allows 5 attempts per challenge in total, across re-sends', async () => {
    const user = await createPasswordUser(t, { use2fa: true });
    const challenge = await startLogin(user.email);
    const first = await latestCode(t, user.email);
    for (let i = 0; i < 3; i++)
      expect(errorCode(await authenticate(user.email, challenge, wrongCodeFor(first)))).toBe('CODE_INVALID');
    await resend(user.email, challenge);
    const second = await latestCode(t, user.email);
    for (let i = 0; i < 2; i++)
      expect(errorCode(await authenticate(user.email, challenge, wrongCodeFor(second)))).toBe('CODE_INVALID');
    const res = await authenticate(user.email, challenge, second, { 'accept-language': 'es' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: { code: ['Su inicio de sesión expiró. Ingrese de nuevo su correo y contraseña.'] },
      code: 'TWO_FACTOR_CHALLENGE_INVALID',
    });
    // Exhausted: a re-send does not open new attempts.
    expect(errorCode(await resend(user.email, challenge))).toBe('TWO_FACTOR_CHALLENGE_INVALID');
  });

  it('counts parallel guesses atomically', async () => {
    const user = await createPasswordUser(t, { use2fa: true });
    const challenge = await startLogin(user.email);
    const code = await latestCode(t, user.email);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => authenticate(user.email, challenge, wrongCodeFor(code))),
    );
    expect(answers.filter((r) => errorCode(r) === 'CODE_INVALID')).toHaveLength(5);
    expect(errorCode(await authenticate(user.email, challenge, code))).toBe('TWO_FACTOR_CHALLENGE_INVALID');
  });

  it('expires 10 minutes after the password step; a re-send does not extend it', async () => {
    const user = await createPasswordUser(t, { use2fa: true });
    const challenge = await startLogin(user.email);
    t.deps.advance(8 * 60_000);
    expect((await resend(user.email, challenge)).statusCode).toBe(200);
    const code = await latestCode(t, user.email);
    t.deps.advance(60_000);
    // Still open at 9 minutes: a wrong code is only wrong.
    expect(errorCode(await authenticate(user.email, challenge, wrongCodeFor(code)))).toBe('CODE_INVALID');
    t.deps.advance(60_000 + 1000);
    expect(errorCode(await authenticate(user.email, challenge, code))).toBe('TWO_FACTOR_CHALLENGE_INVALID');
    expect(errorCode(await resend(user.email, challenge))).toBe('TWO_FACTOR_CHALLENGE_INVALID');
  });

  it('answers an unknown e-mail like a wrong challenge', async () => {
    const res = await authenticate(
      'ghost@example.com',
      'not-a-challenge-id-but-long-enough-to-look-real',
      '123456',
    );
    expect(res.statusCode).toBe(422);
    expect(errorCode(res)).toBe('TWO_FACTOR_CHALLENGE_INVALID');
  });
});
