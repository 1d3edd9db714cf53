import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { hashToken } from '@verba/core/security/tokens';
import { createAccessToken, createSignedInUser, type SignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { call, companyWithTeam } from '../users/users-test-helpers';

interface Granted {
  grant: string;
  expires_at: string;
  return_url: string;
  link: string;
  user: { id: string; name: string };
}
interface Started {
  access_token: string;
  original_token_required: true;
  expires_at: string;
}

describe('impersonation', () => {
  let t: TestApp;
  let staff: SignedInUser;
  let team: Awaited<ReturnType<typeof companyWithTeam>>;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    staff = await createSignedInUser({ db: t.deps.db, isStaff: true, now: t.deps.now() });
    team = await companyWithTeam(t);
  });
  afterAll(() => t.close());

  /** Staff ask for a grant to act as a user: the one thing an impersonation link carries. */
  async function grantFor(target: SignedInUser, returnUrl?: string, as: SignedInUser = staff) {
    const res = await call(t, as, 'POST', 'impersonation', {
      user_id: target.user.id,
      ...(returnUrl && { return_url: returnUrl }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Granted }>().data;
  }
  const redeem = (grant: string, as: SignedInUser | null = staff, headers: Record<string, string> = {}) =>
    call(t, as, 'POST', 'impersonation/redeem', { grant }, headers);

  async function impersonate(target: SignedInUser) {
    const { grant } = await grantFor(target);
    const res = await redeem(grant);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: Started }>().data;
    const headers = {
      authorization: `Bearer ${data.access_token}`,
      'original-authorization': staff.headers.authorization,
    };
    return { data, headers };
  }

  it('gives staff a grant, not a token: short-lived, stored hashed, bound to them and audited', async () => {
    const granted = await grantFor(team.manager, '/advertisers');
    expect(granted).not.toHaveProperty('access_token');
    expect(granted).toMatchObject({
      return_url: '/advertisers',
      user: { id: team.manager.user.id, name: team.manager.user.name },
    });
    const link = new URL(granted.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.deps.config.appUrl}/impersonate`);
    expect(Object.fromEntries(link.searchParams)).toEqual({ grant: granted.grant, return: '/advertisers' });

    const rows = await queryRows<{
      grant_hash: string;
      staff_user_id: string;
      target_user_id: string;
      created_at: Date;
      expires_at: Date;
    }>(
      t.deps.db,
      sql`SELECT grant_hash, staff_user_id, target_user_id, created_at, expires_at FROM impersonation_grants WHERE target_user_id = ${team.manager.user.id}`,
    );
    expect(
      rows.map(({ grant_hash, staff_user_id, target_user_id }) => ({
        grant_hash,
        staff_user_id,
        target_user_id,
      })),
    ).toEqual([
      {
        grant_hash: hashToken(granted.grant),
        staff_user_id: staff.user.id,
        target_user_id: team.manager.user.id,
      },
    ]);
    expect(new Date(rows[0]!.expires_at).getTime() - new Date(rows[0]!.created_at).getTime()).toBe(
      2 * 60_000,
    );
    expect(new Date(granted.expires_at)).toEqual(new Date(rows[0]!.expires_at));
    const [audit] = await queryRows<{ actor_user_id: string; company_id: string }>(
      t.deps.db,
      sql`SELECT actor_user_id, company_id FROM audit_log WHERE action = 'impersonation.granted' AND target_id = ${team.manager.user.id}`,
    );
    expect(audit).toEqual({ actor_user_id: staff.user.id, company_id: team.company.id });
    // The grant itself opens nothing.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/users/me',
          headers: { authorization: `Bearer ${granted.grant}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses an ordinary access token, a session token or an impersonation token in place of a grant', async () => {
    const impersonationToken = await createAccessToken({
      db: t.deps.db,
      userId: team.user.user.id,
      kind: 'impersonation',
      impersonatorUserId: staff.user.id,
      now: t.deps.now(),
    });
    for (const notAGrant of [team.manager.token, staff.token, impersonationToken.token]) {
      const res = await redeem(notAGrant);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'IMPERSONATION_GRANT_INVALID' });
    }
  });

  it('redeems a grant once', async () => {
    const { grant } = await grantFor(team.user);
    expect((await redeem(grant)).statusCode).toBe(200);
    // In the staff member's language (pt-BR).
    const again = await redeem(grant);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      errors: ['Este link de acesso como usuário é inválido, expirou ou já foi usado.'],
      code: 'IMPERSONATION_GRANT_INVALID',
    });
  });

  it('previews whom a grant acts as, for its staff member only, without using it', async () => {
    const { grant } = await grantFor(team.userManager);
    const preview = await call(t, staff, 'POST', 'impersonation/preview', { grant });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      data: {
        user: {
          id: team.userManager.user.id,
          name: team.userManager.user.name,
          company_name: team.company.tradeName,
        },
      },
    });
    const otherStaff = await createSignedInUser({ db: t.deps.db, isStaff: true, now: t.deps.now() });
    expect((await call(t, otherStaff, 'POST', 'impersonation/preview', { grant })).json()).toMatchObject({
      code: 'IMPERSONATION_GRANT_INVALID',
    });
    expect((await call(t, team.manager, 'POST', 'impersonation/preview', { grant })).statusCode).toBe(403);
    expect(
      (await call(t, staff, 'POST', 'impersonation/preview', { grant: team.manager.token })).json(),
    ).toMatchObject({
      code: 'IMPERSONATION_GRANT_INVALID',
    });
    expect((await redeem(grant)).statusCode).toBe(200);
    expect((await call(t, staff, 'POST', 'impersonation/preview', { grant })).json()).toMatchObject({
      code: 'IMPERSONATION_GRANT_INVALID',
    });
  });

  it('expires a grant after 2 minutes', async () => {
    const { grant } = await grantFor(team.user);
    t.deps.advance(2 * 60_000 + 1000);
    expect((await redeem(grant)).json()).toMatchObject({ code: 'IMPERSONATION_GRANT_INVALID' });
  });

  it('works only for the staff member it was issued to', async () => {
    const { grant } = await grantFor(team.user);
    const otherStaff = await createSignedInUser({ db: t.deps.db, isStaff: true, now: t.deps.now() });
    expect((await redeem(grant, otherStaff)).json()).toMatchObject({ code: 'IMPERSONATION_GRANT_INVALID' });
    for (const role of ['manager', 'userManager', 'user'] as const) {
      expect((await redeem(grant, team[role])).json()).toMatchObject({ code: 'IMPERSONATION_FORBIDDEN' });
    }
    expect((await redeem(grant, null)).statusCode).toBe(401);
    // Nobody else's attempt used it up.
    expect((await redeem(grant)).statusCode).toBe(200);
  });

  it('is not redeemed from inside an impersonation', async () => {
    const { headers } = await impersonate(team.manager);
    const { grant } = await grantFor(team.user);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/impersonation/redeem',
      headers,
      payload: { grant },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets staff act as a user with an impersonation token bound to them, valid 2 hours', async () => {
    const { data, headers } = await impersonate(team.manager);
    expect(data).toMatchObject({
      token_type: 'impersonation',
      original_token_required: true,
      user: { id: team.manager.user.id },
    });
    const [token] = await queryRows<{
      kind: string;
      user_id: string;
      impersonator_user_id: string;
      expires_at: Date;
      created_at: Date;
    }>(
      t.deps.db,
      sql`SELECT kind, user_id, impersonator_user_id, expires_at, created_at FROM access_tokens WHERE impersonator_user_id = ${staff.user.id} ORDER BY created_at DESC LIMIT 1`,
    );
    expect(token).toMatchObject({
      kind: 'impersonation',
      user_id: team.manager.user.id,
      impersonator_user_id: staff.user.id,
    });
    expect(new Date(token!.expires_at).getTime() - new Date(token!.created_at).getTime()).toBe(2 * 3600_000);

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/users', headers });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: { id: string }[] }>().data.map((u) => u.id)).toContain(team.manager.user.id);
  });

  it('only accepts a relative return path', async () => {
    for (const outside of ['https://evil.example.com', '//evil.example.com', '/\\evil.example.com']) {
      const granted = await grantFor(team.user, outside);
      expect(granted.return_url).toBe('/');
      expect(new URL(granted.link).searchParams.get('return')).toBe('/');
    }
  });

  it('requires Original-Authorization with the impersonating staff member’s own token', async () => {
    const { headers } = await impersonate(team.userManager);
    const get = (h: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/v1/users', headers: h });
    expect((await get({ authorization: headers.authorization })).statusCode).toBe(401);
    const otherStaff = await createSignedInUser({ db: t.deps.db, isStaff: true });
    expect(
      (await get({ ...headers, 'original-authorization': otherStaff.headers.authorization })).statusCode,
    ).toBe(401);
    expect((await get({ ...headers, 'original-authorization': 'Bearer not-a-token' })).statusCode).toBe(401);
    expect((await get({ ...headers, 'original-authorization': headers.authorization })).statusCode).toBe(401);
    expect((await get(headers)).statusCode).toBe(200);
  });

  it('gives grants to platform staff only', async () => {
    for (const role of ['manager', 'userManager', 'user'] as const) {
      const res = await call(t, team[role], 'POST', 'impersonation', { user_id: team.user.user.id });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'IMPERSONATION_FORBIDDEN' });
    }
    expect((await call(t, null, 'POST', 'impersonation', { user_id: team.user.user.id })).statusCode).toBe(
      401,
    );
  });

  it('refuses staff targets, yourself, chained impersonation and unknown users', async () => {
    const otherStaff = await createSignedInUser({ db: t.deps.db, isStaff: true });
    expect((await call(t, staff, 'POST', 'impersonation', { user_id: otherStaff.user.id })).statusCode).toBe(
      403,
    );
    expect((await call(t, staff, 'POST', 'impersonation', { user_id: staff.user.id })).statusCode).toBe(403);
    expect(
      (await call(t, staff, 'POST', 'impersonation', { user_id: '7d0f5b1c-2a3e-4f60-8a9b-0c1d2e3f4a5b' }))
        .statusCode,
    ).toBe(404);
    const { headers } = await impersonate(team.manager);
    const chained = await t.app.inject({
      method: 'POST',
      url: '/api/v1/impersonation',
      headers,
      payload: { user_id: team.user.user.id },
    });
    expect(chained.statusCode).toBe(403);
  });

  it('audits every mutating request with both identities, once per request, method override included', async () => {
    const { headers } = await impersonate(team.manager);
    const target = await createSignedInUser({ db: t.deps.db, companyId: team.company.id });
    const [mark] = await queryRows<{ id: string }>(
      t.deps.db,
      sql`SELECT coalesce(max(id), 0) AS id FROM audit_log`,
    );
    const rename = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${target.user.id}`,
      headers,
      payload: { _method: 'PUT', name: 'Renamed by staff', email: target.user.email },
    });
    expect(rename.statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/users', headers });
    expect(read.statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${team.manager.user.id}`,
      headers,
    });
    expect(refused.statusCode).toBe(409);

    const rows = await queryRows<{
      action: string;
      actor_user_id: string;
      impersonator_user_id: string;
      company_id: string;
      target_id: string;
      metadata: { status_code?: number };
    }>(
      t.deps.db,
      sql`SELECT action, actor_user_id, impersonator_user_id, company_id, target_id, metadata FROM audit_log
          WHERE id > ${mark!.id} ORDER BY id`,
    );
    expect(rows.map((r) => [r.action, r.target_id])).toEqual([
      ['user.updated', target.user.id],
      ['impersonation.request', 'PUT /api/v1/users/:id'],
      ['impersonation.request', 'DELETE /api/v1/users/:id'],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        actor_user_id: team.manager.user.id,
        impersonator_user_id: staff.user.id,
        company_id: team.company.id,
      });
    }
    expect(rows[1]?.metadata.status_code).toBe(200);
    expect(rows[2]?.metadata.status_code).toBe(409);

    const [started] = await queryRows<{ actor_user_id: string; target_id: string; company_id: string }>(
      t.deps.db,
      sql`SELECT actor_user_id, target_id, company_id FROM audit_log WHERE action = 'impersonation.started' AND target_id = ${team.manager.user.id} LIMIT 1`,
    );
    expect(started).toEqual({
      actor_user_id: staff.user.id,
      target_id: team.manager.user.id,
      company_id: team.company.id,
    });
  });

  it('stops: the impersonation token is revoked, the staff session lives on', async () => {
    const { headers } = await impersonate(team.user);
    const stop = await t.app.inject({ method: 'POST', url: '/api/v1/impersonation/stop', headers });
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ data: { stopped: true } });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users', headers })).statusCode).toBe(401);
    expect((await call(t, staff, 'GET', 'users')).statusCode).toBe(200);
    const [audit] = await queryRows<{ actor_user_id: string; impersonator_user_id: string }>(
      t.deps.db,
      sql`SELECT actor_user_id, impersonator_user_id FROM audit_log WHERE action = 'impersonation.stopped' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({ actor_user_id: team.user.user.id, impersonator_user_id: staff.user.id });
    expect((await call(t, staff, 'POST', 'impersonation/stop')).statusCode).toBe(403);
  });

  it('expires after 2 hours', async () => {
    const { headers } = await impersonate(team.userManager);
    t.deps.advance(2 * 3600_000 + 1000);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users', headers })).statusCode).toBe(401);
  });
});
