import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformCampaignPlan, PlatformCampaignRef } from '@verba/core/channels/connector';
import { ChannelPlatformError } from '@verba/core/channels/google-ads/errors';
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
            { text: 'Cardápio', finalUrl: 'https://cafedavila.example.com.br/cardapio', description1: 'Veja os cafés', description2: 'Grãos e moídos' },
            { text: 'Lojas', finalUrl: 'https://cafedavila.example.com.br/lojas', description1: null, description2: null },
          ],
          callouts: ['Frete grátis', 'Torra semanal'],
        },
      ],
    },
  ],
  ...overrides,
});

const withAd = (plan: PlatformCampaignPlan, ad: Partial<PlatformCampaignPlan['groups'][number]['ads'][number]>) => ({
  ...plan,
  groups: [{ ...plan.groups[0]!, ads: [{ ...plan.groups[0]!.ads[0]!, ...ad }] }],
});

beforeAll(async () => {
  t = await createTestApp({ channelsMode: 'sandbox', trackingSecret: 's'.repeat(40) });
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { endpoints, credentials } = googleSandboxSettings(t.deps.config, base);
  connector = createGoogleAdsConnector({
    endpoints,
    credentials,
    sleep: async (ms) => {
      slept.push(ms);
      await new Promise((resolve) => setTimeout(resolve, 10));
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

    const tooLong = await connector.validate({ plan: withAd(searchPlan(), { headlines: ['Um título de anúncio longo demais para o Google', 'Torra na hora', 'Entrega'] }) });
    expect(tooLong.ok).toBe(false);
    expect(tooLong.problems[0]).toMatchObject({ code: 'CHANNEL_PLATFORM_REFUSED', field: 'creative:cr-rsa-1', platformCode: 'stringLengthError.TOO_LONG' });

    const prohibited = await connector.validate({ plan: withAd(searchPlan(), { headlines: ['Cassino online', 'Torra na hora', 'Entrega'] }) });
    expect(prohibited.problems[0]).toMatchObject({ code: 'ASSET_CONTAINS_PROHIBITED_CONTENT', field: 'creative:cr-rsa-1', platformCode: 'policyFindingError.POLICY_FINDING' });
    expect(prohibited.problems[0]!.platformMessage).toContain('GAMBLING');

    const fewHeadlines = await connector.validate({ plan: withAd(searchPlan(), { headlines: ['Café especial'] }) });
    expect(fewHeadlines.ok).toBe(false);
    expect(fewHeadlines.problems[0]).toMatchObject({ code: 'CHANNEL_PLATFORM_REFUSED', field: 'creative:cr-rsa-1' });

    const longKeyword = searchPlan();
    longKeyword.groups[0]!.keywords.push({ text: 'café '.repeat(20).trim(), matchType: 'BROAD', negative: false });
    const keywordProblems = await connector.validate({ plan: longKeyword });
    expect(keywordProblems.problems[0]).toMatchObject({ code: 'CHANNEL_PLATFORM_REFUSED' });
    expect(keywordProblems.problems[0]!.field).toMatch(/^strategy:st-busca-1\/keyword:/);
  }, 60_000);

  let ref: PlatformCampaignRef;

  it('publishes paused, idempotently by the Verba campaign id', async () => {
    ref = await connector.createPaused({ plan: searchPlan() });
    expect(ref).toMatchObject({ platform: 'google_ads', accountId: '1000000002' });
    expect(ref.ids['strategy:st-busca-1']).toMatch(/^customers\/1000000002\/adGroups\/\d+$/);
    expect(ref.ids['creative:cr-rsa-1@st-busca-1']).toMatch(/^customers\/1000000002\/adGroupAds\/\d+~\d+$/);

    // A retry (after a crash, say) finds the tree and creates nothing twice.
    const again = await connector.createPaused({ plan: searchPlan() });
    expect(again.campaignId).toBe(ref.campaignId);
    expect(again.ids['strategy:st-busca-1']).toBe(ref.ids['strategy:st-busca-1']);
    const campaigns = await connector.client.search(`SELECT campaign.id, campaign.status FROM campaign WHERE campaign.name LIKE '%verba:0c0ffee0-0000-4000-8000-000000000027%'`);
    expect(campaigns).toHaveLength(1);
    expect(campaigns[0]!.campaign).toMatchObject({ status: 'PAUSED' });
    const keywords = await connector.client.search(`SELECT ad_group_criterion.keyword.text FROM ad_group_criterion WHERE campaign.id = ${ref.campaignId} AND ad_group_criterion.type = 'KEYWORD'`);
    expect(keywords).toHaveLength(3);
  }, 60_000);

  it('reads the review, activates, delivers, restates and pauses', async () => {
    expect((await connector.reviewState({ ref })).status).toBe('pending');
    t.deps.advance(60_000);
    const review = await connector.reviewState({ ref });
    expect(review).toEqual({ status: 'approved', ads: [{ creativeId: 'cr-rsa-1', status: 'approved', reasons: [] }] });

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

    // A few days on: the earlier days may be restated (±2 %); the look-back re-reads them.
    t.deps.advance(3 * 86_400_000);
    const later = await connector.statistics({ ref, from: day(-5, t.deps.now()), to: day(0, t.deps.now()) });
    expect(later.length).toBeGreaterThan(0);
    const firstDay = later.filter((r) => r.date === today).reduce((s, r) => s + r.costMicros, 0n);
    expect(firstDay).toBeGreaterThan(0n);
    expect(firstDay).toBeLessThanOrEqual(80_000_000n); // at most 2× the daily budget

    await connector.pause({ ref });
    const [row] = await connector.client.search(`SELECT campaign.status FROM campaign WHERE campaign.id = ${ref.campaignId}`);
    expect(row!.campaign).toMatchObject({ status: 'PAUSED' });
  }, 60_000);

  it('waits out a 429 with Retry-After, then answers', async () => {
    await setGoogleSandboxKnobs(t.deps.db, { forceQuotaErrors: 1, retryAfterSeconds: 1 });
    slept.length = 0;
    const review = await connector.reviewState({ ref });
    expect(review.ads).toHaveLength(1);
    expect(slept).toEqual([1000]);
  }, 60_000);

  it('a refused operation after publishing is a ChannelPlatformError with mapped problems', async () => {
    const error = await connector
      .setBudget({ ref: { ...ref, ids: { ...ref.ids, budget: 'customers/1000000002/campaignBudgets/999999999' } }, dailyBudgetMicros: 1n, endDate: null })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChannelPlatformError);
    expect((error as ChannelPlatformError).problems[0]!.platformCode).toBeTruthy();
  }, 60_000);
});
