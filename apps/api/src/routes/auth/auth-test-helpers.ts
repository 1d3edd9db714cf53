import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { hashPassword } from '@verba/core/auth/password-hashing';
import { jobHandlers } from '@verba/core/jobs/handlers';
import { runDueJobs } from '@verba/core/jobs/worker';
import { createUser, type CreateUserOptions } from '@verba/core/testing/factories';
import type { TestApp } from '../../testing';

/** Shared by the authentication integration tests. */
export const goodPassword = 'Correct-Horse-Battery-42';

export async function post(t: TestApp, url: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    payload: body as Record<string, unknown>,
    headers,
  });
}

/** Runs every due job, as the worker would (e-mails queued by jobs, such as the password reset). */
export async function runJobs(t: TestApp) {
  while ((await runDueJobs({ deps: t.deps, handlers: jobHandlers })) > 0);
}

export async function me(t: TestApp, token: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/v1/users/me',
    headers: { authorization: `Bearer ${token}` },
  });
}

interface MailboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

export async function mailbox(t: TestApp): Promise<MailboxEmail[]> {
  const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
  return res.json<{ data: MailboxEmail[] }>().data;
}

export async function emailsTo(t: TestApp, to: string) {
  return (await mailbox(t)).filter((e) => e.to === to);
}

/** The six-digit code of the latest e-mail to an address. */
export async function latestCode(t: TestApp, to: string): Promise<string> {
  const [latest] = await emailsTo(t, to);
  const code = latest?.text.match(/^\s+(\d{6})$/m)?.[1];
  if (!code) throw new Error(`no code e-mailed to ${to}`);
  return code;
}

/** The token of the latest password link e-mailed to an address. */
export async function latestLinkToken(t: TestApp, to: string, kind: 'reset' | 'create'): Promise<string> {
  const [latest] = await emailsTo(t, to);
  const token = latest?.text.match(new RegExp(`/password/${kind}/([A-Za-z0-9_-]+)\\?email=`))?.[1];
  if (!token) throw new Error(`no ${kind} link e-mailed to ${to}`);
  return token;
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;

/** A user who signs in with `goodPassword` (verified and active unless told otherwise). */
export async function createPasswordUser(t: TestApp, overrides: Omit<CreateUserOptions, 'db'> = {}) {
  return createUser({
    db: t.deps.db,
    email: uniqueEmail(),
    passwordHash: await hashPassword(goodPassword),
    ...overrides,
  });
}

/** A sign-up body; each call has its own CNPJ (one company per document). */
export const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Maria Silva',
  email,
  email_confirmation: email,
  password: goodPassword,
  phone: '+55 11 98765-4321',
  company_name: 'Maria Mídia Ltda',
  company_document: generateCnpj(),
  company_type: 'agency',
  accept_terms: true,
  ...overrides,
});
