import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { emailOutbox, queryRows } from '@verba/db';
import { createTestDeps, type TestDeps } from '../testing';
import { startSmtp } from '../testing/smtp';
import { runDueJobs } from '../jobs/worker';
import { jobHandlers } from '../jobs/handlers';
import { queueEmail } from './queue-email';

const handlers = { 'email.send': jobHandlers['email.send']! };

/**
 * Runs due e-mail jobs. The job's run_at comes from the database clock (microseconds) and the
 * worker compares it with the test clock (milliseconds): step a few ms so a just-queued job is due.
 */
const runEmailJobs = (deps: TestDeps) => {
  deps.advance(5);
  return runDueJobs({ deps, handlers });
};

describe('email.send job', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let deps: TestDeps;
  beforeAll(async () => {
    smtp = await startSmtp();
    deps = await createTestDeps({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailFrom: 'Verba <no-reply@verba.test>',
    });
  });
  afterAll(async () => {
    await deps.database.close();
    await smtp.close();
  });

  const outboxRow = async (id: string) =>
    (await deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

  it('delivers the outbox row through SMTP and marks it sent', async () => {
    const id = await queueEmail({
      db: deps.db,
      to: 'ana@example.com',
      template: 'confirmation_code',
      language: 'en',
      params: { name: 'Ana', code: '123456' },
    });
    expect((await outboxRow(id)).status).toBe('pending');
    expect(await runEmailJobs(deps)).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe('no-reply@verba.test');
    expect(mail!.to).toEqual(['ana@example.com']);
    expect(mail!.raw).toContain('Subject: 123456 is your Verba confirmation code');
    expect(mail!.raw).toContain('text/plain');
    expect(mail!.raw).toContain('text/html');
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    // Done: running again sends nothing more.
    expect(await runEmailJobs(deps)).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('records a failure, retries with backoff, and delivers once the server accepts', async () => {
    smtp.state.refuse = true;
    const before = smtp.received.length;
    const id = await queueEmail({
      db: deps.db,
      to: 'bruno@example.com',
      template: 'password_reset',
      language: 'pt_BR',
      params: { name: 'Bruno', url: 'https://app.verba.test/password/reset/x?email=bruno%40example.com' },
    });
    expect(await runEmailJobs(deps)).toBe(1);
    const failed = await outboxRow(id);
    expect(failed.status).toBe('pending');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/Mailbox unavailable/);
    const [job] = await queryRows<{ status: string; attempts: number }>(
      deps.db,
      sql`SELECT status, attempts FROM jobs WHERE dedupe_key = ${`email:${id}`}`,
    );
    expect(job).toEqual({ status: 'pending', attempts: 1 });

    // Not due yet: backoff.
    expect(await runEmailJobs(deps)).toBe(0);
    smtp.state.refuse = false;
    deps.advance(60_000);
    expect(await runEmailJobs(deps)).toBe(1);
    expect(smtp.received.length).toBe(before + 1);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });
});

describe('email.send without SMTP_URL', () => {
  it('keeps the e-mail in the outbox, marks it sent and logs who and which template, never the body', async () => {
    const deps = await createTestDeps();
    const logged: Record<string, unknown>[] = [];
    deps.logger = Object.assign(Object.create(deps.logger) as TestDeps['logger'], {
      info: (obj: Record<string, unknown>, message?: string) => logged.push({ ...obj, message }),
    });
    try {
      const id = await queueEmail({
        db: deps.db,
        to: 'c@example.com',
        template: 'two_factor_code',
        language: 'es',
        params: { name: 'C', code: '654321' },
      });
      expect(await runEmailJobs(deps)).toBe(1);
      const [row] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      expect(logged).toEqual([
        expect.objectContaining({ to: 'c@example.com', template: 'two_factor_code', outboxId: id }),
      ]);
      expect(JSON.stringify(logged)).not.toContain('654321');
    } finally {
      await deps.database.close();
    }
  });

  it('writes no reset link nor its token to the log', async () => {
    const deps = await createTestDeps();
    const lines: string[] = [];
    deps.logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    try {
      const token = 'reset-token-5f1d2c9a8b7e6d5c4b3a';
      const url = `https://app.verba.test/password/reset/${token}?email=bruno%40example.com`;
      await queueEmail({
        db: deps.db,
        to: 'bruno@example.com',
        template: 'password_reset',
        language: 'pt_BR',
        params: { name: 'Bruno', url },
      });
      expect(await runEmailJobs(deps)).toBe(1);
      const log = lines.join('');
      expect(log).toContain('bruno@example.com');
      expect(log).toContain('password_reset');
      expect(log).not.toContain(token);
      expect(log).not.toContain('/password/reset');
    } finally {
      await deps.database.close();
    }
  });
});
