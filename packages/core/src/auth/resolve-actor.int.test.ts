import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { accessTokens, users } from '@verba/db';
import { createTestDeps, type TestDeps } from '../testing';
import { createAccessToken, createSignedInUser } from '../testing/factories';
import { invalidateActorCache } from './actor-cache';
import { resolveActor } from './resolve-actor';

const lastUsedAt = async (deps: TestDeps, tokenId: string) => {
  const [row] = await deps.db.select({ at: accessTokens.lastUsedAt }).from(accessTokens).where(eq(accessTokens.id, tokenId));
  return row!.at.getTime();
};

describe('resolveActor', () => {
  let deps: TestDeps;
  let uncached: TestDeps;
  beforeAll(async () => {
    deps = await createTestDeps({ authCacheTtlMs: 5_000 });
    uncached = { ...deps, config: { ...deps.config, authCacheTtlMs: 0 } };
  });
  afterAll(() => deps.database.close());

  it('reads the actor and the user view of users/me together', async () => {
    const { user, token, tokenId } = await createSignedInUser({ db: deps.db, role: 'user_manager', language: 'en', now: deps.now() });
    const resolved = await resolveActor({ deps, token, ip: '203.0.113.9' });
    expect(resolved?.actor).toEqual({
      userId: user.id,
      companyId: user.companyId,
      role: 'user_manager',
      isStaff: false,
      tokenId,
      impersonatorUserId: null,
      language: 'en',
      ip: '203.0.113.9',
    });
    expect(resolved?.user).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'user_manager',
      role_id: 2,
      language: 'en',
      company: { id: user.companyId, kind: 'agency' },
    });
    // A cached answer carries the IP of the request at hand.
    expect((await resolveActor({ deps, token, ip: '198.51.100.7' }))?.actor.ip).toBe('198.51.100.7');
  });

  it('refuses unknown, expired, revoked tokens and inactive or deleted users', async () => {
    expect(await resolveActor({ deps, token: 'not-a-token' })).toBeNull();

    const expired = await createSignedInUser({ db: deps.db, now: new Date(deps.now().getTime() - 2_000), ttlMs: 1_000 });
    expect(await resolveActor({ deps, token: expired.token })).toBeNull();

    const revoked = await createSignedInUser({ db: deps.db, now: deps.now() });
    await deps.db.update(accessTokens).set({ revokedAt: deps.now() }).where(eq(accessTokens.id, revoked.tokenId));
    expect(await resolveActor({ deps, token: revoked.token })).toBeNull();

    const inactive = await createSignedInUser({ db: deps.db, isActive: false, now: deps.now() });
    expect(await resolveActor({ deps, token: inactive.token })).toBeNull();

    const deleted = await createSignedInUser({ db: deps.db, deletedAt: deps.now(), now: deps.now() });
    expect(await resolveActor({ deps, token: deleted.token })).toBeNull();
  });

  it('reuses a resolved token for the TTL unless invalidated; with a TTL of 0 it always reads', async () => {
    const a = await createSignedInUser({ db: deps.db, now: deps.now() });
    expect(await resolveActor({ deps, token: a.token })).not.toBeNull();
    // Revoked behind the cache's back (as another process would): honoured until the TTL passes.
    await deps.db.update(accessTokens).set({ revokedAt: deps.now() }).where(eq(accessTokens.id, a.tokenId));
    expect(await resolveActor({ deps, token: a.token })).not.toBeNull();
    expect(await resolveActor({ deps: uncached, token: a.token })).toBeNull();
    deps.advance(5_000);
    expect(await resolveActor({ deps, token: a.token })).toBeNull();

    const b = await createSignedInUser({ db: deps.db, now: deps.now() });
    expect(await resolveActor({ deps, token: b.token })).not.toBeNull();
    await deps.db.update(users).set({ isActive: false }).where(eq(users.id, b.user.id));
    invalidateActorCache({ userId: b.user.id });
    expect(await resolveActor({ deps, token: b.token })).toBeNull();
  });

  it('never serves a cached token past its own expiry', async () => {
    const { token } = await createSignedInUser({ db: deps.db, now: new Date(deps.now().getTime() - 59_000), ttlMs: 60_000 });
    expect(await resolveActor({ deps, token })).not.toBeNull();
    deps.advance(1_000);
    expect(await resolveActor({ deps, token })).toBeNull();
  });

  it('records last use at most once a minute, without making the request wait', async () => {
    const { user } = await createSignedInUser({ db: deps.db, now: deps.now() });
    const { token, id } = await createAccessToken({ db: deps.db, userId: user.id, now: deps.now() });
    const issuedAt = await lastUsedAt(deps, id);

    deps.advance(30_000);
    await resolveActor({ deps, token });
    await resolveActor({ deps: uncached, token });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await lastUsedAt(deps, id)).toBe(issuedAt);

    deps.advance(31_000);
    // The test clock runs with real time, so the use is recorded between these two instants.
    const before = deps.now().getTime();
    await resolveActor({ deps, token });
    const after = deps.now().getTime();
    let usedAt = 0;
    await vi.waitFor(async () => {
      usedAt = await lastUsedAt(deps, id);
      expect(usedAt).toBeGreaterThanOrEqual(before);
      expect(usedAt).toBeLessThanOrEqual(after);
    });

    deps.advance(10_000);
    await resolveActor({ deps: uncached, token });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await lastUsedAt(deps, id)).toBe(usedAt);
  });
});
