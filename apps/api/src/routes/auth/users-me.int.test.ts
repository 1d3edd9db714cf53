import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { call, companyWithTeam } from '../users/users-test-helpers';

/**
 * users/me and authorisation are answered from the in-process actor cache (AUTH_CACHE_TTL_MS):
 * every change must show on the very next request, never after the TTL.
 */
describe('GET users/me right after changes (actor cache)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false, authCacheTtlMs: 60_000 });
  });
  afterAll(() => t.close());

  const me = async (as: SignedInUser) => {
    const res = await call(t, as, 'GET', 'users/me');
    return {
      status: res.statusCode,
      data: res.statusCode === 200 ? res.json<{ data: Record<string, unknown> }>().data : null,
    };
  };

  it('shows profile, language and preference changes at once', async () => {
    const { user } = await companyWithTeam(t);
    expect((await me(user)).data).toMatchObject({ language: 'pt_BR', use_2fa: false });

    const profile = { name: 'Renomeada Silva', email: `renamed-${Date.now()}@example.com` };
    expect((await call(t, user, 'PUT', `users/${user.user.id}`, profile)).statusCode).toBe(200);
    // A new e-mail waits for its confirmation link (users/email-change.int.test.ts).
    expect((await me(user)).data).toMatchObject({
      name: profile.name,
      email: user.user.email,
      pending_email: profile.email,
    });

    expect(
      (await call(t, user, 'PUT', `users/${user.user.id}/language`, { language: 'es' })).statusCode,
    ).toBe(200);
    expect((await me(user)).data).toMatchObject({ language: 'es' });

    expect(
      (await call(t, user, 'PUT', `users/${user.user.id}/two-factor-authentication`, { use_2fa: true }))
        .statusCode,
    ).toBe(200);
    expect((await me(user)).data).toMatchObject({ use_2fa: true });
  });

  it('applies a role change made by someone else to the next request', async () => {
    const { manager, userManager, user } = await companyWithTeam(t);
    expect((await me(userManager)).data).toMatchObject({ role: 'user_manager' });
    const demoted = await call(t, manager, 'PUT', `users/${userManager.user.id}`, {
      name: userManager.user.name,
      email: userManager.user.email,
      role_id: 3,
    });
    expect(demoted.statusCode).toBe(200);
    expect((await me(userManager)).data).toMatchObject({ role: 'user', role_id: 3 });
    expect((await call(t, userManager, 'PUT', `users/${user.user.id}/deactivate`)).statusCode).toBe(403);
  });

  it("shows the company's new names to every member at once", async () => {
    const { manager, user } = await companyWithTeam(t);
    await me(user);
    const res = await call(t, manager, 'PUT', 'company', {
      legal_name: 'Nova Razão Social Ltda',
      trade_name: 'Nova Fantasia',
      phone: '(11) 3333-4444',
      address: {
        zipcode: '01310-100',
        street: 'Avenida Paulista',
        number: '1578',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(user)).data).toMatchObject({
      company: { legal_name: 'Nova Razão Social Ltda', trade_name: 'Nova Fantasia' },
    });
  });

  it('answers 401 at once after logout, deactivation and deletion', async () => {
    const { manager, userManager, user } = await companyWithTeam(t);
    for (const member of [manager, userManager, user]) expect((await me(member)).status).toBe(200);

    expect((await call(t, user, 'POST', 'logout')).statusCode).toBe(200);
    expect((await me(user)).status).toBe(401);

    expect((await call(t, manager, 'PUT', `users/${userManager.user.id}/deactivate`)).statusCode).toBe(200);
    expect((await me(userManager)).status).toBe(401);

    const { manager: other, user: doomed } = await companyWithTeam(t);
    expect((await me(doomed)).status).toBe(200);
    expect((await call(t, other, 'DELETE', `users/${doomed.user.id}`)).statusCode).toBe(200);
    expect((await me(doomed)).status).toBe(401);
  });
});
