import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { emailsTo, uniqueEmail } from '../auth/auth-test-helpers';
import { call, companyWithTeam } from './users-test-helpers';

/** Attacker-chosen text (names) never reaches an e-mail's subject, and HTML bodies escape it. */
describe('invitation e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterAll(() => t.close());

  it('has a fixed subject and escapes the inviter and company in the body', async () => {
    // Names stored before the name rule existed (or by a path that skipped it) are still hostile text.
    const company = await createCompany({ db: t.deps.db, tradeName: 'Acme <b>Promo</b> R$ 1000 grátis' });
    const inviter = await createSignedInUser({
      db: t.deps.db,
      companyId: company.id,
      role: 'manager',
      now: t.deps.now(),
    });
    await t.deps.db.execute(
      sql`UPDATE users SET name = ${'Prêmio! Clique <a href="https://evil.example">aqui</a>'} WHERE id = ${inviter.user.id}`,
    );
    const to = uniqueEmail('guest');

    const res = await call(t, inviter, 'POST', 'users', { name: 'Bruno Lima', email: to, role_id: 3 });
    expect(res.statusCode).toBe(201);
    const [mail] = await emailsTo(t, to);
    expect(mail!.subject).toBe('Você foi convidado para o Verba');
    expect(mail!.html).not.toContain('<a href="https://evil.example">');
    expect(mail!.html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;');
    expect(mail!.html).not.toContain('<b>Promo</b>');
  });

  it('refuses a name with digits, symbols or markup with a translated message, and invites no one', async () => {
    const { manager } = await companyWithTeam(t);
    const to = uniqueEmail('guest');
    const res = await call(
      t,
      manager,
      'POST',
      'users',
      { name: 'Ganhe R$ 1000 em http://evil.example', email: to, role_id: 3 },
      { cookie: 'language=en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { name: ["Use only letters, spaces and the marks . ' -"] },
    });
    expect(await queryRows(t.deps.db, sql`SELECT id FROM users WHERE email = ${to}`)).toEqual([]);
    expect(await emailsTo(t, to)).toEqual([]);
  });
});
