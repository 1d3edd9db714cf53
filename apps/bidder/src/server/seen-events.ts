import type { Redis } from 'ioredis';

/** Event ids already counted, to mark a repeated beacon or notice as a replay. */
export interface SeenEvents {
  /** True the first time an id is offered (within `ttlSeconds`), false after. */
  firstTime(id: string, ttlSeconds: number): Promise<boolean>;
}

/** A bounded in-memory set: past `maxIds` the oldest ids are forgotten (insertion order). */
export function createMemorySeenEvents({
  maxIds = 1_000_000,
  now = Date.now,
}: { maxIds?: number; now?: () => number } = {}): SeenEvents {
  const seen = new Map<string, number>();
  return {
    firstTime(id, ttlSeconds) {
      const at = now();
      const expiresAt = seen.get(id);
      if (expiresAt !== undefined && expiresAt > at) return Promise.resolve(false);
      seen.delete(id);
      if (seen.size >= maxIds) {
        const oldest = seen.keys().next();
        if (!oldest.done) seen.delete(oldest.value);
      }
      seen.set(id, at + ttlSeconds * 1000);
      return Promise.resolve(true);
    },
  };
}

/** Shared by every bidder through Redis: `SET NX EX`. */
export function createRedisSeenEvents(redis: Redis): SeenEvents {
  return {
    async firstTime(id, ttlSeconds) {
      const answer = await redis.set(`seen:${id}`, '1', 'EX', Math.max(1, Math.ceil(ttlSeconds)), 'NX');
      return answer === 'OK';
    },
  };
}
