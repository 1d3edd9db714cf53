import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformCampaignPlan, PlatformCampaignRef } from '@verba/core/channels/connector';
import { ChannelPlatformError, GoogleAdsApiError } from '@verba/core/channels/google-ads/errors';
import { createGoogleAdsConnector } from '@verba/core/channels/google-ads/google-ads-connector';
import { googleSandboxSettings, setGoogleSandboxKnobs } from '@verba/core/channels/google-ads/sandbox/index';
import { createTestApp, type TestApp } from './testing';

/**
 * Issue 27, over real HTTP: Verba's Google Ads connector (the live code path: refresh-token grant,
 * REST mutate and GAQL) against the sandbox the app serves on loopback. create → validate (each
 * documented refusal mapped to a Verba code with the platform's reason) → publish paused →
 * activate → statistics → restatement → pause.
 */
let t: TestApp;
let connector: ReturnType<typeof createGoogleAdsConnector>;
const slept: number[] = [];
/** The paths the connector called (after the app's base URL). */
const requests: string[] = [];
/** The app's loopback base URL. */
let base: string;

const day = (offsetDays: number, from: Date) =>
  new Date(from.getTime() - 3 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

const searchPlan = (overrides: Partial<PlatformCampaignPlan> = {}): PlatformCampaignPlan => ({
  campaignId: '0c0ffee0-0000-4000-8000-000000000027',
  companyId: 'co',
  advertiserId: 'adv',
  type: 'SEARCH',
  name: 'Café da Vila — busca',
  currency: 'BRL',
  startDate: day(0, t.deps.now()),
  endDate: null,
  dailyBudgetMicros: 50_000_000n,
  groups: [
    {
      groupId: 'g-1',
      strategyId: 'st-busca-1',
      name: 'Cafés especiais',
      bidType: 'CPC',
      bidMicros: 1_500_000n,
      keywords: [
        { text: 'café especial', matchType: 'PHRASE', negative: false },
        { text: 'café em grãos', matchType: 'EXACT', negative: false },
        { text: 'grátis', matchType: 'BROAD', negative: true },
      ],
      locations: [],
      languages: ['pt_BR'],
      ageRanges: [],
      genders: [],
      devices: [],
      ads: [
        {
          creativeId: 'cr-rsa-1',
          format: 'SEARCH',
          finalUrl: 'https://cafedavila.example.com.br/',
          headlines: ['Café especial da Vila', 'Torra na hora', 'Entrega em São Paulo'],
          descriptions: ['Grãos selecionados do sul de Minas.', 'Peça hoje e receba amanhã em casa.'],
          path1: 'cafes',
          path2: null,
          sitelinks: [
            {
              text: 'Cardápio',
              finalUrl: 'https://cafedavila.example.com.br/cardapio',
              description1: 'Veja os cafés',
              description2: 'Grãos e moídos',
            },
            {
              text: 'Lojas',
              finalUrl: 'https://cafedavila.example.com.br/lojas',
              description1: null,
              description2: null,
            },
          ],
          callouts: ['Frete grátis', 'Torra semanal'],
        },
      ],
    },
  ],
  ...overrides,
});

const withAd = (
  plan: PlatformCampaignPlan,
  ad: Partial<PlatformCampaignPlan['groups'][number]['ads'][number]>,
) => ({
  ...plan,
  groups: [{ ...plan.groups[0]!, ads: [{ ...plan.groups[0]!.ads[0]!, ...ad }] }],
});

beforeAll(async () => {
  t = await createTestApp({ channelsMode: 'sandbox', trackingSecret: 's'.repeat(40) });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { endpoints, credentials } = googleSandboxSettings(t.deps.config, base);
  connector = createGoogleAdsConnector({
    endpoints,
    credentials,
    fetch: (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      requests.push(url.replace(base, ''));
      return fetch(input, init);
    },
    sleep: async (ms) => {
      slept.push(ms);
      await new Promise((resolve) => setTimeout(resolve, ms));
    },
  });
  await setGoogleSandboxKnobs(t.deps.db, { randomDisapprovalShare: 0, reviewDelaySeconds: 5 });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('Google Ads connector against the sandbox, over HTTP', () => {
  it('validates a good plan, and maps each documented refusal to a Verba code with the platform reason', async () => {
    expect(await connector.validate({ plan: searchPlan() })).toEqual({ ok: true, problems: [] });

    const tooLong = await connector.validate({
      plan: withAd(searchPlan(), {
        headlines: ['Um título de anúncio longo demais para o Google', 'Torra na hora', 'Entrega'],
      }),
    });
    expect(tooLong.ok).toBe(false);
    expect(tooLong.problems[0]).toMatchObject({
      code: 'CHANNEL_PLATFORM_REFUSED',
      field: 'creative:cr-rsa-1',
      platformCode: 'stringLengthError.TOO_LONG',
    });

    const prohibited = await connector.validate({
      plan: withAd(searchPlan(), { headlines: ['Cassino online', 'Torra na hora', 'Entrega'] }),
    });
    expect(prohibited.problems[0]).toMatchObject({
      code: 'ASSET_CONTAINS_PROHIBITED_CONTENT',
      field: 'creative:cr-rsa-1',
      platformCode: 'policyFindingError.POLICY_FINDING',
    });
    expect(prohibited.problems[0]!.platformMessage).toContain('GAMBLING');

    const fewHeadlines = await connector.validate({
      plan: withAd(searchPlan(), { headlines: ['Café especial'] }),
    });
    expect(fewHeadlines.ok).toBe(false);
    expect(fewHeadlines.problems[0]).toMatchObject({
      code: 'CHANNEL_PLATFORM_REFUSED',
      field: 'creative:cr-rsa-1',
    });

    const longKeyword = searchPlan();
    longKeyword.groups[0]!.keywords.push({
      text: 'café '.repeat(20).trim(),
      matchType: 'BROAD',
      negative: false,
    });
    const keywordProblems = await connector.validate({ plan: longKeyword });
    expect(keywordProblems.problems[0]).toMatchObject({ code: 'CHANNEL_PLATFORM_REFUSED' });
    expect(keywordProblems.problems[0]!.field).toMatch(/^strategy:st-busca-1\/keyword:/);
  }, 60_000);

  let ref: PlatformCampaignRef;

  it('publishes paused, idempotently by the Verba campaign id', async () => {
    requests.length = 0;
    ref = await connector.createPaused({ plan: searchPlan() });
    // A new campaign: one GAQL search (is it there already?) and one atomic mutate of the whole tree.
    expect(requests).toEqual([
      '/sandbox/google/ads/v25/customers/1000000002/googleAds:search',
      '/sandbox/google/ads/v25/customers/1000000002/googleAds:mutate',
    ]);
    expect(ref).toMatchObject({ platform: 'google_ads', accountId: '1000000002' });
    expect(ref.ids['strategy:st-busca-1']).toMatch(/^customers\/1000000002\/adGroups\/\d+$/);
    expect(ref.ids['creative:cr-rsa-1@st-busca-1']).toMatch(/^customers\/1000000002\/adGroupAds\/\d+~\d+$/);

    // A retry (after a crash, say) finds the tree and creates nothing twice.
    const again = await connector.createPaused({ plan: searchPlan() });
    expect(again.campaignId).toBe(ref.campaignId);
    expect(again.ids['strategy:st-busca-1']).toBe(ref.ids['strategy:st-busca-1']);
    const campaigns = await connector.client.search(
      `SELECT campaign.id, campaign.status FROM campaign WHERE campaign.name LIKE '%verba:0c0ffee0-0000-4000-8000-000000000027%'`,
    );
    expect(campaigns).toHaveLength(1);
    expect(campaigns[0]!.campaign).toMatchObject({ status: 'PAUSED' });
    const keywords = await connector.client.search(
      `SELECT ad_group_criterion.keyword.text FROM ad_group_criterion WHERE campaign.id = ${ref.campaignId} AND ad_group_criterion.type = 'KEYWORD'`,
    );
    expect(keywords).toHaveLength(3);
  }, 60_000);

  it('reads the review, activates, delivers, restates and pauses', async () => {
    expect((await connector.reviewState({ ref })).status).toBe('pending');
    t.deps.advance(60_000);
    const review = await connector.reviewState({ ref });
    expect(review).toEqual({
      status: 'approved',
      ads: [{ creativeId: 'cr-rsa-1', status: 'approved', reasons: [] }],
    });

    await connector.activate({ ref });
    await connector.setBudget({ ref, dailyBudgetMicros: 40_000_000n, endDate: day(30, t.deps.now()) });
    t.deps.advance(6 * 3600_000);
    const today = day(0, t.deps.now());
    const stats = await connector.statistics({ ref, from: day(-3, t.deps.now()), to: today });
    const cost = stats.reduce((sum, row) => sum + row.costMicros, 0n);
    expect(cost).toBeGreaterThan(0n);
    expect(stats.every((row) => row.strategyId === 'st-busca-1' && row.hour === null)).toBe(true);
    const hourly = await connector.statistics({ ref, from: today, to: today, hourly: true });
    expect(hourly.some((row) => row.hour !== null)).toBe(true);

    // The days after: a day that ended less than 3 days ago is restated now and then (±2 %); the
    // connector's look-back window re-reads it, and then it stays final.
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
    expect(first).toBeLessThanOrEqual(80_000_000n); // at most 2× the daily budget
    expect(new Set(seen.map(String)).size).toBeGreaterThan(1); // restated at least once
    for (const cost of seen) expect(cost * 100n >= first * 95n && cost * 100n <= first * 105n).toBe(true);
    t.deps.advance(24 * 3600_000);
    const final = await costOf(today);
    t.deps.advance(24 * 3600_000);
    expect(await costOf(today)).toBe(final);

    await connector.pause({ ref });
    const [row] = await connector.client.search(
      `SELECT campaign.status FROM campaign WHERE campaign.id = ${ref.campaignId}`,
    );
    expect(row!.campaign).toMatchObject({ status: 'PAUSED' });
  }, 60_000);

  it('reports an ad disapproved for want of a certificate as ASSET_REQUIRES_CERTIFICATION with the topic', async () => {
    const plan = withAd(
      searchPlan({ campaignId: '0c0ffee0-0000-4000-8000-0000000000c1', name: 'Farmácia' }),
      {
        creativeId: 'cr-rsa-health',
        headlines: ['Remédio com entrega', 'Farmácia da Vila', 'Entrega em 1 hora'],
      },
    );
    const health = await connector.createPaused({ plan });
    t.deps.advance(60_000);
    expect(await connector.reviewState({ ref: health })).toEqual({
      status: 'disapproved',
      ads: [
        {
          creativeId: 'cr-rsa-health',
          status: 'disapproved',
          reasons: ['HEALTHCARE_AND_MEDICINES (PROHIBITED)'],
          code: 'ASSET_REQUIRES_CERTIFICATION',
        },
      ],
    });
  }, 60_000);

  it('waits out a 429 with Retry-After, then answers', async () => {
    await setGoogleSandboxKnobs(t.deps.db, { forceQuotaErrors: 1, retryAfterSeconds: 1 });
    slept.length = 0;
    const review = await connector.reviewState({ ref });
    expect(review.ads).toHaveLength(1);
    expect(slept[0]).toBe(1000);
  }, 60_000);

  it('YOUTUBE: a Demand Gen campaign with the advertiser\u2019s video, logo and a CPV bid as target CPC, with video views', async () => {
    const png = new PNG({ width: 128, height: 128 });
    png.data.fill(200);
    const logoUrl = `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
    const plan: PlatformCampaignPlan = {
      ...searchPlan({
        campaignId: '0c0ffee0-0000-4000-8000-0000000000y7',
        type: 'YOUTUBE',
        name: 'Café da Vila — vídeo',
      }),
    };
    plan.groups = [
      {
        ...plan.groups[0]!,
        strategyId: 'st-video-1',
        bidType: 'CPV',
        bidMicros: 150_000n,
        keywords: [],
        locations: [],
        ads: [
          {
            creativeId: 'cr-video-1',
            format: 'YOUTUBE',
            finalUrl: 'https://cafedavila.example.com.br/',
            headlines: ['Café especial da Vila'],
            longHeadlines: ['O café especial torrado na hora, na sua casa'],
            descriptions: ['Grãos do sul de Minas, torra semanal.'],
            youtubeVideoId: 'sbxVid00001',
            businessName: 'Café da Vila',
            logoUrl,
          },
        ],
      },
    ];
    const noVideo = await connector.validate({ plan: withAd(plan, { youtubeVideoId: 'notAVideo00' }) });
    expect(noVideo.ok).toBe(false);
    expect(noVideo.problems[0]!.field).toBe('creative:cr-video-1');
    expect(await connector.validate({ plan })).toEqual({ ok: true, problems: [] });

    const video = await connector.createPaused({ plan });
    const [row] = await connector.client.search(
      `SELECT campaign.advertising_channel_type, campaign.bidding_strategy_type, campaign.target_cpc.target_cpc_micros FROM campaign WHERE campaign.id = ${video.campaignId}`,
    );
    expect(row!.campaign).toMatchObject({ advertisingChannelType: 'DEMAND_GEN' });
    t.deps.advance(60_000);
    expect((await connector.reviewState({ ref: video })).status).toBe('approved');
    await connector.activate({ ref: video });
    t.deps.advance(8 * 3600_000);
    const stats = await connector.statistics({
      ref: video,
      from: day(-1, t.deps.now()),
      to: day(0, t.deps.now()),
    });
    const views = stats.reduce((s, r) => s + r.videoViews, 0);
    expect(views).toBeGreaterThan(0);
    const [q25, q50, q75, q100] = stats.reduce<[number, number, number, number]>(
      (a, r) => [
        a[0] + r.videoQuartiles[0],
        a[1] + r.videoQuartiles[1],
        a[2] + r.videoQuartiles[2],
        a[3] + r.videoQuartiles[3],
      ],
      [0, 0, 0, 0],
    );
    expect(q25).toBeGreaterThanOrEqual(q50);
    expect(q50).toBeGreaterThanOrEqual(q75);
    expect(q75).toBeGreaterThanOrEqual(q100);
    await connector.pause({ ref: video });

    // The same creative and video in another Verba campaign: no name collides, the video asset is reused.
    const other = await connector.createPaused({
      plan: { ...plan, campaignId: '0c0ffee0-0000-4000-8000-0000000000y8', startDate: day(0, t.deps.now()) },
    });
    expect(other.campaignId).not.toBe(video.campaignId);
    const assets = await connector.client.search(
      "SELECT asset.resource_name FROM asset WHERE asset.type = 'YOUTUBE_VIDEO' AND asset.youtube_video_asset.youtube_video_id = 'sbxVid00001'",
    );
    expect(assets).toHaveLength(1);
  }, 60_000);

  it('SEARCH targeting states and a city: UF / IBGE codes resolved by geoTargetConstants:suggest, delivered', async () => {
    const plan = searchPlan({
      campaignId: '0c0ffee0-0000-4000-8000-0000000000g0',
      name: 'Café da Vila — SP e MG',
    });
    plan.groups[0]!.locations = ['SP', 'MG', '3509502'];
    expect(await connector.validate({ plan })).toEqual({ ok: true, problems: [] });
    const geoRef = await connector.createPaused({ plan });
    const criteria = await connector.client.search(
      `SELECT campaign_criterion.location.geo_target_constant FROM campaign_criterion WHERE campaign.id = ${geoRef.campaignId} AND campaign_criterion.type = 'LOCATION'`,
    );
    expect(
      criteria
        .map(
          (r) =>
            (r.campaignCriterion as { location: { geoTargetConstant: string } }).location.geoTargetConstant,
        )
        .sort(),
    ).toEqual(['geoTargetConstants/1001701', 'geoTargetConstants/20092', 'geoTargetConstants/20106']);
    t.deps.advance(60_000);
    await connector.activate({ ref: geoRef });
    t.deps.advance(8 * 3600_000);
    const stats = await connector.statistics({
      ref: geoRef,
      from: day(-1, t.deps.now()),
      to: day(0, t.deps.now()),
    });
    expect(stats.reduce((sum, r) => sum + r.costMicros, 0n)).toBeGreaterThan(0n);
    await connector.pause({ ref: geoRef });

    // Every state and a small municipality resolve; a code that is no place is a problem on its strategy.
    const all = searchPlan({ campaignId: '0c0ffee0-0000-4000-8000-0000000000g1' });
    all.groups[0]!.locations = [
      'AC',
      'AL',
      'AP',
      'AM',
      'BA',
      'CE',
      'DF',
      'ES',
      'GO',
      'MA',
      'MT',
      'MS',
      'MG',
      'PA',
      'PB',
      'PR',
      'PE',
      'PI',
      'RJ',
      'RN',
      'RS',
      'RO',
      'RR',
      'SC',
      'SP',
      'SE',
      'TO',
      '5200050',
    ];
    expect(await connector.validate({ plan: all })).toEqual({ ok: true, problems: [] });
    all.groups[0]!.locations = ['XX'];
    const unknown = await connector.validate({ plan: all });
    expect(unknown.problems[0]).toMatchObject({
      code: 'CHANNEL_LOCATION_UNSUPPORTED',
      field: 'strategy:st-busca-1',
    });
  }, 60_000);

  it('ages, genders and devices: negative demographics on the ad groups, a device opted out, read back on a retry', async () => {
    const plan = searchPlan({ campaignId: '0c0ffee0-0000-4000-8000-0000000000d0' });
    plan.groups[0] = {
      ...plan.groups[0]!,
      ageRanges: ['25_34', '35_44'],
      genders: ['FEMALE'],
      devices: ['MOBILE'],
    };
    expect(await connector.validate({ plan })).toEqual({ ok: true, problems: [] });
    const demoRef = await connector.createPaused({ plan });
    const groupCriteria = await connector.client.search(
      `SELECT ad_group_criterion.type, ad_group_criterion.negative, ad_group_criterion.age_range.type, ad_group_criterion.gender.type FROM ad_group_criterion WHERE campaign.id = ${demoRef.campaignId} AND ad_group_criterion.type IN ('AGE_RANGE', 'GENDER')`,
    );
    const types = groupCriteria.map((r) => {
      const c = r.adGroupCriterion as {
        negative: boolean;
        ageRange?: { type: string };
        gender?: { type: string };
      };
      expect(c.negative).toBe(true);
      return c.ageRange?.type ?? c.gender?.type;
    });
    expect(types.sort()).toEqual(
      [
        'AGE_RANGE_18_24',
        'AGE_RANGE_45_54',
        'AGE_RANGE_55_64',
        'AGE_RANGE_65_UP',
        'AGE_RANGE_UNDETERMINED',
        'MALE',
        'UNDETERMINED',
      ].sort(),
    );
    const device = await connector.client.search(
      `SELECT campaign_criterion.device.type, campaign_criterion.bid_modifier FROM campaign_criterion WHERE campaign.id = ${demoRef.campaignId} AND campaign_criterion.type = 'DEVICE'`,
    );
    expect(device.map((r) => r.campaignCriterion)).toEqual([
      expect.objectContaining({ device: { type: 'DESKTOP' }, bidModifier: 0 }),
    ]);
    // A retry finds them all and creates nothing twice.
    requests.length = 0;
    await connector.createPaused({ plan });
    const again = await connector.client.search(
      `SELECT ad_group_criterion.type FROM ad_group_criterion WHERE campaign.id = ${demoRef.campaignId} AND ad_group_criterion.type IN ('AGE_RANGE', 'GENDER')`,
    );
    expect(again).toHaveLength(7);

    // The sandbox validates the shapes as the API: a device is a campaign criterion with a bid modifier.
    const badModifier = await connector.client
      .mutate([
        {
          campaignCriterionOperation: {
            create: { campaign: demoRef.ids.campaign, device: { type: 'TABLET' }, bidModifier: 20 },
          },
        },
      ])
      .catch((e: unknown) => e);
    expect((badModifier as GoogleAdsApiError).errors[0]!.errorCode).toEqual({ rangeError: 'TOO_HIGH' });
    const badAge = await connector.client
      .mutate([
        {
          adGroupCriterionOperation: {
            create: {
              adGroup: demoRef.ids['strategy:st-busca-1'],
              negative: true,
              ageRange: { type: 'AGE_RANGE_12_17' },
            },
          },
        },
      ])
      .catch((e: unknown) => e);
    expect((badAge as GoogleAdsApiError).errors[0]!.errorCode).toEqual({ fieldError: 'INVALID_VALUE' });
  }, 60_000);

  it('the sandbox answers geoTargetConstants:suggest in the API shape', async () => {
    const answer = await connector.client.suggestGeoTargets({
      names: ['São Paulo'],
      locale: 'pt',
      countryCode: 'BR',
    });
    expect(answer[0]).toMatchObject({
      locale: 'pt',
      searchTerm: 'São Paulo',
      geoTargetConstant: {
        resourceName: 'geoTargetConstants/20106',
        id: '20106',
        name: 'State of Sao Paulo',
        countryCode: 'BR',
        targetType: 'State',
        status: 'ENABLED',
        canonicalName: 'State of Sao Paulo,Brazil',
      },
    });
    expect(answer.map((s) => s.geoTargetConstant!.canonicalName)).toContain(
      'Sao Paulo,State of Sao Paulo,Brazil',
    );
    expect(Number(answer[0]!.reach)).toBeGreaterThan(0);
    expect(
      await connector.client.suggestGeoTargets({ names: ['Lisboa'], locale: 'pt', countryCode: 'PT' }),
    ).toEqual([]);
  }, 60_000);

  it('a refused operation after publishing is a ChannelPlatformError with mapped problems', async () => {
    const error = await connector
      .setBudget({
        ref: { ...ref, ids: { ...ref.ids, budget: 'customers/1000000002/campaignBudgets/999999999' } },
        dailyBudgetMicros: 1n,
        endDate: null,
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChannelPlatformError);
    expect((error as ChannelPlatformError).problems[0]!.platformCode).toBeTruthy();
  }, 60_000);

  it('reports the past days of a campaign the sandbox is told ran since an earlier day, keywords too, once live', async () => {
    const campaignId = '0c0ffee0-0000-4000-8000-000000000037';
    const started = day(-2, t.deps.now());
    await setGoogleSandboxKnobs(t.deps.db, { ranSince: { [campaignId]: started } });
    // Google refuses a start in the past: the connector (on the app's clock) sends none, the campaign
    // starts today.
    const connector = createGoogleAdsConnector({
      ...googleSandboxSettings(t.deps.config, base),
      now: () => t.deps.now().getTime(),
    });
    const past = await connector.createPaused({
      plan: searchPlan({ campaignId, name: 'Café desde anteontem', startDate: started }),
    });
    const costOf = async (date: string) =>
      (await connector.statistics({ ref: past, from: date, to: date })).reduce(
        (s, r) => s + r.costMicros,
        0n,
      );
    // Nothing before the review and the activation: the platform had not run it.
    expect(await costOf(day(-1, t.deps.now()))).toBe(0n);
    t.deps.advance(60_000);
    expect(await costOf(day(-1, t.deps.now()))).toBe(0n);
    await connector.activate({ ref: past });
    t.deps.advance(60_000);
    // Then the two whole days since its start, each within [0.75, 1.25] of the R$ 50 budget.
    for (const date of [started, day(-1, t.deps.now())]) {
      const cost = await costOf(date);
      expect(cost).toBeGreaterThanOrEqual(37_490_000n);
      expect(cost).toBeLessThanOrEqual(62_510_000n);
      // keyword_view splits those days over the ad group's keywords, adding up to the day.
      const keywords = await connector.keywordStatistics!({ ref: past, from: date, to: date });
      expect(new Set(keywords.map((k) => k.keyword))).toEqual(new Set(['café especial', 'café em grãos']));
      expect(keywords.reduce((s, k) => s + k.costMicros, 0n)).toBe(cost);
    }
    expect(await costOf(day(-3, t.deps.now()))).toBe(0n);
    // Pausing now does not erase the days already reported (restatements move them a few % at most).
    const before = await costOf(started);
    await connector.pause({ ref: past });
    t.deps.advance(3600_000);
    expect(await costOf(started)).toBeGreaterThan((before * 97n) / 100n);
    await setGoogleSandboxKnobs(t.deps.db, { ranSince: {} });
  }, 60_000);
});
