import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import type { NoBidReason } from '@verba/domain/delivery/contracts';
import type {
  CampaignDelivery,
  DeliveryBreakdown,
  StaffDelivery,
  StrategyDelivery,
} from '@verba/domain/delivery/views';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { createTestAdvertiser } from '../pixels/pixel-test-helpers';
import {
  campaignBody,
  createTestCampaign,
  inDays,
  insertCreative,
  type Headers,
} from '../campaigns/campaign-test-helpers';
import { deliveryEvent, FakeEventStore } from './fake-event-store';
import { liveCampaign } from './live-campaign';

describe('delivery read API', () => {
  let t: TestApp;
  const store = new FakeEventStore();
  let noBids = new Map<string, Partial<Record<NoBidReason, number>>>();
  const asked: string[][] = [];
  let user: Headers;
  let userManager: Headers;
  let manager: Headers;
  let other: Headers;
  let staff: Headers;

  beforeAll(async () => {
    t = await createTestApp(
      { symbolicCreditAdvertisers: 1_000, advertiserCreationPerMinute: 1_000 },
      {
        events: store,
        deliveryDiagnostics: async (ids) => {
          asked.push([...ids]);
          return noBids;
        },
      },
    );
    const company = await createCompany({ db: t.deps.db });
    const signIn = async (role: 'user' | 'user_manager' | 'manager', companyId?: string) =>
      (await createSignedInUser({ db: t.deps.db, companyId, role, language: 'en' })).headers;
    user = await signIn('user', company.id);
    userManager = await signIn('user_manager', company.id);
    manager = await signIn('manager', company.id);
    other = await signIn('manager');
    staff = (await createSignedInUser({ db: t.deps.db, isStaff: true, language: 'en' })).headers;
  });
  afterAll(() => t.close());

  const get = (url: string, as: Headers | undefined) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, ...(as && { headers: as }) });

  describe('GET campaigns/:id/delivery', () => {
    it('totals, CTR and spend (micros → centavos) from the event store, reservation from the ledger, today’s pacing', async () => {
      const campaign = await liveCampaign(t, user);
      const [capitais, interior] = campaign.groups[0]!.strategies;
      const ids = { campaignId: campaign.id, strategyId: capitais!.id };
      await store.append([
        deliveryEvent(ids, { type: 'impression' }),
        deliveryEvent(ids, { type: 'impression' }),
        deliveryEvent(ids, { type: 'impression' }),
        deliveryEvent(ids, { type: 'impression', exclusion: 'bot' }),
        deliveryEvent(ids, { type: 'click' }),
        deliveryEvent(ids, { type: 'conversion', valueMicros: 19_900_000 }),
        deliveryEvent(ids, { type: 'billing', costMicros: 2_512_345 }),
      ]);
      noBids = new Map([[interior!.id, { frequency_cap: 12, pacing: 3, malformed: 50 }]]);

      const res = await get(`/campaigns/${campaign.id}/delivery`, user);
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json<{ data: CampaignDelivery }>().data;
      expect(d).toMatchObject({
        campaign_id: campaign.id,
        currency: 'BRL',
        status: 'active',
        live: true,
        totals: { impressions: 3, clicks: 1, conversions: 1, spend: '251', spend_micros: '2512345' },
        // Billed, but its minute's notice window is open: delivered, not posted to the ledger yet.
        reservation: { reserved: '100000', spent: '0', unposted: '251', remaining: '100000' },
      });
      expect(d.totals.ctr).toBeCloseTo(1 / 3, 10);
      // Started yesterday: two days so far, today's with the events.
      expect(d.days).toEqual([
        { date: inDays(-1), impressions: 0, clicks: 0, conversions: 0, spend: [] },
        {
          date: inDays(0),
          impressions: 3,
          clicks: 1,
          conversions: 1,
          spend: [{ currency: 'BRL', amount: '251' }],
        },
      ]);
      // No daily budget: what is left spread over today and the 30 days to the end date.
      expect(d.pacing).toMatchObject({
        daily_budget: String(Math.ceil(100_000 / 31)),
        daily_budget_source: 'spread',
        spent_today: '251',
      });
      expect(d.pacing.hours).toHaveLength(24);
      expect(d.pacing.hours[23]!.cumulative_target).toBe(String(Math.ceil(100_000 / 31)));
      expect(d.strategies.map((s) => [s.name, s.totals.impressions, s.reasons])).toEqual([
        ['Capitais', 3, []],
        [
          'Interior',
          0,
          [
            { code: 'frequency_cap', source: 'bidder', count: 12 },
            { code: 'pacing', source: 'bidder', count: 3 },
          ],
        ],
      ]);
      expect(asked.at(-1)).toEqual([capitais!.id, interior!.id]);
    });

    it('names what stops a strategy in its setup: review, pause, creatives, dates, budget', async () => {
      const campaign = await liveCampaign(t, user);
      const [capitais, interior] = campaign.groups[0]!.strategies;
      noBids = new Map();
      const reasonsOf = async () =>
        (await get(`/campaigns/${campaign.id}/delivery`, user))
          .json<{ data: CampaignDelivery }>()
          .data.strategies.map((s) => s.reasons.map((r) => r.code));

      expect(await reasonsOf()).toEqual([['no_recent_delivery'], ['no_recent_delivery']]);
      await queryRows(
        t.deps.db,
        sql`UPDATE campaign_strategies SET status = 'paused' WHERE id = ${interior!.id}`,
      );
      expect(await reasonsOf()).toEqual([['no_recent_delivery'], ['paused']]);
      await queryRows(
        t.deps.db,
        sql`UPDATE creatives SET status = 'pending' WHERE id IN (SELECT creative_id FROM campaign_creatives WHERE campaign_id = ${campaign.id})`,
      );
      expect(await reasonsOf()).toEqual([['creative_pending'], ['paused', 'creative_pending']]);
      await queryRows(
        t.deps.db,
        sql`UPDATE campaigns SET status = 'pending', start_date = ${inDays(2)} WHERE id = ${campaign.id}`,
      );
      expect((await reasonsOf())[0]).toEqual(['pending_review', 'not_started', 'creative_pending']);
      await queryRows(
        t.deps.db,
        sql`UPDATE creatives SET status = 'approved' WHERE id IN (SELECT creative_id FROM campaign_creatives WHERE campaign_id = ${campaign.id})`,
      );
      await queryRows(
        t.deps.db,
        sql`UPDATE campaigns SET status = 'active', start_date = ${inDays(-1)} WHERE id = ${campaign.id}`,
      );
      await store.append([
        deliveryEvent(
          { campaignId: campaign.id, strategyId: capitais!.id },
          { type: 'billing', costMicros: 500_000_000, at: Date.now() - 2 * 3_600_000 },
        ),
      ]);
      expect((await reasonsOf())[0]).toEqual(['budget_used_up']);
    });

    it('a draft is not published and, without an event store, every figure is zero', async () => {
      const bare = await createTestApp({
        symbolicCreditAdvertisers: 1_000,
        advertiserCreationPerMinute: 1_000,
      });
      try {
        const company = await createCompany({ db: bare.deps.db });
        const as = (await createSignedInUser({ db: bare.deps.db, companyId: company.id, role: 'user' }))
          .headers;
        const advertiserId = await createTestAdvertiser(bare, as);
        const campaign = await createTestCampaign(bare, as, {
          advertiser_id: advertiserId,
          ...campaignBody(await insertCreative(bare, advertiserId)),
        });
        const res = await bare.app.inject({
          method: 'GET',
          url: `/api/v1/campaigns/${campaign.id}/delivery`,
          headers: as,
        });
        expect(res.statusCode, res.body).toBe(200);
        const d = res.json<{ data: CampaignDelivery }>().data;
        expect(d).toMatchObject({
          live: false,
          reservation: null,
          totals: { impressions: 0, clicks: 0, ctr: null, conversions: 0, spend: '0', spend_micros: '0' },
          pacing: { spent_today: '0' },
        });
        expect(d.strategies[0]!.reasons.map((r) => r.code)).toEqual(['not_published', 'not_started']);
      } finally {
        await bare.close();
      }
    });

    it('every role of the company reads it; another company gets 404; no token 401', async () => {
      const campaign = await liveCampaign(t, user);
      for (const as of [user, userManager, manager])
        expect((await get(`/campaigns/${campaign.id}/delivery`, as)).statusCode).toBe(200);
      const cross = await get(`/campaigns/${campaign.id}/delivery`, other);
      expect(cross.statusCode).toBe(404);
      expect(cross.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect((await get(`/campaigns/${campaign.id}/delivery`, undefined)).statusCode).toBe(401);
      expect((await get('/campaigns/not-a-uuid/delivery', user)).statusCode).toBe(404);
    });

    it('a bidder diagnostics failure does not fail the page', async () => {
      const failing = await createTestApp(
        {},
        { events: store, deliveryDiagnostics: () => Promise.reject(new Error('down')) },
      );
      try {
        const company = await createCompany({ db: failing.deps.db });
        const as = (await createSignedInUser({ db: failing.deps.db, companyId: company.id, role: 'user' }))
          .headers;
        const advertiserId = await createTestAdvertiser(failing, as);
        const campaign = await createTestCampaign(failing, as, {
          advertiser_id: advertiserId,
          ...campaignBody(await insertCreative(failing, advertiserId)),
        });
        await queryRows(
          failing.deps.db,
          sql`UPDATE campaigns SET status = 'active', start_date = ${inDays(-1)} WHERE id = ${campaign.id}`,
        );
        await queryRows(
          failing.deps.db,
          sql`UPDATE campaign_groups SET start_date = NULL WHERE campaign_id = ${campaign.id}`,
        );
        const res = await failing.app.inject({
          method: 'GET',
          url: `/api/v1/campaigns/${campaign.id}/delivery`,
          headers: as,
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<{ data: CampaignDelivery }>().data.strategies[0]!.reasons.map((r) => r.code)).toEqual(
          ['no_recent_delivery'],
        );
      } finally {
        await failing.close();
      }
    });
  });

  describe('GET campaigns/:id/strategies/:strategyId/delivery', () => {
    it('one strategy: its figures, its pacing against its own budget, its reasons', async () => {
      const campaign = await liveCampaign(t, user);
      const [capitais, interior] = campaign.groups[0]!.strategies;
      await store.append([
        deliveryEvent({ campaignId: campaign.id, strategyId: capitais!.id }, { type: 'impression' }),
        deliveryEvent(
          { campaignId: campaign.id, strategyId: capitais!.id },
          { type: 'billing', costMicros: 1_000_000 },
        ),
        deliveryEvent(
          { campaignId: campaign.id, strategyId: interior!.id },
          { type: 'billing', costMicros: 7_000_000 },
        ),
      ]);
      noBids = new Map([[capitais!.id, { floor_above_bid: 4 }]]);
      const res = await get(`/campaigns/${campaign.id}/strategies/${capitais!.id}/delivery`, userManager);
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json<{ data: StrategyDelivery }>().data;
      expect(d.strategy).toMatchObject({ id: capitais!.id, name: 'Capitais', budget: '50000', reasons: [] });
      expect(d.strategy.totals).toMatchObject({ impressions: 1, spend: '100' });
      expect(d.days.map((day) => [day.date, day.impressions, day.spend])).toEqual([
        [inDays(-1), 0, []],
        [inDays(0), 1, [{ currency: 'BRL', amount: '100' }]],
      ]);
      expect(d.pacing).toMatchObject({
        spent_today: '100',
        daily_budget: String(Math.ceil((50_000 - 0) / 31)),
        daily_budget_source: 'spread',
      });
      expect(asked.at(-1)).toEqual([capitais!.id]);
    });

    it('a strategy of another campaign is STRATEGY_NOT_FOUND; another company’s campaign is 404', async () => {
      const a = await liveCampaign(t, user);
      const b = await liveCampaign(t, user);
      const foreign = b.groups[0]!.strategies[0]!.id;
      const res = await get(`/campaigns/${a.id}/strategies/${foreign}/delivery`, user);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'STRATEGY_NOT_FOUND' });
      const mine = a.groups[0]!.strategies[0]!.id;
      expect((await get(`/campaigns/${a.id}/strategies/${mine}/delivery`, other)).statusCode).toBe(404);
      expect((await get(`/campaigns/${a.id}/strategies/${mine}/delivery`, manager)).statusCode).toBe(200);
    });
  });

  describe('GET campaigns/:id/delivery/breakdown', () => {
    it('totals per state (named), city (named), device, environment and site/app, over São Paulo days', async () => {
      const campaign = await liveCampaign(t, user, 'Onde entregou');
      const ids = { campaignId: campaign.id, strategyId: campaign.groups[0]!.strategies[0]!.id };
      const inRio = { state: 'RJ', city: '3304557', device: 'MOBILE' as const, environment: 'APP' as const };
      const inSp = { state: 'SP', city: '3550308', device: 'DESKTOP' as const, environment: 'WEB' as const };
      await store.append([
        deliveryEvent(ids, { type: 'impression', ...inRio, siteOrApp: 'br.com.app' }),
        deliveryEvent(ids, { type: 'impression', ...inRio, siteOrApp: 'br.com.app' }),
        deliveryEvent(ids, { type: 'click', ...inRio, siteOrApp: 'br.com.app' }),
        deliveryEvent(ids, { type: 'billing', ...inRio, siteOrApp: 'br.com.app', costMicros: 2_000_000 }),
        deliveryEvent(ids, { type: 'impression', ...inSp, siteOrApp: 'noticias.com.br' }),
        deliveryEvent(ids, { type: 'impression', state: '', city: '' }),
        // Three days ago: only in all time.
        deliveryEvent(ids, { type: 'impression', ...inSp, at: Date.now() - 3 * 86_400_000 }),
      ]);
      const breakdown = async (query: string, as = user) => {
        const res = await get(`/campaigns/${campaign.id}/delivery/breakdown?${query}`, as);
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ data: DeliveryBreakdown }>().data;
      };
      const rows = (b: DeliveryBreakdown) => b.rows.map((r) => [r.value, r.label, r.totals.impressions]);

      const states = await breakdown('dimension=state');
      expect(states).toMatchObject({ dimension: 'state', currency: 'BRL', others: 0 });
      expect(rows(states)).toEqual([
        ['RJ', 'Rio de Janeiro', 2],
        ['SP', 'São Paulo', 2],
        ['', null, 1],
      ]);
      expect(states.rows[0]!.totals).toMatchObject({ clicks: 1, ctr: 0.5, spend: '200' });
      expect(rows(await breakdown(`dimension=city&from=${inDays(0)}&to=${inDays(0)}`, manager))).toEqual([
        ['3304557', 'Rio de Janeiro · RJ', 2],
        ['3550308', 'São Paulo · SP', 1],
        ['', null, 1],
      ]);
      expect(rows(await breakdown(`dimension=device&from=${inDays(-1)}`))).toEqual([
        ['MOBILE', null, 2],
        ['DESKTOP', null, 1],
        ['', null, 1],
      ]);
      expect(rows(await breakdown('dimension=site_or_app'))[0]).toEqual(['br.com.app', null, 2]);

      const bad = await get(`/campaigns/${campaign.id}/delivery/breakdown?dimension=browser`, user);
      expect(bad.statusCode).toBe(422);
      const reversed = await get(
        `/campaigns/${campaign.id}/delivery/breakdown?dimension=state&from=${inDays(0)}&to=${inDays(-1)}`,
        user,
      );
      expect(reversed.statusCode).toBe(422);
      expect(
        (await get(`/campaigns/${campaign.id}/delivery/breakdown?dimension=state`, other)).statusCode,
      ).toBe(404);
    });
  });

  describe('GET campaigns (the list)', () => {
    it('shows each campaign’s impressions, clicks and CTR so far; without the event store, none', async () => {
      const campaign = await liveCampaign(t, user, 'Lista com entrega');
      const ids = { campaignId: campaign.id, strategyId: campaign.groups[0]!.strategies[0]!.id };
      await store.append([
        deliveryEvent(ids, { type: 'impression' }),
        deliveryEvent(ids, { type: 'impression' }),
        deliveryEvent(ids, { type: 'impression' }),
        deliveryEvent(ids, { type: 'impression' }),
        deliveryEvent(ids, { type: 'impression', exclusion: 'bot' }),
        deliveryEvent(ids, { type: 'click' }),
      ]);
      const quiet = await liveCampaign(t, user, 'Lista sem entrega');
      const list = async () => {
        const res = await get('/campaigns?q=Lista&sort=name&order=asc', user);
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ data: { id: string; delivery: unknown }[] }>().data;
      };
      expect((await list()).map((row) => [row.id, row.delivery])).toEqual([
        [campaign.id, { impressions: 4, clicks: 1, ctr: 0.25 }],
        [quiet.id, { impressions: 0, clicks: 0, ctr: null }],
      ]);

      const campaignTotals = store.campaignTotals.bind(store);
      store.campaignTotals = () => Promise.reject(new Error('event store down'));
      try {
        expect((await list()).map((row) => row.delivery)).toEqual([null, null]);
      } finally {
        store.campaignTotals = campaignTotals;
      }
    });
  });

  describe('GET staff/delivery', () => {
    it('the bidders of the last hour: request rate, bid and win rates, timeouts, reasons, latency, spend per minute', async () => {
      // Half an hour ago: apart from the events the other tests wrote just now into the same store.
      const now = Date.now();
      const minute = (ago: number) => new Date(Math.floor(now / 60_000) * 60_000 - ago * 60_000);
      const stats = (bidderId: string, at: Date, requests: number, p50: number, p99: number) => ({
        bidderId,
        minute: at,
        requests,
        bidResponses: requests / 2,
        bids: requests / 2,
        timeouts: 1,
        malformed: 0,
        noBids: { targeting: requests / 4, frequency_cap: 2 },
        latencyP50Ms: p50,
        latencyP99Ms: p99,
      });
      await store.appendStats([
        stats('a', minute(31), 1200, 1, 4),
        stats('b', minute(31), 600, 2, 9),
        stats('a', minute(32), 1200, 1, 3),
        stats('a', minute(90), 99_999, 50, 500),
      ]);
      const ids = { campaignId: 'c-staff', strategyId: 's-staff' };
      await store.append([
        deliveryEvent(ids, { type: 'win', at: minute(31).getTime() + 1000 }),
        deliveryEvent(ids, { type: 'billing', costMicros: 3_000_000, at: minute(31).getTime() + 1000 }),
        deliveryEvent(ids, { type: 'win', at: minute(32).getTime() + 1000 }),
        deliveryEvent(ids, { type: 'billing', costMicros: 1_000_000, at: minute(32).getTime() + 1000 }),
      ]);
      const res = await get('/staff/delivery', staff);
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json<{ data: StaffDelivery }>().data;
      expect(d).toMatchObject({
        live: true,
        bidders: 2,
        requests: 3000,
        requests_per_second: 25,
        bid_rate: 0.5,
        timeouts: 3,
        latency_p99_ms: 9,
        no_bid_reasons: [
          { reason: 'targeting', count: 750 },
          { reason: 'frequency_cap', count: 6 },
        ],
      });
      expect(d.win_rate).toBeCloseTo(2 / 1500, 10);
      expect(d.latency_p50_ms).toBeCloseTo((1200 * 1 + 600 * 2 + 1200 * 1) / 3000, 2);
      expect(BigInt(d.spend)).toBeGreaterThanOrEqual(400n);
      const last = d.minutes.find((m) => m.minute === minute(31).toISOString());
      expect(last).toMatchObject({ requests: 1800, bids: 900, wins: 1, spend: '300', latency_p99_ms: 9 });
    });

    it('is for platform staff only: 403 for company users, 401 without a token', async () => {
      expect((await get('/staff/delivery', manager)).statusCode).toBe(403);
      expect((await get('/staff/delivery', user)).statusCode).toBe(403);
      expect((await get('/staff/delivery', undefined)).statusCode).toBe(401);
    });
  });
});
