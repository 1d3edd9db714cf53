import { describe, expect, it } from 'vitest';
import type { PlatformCampaignPlan } from '../connector';
import { excludedDemographicsOf, excludedDevicesOf } from './demographics';
import { emptyTree, keywordKey, mutationOf, strategyIdOfName } from './plan';

const searchPlan: PlatformCampaignPlan = {
  campaignId: 'c0ffee00-0000-4000-8000-000000000001',
  companyId: 'co1',
  advertiserId: 'ad1',
  type: 'SEARCH',
  name: 'Café Dez',
  currency: 'BRL',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  dailyBudgetMicros: 50_004_321n,
  groups: [
    {
      groupId: 'g1',
      strategyId: 'st-1',
      name: 'Grupo 1',
      bidType: 'CPC',
      bidMicros: 1_500_000n,
      keywords: [
        { text: 'café especial', matchType: 'PHRASE', negative: false },
        { text: 'grátis', matchType: 'BROAD', negative: true },
      ],
      locations: ['SP', '3509502'],
      languages: ['pt_BR'],
      ageRanges: [],
      genders: [],
      devices: [],
      ads: [
        {
          creativeId: 'cr-1',
          format: 'SEARCH',
          finalUrl: 'https://cafe.example.com.br/',
          headlines: ['Café especial', 'Torra na hora', 'Entrega grátis'],
          descriptions: ['Grãos selecionados do sul de Minas.', 'Peça hoje e receba amanhã.'],
          path1: 'cafe',
          path2: null,
          sitelinks: [
            {
              text: 'Cardápio',
              finalUrl: 'https://cafe.example.com.br/cardapio',
              description1: 'Veja tudo',
              description2: null,
            },
          ],
          callouts: ['Frete grátis'],
        },
      ],
    },
  ],
};
const geoTargets = new Map([
  ['SP', 'geoTargetConstants/20106'],
  ['3509502', 'geoTargetConstants/1001566'],
]);
const context = {
  customerId: '1234567890',
  geoTargets,
  media: new Map<string, string>(),
  existing: emptyTree(),
};
const kinds = (ops: Record<string, unknown>[]) => ops.map((op) => Object.keys(op)[0]);

