/**
 * The demo agency's past year (issue 29, docs/demo-history.md): finished campaigns copied from the
 * set-up of three of its live demo campaigns (demo-campaign-data.ts), each with its own name and a
 * flight in the last 365 days, their money scaled down (`scale`) so a year stays about a million
 * events. Two or three run at any time, with the retail calendar's peaks (Dia das Mães, Dia dos
 * Pais, Black Friday, Natal).
 */
export interface DemoHistoryCampaign {
  /** The demo campaign whose set-up (groups, strategies, audiences, bids) it copies. */
  template: 'Lançamento Torra Especial' | 'Exame de vista gratuito' | 'Push Black Friday';
  name: string;
  /** First day of its flight, as days before today. */
  startDaysAgo: number;
  days: number;
  /** Budgets of the template × this. */
  scale: number;
  /** Budgets × this too: a seasonal peak above 1 is a bigger budget. */
  season: number;
}

export const demoHistoryCampaigns: readonly DemoHistoryCampaign[] = [
  {
    template: 'Lançamento Torra Especial',
    name: 'Café no inverno',
    startDaysAgo: 360,
    days: 45,
    scale: 0.1,
    season: 1,
  },
  {
    template: 'Exame de vista gratuito',
    name: 'Mês do exame de vista',
    startDaysAgo: 340,
    days: 30,
    scale: 0.1,
    season: 1,
  },
  {
    template: 'Push Black Friday',
    name: 'Dia dos Pais · óculos',
    startDaysAgo: 300,
    days: 21,
    scale: 0.1,
    season: 1.2,
  },
  {
    template: 'Lançamento Torra Especial',
    name: 'Primavera Serra Azul',
    startDaysAgo: 285,
    days: 60,
    scale: 0.12,
    season: 1,
  },
  {
    template: 'Exame de vista gratuito',
    name: 'Outubro Rosa · exames',
    startDaysAgo: 240,
    days: 31,
    scale: 0.1,
    season: 1.1,
  },
  {
    template: 'Push Black Friday',
    name: 'Black Friday 2025 · óculos',
    startDaysAgo: 210,
    days: 14,
    scale: 0.12,
    season: 1.6,
  },
  {
    template: 'Lançamento Torra Especial',
    name: 'Natal Serra Azul',
    startDaysAgo: 190,
    days: 35,
    scale: 0.12,
    season: 1.4,
  },
  {
    template: 'Exame de vista gratuito',
    name: 'Verão sem miopia',
    startDaysAgo: 150,
    days: 40,
    scale: 0.1,
    season: 1,
  },
  {
    template: 'Lançamento Torra Especial',
    name: 'Café gelado de verão',
    startDaysAgo: 130,
    days: 45,
    scale: 0.1,
    season: 1,
  },
  {
    template: 'Push Black Friday',
    name: 'Volta às aulas · óculos',
    startDaysAgo: 95,
    days: 21,
    scale: 0.1,
    season: 1.1,
  },
  {
    template: 'Exame de vista gratuito',
    name: 'Dia das Mães · armações',
    startDaysAgo: 70,
    days: 20,
    scale: 0.1,
    season: 1.5,
  },
  {
    template: 'Lançamento Torra Especial',
    name: 'Festa junina com café',
    startDaysAgo: 45,
    days: 30,
    scale: 0.1,
    season: 1.1,
  },
];

/** Where a strategy targeting the whole country delivers, by population weight (Censo 2022, main UFs). */
export const demoStates: readonly { uf: string; capital: string; weight: number }[] = [
  { uf: 'SP', capital: '3550308', weight: 44.4 },
  { uf: 'MG', capital: '3106200', weight: 20.5 },
  { uf: 'RJ', capital: '3304557', weight: 16.1 },
  { uf: 'BA', capital: '2927408', weight: 14.1 },
  { uf: 'PR', capital: '4106902', weight: 11.4 },
  { uf: 'RS', capital: '4314902', weight: 10.9 },
  { uf: 'PE', capital: '2611606', weight: 9.1 },
  { uf: 'CE', capital: '2304400', weight: 8.8 },
  { uf: 'SC', capital: '4205407', weight: 7.6 },
  { uf: 'GO', capital: '5208707', weight: 7.1 },
  { uf: 'ES', capital: '3205309', weight: 3.8 },
  { uf: 'DF', capital: '5300108', weight: 2.8 },
];

export const demoSites = {
  WEB: [
    'g1.globo.com',
    'uol.com.br',
    'terra.com.br',
    'metropoles.com',
    'estadao.com.br',
    'tudogostoso.com.br',
    'catracalivre.com.br',
  ],
  APP: ['br.com.globo.g1', 'com.uol.app', 'br.com.tudogostoso', 'com.netshoes.app', 'br.com.mercadolivre'],
} as const;

/**
 * The IAB Content Taxonomy 3.1 tier-1 category of each history site or app (what the bidder writes
 * as the event's content category: the tier 1 of the request's first `site.cat`/`app.cat`).
 */
export const demoSiteCategories: Record<string, string> = {
  'g1.globo.com': '386', // News and Politics
  'uol.com.br': '386',
  'terra.com.br': '386',
  'metropoles.com': '386',
  'estadao.com.br': '386',
  'tudogostoso.com.br': '210', // Food & Drink
  'catracalivre.com.br': 'JLBCU7', // Entertainment
  'br.com.globo.g1': '386',
  'com.uol.app': '386',
  'br.com.tudogostoso': '210',
  'com.netshoes.app': '473', // Shopping
  'br.com.mercadolivre': '473',
};

/**
 * The browser families of the live demo traffic (apps/bidder/src/sandbox/catalogue.ts `agents` and
 * `appAgents`, weighted as the generator draws them, each user agent read by the bidder's parser):
 * the web mostly Chrome, then Safari; in apps the Android web views read as Chrome and iOS ones as OTHER.
 */
export const demoBrowsers: Record<'WEB' | 'APP', readonly { browser: string; weight: number }[]> = {
  WEB: [
    { browser: 'CHROME', weight: 60 },
    { browser: 'SAFARI', weight: 18 },
    { browser: 'SAMSUNG_INTERNET', weight: 6 },
    { browser: 'EDGE', weight: 4 },
    { browser: 'FIREFOX', weight: 2 },
    { browser: 'OPERA', weight: 1 },
  ],
  APP: [
    { browser: 'CHROME', weight: 48 },
    { browser: 'OTHER', weight: 16 },
    { browser: 'SAMSUNG_INTERNET', weight: 6 },
  ],
};
