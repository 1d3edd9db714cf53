/**
 * What the sandbox exchange sells: invented Brazilian sites and apps (no real brands) with their
 * IAB Content Taxonomy 3.1 categories (cattax 7; tier 1 first, then the tier 2 ids), and the user
 * agents of the devices that visit them, with the matching OpenRTB device fields.
 */
export interface Property {
  kind: 'site' | 'app';
  /** Site domain or app bundle. */
  id: string;
  name: string;
  /** Content Taxonomy 3.1 ids, cattax 7. */
  cat: string[];
  /**
   * The same content as an OpenRTB 2.5 exchange classifies it, in IAB Content Taxonomy 1.0 codes
   * (cattax 1): tier 1 first where the publisher gives one; 1.0 is coarser, so not always the same.
   */
  cat1: string[];
  /** Relative share of the exchange's traffic. */
  weight: number;
  /** Ad formats this property sells. */
  sells: readonly ('banner' | 'native' | 'video' | 'audio')[];
  publisherId: string;
}

const site = (
  id: string,
  name: string,
  cat: string[],
  cat1: string[],
  weight: number,
  sells: Property['sells'] = ['banner', 'native'],
): Property => ({ kind: 'site', id, name, cat, cat1, weight, sells, publisherId: `pub-${id.split('.')[0]}` });
const app = (
  id: string,
  name: string,
  cat: string[],
  cat1: string[],
  weight: number,
  sells: Property['sells'] = ['banner', 'native', 'video'],
): Property => ({
  kind: 'app',
  id,
  name,
  cat,
  cat1,
  weight,
  sells,
  publisherId: `pub-${id.split('.')[2] ?? id}`,
});

