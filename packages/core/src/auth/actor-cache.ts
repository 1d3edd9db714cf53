import type { Actor } from '../deps';
import type { UserView } from './user-view';

/** What a bearer token resolves to, minus the per-request parts (the caller's IP). */
export interface CachedActor {
  actor: Omit<Actor, 'ip'>;
  user: UserView;
  /** Expiry of the token itself (epoch ms): a cached entry never outlives it. */
  tokenExpiresAt: number;
  /** Last time last_used_at was written (or read back) for this token, epoch ms. */
  lastUsedAt: number;
}

interface Entry {
  value: CachedActor;
  cachedAt: number;
}

export type ActorCacheTarget = { tokenId: string } | { userId: string } | { companyId: string };

/**
 * Resolved actors by token hash, for `ttlMs` (AUTH_CACHE_TTL_MS) and at most `maxEntries` (the
 * least recently used is evicted first). Process-local: see ARCHITECTURE.md for what that means with
 * several processes.
 *
 * Invalidation must run AFTER the change is committed. A lookup that started before an
 * invalidation may have read the old rows, so `epoch` lets it know not to store what it read.
 */
export class ActorCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(private readonly maxEntries = 10_000) {}

  get epoch() {
    return this.generation;
  }

  get(tokenHash: string, now: number, ttlMs: number): CachedActor | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (now - entry.cachedAt >= ttlMs || now < entry.cachedAt || now >= entry.value.tokenExpiresAt) {
      this.entries.delete(tokenHash);
      return null;
    }
    // Re-insert so Map order stays least-recently-used first.
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, entry);
    return entry.value;
  }

  /** Stores a lookup's result unless an invalidation happened since the lookup began (`epoch`). */
  set(tokenHash: string, value: CachedActor, now: number, epoch: number) {
    if (epoch !== this.generation) return;
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { value, cachedAt: now });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  invalidate(target: ActorCacheTarget | 'all') {
    this.generation++;
    if (target === 'all') {
      this.entries.clear();
      return;
    }
    const matches: (actor: CachedActor['actor']) => boolean =
      'tokenId' in target
        ? (a) => a.tokenId === target.tokenId
        : 'userId' in target
          ? (a) => a.userId === target.userId
          : (a) => a.companyId === target.companyId;
    for (const [hash, entry] of this.entries) if (matches(entry.value.actor)) this.entries.delete(hash);
  }

  get size() {
    return this.entries.size;
  }
}

export const actorCache = new ActorCache();

/**
 * Forgets cached actors in this process, so the next request re-reads the database: call it after
 * committing anything that revokes a token, deactivates or deletes a user, or changes what
 * `users/me` shows (user or company fields, role).
 */
export function invalidateActorCache(target: ActorCacheTarget | 'all') {
  actorCache.invalidate(target);
}
