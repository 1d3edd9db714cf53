import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createUser } from '@verba/core/testing/factories';
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

describe('no e-mail enumeration through invitations and e-mail changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterAll(() => t.close());

  const rowOf = async (id: string) =>
    (await queryRows(t.deps.db, sql`SELECT * FROM users WHERE id = ${id}`))[0];

  it('invites an address of another company exactly as a free one; its owner is told and nothing of theirs changes', async () => {
    const { manager } = await companyWithTeam(t);
    const owner = await createUser({ db: t.deps.db, email: uniqueEmail('owner'), language: 'en' });
    const before = await rowOf(owner.id);
    const free = uniqueEmail('free');

    const taken = await call(t, manager, 'POST', 'users', {
      name: 'Ana Souza',
      email: owner.email,
      role_id: 3,
    });
    const fresh = await call(t, manager, 'POST', 'users', { name: 'Ana Souza', email: free, role_id: 3 });
    expect(comparable(taken, owner.email)).toEqual(comparable(fresh, free));
    expect(taken.statusCode).toBe(201);

    // The inviter sees a pending invitation, as for the free address.
    const list = await call(t, manager, 'GET', `users?search=${encodeURIComponent(owner.email)}`);
    expect(list.json<{ data: { email: string; invitation_pending: boolean }[] }>().data).toEqual([
      expect.objectContaining({ email: owner.email, invitation_pending: true }),
    ]);

    // The owner keeps their account and gets a notice instead of a link; nobody gets a password link.
    expect(await rowOf(owner.id)).toEqual(before);
    const mails = await emailsTo(t, owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Someone tried to invite your e-mail address to Verba');
    expect(mails[0]!.text).not.toContain('/password/create/');
    const codes = await queryRows(
      t.deps.db,
      sql`SELECT c.id FROM one_time_codes c JOIN users u ON u.id = c.user_id WHERE u.email = ${owner.email}`,
    );
    expect(codes).toEqual([]);

    // The owner still signs in as before (the blocked invitation is not their account).
    const found = await queryRows<{ id: string }>(
      t.deps.db,
      sql`SELECT id FROM users WHERE email = ${owner.email} AND deleted_at IS NULL`,
    );
    expect(found).toHaveLength(2);
  });

  it('keeps answering 409 EMAIL_TAKEN within the same company (colleagues are no secret there)', async () => {
    const { manager, user } = await companyWithTeam(t);
    const res = await call(t, manager, 'POST', 'users', { name: 'Dup', email: user.user.email, role_id: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    // A second invitation of the same foreign address is also a colleague now.
    const owner = await createUser({ db: t.deps.db, email: uniqueEmail('owner') });
    expect(
      (await call(t, manager, 'POST', 'users', { name: 'Ana', email: owner.email, role_id: 3 })).statusCode,
    ).toBe(201);
    expect(
      (await call(t, manager, 'POST', 'users', { name: 'Ana', email: owner.email, role_id: 3 })).statusCode,
    ).toBe(409);
  });

  it('answers an e-mail change to another company’s address as to a free one; the owner is told, nothing moves', async () => {
    const { manager, user } = await companyWithTeam(t);
    const { user: other } = await companyWithTeam(t);
    const ownerBefore = await rowOf(other.user.id);
    const oldEmail = user.user.email;

    const taken = await call(t, manager, 'PUT', `users/${user.user.id}`, {
      name: 'Novo Nome',
      email: other.user.email,
    });
    expect(taken.statusCode).toBe(200);
    expect((await rowOf(user.user.id)) as { email: string }).toMatchObject({
      email: oldEmail,
      name: 'Novo Nome',
    });
    expect(await rowOf(other.user.id)).toEqual(ownerBefore);
    const [notice] = await emailsTo(t, other.user.email);
    expect(notice?.subject).toBe('Alguém tentou usar o seu e-mail no Verba');

    const free = uniqueEmail('free');
    const fresh = await call(t, manager, 'PUT', `users/${user.user.id}`, { name: 'Novo Nome', email: free });
    expect(comparable(taken, other.user.email)).toEqual(comparable(fresh, free));
  });
});
