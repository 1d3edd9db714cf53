import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createTestApp, type TestApp } from '../testing';
import { call, companyWithTeam } from './users/users-test-helpers';

/** A control character anywhere in a text field is a 422 at the schema, never a 500 from the database. */
describe('control characters in text fields', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterAll(() => t.close());

  const controlMessage = { en: 'Remove the control characters (such as NUL) from this field.' };

  it('refuses a NUL in a name with 422 and changes nothing', async () => {
    const { manager, user } = await companyWithTeam(t);
    const [before] = await queryRows(t.deps.db, sql`SELECT * FROM users WHERE id = ${user.user.id}`);
    const res = await call(
      t,
      manager,
      'PUT',
      `users/${user.user.id}`,
      { name: 'Ana\u0000Souza', email: user.user.email },
      { cookie: 'language=en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'VALIDATION_FAILED', errors: { name: [controlMessage.en] } });
    expect((await queryRows(t.deps.db, sql`SELECT * FROM users WHERE id = ${user.user.id}`))[0]).toEqual(
      before,
    );

    const invite = await call(t, manager, 'POST', 'users', {
      name: 'Ana',
      email: 'nul\u0000@example.com',
      role_id: 3,
    });
    expect(invite.statusCode).toBe(422);
  });

  it('refuses a NUL in a search query with 422', async () => {
    const { manager } = await companyWithTeam(t);
    for (const path of ['users?search=ana%00', 'advertisers?search=%00']) {
      const res = await call(t, manager, 'GET', path, undefined, { cookie: 'language=en' });
      expect(res.statusCode, path).toBe(422);
      expect(res.json(), path).toEqual({
        code: 'VALIDATION_FAILED',
        errors: { search: [controlMessage.en] },
      });
    }
  });

  it('refuses a NUL in a login e-mail and in a sign-up company name', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'a\u0000@example.com', password: 'x' },
    });
    expect(login.statusCode).toBe(422);
  });
});
