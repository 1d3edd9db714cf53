import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import {
  createMemoryFrequencyCounter,
  createRedisFrequencyCounter,
  type CapKey,
  type FrequencyCounter,
} from './frequency-caps';
import { startRedisServer } from './testing/redis-server';

const at = (iso: string) => Date.parse(iso);
const key = (cap: CapKey['cap'], userKey = 'u1', strategyId = 's1'): CapKey => ({ strategyId, userKey, cap });
const count = async (counter: FrequencyCounter, k: CapKey, now: number) =>
  (await counter.counts([k], now))[0];

/** Two bidders (a and b) counting one cap together. */
function sharedCapBehaviour(make: () => Promise<[FrequencyCounter, FrequencyCounter]>) {
  let a: FrequencyCounter;
  let b: FrequencyCounter;
  beforeAll(async () => {
    [a, b] = await make();
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts impressions served by either bidder in one window', async () => {
    const cap = { count: 3, period: 1, unit: 'HOURS' as const };
    const now = at('2026-03-10T12:10:00Z');
    await a.increment(key(cap, 'shared'), now);
    await b.increment(key(cap, 'shared'), now + 1000);
    await b.increment(key(cap, 'shared'), now + 2000);
    // Past the read cache of either bidder.
    expect(await count(a, key(cap, 'shared'), now + 3000)).toBe(3);
    expect(await count(b, key(cap, 'shared'), now + 3000)).toBe(3);
    // Another user, another strategy: nothing.
    expect(await count(a, key(cap, 'other'), now + 3000)).toBe(0);
    expect(await count(a, key(cap, 'shared', 's2'), now + 3000)).toBe(0);
    // The next hour is a new window.
    expect(await count(a, key(cap, 'shared'), at('2026-03-10T13:00:00Z'))).toBe(0);
  });

  it('aligns day windows to São Paulo midnight', async () => {
    const cap = { count: 1, period: 1, unit: 'DAYS' as const };
    // 02:30 UTC is 23:30 of the previous day in São Paulo (UTC−3).
    await a.increment(key(cap, 'night'), at('2026-03-10T02:30:00Z'));
    expect(await count(b, key(cap, 'night'), at('2026-03-10T02:59:00Z'))).toBe(1);
    expect(await count(b, key(cap, 'night'), at('2026-03-10T03:00:00Z'))).toBe(0);
  });

  it('counts multi-unit periods in fixed windows', async () => {
    const cap = { count: 2, period: 15, unit: 'MINUTES' as const };
    await a.increment(key(cap, 'fifteen'), at('2026-03-10T12:01:00Z'));
    expect(await count(b, key(cap, 'fifteen'), at('2026-03-10T12:14:00Z'))).toBe(1);
    expect(await count(b, key(cap, 'fifteen'), at('2026-03-10T12:15:00Z'))).toBe(0);
    const week = { count: 2, period: 1, unit: 'WEEKS' as const };
    // Sunday 2026-03-15 in São Paulo, then Monday 2026-03-16.
    await a.increment(key(week, 'weekly'), at('2026-03-15T20:00:00Z'));
    expect(await count(b, key(week, 'weekly'), at('2026-03-16T02:00:00Z'))).toBe(1);
    expect(await count(b, key(week, 'weekly'), at('2026-03-16T03:00:00Z'))).toBe(0);
    const month = { count: 2, period: 1, unit: 'MONTHS' as const };
    await a.increment(key(month, 'monthly'), at('2026-03-31T12:00:00Z'));
    expect(await count(b, key(month, 'monthly'), at('2026-04-01T02:59:00Z'))).toBe(1);
    expect(await count(b, key(month, 'monthly'), at('2026-04-01T03:00:00Z'))).toBe(0);
  });
}

describe('frequency caps in memory (two bidders in one process share the counter)', () => {
  sharedCapBehaviour(async () => {
    const counter = createMemoryFrequencyCounter();
    return [counter, counter];
  });

  it('answers synchronously', () => {
    const counter = createMemoryFrequencyCounter();
    expect(Array.isArray(counter.counts([key({ count: 1, period: 1, unit: 'DAYS' })], Date.now()))).toBe(
      true,
    );
  });
});

describe('frequency caps through a real redis-server, shared by two bidders', () => {
  let server: Awaited<ReturnType<typeof startRedisServer>>;
  beforeAll(async () => {
    server = await startRedisServer();
  }, 20_000);
  afterAll(async () => {
    await server?.stop();
  });

  sharedCapBehaviour(async () => [
    createRedisFrequencyCounter({ redis: new Redis(server.url), cacheMs: 0 }),
    createRedisFrequencyCounter({ redis: new Redis(server.url), cacheMs: 0 }),
  ]);

  it('serves repeated reads from its local cache within cacheMs, one round trip', async () => {
    const redis = new Redis(server.url);
    const counter = createRedisFrequencyCounter({ redis, cacheMs: 1000 });
    const other = createRedisFrequencyCounter({ redis: new Redis(server.url), cacheMs: 0 });
    const cap = { count: 5, period: 1, unit: 'DAYS' as const };
    const now = at('2026-03-10T15:00:00Z');
    expect(await count(counter, key(cap, 'cached'), now)).toBe(0);
    await other.increment(key(cap, 'cached'), now);
    expect(await count(counter, key(cap, 'cached'), now + 500)).toBe(0);
    expect(await count(counter, key(cap, 'cached'), now + 1500)).toBe(1);
    // Its own impression is seen at once.
    await counter.increment(key(cap, 'cached'), now + 1600);
    expect(await count(counter, key(cap, 'cached'), now + 1700)).toBe(2);
    await counter.close();
    await other.close();
  });
});
