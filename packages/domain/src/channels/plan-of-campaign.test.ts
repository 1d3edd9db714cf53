import { describe, expect, it } from 'vitest';
import { businessNameOf, channelPlanGaps, planOfCampaign, type PlanSource } from './plan-of-campaign';

const search = {
  final_url: 'https://cafe.example.com/',
  path1: 'cafes',
  path2: 'especiais',
  titles: ['Café especial', 'Torra da semana', 'Frete grátis'],
  descriptions: ['Grãos de Minas torrados na hora.', 'Entrega em todo o Brasil.'],
  sitelinks: [
    {
      text: 'Assinaturas',
      final_url: 'https://cafe.example.com/assine',
      description1: 'Todo mês',
      description2: null,
    },
    { text: 'Loja', final_url: 'https://cafe.example.com/loja', description1: null, description2: null },
  ],
  callouts: ['Frete grátis', 'Torra artesanal'],
  keywords: [],
};

const source = (over: Partial<PlanSource> = {}): PlanSource => ({
  campaign: {
    id: 'c1',
    companyId: 'co1',
    advertiserId: 'a1',
    type: 'SEARCH',
    name: 'Café Busca',
    currency: 'BRL',
    startDate: '2026-12-01',
    endDate: '2026-12-31',
  },
  groups: [
    { id: 'g1', name: 'Marca', status: 'active' },
    { id: 'g2', name: 'Pausado', status: 'paused' },
  ],
  strategies: [
    {
      id: 's1',
      groupId: 'g1',
      name: 'Termos',
      status: 'active',
      bidType: 'CPC',
      bidAmount: 150n,
      targeting: {
        keywords: [
          { text: 'café especial', match_type: 'PHRASE' },
          { text: 'café solúvel', match_type: 'EXACT', negative: true },
        ],
        locations: [
          { kind: 'country', country: 'BR' },
          { kind: 'state', country: 'BR', state: 'MG' },
          { kind: 'city', city: 3550308 },
          { kind: 'radius', city: 3550308, km: 10 },
        ],
        genders: ['FEMALE'],
        age_ranges: ['25-34'],
        devices: ['MOBILE'],
      },
    },
    {
      id: 's2',
      groupId: 'g1',
      name: 'Parada',
      status: 'paused',
      bidType: 'CPC',
      bidAmount: 100n,
      targeting: {},
    },
    {
      id: 's3',
      groupId: 'g2',
      name: 'Outro',
      status: 'active',
      bidType: 'CPC',
      bidAmount: 100n,
      targeting: {},
    },
  ],
  creatives: [
    {
      id: 'cr1',
      format: 'SEARCH',
      destinationUrl: null,
      title: null,
      headline: null,
      search,
      mediaUrl: null,
    },
    {
      id: 'cr2',
      format: 'DISPLAY',
      destinationUrl: 'https://x',
      title: null,
      headline: null,
      search: null,
      mediaUrl: 'https://v/1',
    },
  ],
  dailyBudgetMicros: 50_000_000n,
  today: '2026-11-28',
  ...over,
});

