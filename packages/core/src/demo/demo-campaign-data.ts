import { addCalendarDays, type CampaignDraftInput, type CreativeFormat } from '@verba/domain';

/** Where a demo campaign ends up, and the steps (use cases) that take it there. */
export type DemoCampaignFate = 'draft' | 'pending' | 'active' | 'paused' | 'finished' | 'failed';

/** The demo advertiser's approved creatives a campaign carries (seed-demo-creatives.ts names them). */
export type DemoCreativeRef =
  { format: Exclude<CreativeFormat, 'DISPLAY'> } | { format: 'DISPLAY'; width: number; height: number };

export interface DemoCampaign {
  /** The advertiser's display name (demo-finance-data.ts). */
  advertiser: string;
  fate: DemoCampaignFate;
  /** Days before today at which it was created and published (0 = today); the seed runs the use cases at that time. */
  publishedDaysAgo: number;
  creatives: readonly DemoCreativeRef[];
  /** The wizard's draft; dates are built from São Paulo's today. */
  draft: (today: string) => Omit<CampaignDraftInput, 'creative_ids'>;
  /** The staff's reason (fate `failed`). */
  rejectionReason?: string;
  /**
   * MANUAL (managed service): what the platform team recorded per past day, as days before today
   * (1 = yesterday) with the day's figures; the channel sync posts the cost to the ledger.
   */
  manualDays?: readonly DemoManualDay[];
}

export interface DemoManualDay {
  daysAgo: number;
  impressions: number;
  clicks: number;
  conversions: number;
  videoViews: number;
  /** Cost in micros (1 centavo = 10 000 micros). */
  costMicros: number;
}

const day = (today: string, offset: number) => addCalendarDays(today, offset);

/** IBGE municipality codes of the demo's cities. */
const city = {
  beloHorizonte: { kind: 'city', country: 'BR', state: 'MG', city: '3106200' },
  curitiba: { kind: 'city', country: 'BR', state: 'PR', city: '4106902' },
  portoAlegre: { kind: 'city', country: 'BR', state: 'RS', city: '4314902' },
} as const;
const state = (uf: 'MG' | 'SP' | 'RJ' | 'PR' | 'SC' | 'RS' | 'ES') =>
  ({ kind: 'state', country: 'BR', state: uf }) as const;

/** IAB audience ids of the catalogue (iab-audience-taxonomy-1.1.tsv). */
const audience = {
  diningOut: '373',
  healthyCooking: '376',
  nonAlcoholicBeverages: '377',
  foodAndDrink: '368',
  healthServices: '385',
  physicians: '386',
  medicalServices: '383',
} as const;

/**
 * The demo agency's campaigns (issue 11): every status and seven channels, over the two active
 * advertisers' wallets (Café Serra Azul R$ 8.001,00, Ótica Visão Clara R$ 9.501,00), leaving
 * each some R$ 2.500 to R$ 3.000 available for a newcomer's own campaign (and the e2e journeys). Budgets in
 * centavos; bids above the minima of settings.ts; start dates at least the type's lead time after
 * the day each was published.
 */
