import { describe, expect, it } from 'vitest';
import { ActorCache, type CachedActor } from './actor-cache';

const t0 = Date.parse('2026-05-04T12:00:00Z');

const entry = (n: number, overrides: Partial<CachedActor['actor']> = {}): CachedActor => ({
  actor: {
    userId: `user-${n}`,
    companyId: `company-${n}`,
    role: 'user',
    isStaff: false,
    tokenId: `token-${n}`,
    impersonatorUserId: null,
    language: 'pt_BR',
    ...overrides,
  },
  user: {} as CachedActor['user'],
  tokenExpiresAt: t0 + 3600_000,
  lastUsedAt: t0,
});

describe('ActorCache', () => {
  it('answers within the TTL and forgets the entry once it passes', () => {
    const cache = new ActorCache();
    cache.set('h1', entry(1), t0, cache.epoch);
    expect(cache.get('h1', t0 + 4_999, 5_000)?.actor.userId).toBe('user-1');
    expect(cache.get('h1', t0 + 5_000, 5_000)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('never outlives the token, even inside the TTL', () => {
    const cache = new ActorCache();
    cache.set('h1', { ...entry(1), tokenExpiresAt: t0 + 1_000 }, t0, cache.epoch);
    expect(cache.get('h1', t0 + 999, 5_000)).not.toBeNull();
    expect(cache.get('h1', t0 + 1_000, 5_000)).toBeNull();
  });

  it('ignores entries cached "in the future" (a clock moved back)', () => {
    const cache = new ActorCache();
    cache.set('h1', entry(1), t0, cache.epoch);
    expect(cache.get('h1', t0 - 1, 5_000)).toBeNull();
  });

  it('evicts the least recently used entry beyond its size', () => {
    const cache = new ActorCache(2);
    cache.set('h1', entry(1), t0, cache.epoch);
    cache.set('h2', entry(2), t0, cache.epoch);
    cache.get('h1', t0, 5_000);
    cache.set('h3', entry(3), t0, cache.epoch);
    expect(cache.size).toBe(2);
    expect(cache.get('h2', t0, 5_000)).toBeNull();
    expect(cache.get('h1', t0, 5_000)).not.toBeNull();
    expect(cache.get('h3', t0, 5_000)).not.toBeNull();
  });

  it('invalidates by token, by user and by company', () => {
    const cache = new ActorCache();
    cache.set('h1', entry(1), t0, cache.epoch);
    cache.set('h2', entry(2), t0, cache.epoch);
    cache.set('h2b', entry(22, { userId: 'user-2', tokenId: 'token-2b', companyId: 'company-2' }), t0, cache.epoch);
    cache.set('h3', entry(3), t0, cache.epoch);

    cache.invalidate({ tokenId: 'token-1' });
    expect(cache.get('h1', t0, 5_000)).toBeNull();
    expect(cache.size).toBe(3);

    cache.invalidate({ userId: 'user-2' });
    expect(cache.get('h2', t0, 5_000)).toBeNull();
    expect(cache.get('h2b', t0, 5_000)).toBeNull();

    cache.invalidate({ companyId: 'company-3' });
    expect(cache.size).toBe(0);
  });

  it('drops what a lookup read before an invalidation that happened while it ran', () => {
    const cache = new ActorCache();
    const epoch = cache.epoch;
    cache.invalidate({ userId: 'user-1' });
    cache.set('h1', entry(1), t0, epoch);
    expect(cache.get('h1', t0, 5_000)).toBeNull();
    cache.set('h1', entry(1), t0, cache.epoch);
    expect(cache.get('h1', t0, 5_000)).not.toBeNull();
  });

  it('forgets everything on "all"', () => {
    const cache = new ActorCache();
    cache.set('h1', entry(1), t0, cache.epoch);
    cache.set('h2', entry(2), t0, cache.epoch);
    cache.invalidate('all');
    expect(cache.size).toBe(0);
  });
});