export const properties: readonly Property[] = [
  site('noticias-exemplo.com.br', 'Notícias Exemplo', ['386', '388'], ['IAB12', 'IAB11-4'], 10, [
    'banner',
    'native',
    'video',
  ]),
  site('jornaldoplanalto.com.br', 'Jornal do Planalto', ['386', '80'], ['IAB12', 'IAB13-3'], 5),
  site('diariodolitoral.com.br', 'Diário do Litoral', ['386', '390'], ['IAB12', 'IAB12-3'], 4),
  site('gazetadosertao.com.br', 'Gazeta do Sertão', ['386'], ['IAB12', 'IAB12-3'], 2),
  site('placarfutebol.com.br', 'Placar Futebol', ['483', '533'], ['IAB17', 'IAB17-44'], 8, [
    'banner',
    'native',
    'video',
  ]),
  site('arquibancadavirtual.com.br', 'Arquibancada Virtual', ['483', '533'], ['IAB17', 'IAB17-44'], 4),
  site('receitasdavovo.com.br', 'Receitas da Vovó', ['210', '216'], ['IAB8'], 6, [
    'banner',
    'native',
    'video',
  ]),
  site('cozinhapratica.com.br', 'Cozinha Prática', ['210', '216'], ['IAB8'], 3),
  site('guiadorestaurante.com.br', 'Guia do Restaurante', ['210', '218'], ['IAB8', 'IAB8-9'], 2),
  site('cafeeprosa.com.br', 'Café e Prosa', ['210', '218'], ['IAB8', 'IAB8-9'], 1),
  site('vidasaudavel-exemplo.com.br', 'Vida Saudável', ['223', '229', '225'], ['IAB7-1', 'IAB7-32'], 4),
  site('clinicaresponde.com.br', 'Clínica Responde', ['286', '287'], ['IAB7'], 2),
  site('bolsoemdia.com.br', 'Bolso em Dia', ['391', '410', '392'], ['IAB13', 'IAB13-7'], 4),
  site('mercadoeconomia.com.br', 'Mercado & Economia', ['52', '80'], ['IAB3', 'IAB13-3'], 3),
  site(
    'tecnologiahoje.com.br',
    'Tecnologia Hoje',
    ['596', '632', '635'],
    ['IAB19', 'IAB19-6', 'IAB19-29'],
    5,
    ['banner', 'native', 'video'],
  ),
  site('reviewcelular.com.br', 'Review Celular', ['596', '635'], ['IAB19', 'IAB19-6'], 3),
  site('autoguia-exemplo.com.br', 'AutoGuia', ['1', '30'], ['IAB2', 'IAB2-3'], 3),
  site('classicarros.com.br', 'Classicarros', ['1', '30'], ['IAB2', 'IAB2-3'], 2),
  site('modaeestilo-exemplo.com.br', 'Moda e Estilo', ['552', '560', '553'], ['IAB18', 'IAB18-1'], 4),
  site('belezareal.com.br', 'Beleza Real', ['552', '553'], ['IAB18', 'IAB18-1'], 2),
  site(
    'casaejardim-exemplo.com.br',
    'Casa e Jardim',
    ['274', '280', '275'],
    ['IAB10', 'IAB10-4', 'IAB10-5'],
    3,
  ),
  site('viagembarata.com.br', 'Viagem Barata', ['653', '655', '672'], ['IAB20', 'IAB20-3'], 3),
  site('praiaseserras.com.br', 'Praias e Serras', ['653', '655', '668'], ['IAB20', 'IAB20-18'], 2),
  site('fofocasdatv.com.br', 'Fofocas da TV', ['432', '435', 'JLBCU7', '640'], ['IAB1-2', 'IAB1-7'], 6, [
    'banner',
    'native',
    'video',
  ]),
  site('cinemaemcasa.com.br', 'Cinema em Casa', ['JLBCU7', '324'], ['IAB1-5'], 3, [
    'banner',
    'native',
    'video',
  ]),
  site('humordodia.com.br', 'Humor do Dia', ['432', '440'], ['IAB1-2', 'IAB1-4'], 3),
  site('empregosagora.com.br', 'Empregos Agora', ['123', '127'], ['IAB4', 'IAB4-5'], 3),
  site('estudarmais.com.br', 'Estudar Mais', ['132', '137'], ['IAB5', 'IAB5-5'], 2),
  site('paisefilhos-exemplo.com.br', 'Pais e Filhos', ['186', '192'], ['IAB6'], 2),
  site('petamigo.com.br', 'Pet Amigo', ['422', '425'], ['IAB16', 'IAB16-4'], 2),
  site('ofertasdodia-exemplo.com.br', 'Ofertas do Dia', ['473', '474'], ['IAB22', 'IAB22-2'], 5),
  site('imoveisnobairro.com.br', 'Imóveis no Bairro', ['441', '442'], ['IAB21', 'IAB21-1'], 2),
  site('previsaodotempo-exemplo.com.br', 'Previsão do Tempo', ['464', '390'], ['IAB15', 'IAB15-10'], 4),
  app('br.com.exemplo.noticias', 'Notícias Exemplo App', ['386'], ['IAB12'], 6),
  app('br.com.placar.aovivo', 'Placar ao Vivo', ['483', '533'], ['IAB17', 'IAB17-44'], 6),
  app('br.com.receitas.facil', 'Receitas Fácil', ['210', '216'], ['IAB8'], 3),
  app('br.com.jogos.palavrinhas', 'Palavrinhas', ['680', '683'], ['IAB9-30'], 7, ['banner', 'video']),
  app('br.com.jogos.corridamaluca', 'Corrida Maluca', ['680', '683'], ['IAB9-30'], 5, ['banner', 'video']),
  app('br.com.jogos.paciencia', 'Paciência Clássica', ['680', '683'], ['IAB9-30'], 4, ['banner', 'video']),
  app('br.com.carteira.digital', 'Carteira Digital', ['391', '392'], ['IAB13'], 3, ['banner', 'native']),
  app('br.com.tempo.agora', 'Tempo Agora', ['464', '390'], ['IAB15', 'IAB15-10'], 3),
  app('br.com.treino.emcasa', 'Treino em Casa', ['223', '225'], ['IAB7-1'], 2),
  app('br.com.radio.brasilfm', 'Rádio Brasil FM', ['JLBCU7', '338'], ['IAB1-6'], 5, ['audio', 'banner']),
  app('br.com.podcasts.prosa', 'Prosa Podcasts', ['JLBCU7', '338'], ['IAB1-6'], 3, ['audio']),
  app('br.com.musica.sertaneja', 'Sertanejo Play', ['JLBCU7', '338'], ['IAB1-6'], 4, ['audio', 'banner']),
  app('br.com.videos.curtos', 'Vídeos Curtos', ['JLBCU7', '640'], ['IAB1-7'], 6, ['video', 'native']),
];

export interface Agent {
  ua: string;
  /** OpenRTB 2.6 device.devicetype: 2 PC, 4 phone, 5 tablet. */
  devicetype: 2 | 4 | 5;
  os: string;
  osv: string;
  make: string;
  model: string;
  /** Structured user agent (OpenRTB 2.6 device.sua). */
  sua: {
    source: 2;
    browsers: { brand: string; version: string[] }[];
    platform: { brand: string; version: string[] };
    mobile: 0 | 1;
    model?: string;
  };
  weight: number;
  /** Apps carry no browser user agent of their own but the OS's web view. */
  inApp: boolean;
}

const chromium = (brand: string, major: string) => [
  { brand: 'Not)A;Brand', version: ['99'] },
  { brand: 'Chromium', version: [major] },
  { brand, version: [major] },
];

