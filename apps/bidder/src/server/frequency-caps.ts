import { Redis } from 'ioredis';
import { frequencyWindow, type FrequencyCap } from './frequency-window';

export interface CapKey {
  strategyId: string;
  userKey: string;
  cap: FrequencyCap;
}

/**
 * Impressions per user per strategy in the current window of the strategy's frequency cap.
 * `counts` is synchronous in memory; with Redis it is one pipelined GET for the keys a tiny
 * local cache does not hold.
 */
export interface FrequencyCounter {
  readonly kind: 'memory' | 'redis';
  counts(keys: readonly CapKey[], now: number): number[] | Promise<number[]>;
  /** One impression served: counts in the window of `now`. */
  increment(key: CapKey, now: number): Promise<void>;
  close(): Promise<void>;
}

const counterKey = (key: CapKey, windowId: string) => `fc:${key.strategyId}:${key.userKey}:${windowId}`;

/** In-process counters (one bidder, or several in one process sharing the object). */
export function createMemoryFrequencyCounter({ maxKeys = 1_000_000 } = {}): FrequencyCounter {
  const counts = new Map<string, { count: number; expiresAt: number }>();
  const sweep = (now: number) => {
    for (const [k, v] of counts) if (v.expiresAt <= now) counts.delete(k);
    // Still full of live windows: drop the oldest entries (Map keeps insertion order).
    for (const k of counts.keys()) {
      if (counts.size < maxKeys) break;
      counts.delete(k);
    }
  };
  return {
    kind: 'memory',
    counts(keys, now) {
      return keys.map((key) => {
        const entry = counts.get(counterKey(key, frequencyWindow(key.cap, now).id));
        return entry && entry.expiresAt > now ? entry.count : 0;
      });
    },
    increment(key, now) {
      const window = frequencyWindow(key.cap, now);
      const k = counterKey(key, window.id);
      const entry = counts.get(k);
      if (entry) entry.count += 1;
      else {
        if (counts.size >= maxKeys) sweep(now);
        counts.set(k, { count: 1, expiresAt: now + window.ttlSeconds * 1000 });
      }
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

/**
 * Counters shared by every bidder through Redis (REDIS_URL): INCR + EXPIRE on impression, a
 * pipelined GET at bid time. Reads are cached for `cacheMs` so a burst of requests of one user
 * costs one round trip; an impression served here updates the cache at once.
 */
export function createRedisFrequencyCounter({
  redis,
  cacheMs = 250,
  maxCached = 100_000,
}: {
  redis: Redis;
  cacheMs?: number;
  maxCached?: number;
}): FrequencyCounter {
  const cache = new Map<string, { count: number; at: number }>();
  const remember = (k: string, count: number, at: number) => {
    if (cache.size >= maxCached) cache.clear();
    cache.set(k, { count, at });
  };
  return {
    kind: 'redis',
    async counts(keys, now) {
      const ids = keys.map((key) => counterKey(key, frequencyWindow(key.cap, now).id));
      const result = new Array<number>(keys.length).fill(0);
      const missing: number[] = [];
      ids.forEach((k, i) => {
        const hit = cache.get(k);
        if (hit && now - hit.at < cacheMs) result[i] = hit.count;
        else missing.push(i);
      });
      if (missing.length === 0) return result;
      const pipeline = redis.pipeline();
      for (const i of missing) pipeline.get(ids[i]!);
      const answers = (await pipeline.exec()) ?? [];
      missing.forEach((i, n) => {
        const [error, value] = answers[n] ?? [null, null];
        const count = error ? 0 : Number(value ?? 0);
        result[i] = count;
        remember(ids[i]!, count, now);
      });
      return result;
    },
    async increment(key, now) {
      const window = frequencyWindow(key.cap, now);
      const k = counterKey(key, window.id);
      const answers = await redis.multi().incr(k).expire(k, window.ttlSeconds).exec();
      const count = Number(answers?.[0]?.[1] ?? 0);
      remember(k, count, now);
    },
    async close() {
      await redis.quit();
    },
  };
}

/** Redis when REDIS_URL is set, else in-process counters. */
export function createFrequencyCounter({ redisUrl }: { redisUrl: string | undefined }): FrequencyCounter {
  if (!redisUrl) return createMemoryFrequencyCounter();
  return createRedisFrequencyCounter({
    redis: new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: true }),
  });
}