describe('plan → Google Ads mutate operations', () => {
  it('builds a SEARCH tree in one request with temporary ids, in dependency order', () => {
    const { operations, fields, keys } = mutationOf(searchPlan, context);
    expect(kinds(operations)).toEqual([
      'campaignBudgetOperation',
      'campaignOperation',
      'campaignCriterionOperation',
      'campaignCriterionOperation',
      'campaignCriterionOperation',
      'assetOperation',
      'campaignAssetOperation',
      'assetOperation',
      'campaignAssetOperation',
      'adGroupOperation',
      'adGroupCriterionOperation',
      'adGroupCriterionOperation',
      'adGroupAdOperation',
    ]);
    const op = (i: number) => Object.values(operations[i]!)[0] as { create: Record<string, unknown> };
    expect(op(0).create).toEqual({
      resourceName: 'customers/1234567890/campaignBudgets/-1',
      name: 'Verba budget · verba:c0ffee00-0000-4000-8000-000000000001',
      amountMicros: '50000000',
      deliveryMethod: 'STANDARD',
      explicitlyShared: false,
    });
    expect(op(1).create).toMatchObject({
      resourceName: 'customers/1234567890/campaigns/-2',
      name: 'Café Dez · verba:c0ffee00-0000-4000-8000-000000000001',
      status: 'PAUSED',
      advertisingChannelType: 'SEARCH',
      campaignBudget: 'customers/1234567890/campaignBudgets/-1',
      manualCpc: { enhancedCpcEnabled: false },
      networkSettings: {
        targetGoogleSearch: true,
        targetSearchNetwork: true,
        targetContentNetwork: false,
        targetPartnerSearchNetwork: false,
      },
      containsEuPoliticalAdvertising: 'DOES_NOT_CONTAIN_EU_POLITICAL_ADVERTISING',
      startDateTime: '2026-12-01 00:00:00',
      endDateTime: '2026-12-31 23:59:59',
    });
    expect([op(2).create, op(3).create, op(4).create]).toEqual([
      {
        campaign: 'customers/1234567890/campaigns/-2',
        location: { geoTargetConstant: 'geoTargetConstants/20106' },
      },
      {
        campaign: 'customers/1234567890/campaigns/-2',
        location: { geoTargetConstant: 'geoTargetConstants/1001566' },
      },
      {
        campaign: 'customers/1234567890/campaigns/-2',
        language: { languageConstant: 'languageConstants/1014' },
      },
    ]);
    expect(op(5).create).toEqual({
      resourceName: 'customers/1234567890/assets/-3',
      finalUrls: ['https://cafe.example.com.br/cardapio'],
      sitelinkAsset: { linkText: 'Cardápio', description1: 'Veja tudo' },
    });
    expect(op(6).create).toEqual({
      campaign: 'customers/1234567890/campaigns/-2',
      asset: 'customers/1234567890/assets/-3',
      fieldType: 'SITELINK',
    });
    expect(op(7).create).toEqual({
      resourceName: 'customers/1234567890/assets/-4',
      calloutAsset: { calloutText: 'Frete grátis' },
    });
    expect(op(9).create).toEqual({
      resourceName: 'customers/1234567890/adGroups/-5',
      name: 'Grupo 1 · verba:st-1',
      campaign: 'customers/1234567890/campaigns/-2',
      status: 'ENABLED',
      type: 'SEARCH_STANDARD',
      cpcBidMicros: '1500000',
    });
    expect(op(10).create).toEqual({
      adGroup: 'customers/1234567890/adGroups/-5',
      status: 'ENABLED',
      keyword: { text: 'café especial', matchType: 'PHRASE' },
    });
    expect(op(11).create).toMatchObject({ keyword: { text: 'grátis', matchType: 'BROAD' }, negative: true });
    expect(op(12).create).toEqual({
      adGroup: 'customers/1234567890/adGroups/-5',
      status: 'ENABLED',
      ad: {
        finalUrls: ['https://cafe.example.com.br/'],
        urlCustomParameters: [{ key: 'verbacr', value: 'cr-1' }],
        responsiveSearchAd: {
          headlines: [{ text: 'Café especial' }, { text: 'Torra na hora' }, { text: 'Entrega grátis' }],
          descriptions: [
            { text: 'Grãos selecionados do sul de Minas.' },
            { text: 'Peça hoje e receba amanhã.' },
          ],
          path1: 'cafe',
        },
      },
    });
    // Each operation names the Verba object it came from, for the problems of a refusal.
    expect(fields[0]).toBe('campaign:c0ffee00-0000-4000-8000-000000000001');
    expect(fields[5]).toBe('creative:cr-1');
    expect(fields[9]).toBe('strategy:st-1');
    expect(fields[10]).toBe('strategy:st-1/keyword:café especial');
    expect(fields[12]).toBe('creative:cr-1');
    expect(keys[0]).toBe('budget');
    expect(keys[1]).toBe('campaign');
    expect(keys[9]).toBe('strategy:st-1');
    expect(keys[12]).toBe('creative:cr-1@st-1');
  });

  it('leaves out a start date that is not in the future (Google refuses a past start)', () => {
    const campaignOf = (today: string) =>
      (
        mutationOf(searchPlan, { ...context, today }).operations[1]!.campaignOperation as {
          create: Record<string, unknown>;
        }
      ).create;
    expect(campaignOf('2026-11-30').startDateTime).toBe('2026-12-01 00:00:00');
    expect(campaignOf('2026-12-01').startDateTime).toBeUndefined();
    expect(campaignOf('2026-12-05').startDateTime).toBeUndefined();
  });

  it('targets all of Brazil in Portuguese when a strategy names no location or language', () => {
    const plan = { ...searchPlan, groups: [{ ...searchPlan.groups[0]!, locations: [], languages: [] }] };
    const { operations } = mutationOf(plan, context);
    const criteria = operations
      .filter((op) => 'campaignCriterionOperation' in op)
      .map((op) => (op.campaignCriterionOperation as { create: unknown }).create);
    expect(criteria).toEqual([
      {
        campaign: 'customers/1234567890/campaigns/-2',
        location: { geoTargetConstant: 'geoTargetConstants/2076' },
      },
      {
        campaign: 'customers/1234567890/campaigns/-2',
        language: { languageConstant: 'languageConstants/1014' },
      },
    ]);
  });

  it('maximise clicks uses the highest strategy bid as the CPC ceiling', () => {
    const { operations } = mutationOf(searchPlan, { ...context, searchBidding: 'maximize_clicks' });
    const campaign = (operations[1]!.campaignOperation as { create: Record<string, unknown> }).create;
    expect(campaign.targetSpend).toEqual({ cpcBidCeilingMicros: '1500000' });
    expect(campaign.manualCpc).toBeUndefined();
    const adGroup = (
      operations.find((op) => 'adGroupOperation' in op)!.adGroupOperation as {
        create: Record<string, unknown>;
      }
    ).create;
    expect(adGroup.cpcBidMicros).toBeUndefined();
  });

  it('a retry creates only what is missing', () => {
    const existing = emptyTree();
    existing.budget = 'customers/1234567890/campaignBudgets/11';
    existing.campaign = 'customers/1234567890/campaigns/22';
    existing.adGroups.set('st-1', 'customers/1234567890/adGroups/33');
    existing.keywords.add(
      keywordKey('st-1', { text: 'Café especial', matchType: 'PHRASE', negative: false }),
    );
    existing.criteria.add('customers/1234567890/campaigns/22|geoTargetConstants/20106');
    existing.criteria.add('customers/1234567890/campaigns/22|geoTargetConstants/1001566');
    existing.criteria.add('customers/1234567890/campaigns/22|languageConstants/1014');
    existing.campaignAssetTypes.add('SITELINK');
    existing.campaignAssetTypes.add('CALLOUT');
    const { operations } = mutationOf(searchPlan, { ...context, existing });
    expect(kinds(operations)).toEqual(['adGroupCriterionOperation', 'adGroupAdOperation']);
    expect(
      (operations[0]!.adGroupCriterionOperation as { create: Record<string, unknown> }).create,
    ).toMatchObject({
      adGroup: 'customers/1234567890/adGroups/33',
      negative: true,
    });
    existing.ads.set('st-1/cr-1', 'customers/1234567890/adGroupAds/33~44');
    existing.keywords.add(keywordKey('st-1', { text: 'grátis', matchType: 'BROAD', negative: true }));
    expect(mutationOf(searchPlan, { ...context, existing }).operations).toEqual([]);
  });

  it('builds a YOUTUBE plan as a Demand Gen campaign with a video responsive ad', () => {
    const plan: PlatformCampaignPlan = {
      ...searchPlan,
      type: 'YOUTUBE',
      groups: [
        {
          ...searchPlan.groups[0]!,
          bidType: 'CPV',
          bidMicros: 120_000n,
          keywords: [],
          locations: ['SP'],
          ads: [
            {
              creativeId: 'cr-v',
              format: 'YOUTUBE',
              finalUrl: 'https://cafe.example.com.br/',
              headlines: ['Café especial'],
              longHeadlines: ['O café especial que chega fresquinho'],
              descriptions: ['Torra na hora.'],
              youtubeVideoId: 'dQw4w9WgXcQ',
              businessName: 'Café Dez',
              logoUrl: 'https://verba.test/logo.png',
            },
          ],
        },
      ],
    };
    const { operations } = mutationOf(plan, {
      ...context,
      media: new Map([['https://verba.test/logo.png', 'iVBORw0KGgo=']]),
    });
    expect(kinds(operations)).toEqual([
      'campaignBudgetOperation',
      'campaignOperation',
      'adGroupOperation',
      'adGroupCriterionOperation',
      'adGroupCriterionOperation',
      'assetOperation',
      'assetOperation',
      'adGroupAdOperation',
    ]);
    const create = (i: number) =>
      (Object.values(operations[i]!)[0] as { create: Record<string, unknown> }).create;
    expect(create(1)).toMatchObject({
      advertisingChannelType: 'DEMAND_GEN',
      targetCpc: { targetCpcMicros: '120000' },
      status: 'PAUSED',
    });
    expect(create(1).networkSettings).toBeUndefined();
    expect(create(2)).toMatchObject({
      demandGenAdGroupSettings: {
        channelControls: { selectedChannels: { youtubeInStream: true, discover: false, gmail: false } },
      },
    });
    expect(create(3)).toEqual({
      adGroup: 'customers/1234567890/adGroups/-3',
      location: { geoTargetConstant: 'geoTargetConstants/20106' },
    });
    expect(create(4)).toEqual({
      adGroup: 'customers/1234567890/adGroups/-3',
      language: { languageConstant: 'languageConstants/1014' },
    });
    expect(create(5)).toMatchObject({
      resourceName: 'customers/1234567890/assets/-4',
      youtubeVideoAsset: { youtubeVideoId: 'dQw4w9WgXcQ' },
    });
    expect(create(6)).toMatchObject({
      resourceName: 'customers/1234567890/assets/-5',
      imageAsset: { data: 'iVBORw0KGgo=' },
    });
    expect((create(7).ad as { demandGenVideoResponsiveAd: unknown }).demandGenVideoResponsiveAd).toEqual({
      headlines: [{ text: 'Café especial' }],
      longHeadlines: [{ text: 'O café especial que chega fresquinho' }],
      descriptions: [{ text: 'Torra na hora.' }],
      videos: [{ asset: 'customers/1234567890/assets/-4' }],
      logoImages: [{ asset: 'customers/1234567890/assets/-5' }],
      businessName: { text: 'Café Dez' },
    });
  });

  it('sends ages and genders left out as negative ad group criteria, devices no strategy takes as campaign opt-outs', () => {
    const group = {
      ...searchPlan.groups[0]!,
      ageRanges: ['18_24', '25_34'],
      genders: ['FEMALE'],
      devices: ['MOBILE'],
    };
    const { operations, fields } = mutationOf({ ...searchPlan, groups: [group] }, context);
    const adGroupCriteria = operations
      .map((op, i) => ({
        create: (op.adGroupCriterionOperation as { create?: Record<string, unknown> } | undefined)?.create,
        field: fields[i],
      }))
      .filter((c) => c.create && !('keyword' in c.create));
    expect(adGroupCriteria.map((c) => c.create)).toEqual([
      ...[
        'AGE_RANGE_35_44',
        'AGE_RANGE_45_54',
        'AGE_RANGE_55_64',
        'AGE_RANGE_65_UP',
        'AGE_RANGE_UNDETERMINED',
      ].map((type) => ({
        adGroup: 'customers/1234567890/adGroups/-5',
        negative: true,
        ageRange: { type },
      })),
      ...['MALE', 'UNDETERMINED'].map((type) => ({
        adGroup: 'customers/1234567890/adGroups/-5',
        negative: true,
        gender: { type },
      })),
    ]);
    expect(new Set(adGroupCriteria.map((c) => c.field))).toEqual(new Set([`strategy:${group.strategyId}`]));
    const devices = operations
      .map(
        (op) => (op.campaignCriterionOperation as { create?: Record<string, unknown> } | undefined)?.create,
      )
      .filter((c) => c && 'device' in c);
    expect(devices).toEqual([
      { campaign: 'customers/1234567890/campaigns/-2', device: { type: 'DESKTOP' }, bidModifier: 0 },
    ]);

    // Nothing chosen: everyone, every device (no criterion).
    const open = mutationOf(
      { ...searchPlan, groups: [{ ...group, ageRanges: [], genders: [], devices: [] }] },
      context,
    );
    expect(open.operations.some((op) => JSON.stringify(op).match(/ageRange|gender|device/))).toBe(false);
  });

  it('maps Verba demographics to Google values', () => {
    expect(excludedDemographicsOf({ ageRanges: ['65_PLUS'], genders: ['MALE', 'UNKNOWN'] })).toEqual({
      ageRanges: [
        'AGE_RANGE_18_24',
        'AGE_RANGE_25_34',
        'AGE_RANGE_35_44',
        'AGE_RANGE_45_54',
        'AGE_RANGE_55_64',
        'AGE_RANGE_UNDETERMINED',
      ],
      genders: ['FEMALE'],
    });
    // Devices are campaign-wide: only what no strategy takes is opted out.
    expect(excludedDevicesOf([{ devices: ['DESKTOP'] }])).toEqual(['MOBILE', 'TABLET']);
    expect(excludedDevicesOf([{ devices: ['DESKTOP'] }, { devices: ['MOBILE'] }])).toEqual([]);
    expect(excludedDevicesOf([{ devices: ['DESKTOP'] }, { devices: [] }])).toEqual([]);
    expect(excludedDevicesOf([])).toEqual([]);
  });

  it('reads the strategy id back from an ad group name', () => {
    expect(strategyIdOfName('Grupo 1 · verba:st-1')).toBe('st-1');
    expect(strategyIdOfName('Someone else’s ad group')).toBeNull();
  });
});