const android = (model: string, make: string, osv: string, chrome: string, weight: number): Agent => ({
  ua: `Mozilla/5.0 (Linux; Android ${osv}; ${model}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chrome}.0.0.0 Mobile Safari/537.36`,
  devicetype: 4,
  os: 'Android',
  osv,
  make,
  model,
  sua: {
    source: 2,
    browsers: chromium('Google Chrome', chrome),
    platform: { brand: 'Android', version: [osv] },
    mobile: 1,
    model,
  },
  weight,
  inApp: false,
});

const iphone = (osv: string, weight: number): Agent => ({
  ua: `Mozilla/5.0 (iPhone; CPU iPhone OS ${osv.replace(/\./g, '_')} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${osv.split('.')[0]}.0 Mobile/15E148 Safari/604.1`,
  devicetype: 4,
  os: 'iOS',
  osv,
  make: 'Apple',
  model: 'iPhone',
  sua: {
    source: 2,
    browsers: [{ brand: 'Safari', version: [osv.split('.')[0]!] }],
    platform: { brand: 'iOS', version: [osv] },
    mobile: 1,
  },
  weight,
  inApp: false,
});

/** The devices of Brazilian traffic, Android-heavy as the market is. */
export const agents: readonly Agent[] = [
  android('SM-A155M', 'Samsung', '14', '130', 14),
  android('SM-A055M', 'Samsung', '14', '129', 9),
  android('moto g54 5G', 'Motorola', '14', '130', 9),
  android('moto e13', 'Motorola', '13', '128', 6),
  android('23129RAA4G', 'Xiaomi', '14', '130', 7),
  android('SM-S918B', 'Samsung', '14', '131', 3),
  {
    ua: 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    devicetype: 4,
    os: 'Android',
    osv: '14',
    make: 'Samsung',
    model: 'SM-A546E',
    sua: {
      source: 2,
      browsers: [
        { brand: 'Samsung Internet', version: ['25'] },
        { brand: 'Chromium', version: ['121'] },
      ],
      platform: { brand: 'Android', version: ['14'] },
      mobile: 1,
      model: 'SM-A546E',
    },
    weight: 6,
    inApp: false,
  },
  iphone('17.5', 8),
  iphone('18.1', 6),
  {
    ua: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    devicetype: 5,
    os: 'iOS',
    osv: '17.5',
    make: 'Apple',
    model: 'iPad',
    sua: {
      source: 2,
      browsers: [{ brand: 'Safari', version: ['17'] }],
      platform: { brand: 'iPadOS', version: ['17.5'] },
      mobile: 1,
    },
    weight: 2,
    inApp: false,
  },
  {
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    devicetype: 2,
    os: 'Windows',
    osv: '10',
    make: '',
    model: '',
    sua: {
      source: 2,
      browsers: chromium('Google Chrome', '131'),
      platform: { brand: 'Windows', version: ['10', '0', '0'] },
      mobile: 0,
    },
    weight: 12,
    inApp: false,
  },
  {
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    devicetype: 2,
    os: 'Windows',
    osv: '10',
    make: '',
    model: '',
    sua: {
      source: 2,
      browsers: chromium('Microsoft Edge', '131'),
      platform: { brand: 'Windows', version: ['15', '0', '0'] },
      mobile: 0,
    },
    weight: 4,
    inApp: false,
  },
  {
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    devicetype: 2,
    os: 'Windows',
    osv: '10',
    make: '',
    model: '',
    sua: {
      source: 2,
      browsers: [{ brand: 'Firefox', version: ['133'] }],
      platform: { brand: 'Windows', version: ['10'] },
      mobile: 0,
    },
    weight: 2,
    inApp: false,
  },
  {
    ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
    devicetype: 2,
    os: 'macOS',
    osv: '14.6',
    make: 'Apple',
    model: 'Macintosh',
    sua: {
      source: 2,
      browsers: [{ brand: 'Safari', version: ['17'] }],
      platform: { brand: 'macOS', version: ['14', '6'] },
      mobile: 0,
    },
    weight: 2,
    inApp: false,
  },
  {
    ua: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
    devicetype: 2,
    os: 'Linux',
    osv: '',
    make: '',
    model: '',
    sua: {
      source: 2,
      browsers: chromium('Opera', '115'),
      platform: { brand: 'Linux', version: [] },
      mobile: 0,
    },
    weight: 1,
    inApp: false,
  },
];

/** The in-app web views of the mobile agents (apps traffic). */
export const appAgents: readonly Agent[] = agents
  .filter((agent) => agent.devicetype !== 2)
  .map((agent) => ({
    ...agent,
    ua:
      agent.os === 'Android'
        ? agent.ua.replace(') AppleWebKit', '; wv) AppleWebKit').replace(' Chrome/', ' Version/4.0 Chrome/')
        : agent.ua.replace(/ Version\/[\d.]+/, '').replace(' Safari/604.1', ''),
    inApp: true,
  }));
