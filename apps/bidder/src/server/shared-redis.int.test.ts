import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { OpenRtbBidResponse } from './bid-route';
import { createRedisFrequencyCounter } from './frequency-caps';
import { createRedisSeenEvents } from './seen-events';
import { bidRequest, liveStrategy } from './testing/fake-ports';
import { startRedisServer } from './testing/redis-server';
import { createTestBidder, type TestBidder } from './testing/test-bidder';

/** Two bidders behind one load balancer, sharing a real redis-server (REDIS_URL). */
describe('two bidders sharing frequency caps and dedup through Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let a: TestBidder;
  let b: TestBidder;
  const clients: Redis[] = [];
  const bidderOn = async () => {
    const client = new Redis(redis.url);
    clients.push(client);
    return createTestBidder({
      strategies: [liveStrategy({ frequencyCap: { count: 2, period: 1, unit: 'DAYS' } })],
      options: {
        caps: createRedisFrequencyCounter({ redis: client, cacheMs: 0 }),
        seen: createRedisSeenEvents(client),
      },
    });
  };
  beforeAll(async () => {
    redis = await startRedisServer();
    a = await bidderOn();
    b = await bidderOn();
  }, 20_000);
  afterAll(async () => {
    await a.close();
    await b.close();
    for (const client of clients) await client.quit();
    await redis.stop();
  });

  const bidOn = async (t: TestBidder) => {
    const response = await t.bid(bidRequest());
    if (response.statusCode !== 200) return null;
    return new URL(response.json<OpenRtbBidResponse>().seatbid[0]!.bid[0]!.nurl).searchParams.get('t')!;
  };
  const beacon = (t: TestBidder, token: string) =>
    t.app.inject({ url: `/t/v1/imp?t=${token}`, headers: { 'user-agent': 'Mozilla/5.0 Chrome/130.0' } });

  it('an impression counted by one bidder caps the user on the other', async () => {
    const first = await bidOn(a);
    await beacon(a, first!);
    const second = await bidOn(b);
    await beacon(b, second!);
    expect(await bidOn(a)).toBeNull();
    expect(await bidOn(b)).toBeNull();
    expect(b.bidder.diagnostics(['strategy-1']).get('strategy-1')!.lastReason).toBe('frequency_cap');
  });

  it('a beacon replayed to the other bidder is recorded as a replay', async () => {
    const fresh = await createTestBidder();
    const token = (await bidOn(fresh))!;
    await fresh.close();
    await beacon(a, token);
    await beacon(b, token);
    expect(a.store.events.at(-1)).toMatchObject({ type: 'impression', exclusion: '' });
    expect(b.store.events.at(-1)).toMatchObject({ type: 'impression', exclusion: 'replay' });
  });
});