export const demoCampaigns: readonly DemoCampaign[] = [
  {
    advertiser: 'Café Serra Azul',
    fate: 'active',
    publishedDaysAgo: 13,
    creatives: [
      { format: 'DISPLAY', width: 300, height: 250 },
      { format: 'DISPLAY', width: 728, height: 90 },
      { format: 'DISPLAY', width: 320, height: 50 },
    ],
    draft: (today) => ({
      name: 'Lançamento Torra Especial',
      type: 'PROGRAMMATIC',
      objective: 'IMPRESSION',
      budget: '300000',
      daily_budget: '15000',
      start_date: day(today, -7),
      end_date: day(today, 23),
      groups: [
        {
          name: 'Grande BH',
          goal: 'Alcance entre quem toma café fora de casa',
          budget: '180000',
          start_date: day(today, -7),
          end_date: day(today, 23),
          strategies: [
            {
              name: 'Amantes de café · celular',
              budget: '100000',
              audience_ids: [audience.diningOut, audience.nonAlcoholicBeverages],
              locations: [city.beloHorizonte],
              devices: ['MOBILE'],
              environments: ['APP', 'WEB'],
              age_ranges: ['25_34', '35_44'],
              bid: { type: 'CPM', amount: '650' },
              frequency_cap: { count: 3, period: 1, unit: 'DAYS' },
            },
            {
              name: 'Belo Horizonte · computador',
              budget: '80000',
              audience_ids: [audience.foodAndDrink, audience.healthyCooking],
              locations: [city.beloHorizonte],
              devices: ['DESKTOP'],
              bid: { type: 'CPM', amount: '520' },
            },
          ],
        },
        {
          name: 'Capitais do Sudeste',
          budget: '120000',
          start_date: day(today, -7),
          end_date: day(today, 23),
          strategies: [
            {
              // Broad on purpose (no audience): the demo's sandbox traffic reaches it within a minute.
              name: 'Sudeste · celular',
              budget: '120000',
              locations: [state('SP'), state('RJ'), state('MG'), state('ES')],
              devices: ['MOBILE'],
              bid: { type: 'CPM', amount: '700' },
              frequency_cap: { count: 5, period: 1, unit: 'WEEKS' },
            },
          ],
        },
      ],
    }),
  },
  {
    advertiser: 'Café Serra Azul',
    fate: 'active',
    publishedDaysAgo: 16,
    creatives: [{ format: 'SEARCH' }],
    draft: (today) => ({
      name: 'Busca de marca',
      type: 'SEARCH',
      objective: 'CONVERSION',
      budget: '200000',
      start_date: day(today, -10),
      end_date: day(today, 20),
      groups: [
        {
          name: 'Marca e produtos',
          budget: '200000',
          start_date: day(today, -10),
          strategies: [
            {
              name: 'Minas Gerais e São Paulo',
              budget: '200000',
              audience_ids: [audience.nonAlcoholicBeverages, audience.foodAndDrink],
              locations: [state('MG'), state('SP')],
              devices: ['MOBILE', 'DESKTOP'],
              bid: { type: 'CPC', amount: '400' },
            },
          ],
        },
      ],
    }),
  },
  {
    advertiser: 'Café Serra Azul',
    fate: 'finished',
    publishedDaysAgo: 46,
    creatives: [{ format: 'AUDIO' }],
    draft: (today) => ({
      name: 'Spot Dia Nacional do Café',
      type: 'AUDIO',
      objective: 'IMPRESSION',
      budget: '150000',
      start_date: day(today, -42),
      end_date: day(today, -12),
      groups: [
        {
          name: 'Ouvintes de música',
          budget: '150000',
          start_date: day(today, -42),
          end_date: day(today, -12),
          strategies: [
            {
              name: 'Sudeste · manhãs',
              budget: '150000',
              audience_ids: [audience.diningOut, audience.nonAlcoholicBeverages],
              locations: [state('MG'), state('SP'), state('RJ'), state('ES')],
              devices: ['MOBILE'],
              genders: ['FEMALE', 'MALE'],
              bid: { type: 'CPM', amount: '1200' },
            },
          ],
        },
      ],
    }),
  },
  // Issue 28: an audio campaign on the Spotify sandbox (AUDIO's 3-day lead: published 6 days ago,
  // started 3 days ago), delivering in São Paulo state and the city of Belo Horizonte on Android and
  // iOS; a small budget, so Café Serra Azul's balance still covers the e2e journeys.
  {
    advertiser: 'Café Serra Azul',
    fate: 'active',
    publishedDaysAgo: 6,
    creatives: [{ format: 'AUDIO' }],
    draft: (today) => ({
      name: 'Spot Café da Manhã',
      type: 'AUDIO',
      objective: 'IMPRESSION',
      budget: '30000',
      start_date: day(today, -3),
      end_date: day(today, 26),
      groups: [
        {
          name: 'Ouvintes pela manhã',
          budget: '30000',
          start_date: day(today, -3),
          end_date: day(today, 26),
          strategies: [
            {
              name: 'São Paulo e Belo Horizonte · celular',
              budget: '30000',
              audience_ids: [audience.nonAlcoholicBeverages, audience.foodAndDrink],
              locations: [state('SP'), city.beloHorizonte],
              devices: ['MOBILE'],
              age_ranges: ['25_34', '35_44', '45_54'],
              bid: { type: 'CPM', amount: '1500' },
            },
          ],
        },
      ],
    }),
  },
  {
    advertiser: 'Café Serra Azul',
    fate: 'draft',
    publishedDaysAgo: 0,
    creatives: [{ format: 'DISPLAY', width: 300, height: 250 }],
    draft: (today) => ({
      name: 'Natal em família',
      type: 'META_ADS',
      objective: 'RETARGETING',
      budget: '200000',
      start_date: day(today, 14),
      end_date: day(today, 40),
      groups: [
        {
          name: 'Clientes da loja virtual',
          budget: '200000',
          start_date: day(today, 14),
          strategies: [
            {
              name: 'Instagram e Facebook · celular',
              budget: '200000',
              audience_ids: [audience.foodAndDrink, audience.diningOut],
              locations: [{ kind: 'country', country: 'BR' }],
              devices: ['MOBILE'],
              bid: { type: 'CPM', amount: '800' },
            },
          ],
        },
      ],
    }),
  },
  {
    // Issue 28: delivers on the Meta sandbox under Café's connected Page (seed-demo-connections.ts).
    advertiser: 'Café Serra Azul',
    fate: 'active',
    publishedDaysAgo: 6,
    creatives: [{ format: 'DISPLAY', width: 300, height: 250 }],
    draft: (today) => ({
      name: 'Cafés especiais · Instagram e Facebook',
      type: 'META_ADS',
      objective: 'IMPRESSION',
      budget: '10000',
      start_date: day(today, -1),
      end_date: day(today, 9),
      groups: [
        {
          name: 'Amantes de café',
          budget: '10000',
          start_date: day(today, -1),
          strategies: [
            {
              name: 'Brasil · feeds e stories',
              budget: '10000',
              audience_ids: [audience.nonAlcoholicBeverages, audience.diningOut],
              locations: [{ kind: 'country', country: 'BR' }],
              devices: ['MOBILE'],
              bid: { type: 'CPM', amount: '900' },
            },
          ],
        },
      ],
    }),
  },
  {
    // Issue 28: a Meta CONVERSION campaign (OUTCOME_SALES, optimised for conversions on Verba's Meta
    // pixel) on the same Page. Meta's minimum daily budget for OUTCOME_SALES ad sets is R$ 28,00 in
    // the sandbox: R$ 120 over the 3 days left (today and the next two) is R$ 40,00 a day.
    advertiser: 'Café Serra Azul',
    fate: 'active',
    // Published before Meta's lead time (5 days) ran out before its start, as the other one.
    publishedDaysAgo: 6,
    creatives: [{ format: 'DISPLAY', width: 300, height: 250 }],
    draft: (today) => ({
      name: 'Cafés especiais · Vendas na loja virtual',
      type: 'META_ADS',
      objective: 'CONVERSION',
      budget: '12000',
      start_date: day(today, -1),
      end_date: day(today, 2),
      groups: [
        {
          name: 'Compradores de café',
          budget: '12000',
          start_date: day(today, -1),
          strategies: [
            {
              name: 'Sudeste · celular',
              budget: '12000',
              audience_ids: [audience.nonAlcoholicBeverages, audience.foodAndDrink],
              locations: [state('SP'), state('MG'), state('RJ')],
              devices: ['MOBILE'],
              age_ranges: ['25_34', '35_44', '45_54'],
              bid: { type: 'CPC', amount: '250' },
            },
          ],
        },
      ],
    }),
  },
  {
    advertiser: 'Ótica Visão Clara',
    fate: 'active',
    publishedDaysAgo: 8,
    creatives: [{ format: 'YOUTUBE' }],
    draft: (today) => ({
      name: 'Óculos de sol · Verão',
      type: 'YOUTUBE',
      objective: 'IMPRESSION',
      budget: '300000',
      start_date: day(today, -5),
      end_date: day(today, 25),
      groups: [
        {
          name: 'Sul do Brasil',
          budget: '300000',
          start_date: day(today, -5),
          strategies: [
            {
              name: 'Paraná e Santa Catarina',
              budget: '180000',
              audience_ids: [audience.healthServices, audience.physicians],
              locations: [state('PR'), state('SC')],
              devices: ['MOBILE', 'DESKTOP'],
              age_ranges: ['25_34', '35_44', '45_54'],
              bid: { type: 'CPV', amount: '15' },
            },
            {
              name: 'Porto Alegre',
              budget: '120000',
              audience_ids: [audience.healthServices, audience.medicalServices],
              locations: [city.portoAlegre],
              devices: ['MOBILE'],
              bid: { type: 'CPV', amount: '18' },
              frequency_cap: { count: 2, period: 1, unit: 'DAYS' },
            },
          ],
        },
      ],
    }),
  },
  {
    advertiser: 'Ótica Visão Clara',
    fate: 'pending',
    publishedDaysAgo: 0,
    creatives: [{ format: 'NATIVE_DISPLAY' }],
    draft: (today) => ({
      name: 'Exame de vista gratuito',
      type: 'NATIVE',
      objective: 'CONVERSION',
      budget: '200000',
      start_date: day(today, 7),
      end_date: day(today, 37),
      groups: [
        {
          name: 'Curitiba',
          budget: '200000',
          start_date: day(today, 7),
          strategies: [
            {
              name: 'Leitores de saúde',
              budget: '200000',
              audience_ids: [audience.healthServices, audience.physicians, audience.medicalServices],
              locations: [city.curitiba],
              devices: ['MOBILE', 'DESKTOP'],
              bid: { type: 'CPC', amount: '250' },
            },
          ],
        },
      ],
    }),
  },
  {
    advertiser: 'Ótica Visão Clara',
    fate: 'failed',
    publishedDaysAgo: 3,
    creatives: [{ format: 'PUSH' }],
    rejectionReason:
      'O texto da notificação anuncia desconto sem informar as condições da oferta. Ajuste o criativo e publique de novo.',
    draft: (today) => ({
      name: 'Push Black Friday',
      type: 'PUSH',
      objective: 'CONVERSION',
      budget: '150000',
      start_date: day(today, 5),
      end_date: day(today, 12),
      groups: [
        {
          name: 'Paraná',
          budget: '150000',
          start_date: day(today, 5),
          strategies: [
            {
              name: 'Assinantes de notificações',
              budget: '150000',
              audience_ids: [audience.healthServices, audience.medicalServices],
              locations: [state('PR')],
              devices: ['MOBILE'],
              bid: { type: 'CPC', amount: '220' },
            },
          ],
        },
      ],
    }),
  },
  {
    advertiser: 'Café Serra Azul',
    fate: 'active',
    publishedDaysAgo: 14,
    creatives: [{ format: 'DISPLAY', width: 300, height: 250 }],
    // Managed service (issue 27): a radio and out-of-home package the platform team runs, its
    // delivery recorded by staff on /staff/managed-campaigns from the partner's reports.
    draft: (today) => ({
      name: 'Pacote gerenciado · Rádio e OOH',
      type: 'MANUAL',
      objective: 'IMPRESSION',
      budget: '30000',
      start_date: day(today, -8),
      end_date: day(today, 20),
      groups: [
        {
          name: 'Pacote Belo Horizonte',
          budget: '30000',
          start_date: day(today, -8),
          strategies: [
            {
              name: 'Rádio e painéis',
              budget: '30000',
              audience_ids: [audience.foodAndDrink],
              locations: [city.beloHorizonte],
              devices: ['MOBILE', 'DESKTOP'],
              bid: { type: 'CPM', amount: '1000' },
            },
          ],
        },
      ],
    }),
    manualDays: [
      { daysAgo: 8, impressions: 1_800, clicks: 21, conversions: 1, videoViews: 0, costMicros: 18_000_000 },
      { daysAgo: 7, impressions: 2_100, clicks: 26, conversions: 2, videoViews: 0, costMicros: 21_000_000 },
      { daysAgo: 6, impressions: 2_050, clicks: 19, conversions: 0, videoViews: 0, costMicros: 20_500_000 },
      { daysAgo: 5, impressions: 2_400, clicks: 31, conversions: 2, videoViews: 0, costMicros: 24_000_000 },
      { daysAgo: 4, impressions: 1_950, clicks: 22, conversions: 1, videoViews: 0, costMicros: 19_500_000 },
      { daysAgo: 3, impressions: 2_200, clicks: 27, conversions: 3, videoViews: 0, costMicros: 22_000_000 },
      { daysAgo: 2, impressions: 2_300, clicks: 25, conversions: 1, videoViews: 0, costMicros: 23_000_000 },
    ],
  },
];