describe('planOfCampaign', () => {
  it('maps a search campaign: one ad group per active strategy, keywords, RSA, sitelinks, callouts, micros', () => {
    const plan = planOfCampaign(source());
    expect(plan).toMatchObject({
      campaignId: 'c1',
      companyId: 'co1',
      type: 'SEARCH',
      name: 'Café Busca',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      dailyBudgetMicros: 50_000_000n,
    });
    expect(plan.groups).toHaveLength(1);
    const [group] = plan.groups;
    expect(group).toMatchObject({
      groupId: 'g1',
      strategyId: 's1',
      name: 'Marca · Termos',
      bidType: 'CPC',
      bidMicros: 1_500_000n,
      locations: ['MG', '3550308'],
      languages: ['pt'],
      genders: ['FEMALE'],
      ageRanges: ['25-34'],
      devices: ['MOBILE'],
    });
    expect(group!.keywords).toEqual([
      { text: 'café especial', matchType: 'PHRASE', negative: false },
      { text: 'café solúvel', matchType: 'EXACT', negative: true },
    ]);
    expect(group!.ads).toEqual([
      {
        creativeId: 'cr1',
        format: 'SEARCH',
        finalUrl: 'https://cafe.example.com/',
        headlines: search.titles,
        descriptions: search.descriptions,
        path1: 'cafes',
        path2: 'especiais',
        sitelinks: [
          // One description line alone is left out: Google takes both or neither.
          {
            text: 'Assinaturas',
            finalUrl: 'https://cafe.example.com/assine',
            description1: null,
            description2: null,
          },
          { text: 'Loja', finalUrl: 'https://cafe.example.com/loja', description1: null, description2: null },
        ],
        callouts: ['Frete grátis', 'Torra artesanal'],
      },
    ]);
  });

  it('maps a YouTube campaign: CPV bids, the video ad with its headline and file, no keywords', () => {
    const base = source();
    const plan = planOfCampaign({
      ...base,
      campaign: { ...base.campaign, type: 'YOUTUBE', startDate: null, endDate: null },
      creatives: [
        {
          id: 'v1',
          format: 'YOUTUBE',
          destinationUrl: 'https://cafe.example.com/',
          title: 'Café da manhã',
          headline: null,
          body: 'Grãos de Minas torrados na hora, na sua casa.',
          search: null,
          mediaUrl: 'https://verba/files/v1.mp4',
        },
        {
          id: 'cr1',
          format: 'SEARCH',
          destinationUrl: null,
          title: null,
          headline: null,
          search,
          mediaUrl: null,
        },
      ],
    });
    expect(plan.startDate).toBe('2026-11-28');
    expect(plan.endDate).toBeNull();
    expect(plan.groups[0]).toMatchObject({ bidType: 'CPV', keywords: [] });
    expect(plan.groups[0]!.ads).toEqual([
      {
        creativeId: 'v1',
        format: 'YOUTUBE',
        finalUrl: 'https://cafe.example.com/',
        headlines: ['Café da manhã'],
        // The creative's own description (its body), never the headline again.
        descriptions: ['Grãos de Minas torrados na hora, na sua casa.'],
        youtubeVideoId: null,
        mediaUrls: ['https://verba/files/v1.mp4'],
      },
    ]);
  });

  it('gives YOUTUBE ads the advertiser\u2019s name (≤ 25 characters) and logo; gaps name what is missing', () => {
    const base = source();
    const youtube = (advertiser: PlanSource['advertiser'], youtubeVideoId: string | null) =>
      planOfCampaign({
        ...base,
        advertiser,
        campaign: { ...base.campaign, type: 'YOUTUBE' },
        creatives: [
          {
            id: 'v1',
            format: 'YOUTUBE',
            destinationUrl: 'https://cafe.example.com/',
            title: 'Café',
            headline: null,
            search: null,
            mediaUrl: null,
            youtubeVideoId,
          },
        ],
      });
    const plan = youtube({ name: 'Café da Vila', logoUrl: 'https://verba/logo.png' }, 'sbxVid00001');
    expect(plan.groups[0]!.ads[0]).toMatchObject({
      businessName: 'Café da Vila',
      logoUrl: 'https://verba/logo.png',
      youtubeVideoId: 'sbxVid00001',
    });
    expect(channelPlanGaps(plan)).toEqual([]);
    expect(channelPlanGaps(youtube({ name: 'Café da Vila', logoUrl: null }, null))).toEqual([
      'ADVERTISER_LOGO_REQUIRED',
      'YOUTUBE_VIDEO_REQUIRED',
    ]);
    expect(channelPlanGaps(youtube(undefined, 'sbxVid00001'))).toEqual(['ADVERTISER_LOGO_REQUIRED']);
    // SEARCH needs neither.
    expect(channelPlanGaps(planOfCampaign(base))).toEqual([]);
  });

  it('truncates a business name to 25 characters at a word, without trailing punctuation', () => {
    expect(businessNameOf('Café da Vila')).toBe('Café da Vila');
    expect(businessNameOf('Padaria e Confeitaria Pão Dourado Ltda')).toBe('Padaria e Confeitaria Pão');
    expect(businessNameOf('Supermercados Bom Preço, Filial Centro')).toBe('Supermercados Bom Preço');
    expect(businessNameOf('Abcdefghijklmnopqrstuvwxyzabc')).toBe('Abcdefghijklmnopqrstuvwxy');
    expect([...businessNameOf('Açaí & Tapioca da Dona Conceição')].length).toBeLessThanOrEqual(25);
  });
});
