import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createTestApp, type TestApp } from '../../testing';
import {
  createPasswordUser,
  emailsTo,
  goodPassword,
  latestCode,
  me,
  post,
  registration,
  uniqueEmail,
} from './auth-test-helpers';

interface CompanyRow {
  id: string;
  kind: string;
  legal_name: string;
  trade_name: string;
  document: string;
  document_type: string;
  referral_code: string;
  referred_by_code: string | null;
}

describe('POST register, register/verify, confirmation-code/request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterAll(() => t.close());

  const companyOf = async (email: string) =>
    (
      await queryRows<CompanyRow & { role_id: number; is_email_verified: boolean; language: string }>(
        t.deps.db,
        sql`SELECT c.*, u.role_id, u.is_email_verified, u.language FROM users u JOIN companies c ON c.id = u.company_id WHERE u.email = ${email}`,
      )
    )[0];

  it('creates the company and its first user (manager, unverified), e-mails a code, and verifying signs in', async () => {
    const email = uniqueEmail('signup');
    const res = await post(
      t,
      'register',
      registration(email, {
        company_type: 'advertiser',
        referral_code: 'FRIEND42',
        language: 'es',
        company_document: '11.222.333/0001-81',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { user: { email, is_email_verified: false } } });

    const row = await companyOf(email);
    expect(row).toMatchObject({
      kind: 'advertiser',
      legal_name: 'Maria Mídia Ltda',
      trade_name: 'Maria Mídia Ltda',
      document: '11222333000181',
      document_type: 'CNPJ',
      referred_by_code: 'FRIEND42',
      role_id: 1,
      is_email_verified: false,
      language: 'es',
    });
    expect(row!.referral_code).toMatch(/^[A-Z2-9]{8}$/);

    const [mail] = await emailsTo(t, email);
    expect(mail!.subject).toMatch(/^\d{6} es su código de confirmación de Verba$/);

    // No session before the e-mail is confirmed.
    const login = await post(t, 'login', { email, password: goodPassword });
    expect(login.json<{ data: { access_token?: string } }>().data.access_token).toBeUndefined();

    const code = await latestCode(t, email);
    const verified = await post(t, 'register/verify', { email, code });
    expect(verified.statusCode).toBe(200);
    const { data } = verified.json<{
      data: { access_token: string; user: { is_email_verified: boolean; role: string } };
    }>();
    expect(data.user).toMatchObject({ is_email_verified: true, role: 'manager' });
    expect((await me(t, data.access_token)).json()).toMatchObject({
      data: { email, company: { kind: 'advertiser', trade_name: 'Maria Mídia Ltda' } },
    });

    // The code is single use.
    const again = await post(t, 'register/verify', { email, code });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'CODE_INVALID' });

    const audit = await queryRows<{ action: string }>(
      t.deps.db,
      sql`SELECT action FROM audit_log WHERE company_id = ${row!.id} ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['auth.register', 'auth.email_verified', 'auth.login']),
    );
  });

  it('accepts a CPF and the alphanumeric CNPJ', async () => {
    const cpfEmail = uniqueEmail('cpf');
    expect(
      (await post(t, 'register', registration(cpfEmail, { company_document: '529.982.247-25' }))).statusCode,
    ).toBe(200);
    expect(await companyOf(cpfEmail)).toMatchObject({ document: '52998224725', document_type: 'CPF' });

    const alphaEmail = uniqueEmail('alpha');
    expect(
      (await post(t, 'register', registration(alphaEmail, { company_document: '12.ABC.345/01DE-35' })))
        .statusCode,
    ).toBe(200);
    expect(await companyOf(alphaEmail)).toMatchObject({ document: '12ABC34501DE35', document_type: 'CNPJ' });
  });

  it('rejects invalid data field by field', async () => {
    const res = await post(
      t,
      'register',
      {
        ...registration('a@example.com'),
        email_confirmation: 'b@example.com',
        company_document: '123',
        password: 'short',
        accept_terms: false,
      },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(422);
    const { errors } = res.json<{ errors: Record<string, string[]> }>();
    expect(errors).toMatchObject({
      company_document: ['Invalid CPF or CNPJ.'],
      password: ['Use at least 8 characters.'],
      accept_terms: ['Accept the terms to continue.'],
    });
    const mismatch = await post(
      t,
      'register',
      { ...registration('a@example.com'), email_confirmation: 'b@example.com' },
      { 'accept-language': 'en' },
    );
    expect(mismatch.json()).toEqual({
      errors: { email_confirmation: ['The e-mail confirmation must match the e-mail.'] },
      code: 'VALIDATION_FAILED',
    });
  });

  it('rejects one of the most common passwords', async () => {
    const res = await post(t, 'register', registration(uniqueEmail(), { password: 'password123' }), {
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: { password: ['This password is too common. Choose another.'] },
      code: 'PASSWORD_TOO_COMMON',
    });
  });

  it('answers a registered e-mail exactly like a new one and warns its owner instead', async () => {
    const owner = await createPasswordUser(t, { language: 'en' });
    const before = await queryRows<{ n: number }>(t.deps.db, sql`SELECT count(*)::int AS n FROM companies`);
    const res = await post(t, 'register', registration(owner.email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { user: { email: owner.email, is_email_verified: false } } });
    const after = await queryRows<{ n: number }>(t.deps.db, sql`SELECT count(*)::int AS n FROM companies`);
    expect(after[0]!.n).toBe(before[0]!.n);
    const [mail] = await emailsTo(t, owner.email);
    expect(mail!.subject).toBe('Sign-up attempt with your e-mail');
    // The owner's password still works.
    expect((await post(t, 'login', { email: owner.email, password: goodPassword })).json()).toHaveProperty(
      'data.access_token',
    );
  });

  it('replaces a sign-up that was never confirmed (the e-mail owner wins)', async () => {
    const email = uniqueEmail('squat');
    await post(
      t,
      'register',
      registration(email, { company_name: 'Squatter Ltda', password: 'squatter-password-1' }),
    );
    const res = await post(t, 'register', registration(email, { company_name: 'Rightful Owner Ltda' }));
    expect(res.statusCode).toBe(200);
    expect(await companyOf(email)).toMatchObject({ legal_name: 'Rightful Owner Ltda' });
    expect((await post(t, 'login', { email, password: 'squatter-password-1' })).statusCode).toBe(422);
    const verified = await post(t, 'register/verify', { email, code: await latestCode(t, email) });
    expect(verified.statusCode).toBe(200);
  });

  it('re-sends the confirmation code, and only the newest code works', async () => {
    const email = uniqueEmail('resend');
    await post(t, 'register', registration(email));
    const first = await latestCode(t, email);
    const res = await post(t, 'confirmation-code/request', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { email } });
    expect(await emailsTo(t, email)).toHaveLength(2);
    const second = await latestCode(t, email);
    if (first !== second)
      expect((await post(t, 'register/verify', { email, code: first })).statusCode).toBe(422);
    expect((await post(t, 'register/verify', { email, code: second })).statusCode).toBe(200);
    // Once confirmed, no more codes are sent.
    await post(t, 'confirmation-code/request', { email });
    expect(await emailsTo(t, email)).toHaveLength(2);
  });

  it('expires the confirmation code after 10 minutes', async () => {
    const email = uniqueEmail('expiry');
    await post(t, 'register', registration(email));
    const code = await latestCode(t, email);
    t.deps.advance(10 * 60_000 + 1000);
    const res = await post(t, 'register/verify', { email, code }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: { code: ['Code expired. Request a new one.'] },
      code: 'CODE_EXPIRED',
    });
  });

  it('refuses even the right code after 5 wrong attempts', async () => {
    const email = uniqueEmail('attempts');
    await post(t, 'register', registration(email));
    const code = await latestCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post(t, 'register/verify', { email, code: wrong });
      expect(res.json()).toMatchObject({ code: 'CODE_INVALID' });
    }
    const res = await post(t, 'register/verify', { email, code });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'CODE_ATTEMPTS_EXCEEDED' });
    // A new code starts over.
    await post(t, 'confirmation-code/request', { email });
    expect((await post(t, 'register/verify', { email, code: await latestCode(t, email) })).statusCode).toBe(
      200,
    );
  });

  it('answers simultaneous sign-ups of one e-mail alike and keeps one account', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all([
      post(t, 'register', registration(email)),
      post(t, 'register', registration(email)),
    ]);
    for (const res of answers)
      expect(res.json()).toEqual({ data: { user: { email, is_email_verified: false } } });
    const rows = await queryRows<{ n: number }>(
      t.deps.db,
      sql`SELECT count(*)::int AS n FROM users WHERE email = ${email}`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('stores codes hashed', async () => {
    const email = uniqueEmail('hashed');
    await post(t, 'register', registration(email));
    const code = await latestCode(t, email);
    const rows = await queryRows<{ code_hash: string }>(
      t.deps.db,
      sql`SELECT code_hash FROM one_time_codes o JOIN users u ON u.id = o.user_id WHERE u.email = ${email}`,
    );
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.code_hash).not.toContain(code);
  });
});
