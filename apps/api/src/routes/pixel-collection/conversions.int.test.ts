import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { provideConversionHook } from '@verba/core/pixels/conversion-hook';
import { createSignedInUser } from '@verba/core/testing/factories';
import { createEventStore, type EventStore } from '@verba/events';
import { silentLogger } from '@verba/events/logger';
import { deliveryEvent } from '@verba/events/testing/delivery-event';
import { createConversionHook } from '@verba/bidder/server/conversions';
import { hashUserKey } from '@verba/bidder/server/user-key';
import type { OpenRtbBidResponse } from '@verba/bidder/server/bid-route';
import { bidRequest, liveStrategy } from '@verba/bidder/server/testing/fake-ports';
import { createTestBidder, type TestBidder } from '@verba/bidder/server/testing/test-bidder';
import { createTestApp, type TestApp } from '../../testing';
import {
  createTestAdvertiser,
  createTestPixelGroup,
  pixelRule,
  type GroupJson,
} from '../pixels/pixel-test-helpers';

/**
 * Issue 25, over real sockets: the public pixel endpoint on a listening app, the bidder's
 * conversion hook and a real event store (chDB). Touches are the events the tracking routes write
 * (an impression beacon per bid, a billing event only for a billed bid), appended to the store.
 */
describe('conversions: only billed touches, value caps, per-visitor limits (issue 25)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'verba-conversions-'));
  let t: TestApp;
  let store: EventStore;
  let base: string;
  let headersA: { authorization: string };
  let groupA: GroupJson;
  let groupB: GroupJson;
  let advertiserA: string;
  let advertiserB: string;
  let bidder: TestBidder;
  const now = Date.now();

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false, pixelHitsPerVisitorPerHour: 3 });
    store = await createEventStore({ dataDir, logger: silentLogger });
    provideConversionHook(t.deps, createConversionHook({ store, clickDays: 30, viewDays: 1 }));
    const userA = await createSignedInUser({ db: t.deps.db, role: 'user', language: 'en' });
    const userB = await createSignedInUser({ db: t.deps.db, role: 'user', language: 'en' });
    headersA = userA.headers;
    advertiserA = await createTestAdvertiser(t, userA.headers);
    advertiserB = await createTestAdvertiser(t, userB.headers);
    // A caps its purchase rule at R$ 1.000,00; B keeps the platform default.
    groupA = await createTestPixelGroup(t, userA.headers, advertiserA, {
      rules: [pixelRule({ value: null, max_value: 100_000 })],
    });
    groupB = await createTestPixelGroup(t, userB.headers, advertiserB);
    const touch = (company: string, advertiserId: string, id: string, visitor: string, type = 'impression') =>
      deliveryEvent({
        id,
        type: type as 'impression',
        at: now - 60_000,
        companyId: company,
        advertiserId,
        campaignId: `campaign-${advertiserId}`,
        userKey: hashUserKey(visitor),
      });
    await store.append([
      // A's campaign: visitor-a saw a billed impression; visitor-x only impressions and a click of a
      // bid nobody billed (an outsider's beacon and click: no notice, or a notice that billed 0).
      touch(userA.user.companyId, advertiserA, 'imp:a1', 'visitor-a'),
      {
        ...touch(userA.user.companyId, advertiserA, 'billing:a1', 'visitor-a', 'billing'),
        costMicros: 7_000,
      },
      touch(userA.user.companyId, advertiserA, 'imp:x1', 'visitor-x'),
      touch(userA.user.companyId, advertiserA, 'click:x1:1', 'visitor-x', 'click'),
      touch(userA.user.companyId, advertiserA, 'imp:x2', 'visitor-x'),
      {
        ...touch(userA.user.companyId, advertiserA, 'billing:x2', 'visitor-x', 'billing'),
        costMicros: 0,
        exclusion: 'invalid',
      },
      // B's campaign: visitor-b saw a billed impression.
      touch(userB.user.companyId, advertiserB, 'imp:b1', 'visitor-b'),
      {
        ...touch(userB.user.companyId, advertiserB, 'billing:b1', 'visitor-b', 'billing'),
        costMicros: 5_000,
      },
    ]);
    await store.flush();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // The bidder's own server (bid route and tracking routes over sockets) writing to the same store,
    // bidding for A's advertiser on campaign-live-A.
    bidder = await createTestBidder({
      strategies: [
        liveStrategy({
          companyId: userA.user.companyId,
          advertiserId: advertiserA,
          campaignId: 'campaign-live-A',
        }),
      ],
      budgets: { 'campaign-live-A': 1_000_000 },
      ports: { store },
    });
    bidder.clock.now = Date.now();
  });
  afterAll(async () => {
    await bidder.close();
    await t.close();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A hit as a browser sends it: over HTTP, the GIF answer read to its end. */
  const hit = async (pixelId: string, query: string) => {
    const res = await fetch(`${base}/px/v1/e?pid=${pixelId}&ev=purchase&${query}`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  };
  const totalsOf = async (advertiserId: string) => {
    await store.flush();
    return (await store.campaignTotals({ campaignIds: [`campaign-${advertiserId}`] })).get(
      `campaign-${advertiserId}`,
    )!;
  };
  const refused = async () => {
    const res = await fetch(`${base}/api/v1/pixel-groups/${groupA.id}/events`, { headers: headersA });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { refused_30d: Record<string, number> }[] };
    return body.data[0]!.refused_30d;
  };
  const recordedHits = async (visitor: string) => {
    const [row] = await queryRows<{ n: string }>(
      t.deps.db,
      sql`SELECT count(*)::text AS n FROM pixel_events WHERE visitor_id = ${visitor}`,
    );
    return Number(row!.n);
  };

  it("through the bidder over sockets: an outsider's beacon bills nothing and converts nothing; a billed impression converts", async () => {
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' };
    const bidFor = async (buyeruid: string) => {
      const answer = await bidder.bid(bidRequest({ user: { buyeruid } }));
      expect(answer.statusCode).toBe(200);
      const bid = answer.json<OpenRtbBidResponse>().seatbid[0]!.bid[0]!;
      return new URL(bid.nurl).searchParams.get('t')!;
    };
    const track = async (path: string) => {
      const res = await fetch(`${bidder.url}${path}`, { headers: browser, redirect: 'manual' });
      await res.arrayBuffer();
      return res.status;
    };
    const live = async () => {
      await store.flush();
      return (await store.campaignTotals({ campaignIds: ['campaign-live-A'] })).get('campaign-live-A');
    };
    // The outsider: a bid (today anyone gets one; registered exchanges are the exchanges work),
    // its impression beacon, no notice.
    const outsider = await bidFor('outsider-1');
    expect(await track(`/t/v1/imp?t=${outsider}`)).toBe(200);
    // The store ships every 200 ms; a conversion comes seconds after its impression, not within that.
    await store.flush();
    await hit(groupA.id, 'vid=outsider-1&v=90000');
    // Its touch was found, and refused as unbilled (not merely absent).
    expect(await refused()).toMatchObject({ unbilled_touch: 1 });
    expect(await live()).toMatchObject({
      impressions: 1,
      spendMicros: 0n,
      conversions: 0,
      conversionValueMicros: 0n,
    });
    // A shopper whose impression the exchange billed (burl at R$ 4,20 CPM).
    const shopper = await bidFor('shopper-1');
    expect(await track(`/t/v1/bill?t=${shopper}&p=4.20`)).toBe(204);
    expect(await track(`/t/v1/imp?t=${shopper}`)).toBe(200);
    await store.flush();
    await hit(groupA.id, 'vid=shopper-1&v=90000');
    expect(await live()).toMatchObject({
      impressions: 2,
      spendMicros: 4_200n,
      conversions: 1,
      conversionValueMicros: 900_000_000n,
    });
    expect(await refused()).toMatchObject({ unbilled_touch: 1 });
  });

  it('shows the cap on the rule: the one given, else the platform default', () => {
    expect(groupA.rules[0]).toMatchObject({ max_value: 100_000 });
    expect(groupB.rules[0]).toMatchObject({ max_value: 1_000_000 });
  });

  it('attributes nothing to touches of bids nobody billed, and counts them on the pixel page', async () => {
    await hit(groupA.id, 'vid=visitor-x&v=50000');
    await hit(groupA.id, 'vid=visitor-nobody&v=50000');
    expect(await totalsOf(advertiserA)).toMatchObject({ conversions: 0, conversionValueMicros: 0n });
    // The hits themselves are recorded (the install works), only not as conversions.
    expect(await recordedHits('visitor-x')).toBe(1);
    expect(await refused()).toEqual({
      value_over_cap: 0,
      visitor_rate_limited: 0,
      rate_limited: 0,
      unbilled_touch: 2,
    });
  });

  it('attributes a hit of a visitor with a billed touch, at its value', async () => {
    await hit(groupA.id, 'vid=visitor-a&v=50000');
    expect(await totalsOf(advertiserA)).toMatchObject({
      conversions: 1,
      conversionValueMicros: 500_000_000n,
    });
  });

  it('refuses a value above the cap (R$ 10.000.000,00), records nothing and counts it', async () => {
    await hit(groupA.id, 'vid=visitor-a&v=1000000000');
    await hit(groupA.id, 'vid=visitor-a&v=100001');
    expect(await totalsOf(advertiserA)).toMatchObject({
      conversions: 1,
      conversionValueMicros: 500_000_000n,
    });
    expect(await recordedHits('visitor-a')).toBe(1);
    expect(await refused()).toMatchObject({ value_over_cap: 2 });
    // At the cap exactly is fine.
    await hit(groupA.id, 'vid=visitor-a&v=100000');
    expect(await totalsOf(advertiserA)).toMatchObject({
      conversions: 2,
      conversionValueMicros: 1_500_000_000n,
    });
  });

  it('records at most 3 hits per visitor and rule an hour: more are refused and counted', async () => {
    for (let n = 0; n < 4; n++) await hit(groupA.id, 'vid=visitor-a&v=100');
    // visitor-a had 2 recorded hits: one more is taken, three are refused.
    expect(await recordedHits('visitor-a')).toBe(3);
    expect(await totalsOf(advertiserA)).toMatchObject({
      conversions: 3,
      conversionValueMicros: 1_501_000_000n,
    });
    expect(await refused()).toMatchObject({ visitor_rate_limited: 3 });
    // Another visitor is not held back by this one.
    await hit(groupA.id, 'vid=visitor-y&v=100');
    expect(await recordedHits('visitor-y')).toBe(1);
  });

  it("cannot move another company's figures: a visitor billed by A converts nothing on B's pixel, and B's visitor nothing on A's", async () => {
    const before = await totalsOf(advertiserA);
    const beforeB = await totalsOf(advertiserB);
    await hit(groupB.id, 'vid=visitor-a&v=90000');
    await hit(groupA.id, 'vid=visitor-b&v=90000');
    expect(await totalsOf(advertiserA)).toEqual(before);
    expect(await totalsOf(advertiserB)).toEqual(beforeB);
    // B's own visitor on B's pixel does convert, for B only.
    await hit(groupB.id, 'vid=visitor-b&v=90000');
    expect(await totalsOf(advertiserB)).toMatchObject({
      conversions: 1,
      conversionValueMicros: 900_000_000n,
    });
    expect(await totalsOf(advertiserA)).toEqual(before);
  });
});
