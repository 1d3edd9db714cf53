import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createAccessToken, createUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { emailsTo, uniqueEmail } from '../auth/auth-test-helpers';
import { call, companyWithTeam } from './users-test-helpers';

/** The answer as the caller sees it, with what differs by nature (ids, e-mails, times) put back in place. */
const comparable = (res: { statusCode: number; body: string }, email: string) => ({
  status: res.statusCode,
  body: res.body
    .replaceAll(email, '<e>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
    .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<t>'),
});

/** The token of the latest e-mail change link sent to an address. */
async function confirmToken(t: TestApp, to: string): Promise<string> {
  const [latest] = await emailsTo(t, to);
  const token = latest?.text.match(/\/confirm-email\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no e-mail change link sent to ${to}`);
  return token;
}

describe('an e-mail change takes effect only once confirmed from the new address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterAll(() => t.close());

  const emailOf = async (id: string) =>
    (await queryRows<{ email: string }>(t.deps.db, sql`SELECT email FROM users WHERE id = ${id}`))[0]!.email;
  const confirm = (token: string, headers: Record<string, string> = {}) =>
    call(t, null, 'POST', 'email-change/confirm', { token }, headers);
  const expirePending = (id: string) =>
    t.deps.db.execute(
      sql`UPDATE users SET pending_email_expires_at = now() - interval '1 second' WHERE id = ${id}`,
    );

  it('reads the same after a change to another company’s address as to a free one: current e-mail plus pending_email', async () => {
    const { manager, user } = await companyWithTeam(t);
    const { user: other } = await companyWithTeam(t);
    const oldEmail = user.user.email;
    const path = `users/${user.user.id}`;

    const takenPut = await call(t, manager, 'PUT', path, { name: 'Novo Nome', email: other.user.email });
    const takenRead = await call(t, manager, 'GET', path);
    const takenMe = await call(t, user, 'GET', 'users/me');
    expect(takenRead.json()).toMatchObject({ data: { email: oldEmail, pending_email: other.user.email } });

    const free = uniqueEmail('free');
    const freePut = await call(t, manager, 'PUT', path, { name: 'Novo Nome', email: free });
    const freeRead = await call(t, manager, 'GET', path);
    const freeMe = await call(t, user, 'GET', 'users/me');
    expect(freeRead.json()).toMatchObject({ data: { email: oldEmail, pending_email: free } });

    expect(comparable(takenPut, other.user.email)).toEqual(comparable(freePut, free));
    expect(comparable(takenRead, other.user.email)).toEqual(comparable(freeRead, free));
    expect(comparable(takenMe, other.user.email)).toEqual(comparable(freeMe, free));
    const list = await call(t, manager, 'GET', `users?search=${encodeURIComponent(oldEmail)}`);
    expect(list.json()).toMatchObject({ data: [{ email: oldEmail, pending_email: free }] });
    expect(await emailOf(user.user.id)).toBe(oldEmail);
  });

  it('switches only after the link: ends the user’s other sessions and tells the old address', async () => {
    const { manager, user } = await companyWithTeam(t);
    const oldEmail = user.user.email;
    const next = uniqueEmail('next');
    expect(
      (await call(t, manager, 'PUT', `users/${user.user.id}`, { name: 'Úrsula', email: next })).statusCode,
    ).toBe(200);
    expect(await emailOf(user.user.id)).toBe(oldEmail);
    expect((await call(t, user, 'GET', 'users/me')).json()).toMatchObject({
      data: { email: oldEmail, pending_email: next },
    });

    const [mail] = await emailsTo(t, next);
    expect(mail?.subject).toBe('Confirme o seu novo e-mail no Verba');
    const token = await confirmToken(t, next);

    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(await emailOf(user.user.id)).toBe(next);
    expect((await call(t, user, 'GET', 'users/me')).statusCode).toBe(401);
    expect((await call(t, manager, 'GET', `users/${user.user.id}`)).json()).toMatchObject({
      data: { email: next, pending_email: null },
    });
    const [notice] = await emailsTo(t, oldEmail);
    expect(notice?.subject).toBe('O e-mail da sua conta no Verba foi alterado');
    expect(notice?.text).toContain(next);
    // The manager who asked for the change keeps their session.
    expect((await call(t, manager, 'GET', 'users/me')).statusCode).toBe(200);
  });

  it('keeps the session that confirms when it is the user’s own, and ends the others', async () => {
    const { user } = await companyWithTeam(t);
    const next = uniqueEmail('own');
    expect(
      (await call(t, user, 'PUT', `users/${user.user.id}`, { name: 'Eu Mesma', email: next })).statusCode,
    ).toBe(200);
    const other = await createAccessToken({ db: t.deps.db, userId: user.user.id, now: t.deps.now() });

    expect((await confirm(await confirmToken(t, next), user.headers)).statusCode).toBe(200);
    expect((await call(t, user, 'GET', 'users/me')).json()).toMatchObject({ data: { email: next } });
    const otherMe = await call(t, null, 'GET', 'users/me', undefined, {
      authorization: `Bearer ${other.token}`,
    });
    expect(otherMe.statusCode).toBe(401);
  });

  it('uses a link once, and not after 24 hours', async () => {
    const { manager, user } = await companyWithTeam(t);
    const first = uniqueEmail('once');
    await call(t, manager, 'PUT', `users/${user.user.id}`, { name: 'Úrsula', email: first });
    const token = await confirmToken(t, first);
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'EMAIL_CHANGE_TOKEN_INVALID' });

    const { user: other } = await companyWithTeam(t);
    const late = uniqueEmail('late');
    await call(t, other, 'PUT', `users/${other.user.id}`, { name: 'Outra', email: late });
    await expirePending(other.user.id);
    const expired = await confirm(await confirmToken(t, late));
    expect(expired.json()).toMatchObject({ code: 'EMAIL_CHANGE_TOKEN_INVALID' });
    expect(await emailOf(other.user.id)).toBe(other.user.email);
    expect((await call(t, other, 'GET', 'users/me')).json()).toMatchObject({ data: { pending_email: null } });
  });

  it('gives another company’s address the email_in_use notice and no usable link; the change just expires', async () => {
    const { manager, user } = await companyWithTeam(t);
    const owner = await createUser({ db: t.deps.db, email: uniqueEmail('owner') });
    await call(t, manager, 'PUT', `users/${user.user.id}`, { name: 'Úrsula', email: owner.email });
    const mails = await emailsTo(t, owner.email);
    expect(mails.map((m) => m.subject)).toEqual(['Alguém tentou usar o seu e-mail no Verba']);
    expect(mails[0]!.text).not.toContain('/confirm-email');

    await expirePending(user.user.id);
    expect((await call(t, manager, 'GET', `users/${user.user.id}`)).json()).toMatchObject({
      data: { email: user.user.email, pending_email: null },
    });
  });

  it('refuses the link when another company took the address meanwhile, and changes nothing', async () => {
    const { manager, user } = await companyWithTeam(t);
    const contested = uniqueEmail('race');
    await call(t, manager, 'PUT', `users/${user.user.id}`, { name: 'Úrsula', email: contested });
    const token = await confirmToken(t, contested);
    await createUser({ db: t.deps.db, email: contested });

    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'EMAIL_CHANGE_ADDRESS_TAKEN',
      errors: ['Este endereço passou a ser usado por outra conta. O e-mail não foi alterado.'],
    });
    expect(await emailOf(user.user.id)).toBe(user.user.email);
    expect((await call(t, user, 'GET', 'users/me')).statusCode).toBe(200);
  });

  it('resends a new link (the old one stops working) and cancels the pending change', async () => {
    const { manager, user } = await companyWithTeam(t);
    const next = uniqueEmail('resend');
    await call(t, manager, 'PUT', `users/${user.user.id}`, { name: 'Úrsula', email: next });
    const first = await confirmToken(t, next);

    const resent = await call(t, manager, 'POST', `users/${user.user.id}/pending-email/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ data: { pending_email: next } });
    const second = await confirmToken(t, next);
    expect(second).not.toBe(first);
    expect((await confirm(first)).json()).toMatchObject({ code: 'EMAIL_CHANGE_TOKEN_INVALID' });

    // As the SPA sends it: POST with `_method: DELETE`.
    const canceled = await call(t, manager, 'POST', `users/${user.user.id}/pending-email`, {
      _method: 'DELETE',
    });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ data: { email: user.user.email, pending_email: null } });
    expect((await confirm(second)).json()).toMatchObject({ code: 'EMAIL_CHANGE_TOKEN_INVALID' });
    expect(await emailOf(user.user.id)).toBe(user.user.email);
  });

  it('lets only who may edit the user resend or cancel, and 404s other companies', async () => {
    const { manager, user } = await companyWithTeam(t);
    const { manager: stranger } = await companyWithTeam(t);
    await call(t, user, 'PUT', `users/${user.user.id}`, { name: 'Úrsula', email: uniqueEmail('perm') });
    expect((await call(t, stranger, 'DELETE', `users/${user.user.id}/pending-email`)).statusCode).toBe(404);
    expect((await call(t, stranger, 'POST', `users/${user.user.id}/pending-email/resend`)).statusCode).toBe(
      404,
    );
    expect((await call(t, user, 'DELETE', `users/${manager.user.id}/pending-email`)).statusCode).toBe(403);
  });
});
