import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryEvent } from '@verba/domain/delivery/contracts';
import { createChdbRunner } from '../chdb-runner';
import { createClickHouseRunner } from '../clickhouse-runner';
import { openSpooledEventStore } from '../clickhouse-event-store';
import type { EventStore } from '../event-store';
import { silentLogger } from '../logger';
import { migrateEventStore, migrationsDir } from '../migrate';
import { dimensionTotals, rollupDimensions } from '../reads';
import type { ClickHouseRunner } from '../runner';
import { insertEvents } from '../ship';
import { spoolLines } from '../shipper';
import { deliveryEvent } from './delivery-event';

/** Where the cases run: a ClickHouse server's URL (its HTTP interface), and how to let it go. */
export interface ClickHouseServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The event store's cases, on embedded chDB in this process (`server` absent: chDB binds one data
 * directory per process, and every case shares it) or through @clickhouse/client in a fresh
 * database of a ClickHouse server (`server`), the same SQL and migrations either way.
 */
export function eventStoreCases(server?: () => Promise<ClickHouseServer>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'verba-events-'));
  const spoolDir = join(dataDir, 'events-spool');
  let serving: ClickHouseServer | undefined;
  let databaseUrl: string | undefined;
  let runner: ClickHouseRunner;
  let store: EventStore;

  async function freshServerDatabase(url: string): Promise<string> {
    const database = `verba_events_test_${Date.now()}`;
    const admin = createClickHouseRunner(url);
    await admin.exec(`CREATE DATABASE ${database}`);
    await admin.close();
    const withDatabase = new URL(url);
    withDatabase.pathname = `/${database}`;
    return withDatabase.toString();
  }

  const open = async () => {
    if (server && !databaseUrl) {
      serving = await server();
      databaseUrl = await freshServerDatabase(serving.url);
    }
    runner = databaseUrl
      ? createClickHouseRunner(databaseUrl)
      : await createChdbRunner(join(dataDir, 'events'));
    store = await openSpooledEventStore({ runner, spoolDir, logger: silentLogger, shipIntervalMs: 60_000 });
  };

  beforeAll(open);
  afterAll(async () => {
    await store.close();
    await serving?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const hour = (h: number, minute = 0) => Date.UTC(2026, 10, 24, h, minute);

  describe('migrations', () => {
    it('are applied once and recorded; running them again changes nothing', async () => {
      const files = readdirSync(migrationsDir).filter((name) => name.endsWith('.sql'));
      const recorded = await runner.query<{ version: string }>(
        'SELECT version FROM schema_migrations FINAL ORDER BY version',
      );
      expect(recorded.map((row) => `${row.version}.sql`)).toEqual(files.sort());
      expect(await migrateEventStore(runner)).toEqual([]);
      const [{ n }] = (await runner.query<{ n: string }>(
        'SELECT toString(count()) AS n FROM schema_migrations',
      )) as [{ n: string }];
      expect(Number(n)).toBe(files.length);
    });
  });

  describe('append, flush and the rollups', () => {
    const c = 'campaign-rollups';
    const base = { campaignId: c, advertiserId: 'adv-rollups' };
    const events: DeliveryEvent[] = [
      deliveryEvent({ ...base, id: 'bid:a', type: 'bid', at: hour(10, 1), bidCpmMicros: 2_000_000 }),
      deliveryEvent({ ...base, id: 'win:a', type: 'win', at: hour(10, 2) }),
      deliveryEvent({ ...base, id: 'billing:a', type: 'billing', at: hour(10, 2), costMicros: 1_500 }),
      deliveryEvent({
        ...base,
        id: 'imp:a',
        type: 'impression',
        at: hour(10, 2),
        audienceIds: ['aud-1', 'aud-2'],
      }),
      deliveryEvent({ ...base, id: 'click:a:1', type: 'click', at: hour(10, 3), audienceIds: ['aud-1'] }),
      deliveryEvent({
        ...base,
        id: 'billing:b',
        type: 'billing',
        at: hour(11, 30),
        costMicros: 2_500,
        strategyId: 's2',
        groupId: 'g2',
        creativeId: 'cr2',
        state: 'RJ',
        city: '3304557',
        device: 'DESKTOP',
        environment: 'APP',
        siteOrApp: 'br.com.app',
        leaseId: 'lease-2',
      }),
      deliveryEvent({
        ...base,
        id: 'imp:b',
        type: 'impression',
        at: hour(11, 30),
        strategyId: 's2',
        groupId: 'g2',
      }),
      deliveryEvent({
        ...base,
        id: 'video_start:b',
        type: 'video_start',
        at: hour(11, 31),
        strategyId: 's2',
      }),
      deliveryEvent({
        ...base,
        id: 'video_complete:b',
        type: 'video_complete',
        at: hour(11, 32),
        strategyId: 's2',
      }),
      deliveryEvent({
        ...base,
        id: 'conversion:p1',
        type: 'conversion',
        at: hour(11, 40),
        valueMicros: 99_000_000,
      }),
      // Counted apart, never billed nor in delivery:
      deliveryEvent({ ...base, id: 'imp:bot', type: 'impression', at: hour(10, 5), exclusion: 'bot' }),
      deliveryEvent({
        ...base,
        id: 'billing:late',
        type: 'billing',
        at: hour(10, 6),
        costMicros: 9_000,
        exclusion: 'late',
      }),
      deliveryEvent({ ...base, id: 'click:replay:1', type: 'click', at: hour(10, 7), exclusion: 'replay' }),
    ];

    beforeAll(async () => {
      await Promise.all(events.map((event) => store.append([event])));
      // The same ids again, in the same spool and in a later batch: dropped.
      await store.append(events.slice(0, 3));
      await store.flush();
      await store.append([
        deliveryEvent({ ...base, id: 'billing:a', type: 'billing', at: hour(10, 9), costMicros: 7_777 }),
      ]);
      await store.flush();
    });

    it('totals a campaign, counting excluded events apart', async () => {
      const totals = (await store.campaignTotals({ campaignIds: [c, 'campaign-none'] })).get(c);
      expect(totals).toEqual({
        bids: 1,
        wins: 1,
        impressions: 2,
        clicks: 1,
        conversions: 1,
        videoStarts: 1,
        videoCompletes: 1,
        spendMicros: 4_000n,
        conversionValueMicros: 99_000_000n,
        excluded: 3,
      });
      const tenOClock = (
        await store.campaignTotals({ campaignIds: [c], from: new Date(hour(10)), to: new Date(hour(11)) })
      ).get(c);
      expect(tenOClock).toMatchObject({ impressions: 1, spendMicros: 1_500n, excluded: 3 });
    });

    it('totals each strategy and each hour', async () => {
      const byStrategy = await store.strategyTotals({ campaignId: c });
      expect(byStrategy.get('s1')).toMatchObject({
        impressions: 1,
        clicks: 1,
        spendMicros: 1_500n,
        conversions: 1,
      });
      expect(byStrategy.get('s2')).toMatchObject({
        impressions: 1,
        spendMicros: 2_500n,
        videoStarts: 1,
        videoCompletes: 1,
      });

      const hours = await store.hourly({ campaignId: c, from: new Date(hour(0)), to: new Date(hour(24)) });
      expect(
        hours.map((row) => [row.hour.getTime(), row.totals.impressions, row.totals.spendMicros]),
      ).toEqual([
        [hour(10), 1, 1_500n],
        [hour(11), 1, 2_500n],
      ]);
      const s2Hours = await store.hourly({
        campaignId: c,
        strategyId: 's2',
        from: new Date(hour(0)),
        to: new Date(hour(24)),
      });
      expect(s2Hours.map((row) => row.hour.getTime())).toEqual([hour(11)]);
    });

    it('totals campaigns per São Paulo day', async () => {
      const other = 'campaign-daily';
      await store.append([
        // 01:30 UTC on the 24th is 22:30 of the 23rd in São Paulo.
        deliveryEvent({ campaignId: other, id: 'imp:d1', type: 'impression', at: hour(1, 30) }),
        deliveryEvent({
          campaignId: other,
          id: 'billing:d1',
          type: 'billing',
          at: hour(1, 30),
          costMicros: 700,
        }),
        deliveryEvent({ campaignId: other, id: 'imp:d2', type: 'impression', at: hour(3, 5) }),
      ]);
      await store.flush();
      const rows = await store.daily({
        campaignIds: [c, other],
        from: new Date(hour(0) - 24 * 3_600_000),
        to: new Date(hour(24)),
      });
      expect(
        rows.map((row) => [row.date, row.campaignId, row.totals.impressions, row.totals.spendMicros]),
      ).toEqual([
        ['2026-11-23', other, 1, 700n],
        ['2026-11-24', other, 1, 0n],
        ['2026-11-24', c, 2, 4_000n],
      ]);
      const ofStrategy = await store.daily({
        campaignIds: [c],
        strategyId: 's2',
        from: new Date(hour(0)),
        to: new Date(hour(24)),
      });
      expect(ofStrategy.map((row) => [row.date, row.totals.impressions, row.totals.spendMicros])).toEqual([
        ['2026-11-24', 1, 2_500n],
      ]);
      expect(await store.daily({ campaignIds: [], from: new Date(hour(0)), to: new Date(hour(24)) })).toEqual(
        [],
      );
    });

    it('keeps a rollup for every dimension', async () => {
      const expected: Record<string, Record<string, number>> = {
        campaign: { [c]: 2 },
        group: { g1: 1, g2: 1 },
        strategy: { s1: 1, s2: 1 },
        creative: { cr1: 2 },
        state: { SP: 2 },
        city: { '3550308': 2 },
        device: { MOBILE: 2 },
        environment: { WEB: 2 },
        site_or_app: { 'example.com.br': 2 },
        audience: { 'aud-1': 1, 'aud-2': 1 },
      };
      for (const dimension of rollupDimensions) {
        const totals = await dimensionTotals(runner, { campaignId: c, dimension });
        const impressions = Object.fromEntries(
          [...totals].filter(([, t]) => t.impressions > 0).map(([value, t]) => [value, t.impressions]),
        );
        expect([dimension, impressions]).toEqual([dimension, expected[dimension]]);
      }
      const spendByState = await dimensionTotals(runner, { campaignId: c, dimension: 'state' });
      expect(spendByState.get('RJ')?.spendMicros).toBe(2_500n);
      // The store answers the same through its interface, over a window of hours too.
      expect(await store.breakdown({ campaignId: c, dimension: 'state' })).toEqual(spendByState);
      const elevenOClock = await store.breakdown({
        campaignId: c,
        dimension: 'state',
        from: new Date(hour(11)),
        to: new Date(hour(12)),
      });
      // 11h: the billing in RJ; the impression, video and conversion events of 11h in SP (the default).
      expect(elevenOClock.get('RJ')).toMatchObject({ impressions: 0, spendMicros: 2_500n });
      expect(elevenOClock.get('SP')).toMatchObject({ impressions: 1, conversions: 1, spendMicros: 0n });
      const clicksByAudience = await dimensionTotals(runner, { campaignId: c, dimension: 'audience' });
      expect(clicksByAudience.get('aud-1')?.clicks).toBe(1);
    });

    it('sums billed spend per campaign, strategy, lease and minute', async () => {
      const rows = await store.minuteSpend({
        from: new Date(hour(0)),
        to: new Date(hour(24)),
        campaignId: c,
      });
      expect(
        rows.map((row) => [
          row.minute.getTime(),
          row.strategyId,
          row.leaseId,
          row.costMicros,
          row.impressions,
        ]),
      ).toEqual([
        [hour(10, 2), 's1', 'lease-1', 1_500n, 1],
        [hour(11, 30), 's2', 'lease-1', 0n, 1],
        [hour(11, 30), 's2', 'lease-2', 2_500n, 0],
      ]);
      const platform = await store.perMinute({ since: new Date(hour(11)) });
      expect(platform.filter((row) => row.minute.getTime() === hour(11, 30))).toEqual([
        { minute: new Date(hour(11, 30)), wins: 0, impressions: 1, clicks: 0, spendMicros: 2_500n },
      ]);
    });

    it('finds the last click, else the last impression, of a user for an advertiser', async () => {
      const touch = await store.lastTouch({
        userKey: 'user-1',
        advertiserId: 'adv-rollups',
        clickSince: new Date(hour(0)),
        viewSince: new Date(hour(0)),
      });
      expect(touch).toMatchObject({
        kind: 'click',
        bidId: 'a',
        campaignId: c,
        at: hour(10, 3),
        billed: true,
        // The touched bid's exchange (events migration 0005).
        exchangeId: 'exchange-1',
      });
      const view = await store.lastTouch({
        userKey: 'user-1',
        advertiserId: 'adv-rollups',
        clickSince: new Date(hour(10, 4)),
        viewSince: new Date(hour(0)),
      });
      expect(view).toMatchObject({ kind: 'impression', at: hour(11, 30) });
      expect(
        await store.lastTouch({
          userKey: 'other',
          advertiserId: 'adv-rollups',
          clickSince: new Date(0),
          viewSince: new Date(0),
        }),
      ).toBeNull();
    });
  });

  describe('conversion attribution takes billed touches only (billed_bids)', () => {
    const adv = 'adv-billed';
    const at = (minute: number) => Date.UTC(2026, 10, 24, 14, minute);
    const touch = (overrides: Partial<DeliveryEvent> & { id: string }) =>
      deliveryEvent({ advertiserId: adv, campaignId: 'campaign-billed', userKey: 'visitor-b', ...overrides });

    beforeAll(async () => {
      await store.append([
        // Bid p: billed. Its impression at :01 and click at :02.
        touch({ id: 'billing:p', type: 'billing', at: at(1), costMicros: 4_000 }),
        touch({ id: 'imp:p', at: at(1) }),
        touch({ id: 'click:p:1', type: 'click', at: at(2) }),
        // Bid q: an impression and a click later, but never billed (no notice at all).
        touch({ id: 'imp:q', at: at(10) }),
        touch({ id: 'click:q:1', type: 'click', at: at(11) }),
        // Bid r: its billing was late (excluded, cost 0), bid s: a test bid's billing (cost 0).
        touch({ id: 'billing:r', type: 'billing', at: at(12), costMicros: 0, exclusion: 'late' }),
        touch({ id: 'imp:r', at: at(12) }),
        touch({ id: 'billing:s', type: 'billing', at: at(13), costMicros: 0, exclusion: 'invalid' }),
        touch({ id: 'imp:s', at: at(13) }),
        // Another visitor with only unbilled touches.
        touch({ id: 'imp:u', at: at(14), userKey: 'visitor-u' }),
      ]);
      await store.flush();
    });

    it('answers the billed click even when unbilled touches are later', async () => {
      const found = await store.lastTouch({
        userKey: 'visitor-b',
        advertiserId: adv,
        clickSince: new Date(at(0)),
        viewSince: new Date(at(0)),
      });
      expect(found).toMatchObject({ kind: 'click', bidId: 'p', billed: true, at: at(2) });
    });

    it('answers the billed impression when the billed click is out of its window', async () => {
      const found = await store.lastTouch({
        userKey: 'visitor-b',
        advertiserId: adv,
        clickSince: new Date(at(3)),
        viewSince: new Date(at(0)),
      });
      expect(found).toMatchObject({ kind: 'impression', bidId: 'p', billed: true });
    });

    it('answers an unbilled touch as unbilled when no billed one is in the windows', async () => {
      const found = await store.lastTouch({
        userKey: 'visitor-b',
        advertiserId: adv,
        clickSince: new Date(at(3)),
        viewSince: new Date(at(3)),
      });
      expect(found).toMatchObject({ kind: 'click', bidId: 'q', billed: false });
      expect(
        await store.lastTouch({
          userKey: 'visitor-u',
          advertiserId: adv,
          clickSince: new Date(0),
          viewSince: new Date(0),
        }),
      ).toMatchObject({ bidId: 'u', billed: false });
      const billed = await runner.query<{ bid_id: string }>(
        `SELECT bid_id FROM billed_bids WHERE advertiser_id = {adv:String} ORDER BY bid_id`,
        { adv },
      );
      expect(billed.map((row) => row.bid_id)).toEqual(['p']);
    });
  });

  describe('idempotence', () => {
    it('drops a replayed block in the events table and in every rollup (insert_deduplication_token)', async () => {
      const c = 'campaign-token';
      const batch = [
        deliveryEvent({
          id: 'billing:t1',
          campaignId: c,
          type: 'billing',
          costMicros: 1_000,
          audienceIds: ['aud-9'],
        }),
        deliveryEvent({ id: 'imp:t1', campaignId: c, audienceIds: ['aud-9'] }),
        deliveryEvent({ id: 'imp:t2', campaignId: c, at: Date.UTC(2026, 10, 25, 1), audienceIds: ['aud-9'] }),
      ];
      await insertEvents(runner, batch);
      await insertEvents(runner, batch);
      const [{ n }] = (await runner.query<{ n: string }>(
        "SELECT toString(count()) AS n FROM events WHERE campaign_id = 'campaign-token'",
      )) as [{ n: string }];
      expect(Number(n)).toBe(3);
      expect((await store.campaignTotals({ campaignIds: [c] })).get(c)).toMatchObject({
        impressions: 2,
        spendMicros: 1_000n,
      });
      expect(
        (await dimensionTotals(runner, { campaignId: c, dimension: 'audience' })).get('aud-9')?.impressions,
      ).toBe(2);
      const spend = await store.minuteSpend({
        from: new Date(0),
        to: new Date(Date.UTC(2027, 0)),
        campaignId: c,
      });
      expect(spend.reduce((sum, row) => sum + row.costMicros, 0n)).toBe(1_000n);
    });

    it('replays a segment left in the spool by a crash once, even when it was already shipped', async () => {
      const c = 'campaign-replay';
      const batch = [
        deliveryEvent({ id: 'billing:r1', campaignId: c, type: 'billing', costMicros: 3_000 }),
        deliveryEvent({ id: 'imp:r1', campaignId: c }),
      ];
      await store.append(batch);
      await store.flush();
      await store.close();
      // A crash after shipping and before the segment was removed, plus one never shipped:
      writeFileSync(join(spoolDir, '000000000001.spool'), spoolLines(batch));
      const unshipped = deliveryEvent({ id: 'imp:r2', campaignId: c });
      writeFileSync(join(spoolDir, '000000000002.spool'), `${spoolLines([unshipped])}{"id":"imp:torn`);
      await open();
      expect((await store.campaignTotals({ campaignIds: [c] })).get(c)).toMatchObject({
        impressions: 2,
        spendMicros: 3_000n,
      });
    });
  });

  describe('bidder stats', () => {
    it('keeps one row per bidder and minute, the later replacing the earlier', async () => {
      const minute = new Date(Date.UTC(2026, 10, 24, 12, 0));
      const row = {
        bidderId: 'bidder-1',
        minute,
        requests: 100,
        bidResponses: 40,
        bids: 45,
        timeouts: 1,
        malformed: 2,
        noBids: { targeting: 50, pacing: 10 },
        latencyP50Ms: 0.8,
        latencyP99Ms: 3.5,
      };
      await store.appendStats([row]);
      await store.appendStats([
        { ...row, requests: 120, noBids: { targeting: 60 }, refused: { no_credentials: 7, bad_secret: 1 } },
      ]);
      expect(await store.bidderStats({ since: minute })).toEqual([
        {
          ...row,
          requests: 120,
          noBids: { targeting: 60 },
          // Requests refused before any bid (issue 25), by reason.
          refused: { no_credentials: 7, bad_secret: 1 },
        },
      ]);
    });
  });

  describe('platform stats (events migration 0008)', () => {
    it('keeps the latest fetch of each campaign, day, hour and strategy, over a day range', async () => {
      const [c, other] = ['plat-c-1', 'plat-c-2'];
      const row = {
        campaignId: c,
        strategyId: 's-1',
        platform: 'google_ads',
        day: '2026-11-20',
        hour: null,
        impressions: 1_000,
        clicks: 40,
        costMicros: 12_345_678n,
        conversions: 2.5,
        conversionValueMicros: 90_000_000n,
        videoViews: 0,
        videoQuartiles: [0, 0, 0, 0] as [number, number, number, number],
        currency: 'BRL',
        fetchedAt: new Date(Date.UTC(2026, 10, 21, 3, 0, 0, 250)),
      };
      await store.appendPlatformStats([
        row,
        { ...row, hour: 13, costMicros: 1_000_000n },
        { ...row, day: '2026-11-21', costMicros: 5_000_000n, videoViews: 7, videoQuartiles: [7, 5, 3, 1] },
        { ...row, day: '2026-11-25', costMicros: 1n },
        { ...row, campaignId: other, costMicros: 9n },
      ]);
      // A later fetch restates the 20th downwards; an older fetch arriving late changes nothing.
      await store.appendPlatformStats([
        { ...row, costMicros: 11_000_000n, clicks: 38, fetchedAt: new Date(Date.UTC(2026, 10, 22, 3)) },
        { ...row, day: '2026-11-21', costMicros: 1n, fetchedAt: new Date(Date.UTC(2026, 10, 20, 3)) },
      ]);
      await store.appendPlatformStats([]);
      const rows = await store.platformStats({ campaignIds: [c], from: '2026-11-20', to: '2026-11-21' });
      expect(rows).toEqual([
        { ...row, hour: 13, costMicros: 1_000_000n },
        { ...row, costMicros: 11_000_000n, clicks: 38, fetchedAt: new Date(Date.UTC(2026, 10, 22, 3)) },
        { ...row, day: '2026-11-21', costMicros: 5_000_000n, videoViews: 7, videoQuartiles: [7, 5, 3, 1] },
      ]);
      expect(await store.platformStats({ campaignIds: [], from: '2026-11-20', to: '2026-11-21' })).toEqual(
        [],
      );
    });
  });

  describe('platform keyword stats (events migration 0010)', () => {
    it('keeps the latest fetch of each campaign, day, strategy and keyword, over a day range', async () => {
      const row = {
        campaignId: 'kw-c-1',
        strategyId: 's-1',
        platform: 'google_ads',
        day: '2026-11-20',
        keyword: 'café especial',
        matchType: 'PHRASE',
        criterionId: '4001',
        impressions: 500,
        clicks: 21,
        costMicros: 6_170_000n,
        conversions: 1.5,
        conversionValueMicros: 45_000_000n,
        currency: 'BRL',
        fetchedAt: new Date(Date.UTC(2026, 10, 21, 3, 0, 0, 250)),
      };
      await store.appendPlatformKeywordStats!([
        row,
        { ...row, keyword: 'café em grão', matchType: 'EXACT', criterionId: '4002', costMicros: 1_000_000n },
        { ...row, day: '2026-11-22', costMicros: 2n },
        { ...row, campaignId: 'kw-c-2', costMicros: 9n },
      ]);
      // A later fetch restates the phrase keyword; an older fetch arriving late changes nothing.
      await store.appendPlatformKeywordStats!([
        { ...row, clicks: 20, costMicros: 6_000_000n, fetchedAt: new Date(Date.UTC(2026, 10, 22, 3)) },
        {
          ...row,
          criterionId: '4002',
          keyword: 'café em grão',
          matchType: 'EXACT',
          costMicros: 7n,
          fetchedAt: new Date(Date.UTC(2026, 10, 20)),
        },
      ]);
      await store.appendPlatformKeywordStats!([]);
      expect(
        await store.platformKeywordStats!({ campaignIds: ['kw-c-1'], from: '2026-11-20', to: '2026-11-21' }),
      ).toEqual([
        { ...row, clicks: 20, costMicros: 6_000_000n, fetchedAt: new Date(Date.UTC(2026, 10, 22, 3)) },
        { ...row, keyword: 'café em grão', matchType: 'EXACT', criterionId: '4002', costMicros: 1_000_000n },
      ]);
      expect(
        await store.platformKeywordStats!({ campaignIds: [], from: '2026-11-20', to: '2026-11-21' }),
      ).toEqual([]);
    });
  });
}
