import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, type TestDeps } from '../../testing';
import { acquireLease } from '../leases/acquire-lease';
import { insertActiveCampaign } from '../leases/testing';
import { billingEvent, fakeEventStore } from '../spend/fake-event-store';
import { postMinuteSpend } from '../spend/post-minute-spend';
import { unpostedSpend } from './unposted-spend';

let deps: TestDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.database.close());

describe('unpostedSpend', () => {
  it('is the billed spend the poster has not posted yet: all of it before, none after, only this campaign', async () => {
    const store = fakeEventStore();
    const { campaignId } = await insertActiveCampaign({ db: deps.db, budget: 1_000n });
    const other = await insertActiveCampaign({ db: deps.db, budget: 1_000n });
    const lease = await acquireLease({
      db: deps.db,
      campaignId,
      bidderId: 'b',
      wantMicros: 2_000_000n,
      now: deps.now(),
      leaseSeconds: 30,
    });
    const bill = (campaign: string, costMicros: number) =>
      billingEvent({
        bidId: randomUUID(),
        leaseId: lease!.id,
        campaignId: campaign,
        strategyId: randomUUID(),
        costMicros,
        at: deps.now().getTime() + 1_000,
      });
    const unposted = () => unpostedSpend({ db: deps.db, events: store, campaignId, now: deps.now() });

    expect(await unposted()).toBe(0n);
    await store.append([bill(campaignId, 123_456), bill(campaignId, 7_777), bill(other.campaignId, 990_000)]);
    expect(await unposted()).toBe(13n);

    deps.advance((deps.config.deliveryNoticeWindowSeconds + 120) * 1000);
    await postMinuteSpend({ deps, store });
    expect(await unposted()).toBe(0n);

    await store.append([bill(campaignId, 25_000)]);
    expect(await unposted()).toBe(2n);
    expect(await unpostedSpend({ db: deps.db, events: undefined, campaignId, now: deps.now() })).toBe(0n);
  });
});
