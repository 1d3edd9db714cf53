import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createTestApp, type TestApp } from '../../testing';
import { createPasswordUser, emailsTo, post, runJobs } from './auth-test-helpers';

/** password/email answers before any per-account work: the same job is queued for every address. */
describe('password/email as a durable job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterAll(() => t.close());

  const lastJobId = async () =>
    (await queryRows<{ id: number | null }>(t.deps.db, sql`SELECT max(id) AS id FROM jobs`))[0]!.id ?? 0;
  const queuedAfter = (id: number) =>
    queryRows<{ kind: string; payload: Record<string, unknown> }>(
      t.deps.db,
      sql`SELECT kind, payload FROM jobs WHERE id > ${id} ORDER BY id`,
    );
  const count = async (table: 'one_time_codes' | 'email_outbox') =>
    (
      await queryRows<{ n: number }>(t.deps.db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`)
    )[0]!.n;

  it('queues the same job for a known and an unknown address, and touches no account in the request', async () => {
    const known = await createPasswordUser(t, { language: 'en' });
    const unknown = 'nobody-here@example.com';
    await runJobs(t);
    const [codesBefore, mailsBefore, jobsBefore] = [
      await count('one_time_codes'),
      await count('email_outbox'),
      await lastJobId(),
    ];

    const a = await post(t, 'password/email', { email: known.email });
    const b = await post(t, 'password/email', { email: unknown });
    expect(a.statusCode).toBe(200);
    expect(a.body.replace(known.email, '<e>')).toBe(b.body.replace(unknown, '<e>'));

    expect(await queuedAfter(jobsBefore)).toEqual([
      { kind: 'auth.password-reset', payload: { email: known.email } },
      { kind: 'auth.password-reset', payload: { email: unknown } },
    ]);
    expect(await count('one_time_codes')).toBe(codesBefore);
    expect(await count('email_outbox')).toBe(mailsBefore);

    // The job issues the link and e-mails it (to the account only).
    await runJobs(t);
    const [mail] = await emailsTo(t, known.email);
    expect(mail?.subject).toBe('Reset your Verba password');
    expect(await emailsTo(t, unknown)).toEqual([]);
    expect(await count('one_time_codes')).toBe(codesBefore + 1);
  });
});
