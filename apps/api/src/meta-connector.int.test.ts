import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformCampaignPlan, PlatformCampaignRef } from '@verba/core/channels/connector';
import { ChannelPlatformError } from '@verba/core/channels/google-ads/errors';
import { createMetaConnector } from '@verba/core/channels/meta/meta-connector';
import { metaSandboxSettings } from '@verba/core/channels/meta/sandbox/index';
import { setMetaSandboxKnobs } from '@verba/core/channels/meta/sandbox/graph-sandbox';
import { metaConnectorFor } from '@verba/core/channels/meta/factory';
import { createTestApp, type TestApp } from './testing';

/**
 * Issue 28, over real HTTP: Verba's Meta connector (Graph API v25.0 over fetch, Verba's system user
 * token) against the Meta sandbox the app serves on loopback. create → validate (documented
 * refusals mapped to Verba codes with Meta's reason) → publish paused → review → activate →
 * statistics → restatement → pause; rate limit waited out.
 */
let t: TestApp;
let connector: ReturnType<typeof createMetaConnector>;
const slept: number[] = [];
const requests: string[] = [];
const secret = 's'.repeat(40);

const day = (offsetDays: number, from: Date) =>
  new Date(from.getTime() - 3 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

const png = () => {
  const image = new PNG({ width: 64, height: 64 });
  image.data.fill(180);
  return `data:image/png;base64,${PNG.sync.write(image).toString('base64')}`;
};

const metaPlan = (overrides: Partial<PlatformCampaignPlan> = {}): PlatformCampaignPlan => ({
  campaignId: '0c0ffee0-0000-4000-8000-000000000028',
  companyId: 'co',
  advertiserId: 'adv',
  type: 'META_ADS',
  name: 'Café Meta Dez',
  currency: 'BRL',
  startDate: day(0, t.deps.now()),
  endDate: null,
  dailyBudgetMicros: 40_000_000n,
  objective: 'CONVERSION',
  metaIdentity: { pageId: '3000000000000011', instagramUserId: '17841400000000011' },
  groups: [
    {
      groupId: 'g-1',
      strategyId: 'st-meta-1',
      name: 'Amantes de café',
      bidType: 'CPC',
      bidMicros: 1_200_000n,
      keywords: [],
      locations: [],
      languages: ['pt_BR'],
      ageRanges: ['25_34', '35_44'],
      genders: ['FEMALE'],
      devices: ['MOBILE'],
      ads: [
        {
          creativeId: 'cr-meta-1',
          format: 'DISPLAY',
          finalUrl: 'https://cafedavila.example.com.br/',
          headlines: ['Café especial da Vila'],
          descriptions: ['Torrado na hora, entregue em casa.'],
          primaryText: 'O café especial do sul de Minas, torrado toda semana.',
          callToAction: 'SHOP_NOW',
          mediaUrls: [png()],
        },
      ],
    },
  ],
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ channelsMode: 'sandbox', trackingSecret: secret });
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { endpoints, credentials } = metaSandboxSettings(t.deps.config, base);
  connector = createMetaConnector({
    endpoints,
    credentials,
    fetch: (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      requests.push(`${init?.method ?? 'GET'} ${url.replace(base, '').split('?')[0]}`);
      return fetch(input, init);
    },
    sleep: async (ms) => {
      slept.push(ms);
      await new Promise((resolve) => setTimeout(resolve, ms));
    },
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('Meta connector against the sandbox, over HTTP', () => {
  it('is built for META_ADS in sandbox mode (the registry line waits for the Page connection)', () => {
    expect(metaConnectorFor(t.deps)?.campaignTypes).toEqual(['META_ADS']);
  });

  it('refuses a foreign token with code 190 in Meta\u2019s error shape', async () => {
    const { endpoints } = metaSandboxSettings(
      t.deps.config,
      `http://127.0.0.1:${t.app.server.address() && (t.app.server.address() as { port: number }).port}`,
    );
    const response = await fetch(`${endpoints.graphBaseUrl}/act_1000000000000001/campaigns`, {
      headers: { authorization: 'Bearer EAAB-not-a-token' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: Record<string, unknown> };
    expect(body.error).toMatchObject({ type: 'OAuthException', code: 190 });
    expect(typeof body.error.fbtrace_id).toBe('string');
  });

  it('validates a good plan, and maps documented refusals to Verba codes with Meta\u2019s reason', async () => {
    expect(await connector.validate({ plan: metaPlan() })).toEqual({ ok: true, problems: [] });

    const low = await connector.validate({ plan: metaPlan({ dailyBudgetMicros: 2_000_000n }) });
    expect(low.ok).toBe(false);
    expect(low.problems[0]).toMatchObject({
      code: 'CHANNEL_PLATFORM_REFUSED',
      field: 'strategy:st-meta-1',
      platformCode: '100/1885272',
    });
    expect(low.problems[0]!.platformMessage).toContain('Budget Too Low');

    const noPage = await connector.validate({ plan: metaPlan({ metaIdentity: null }) });
    expect(noPage.problems[0]).toMatchObject({
      code: 'CHANNEL_PLATFORM_REFUSED',
      platformCode: 'object_story_spec.page_id',
    });

    // States and cities: keys from Targeting Search (GET /search?type=adgeolocation), sent as
    // geo_locations.regions / cities; what the search does not find is refused, never widened.
    const located = metaPlan();
    located.groups[0]!.locations = ['SP', '4106902'];
    requests.length = 0;
    expect(await connector.validate({ plan: located })).toEqual({ ok: true, problems: [] });
    expect(requests.filter((r) => r.endsWith('/search'))).toHaveLength(3);
    const region = await connector.graph.call('GET', '/search', {
      type: 'adgeolocation',
      q: 'São Paulo',
      location_types: ['region'],
      country_code: 'BR',
    });
    expect((region.data as unknown[])[0]).toMatchObject({
      name: 'São Paulo (state)',
      type: 'region',
      country_code: 'BR',
    });
    const nowhere = metaPlan();
    nowhere.groups[0]!.locations = ['9999999'];
    expect((await connector.validate({ plan: nowhere })).problems[0]).toMatchObject({
      code: 'CHANNEL_LOCATION_UNSUPPORTED',
      field: 'strategy:st-meta-1',
    });
  });

  let ref: PlatformCampaignRef;

  it('publishes paused under the advertiser\u2019s Page, idempotently by the Verba campaign id', async () => {
    requests.length = 0;
    ref = await connector.createPaused({ plan: metaPlan() });
    expect(requests).toEqual([
      'GET /sandbox/meta/v25.0/act_1000000000000001/campaigns',
      'POST /sandbox/meta/v25.0/act_1000000000000001/campaigns',
      'POST /sandbox/meta/v25.0/act_1000000000000001/adsets',
      expect.stringMatching(/^GET data:image\/png/),
      'POST /sandbox/meta/v25.0/act_1000000000000001/adimages',
      'POST /sandbox/meta/v25.0/act_1000000000000001/adcreatives',
      'POST /sandbox/meta/v25.0/act_1000000000000001/ads',
    ]);
    expect(ref).toMatchObject({ platform: 'meta', accountId: '1000000000000001' });
    expect(ref.ids['strategy:st-meta-1']).toMatch(/^\d+$/);
    expect(ref.ids['creative:cr-meta-1@st-meta-1']).toMatch(/^\d+$/);

    const again = await connector.createPaused({ plan: metaPlan() });
    expect(again).toEqual(ref);

    const adset = await connector.graph.call('GET', `/${ref.ids['strategy:st-meta-1']}`, {
      fields: 'daily_budget,status,targeting,optimization_goal,billing_event',
    });
    expect(adset).toMatchObject({
      daily_budget: '4000',
      status: 'PAUSED',
      optimization_goal: 'OFFSITE_CONVERSIONS',
      billing_event: 'IMPRESSIONS',
      targeting: { age_min: 25, age_max: 44, genders: [2], device_platforms: ['mobile'] },
    });
    const campaign = await connector.graph.call('GET', `/${ref.campaignId}`, { fields: 'objective,status' });
    // CONVERSION → OUTCOME_SALES, the ad set promoting Verba's Meta pixel for the advertiser.
    expect(campaign).toMatchObject({ objective: 'OUTCOME_SALES', status: 'PAUSED' });
  });

  it('reads the review, activates, delivers, restates and pauses', async () => {
    expect((await connector.reviewState({ ref })).status).toBe('pending');
    t.deps.advance(61_000);
    expect(await connector.reviewState({ ref })).toEqual({
      status: 'approved',
      ads: [{ creativeId: 'cr-meta-1', status: 'approved', reasons: [] }],
    });

    await connector.activate({ ref });
    await connector.setBudget({ ref, dailyBudgetMicros: 30_000_000n, endDate: day(30, t.deps.now()) });
    t.deps.advance(8 * 3600_000);
    const today = day(0, t.deps.now());
    const stats = await connector.statistics({ ref, from: day(-3, t.deps.now()), to: today });
    expect(stats.length).toBeGreaterThan(0);
    expect(stats.every((r) => r.strategyId === 'st-meta-1' && r.hour === null)).toBe(true);
    expect(stats.reduce((s, r) => s + r.costMicros, 0n)).toBeGreaterThan(0n);
    expect(stats.reduce((s, r) => s + r.impressions, 0)).toBeGreaterThan(0);

    const costOf = async (date: string) =>
      (await connector.statistics({ ref, from: date, to: date })).reduce((s, r) => s + r.costMicros, 0n);
    t.deps.advance(24 * 3600_000);
    const seen: bigint[] = [await costOf(today)];
    for (let step = 0; step < 10; step += 1) {
      t.deps.advance(6 * 3600_000);
      seen.push(await costOf(today));
    }
    const first = seen[0]!;
    expect(first).toBeGreaterThan(0n);
    // Meta may spend up to 75 % over a daily budget on a day.
    expect(first).toBeLessThanOrEqual(52_500_000n);
    expect(new Set(seen.map(String)).size).toBeGreaterThan(1);
    t.deps.advance(24 * 3600_000);
    const final = await costOf(today);
    t.deps.advance(24 * 3600_000);
    expect(await costOf(today)).toBe(final);

    await connector.pause({ ref });
    const campaign = await connector.graph.call('GET', `/${ref.campaignId}`, {
      fields: 'status,effective_status',
    });
    expect(campaign).toMatchObject({ status: 'PAUSED' });
    const ad = await connector.graph.call('GET', `/${ref.ids['creative:cr-meta-1@st-meta-1']}`, {
      fields: 'effective_status',
    });
    expect(ad.effective_status).toBe('CAMPAIGN_PAUSED');
    // Paused: no new spend on the following day.
    t.deps.advance(24 * 3600_000);
    expect(await costOf(day(0, t.deps.now()))).toBe(0n);
  }, 60_000);

  it('reports a disapproved ad with Meta\u2019s ad_review_feedback as ASSET_CONTAINS_PROHIBITED_CONTENT', async () => {
    const plan = metaPlan({ campaignId: '0c0ffee0-0000-4000-8000-0000000000b1', name: 'Apostas' });
    plan.groups[0]!.ads[0] = {
      ...plan.groups[0]!.ads[0]!,
      creativeId: 'cr-bet',
      primaryText: 'O melhor cassino online',
    };
    const bet = await connector.createPaused({ plan });
    t.deps.advance(61_000);
    const review = await connector.reviewState({ ref: bet });
    expect(review.status).toBe('disapproved');
    expect(review.ads[0]).toMatchObject({
      creativeId: 'cr-bet',
      status: 'disapproved',
      code: 'ASSET_CONTAINS_PROHIBITED_CONTENT',
    });
    expect(review.ads[0]!.reasons[0]).toContain('GAMBLING');
  });

  it('waits out the ad-account rate limit (80004), then answers; gives up with CHANNEL_RATE_LIMITED', async () => {
    setMetaSandboxKnobs(secret, { forceRateLimits: 1 });
    slept.length = 0;
    expect((await connector.reviewState({ ref })).ads).toHaveLength(1);
    expect(slept).toEqual([1000]);

    setMetaSandboxKnobs(secret, { forceRateLimits: 4 });
    const failed = await connector.reviewState({ ref }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ChannelPlatformError);
    expect((failed as ChannelPlatformError).problems[0]).toMatchObject({
      code: 'CHANNEL_RATE_LIMITED',
      platformCode: '80004/2446079',
    });
    setMetaSandboxKnobs(secret, { forceRateLimits: 0 });
  }, 30_000);

  it('reports the past days of an ad set that started on an earlier day, once it went live (any hour)', async () => {
    const plan = metaPlan({
      campaignId: '0c0ffee0-0000-4000-8000-000000000029',
      name: 'Café Meta desde anteontem',
      startDate: day(-2, t.deps.now()),
    });
    const past = await connector.createPaused({ plan });
    const costOf = async (date: string) =>
      (await connector.statistics({ ref: past, from: date, to: date })).reduce(
        (s, r) => s + r.costMicros,
        0n,
      );
    // Nothing before the review and the activation: the platform had not run it.
    expect(await costOf(day(-1, t.deps.now()))).toBe(0n);
    t.deps.advance(61_000);
    expect(await costOf(day(-1, t.deps.now()))).toBe(0n);
    await connector.activate({ ref: past });
    t.deps.advance(60_000);
    // Then the two whole days since its start_time, each within Meta's 75 % over the R$ 40 budget.
    for (const date of [day(-2, t.deps.now()), day(-1, t.deps.now())]) {
      const cost = await costOf(date);
      expect(cost).toBeGreaterThan(10_000_000n);
      expect(cost).toBeLessThanOrEqual(70_000_000n);
    }
    expect(await costOf(day(-3, t.deps.now()))).toBe(0n);
    // Pausing now does not erase the days already reported.
    const started = plan.startDate;
    const before = await costOf(started);
    await connector.pause({ ref: past });
    t.deps.advance(3600_000);
    expect(await costOf(started)).toBeGreaterThan((before * 97n) / 100n);
  }, 30_000);
});
