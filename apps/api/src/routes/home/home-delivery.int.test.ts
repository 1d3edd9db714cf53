import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { addCalendarDays, saoPauloDateOf } from '@verba/domain';
import type { HomeDelivery } from '@verba/domain/delivery/views';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import type { Headers } from '../campaigns/campaign-test-helpers';
import { deliveryEvent, FakeEventStore } from '../delivery/fake-event-store';
import { liveCampaign } from '../delivery/live-campaign';
import { fundAdvertiser, insertCreative } from '../campaigns/campaign-test-helpers';
import { createTestAdvertiser } from '../pixels/pixel-test-helpers';

const dayMs = 86_400_000;

describe('GET home/delivery', () => {
  let t: TestApp;
  const store = new FakeEventStore();
  let user: Headers;
  let userManager: Headers;
  let manager: Headers;
  let other: Headers;

  beforeAll(async () => {
    t = await createTestApp(
      { symbolicCreditAdvertisers: 1_000, advertiserCreationPerMinute: 1_000 },
      { events: store },
    );
    const company = await createCompany({ db: t.deps.db });
    const signIn = async (role: 'user' | 'user_manager' | 'manager', companyId?: string) =>
      (await createSignedInUser({ db: t.deps.db, companyId, role, language: 'en' })).headers;
    user = await signIn('user', company.id);
    userManager = await signIn('user_manager', company.id);
    manager = await signIn('manager', company.id);
    other = await signIn('manager');
  });
  afterAll(() => t.close());

  const summary = async (as: Headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/home/delivery', headers: as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: HomeDelivery }>().data;
  };

  it('answers 30 empty days before anything delivers; 401 without a session', async () => {
    const today = saoPauloDateOf(new Date());
    const empty = await summary(user);
    expect(empty).toMatchObject({
      from: addCalendarDays(today, -29),
      to: today,
      live: true,
      active_campaigns: 0,
      waiting: { not_started: 0, in_review: 0, waiting_creatives: 0 },
      totals: { impressions: 0, clicks: 0, ctr: null, conversions: 0 },
      spend: [],
      campaigns: [],
    });
    expect(empty.days.map((d) => d.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => addCalendarDays(today, i - 29)),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/home/delivery' })).statusCode).toBe(401);
  });

  it('sums the active campaigns of the last 30 days per day, ranks them by spend, and shows no other company’s', async () => {
    const now = Date.now();
    const today = saoPauloDateOf(new Date(now));
    const yesterday = addCalendarDays(today, -1);
    const small = await liveCampaign(t, user, 'Pequena');
    const big = await liveCampaign(t, user, 'Grande');
    const paused = await liveCampaign(t, user, 'Pausada');
    await queryRows(t.deps.db, sql`UPDATE campaigns SET status = 'paused' WHERE id = ${paused.id}`);
    const theirs = await liveCampaign(t, other, 'Deles');
    const on = (campaign: typeof big) => ({
      campaignId: campaign.id,
      strategyId: campaign.groups[0]!.strategies[0]!.id,
    });
    await store.append([
      deliveryEvent(on(big), { type: 'impression', at: now }),
      deliveryEvent(on(big), { type: 'impression', at: now }),
      deliveryEvent(on(big), { type: 'impression', at: now, exclusion: 'bot' }),
      deliveryEvent(on(big), { type: 'click', at: now }),
      deliveryEvent(on(big), { type: 'billing', at: now, costMicros: 2_512_345 }),
      deliveryEvent(on(big), { type: 'impression', at: now - dayMs }),
      deliveryEvent(on(big), { type: 'billing', at: now - dayMs, costMicros: 1_000_000 }),
      // Before the window: left out.
      deliveryEvent(on(big), { type: 'impression', at: now - 31 * dayMs }),
      deliveryEvent(on(big), { type: 'billing', at: now - 31 * dayMs, costMicros: 9_000_000 }),
      deliveryEvent(on(small), { type: 'impression', at: now - dayMs }),
      deliveryEvent(on(small), { type: 'conversion', at: now - dayMs }),
      deliveryEvent(on(small), { type: 'billing', at: now - dayMs, costMicros: 400_000 }),
      // Not active, or not ours: left out.
      deliveryEvent(on(paused), { type: 'impression', at: now }),
      deliveryEvent(on(paused), { type: 'billing', at: now, costMicros: 5_000_000 }),
      deliveryEvent(on(theirs), { type: 'impression', at: now }),
      deliveryEvent(on(theirs), { type: 'billing', at: now, costMicros: 7_000_000 }),
    ]);

    for (const as of [user, userManager, manager]) {
      const view = await summary(as);
      expect(view.active_campaigns).toBe(2);
      expect(view.totals).toEqual({ impressions: 4, clicks: 1, ctr: 0.25, conversions: 1 });
      // 2.512345 + 1 + 0.4 = R$ 3,912345 → 391 centavos.
      expect(view.spend).toEqual([{ currency: 'BRL', amount: '391' }]);
      expect(view.days).toHaveLength(30);
      expect(view.days.at(-1)).toEqual({
        date: today,
        impressions: 2,
        clicks: 1,
        conversions: 0,
        spend: [{ currency: 'BRL', amount: '251' }],
      });
      expect(view.days.at(-2)).toEqual({
        date: yesterday,
        impressions: 2,
        clicks: 0,
        conversions: 1,
        spend: [{ currency: 'BRL', amount: '140' }],
      });
      expect(view.days.slice(0, -2).every((d) => d.impressions === 0 && d.spend.length === 0)).toBe(true);
      expect(view.campaigns.map((c) => [c.name, c.totals.impressions, c.totals.spend])).toEqual([
        ['Grande', 3, '351'],
        ['Pequena', 1, '40'],
      ]);
      expect(view.campaigns[0]).toMatchObject({
        id: big.id,
        type: 'PROGRAMMATIC',
        currency: 'BRL',
        budget: '100000',
        advertiser_id: big.advertiser_id,
      });
    }

    const theirView = await summary(other);
    expect(theirView.active_campaigns).toBe(1);
    expect(theirView.spend).toEqual([{ currency: 'BRL', amount: '700' }]);
    expect(theirView.campaigns.map((c) => c.name)).toEqual(['Deles']);
  });

  it('counts only the campaigns that can deliver now, and says what the others wait for', async () => {
    const fresh = await createSignedInUser({ db: t.deps.db, role: 'manager', language: 'en' });
    const as = fresh.headers;
    await liveCampaign(t, as, 'No ar');
    const later = await liveCampaign(t, as, 'Começa semana que vem');
    await queryRows(
      t.deps.db,
      sql`UPDATE campaigns SET start_date = ${addCalendarDays(saoPauloDateOf(new Date()), 7)} WHERE id = ${later.id}`,
    );
    const review = await liveCampaign(t, as, 'Em análise');
    await queryRows(t.deps.db, sql`UPDATE campaigns SET status = 'pending' WHERE id = ${review.id}`);
    const noCreative = await liveCampaign(t, as, 'Criativo em análise');
    await queryRows(
      t.deps.db,
      sql`UPDATE creatives SET status = 'pending' WHERE id IN (SELECT creative_id FROM campaign_creatives WHERE campaign_id = ${noCreative.id})`,
    );
    const ended = await liveCampaign(t, as, 'Terminou ontem');
    const day = (n: number) => addCalendarDays(saoPauloDateOf(new Date()), n);
    await queryRows(
      t.deps.db,
      sql`UPDATE campaigns SET start_date = ${day(-3)}, end_date = ${day(-1)} WHERE id = ${ended.id}`,
    );
    const view = await summary(as);
    expect(view.active_campaigns).toBe(1);
    expect(view.waiting).toEqual({ not_started: 1, in_review: 1, waiting_creatives: 1 });
  });

  it('lists what needs attention: silent, pacing off, low balance (finance roles only), rejected creatives', async () => {
    const company = await createCompany({ db: t.deps.db });
    const managerOf = (await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'manager' }))
      .headers;
    const userOf = (await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'user' })).headers;
    const now = Date.now();
    const day = (n: number) => addCalendarDays(saoPauloDateOf(new Date(now)), n);
    const silent = await liveCampaign(t, managerOf, 'Calada');
    const behind = await liveCampaign(t, managerOf, 'Atrasada');
    await queryRows(
      t.deps.db,
      sql`UPDATE campaigns SET start_date = ${day(-10)}, end_date = ${day(9)} WHERE id = ${behind.id}`,
    );
    await store.append([
      deliveryEvent(
        { campaignId: behind.id, strategyId: behind.groups[0]!.strategies[0]!.id },
        { type: 'impression', at: now },
      ),
    ]);
    // An advertiser with R$ 21,00 left (R$ 20,00 and the symbolic R$ 1,00) and a published campaign.
    const poor = await createTestAdvertiser(t, managerOf);
    await fundAdvertiser(t, poor, 2_000n);
    const poorCampaign = await liveCampaign(t, managerOf, 'Sem saldo');
    await queryRows(
      t.deps.db,
      sql`UPDATE campaigns SET advertiser_id = ${poor} WHERE id = ${poorCampaign.id}`,
    );
    const rejected = await insertCreative(t, poor, 'Banner reprovado');
    await queryRows(
      t.deps.db,
      sql`UPDATE creatives SET status = 'rejected', rejection_reason = 'Texto ilegível' WHERE id = ${rejected}`,
    );

    const view = await summary(managerOf);
    const brief = view.attention.map((i) =>
      i.kind === 'low_balance'
        ? [i.kind, i.balance]
        : i.kind === 'rejected_creative'
          ? [i.kind, i.creative_name, i.reason]
          : [i.kind, i.campaign_name],
    );
    expect(brief).toEqual([
      ['not_delivering', 'Calada'],
      ['not_delivering', 'Sem saldo'],
      ['pacing_off', 'Atrasada'],
      ['low_balance', '2100'],
      ['rejected_creative', 'Banner reprovado', 'Texto ilegível'],
    ]);
    // 10 of 20 days gone: half of R$ 1.000,00 expected, nothing spent before today.
    expect(view.attention[2]).toMatchObject({ direction: 'behind', spent: '0', expected: '50000' });
    expect(view.attention[0]).toMatchObject({ campaign_id: silent.id, since: day(-1) });

    const asUser = await summary(userOf);
    expect(asUser.attention.map((i) => i.kind)).toEqual([
      'not_delivering',
      'not_delivering',
      'pacing_off',
      'rejected_creative',
    ]);
    // Another company sees none of it.
    expect(
      (await summary(other)).attention.some((i) => 'campaign_id' in i && i.campaign_id === silent.id),
    ).toBe(false);
  });
});
