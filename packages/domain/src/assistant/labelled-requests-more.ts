import type { LabelledRequest } from './labelled-requests';

/**
 * The labelled requests of the tools added in session 36 (grammar-more.ts), merged into the
 * labelled sets by labelled-requests.ts. Same rules: names compared without accents or case,
 * dates against 2026-11-29, `null` = the grammar must say it did not understand (never act).
 */
export const labelledPtBrMore: LabelledRequest[] = [
  // create_campaign_draft
  ['crie uma campanha nova para o Café Serra Azul', 'create_campaign_draft', { name: 'cafe serra azul' }],
  [
    'crie um rascunho de campanha chamada Natal 2027 para a Loja Aurora com orçamento de R$ 2.000',
    'create_campaign_draft',
    { name: 'loja aurora', campaign_name: 'Natal 2027', amount: '200000' },
  ],
  [
    'monte uma campanha nova pro Café Serra Azul com 2 grupos',
    'create_campaign_draft',
    { name: 'cafe serra azul', groups: [{ strategies: [{}] }, { strategies: [{}] }] },
  ],
  [
    'quero uma nova campanha para a Padaria Pão Bom de R$ 500',
    'create_campaign_draft',
    { name: 'padaria pao bom', amount: '50000' },
  ],
  [
    'criar campanha nova "Páscoa" para Loja Aurora',
    'create_campaign_draft',
    { name: 'loja aurora', campaign_name: 'Páscoa' },
  ],
  [
    'prepare uma campanha rascunho para a Clínica Sorriso',
    'create_campaign_draft',
    { name: 'clinica sorriso' },
  ],
  ['cria uma campanha nova', 'create_campaign_draft', {}],
  ['como crio uma campanha nova?', 'help', { topic: 'campaigns' }],
  // change_bid
  [
    'mude o lance da campanha Black Friday para R$ 3,50',
    'change_bid',
    { name: 'black friday', amount: '350' },
  ],
  ['aumente o lance da Promoção de Verão para 4 reais', 'change_bid', { amount: '400' }],
  [
    'coloque o lance da estratégia Mobile da campanha Natal 2026 em R$ 2',
    'change_bid',
    { name: 'natal 2026', strategy: 'mobile', amount: '200' },
  ],
  ['baixa o lance pra R$ 1,20', 'change_bid', { amount: '120' }],
  ['lance de R$ 5 na campanha Dia das Mães', 'change_bid', { name: 'dia das maes', amount: '500' }],
  ['qual é o lance da campanha Black Friday?', 'find_campaigns', { name: 'black friday' }],
  // change_audiences
  [
    'adicione o público Esportes na campanha Black Friday',
    'change_audiences',
    { name: 'black friday', mode: 'add', segments: ['esportes'] },
  ],
  [
    'inclua os públicos Viagens e Moda na campanha Natal 2026',
    'change_audiences',
    { name: 'natal 2026', mode: 'add', segments: ['viagens', 'moda'] },
  ],
  [
    'remova o segmento Futebol da campanha Promoção de Verão',
    'change_audiences',
    { name: 'promocao de verao', mode: 'remove', segments: ['futebol'] },
  ],
  [
    'tire o público Culinária da campanha Dia das Mães',
    'change_audiences',
    { name: 'dia das maes', mode: 'remove', segments: ['culinaria'] },
  ],
  [
    'troque os públicos da campanha Black Friday por Tecnologia e Games',
    'change_audiences',
    { name: 'black friday', mode: 'set', segments: ['tecnologia', 'games'] },
  ],
  ['adiciona o público Pets nesta campanha', 'change_audiences', { mode: 'add', segments: ['pets'] }],
  ['que público combina com uma loja de bicicletas?', 'suggest_audiences', {}],
  // change_locations
  [
    'mude a localização da campanha Black Friday para São Paulo e Rio de Janeiro',
    'change_locations',
    { name: 'black friday', mode: 'set', places: ['sao paulo', 'rio de janeiro'] },
  ],
  [
    'adicione a cidade de Curitiba na campanha Natal 2026',
    'change_locations',
    { name: 'natal 2026', mode: 'add', places: ['cidade de curitiba'] },
  ],
  [
    'tire a Bahia das regiões da campanha Promoção de Verão',
    'change_locations',
    { name: 'promocao de verao', mode: 'remove', places: ['bahia'] },
  ],
  [
    'a campanha Dia das Mães deve rodar só em Minas Gerais',
    'change_locations',
    { name: 'dia das maes', mode: 'set', places: ['minas gerais'] },
  ],
  [
    'inclua os estados PR e SC na campanha Black Friday',
    'change_locations',
    { name: 'black friday', mode: 'add', places: ['pr', 'sc'] },
  ],
  [
    'mude as cidades desta campanha para Campinas - SP',
    'change_locations',
    { mode: 'set', places: ['campinas - sp'] },
  ],
  // duplicate_campaign
  ['duplique a campanha Black Friday', 'duplicate_campaign', { name: 'black friday' }],
  [
    'duplicar a campanha Natal 2026 com o nome Natal 2027',
    'duplicate_campaign',
    { name: 'natal 2026', campaign_name: 'Natal 2027' },
  ],
  ['faça uma cópia da campanha Dia das Mães', 'duplicate_campaign', { name: 'dia das maes' }],
  ['copie a campanha Promoção de Verão', 'duplicate_campaign', { name: 'promocao de verao' }],
  ['clone esta campanha', 'duplicate_campaign', {}],
  ['copie o link do pagamento', null],
  // explain_payment
  ['explique o pagamento PED-7K3Q9X', 'explain_payment', { reference: 'PED-7K3Q9X' }],
  ['o que aconteceu com o meu último pagamento?', 'explain_payment', {}],
  ['por que o pagamento de R$ 500 foi recusado?', 'explain_payment', { amount: '50000' }],
  ['qual a situação do pedido ped-7k3q9x', 'explain_payment', { reference: 'PED-7K3Q9X' }],
  ['meu pix de R$ 1.000 já caiu?', 'explain_payment', { amount: '100000' }],
  ['explica esse boleto de 250 reais', 'explain_payment', { amount: '25000' }],
  ['como pago com pix?', 'help', { topic: 'payments' }],
  ['como emito um boleto?', 'help', { topic: 'payments' }],
];

export const labelledEnMore: LabelledRequest[] = [
  ['create a new campaign for Loja Aurora', 'create_campaign_draft', { name: 'loja aurora' }],
  [
    'create a draft campaign called Summer Sale for Café Serra Azul with a budget of $1,000',
    'create_campaign_draft',
    { name: 'cafe serra azul', campaign_name: 'Summer Sale', amount: '100000' },
  ],
  ['set the bid of campaign Holiday Deals to $2.50', 'change_bid', { name: 'holiday deals', amount: '250' }],
  ['raise the bid to $3', 'change_bid', { amount: '300' }],
  [
    'add the audience Sports to campaign Holiday Deals',
    'change_audiences',
    { name: 'holiday deals', mode: 'add', segments: ['sports'] },
  ],
  [
    'remove the segment Travel from campaign Holiday Deals',
    'change_audiences',
    { name: 'holiday deals', mode: 'remove', segments: ['travel'] },
  ],
  [
    'change the locations of campaign Holiday Deals to Paraná',
    'change_locations',
    { name: 'holiday deals', mode: 'set', places: ['parana'] },
  ],
  ['duplicate campaign Holiday Deals', 'duplicate_campaign', { name: 'holiday deals' }],
  ['make a copy of this campaign', 'duplicate_campaign', {}],
  ['explain payment PED-7K3Q9X', 'explain_payment', { reference: 'PED-7K3Q9X' }],
  ['what happened to my last payment?', 'explain_payment', {}],
  ['how do I pay with a card?', 'help', { topic: 'payments' }],
];

export const labelledEsMore: LabelledRequest[] = [
  ['cree una nueva campaña para la Loja Aurora', 'create_campaign_draft', { name: 'loja aurora' }],
  [
    'crear una campaña nueva llamada Navidad para Café Serra Azul',
    'create_campaign_draft',
    { name: 'cafe serra azul', campaign_name: 'Navidad' },
  ],
  ['cambie la puja de la campaña Navidad a R$ 2', 'change_bid', { name: 'navidad', amount: '200' }],
  [
    'agregue la audiencia Deportes a la campaña Navidad',
    'change_audiences',
    { name: 'navidad', mode: 'add', segments: ['deportes'] },
  ],
  [
    'quite el segmento Viajes de la campaña Navidad',
    'change_audiences',
    { name: 'navidad', mode: 'remove', segments: ['viajes'] },
  ],
  [
    'cambie las ubicaciones de la campaña Navidad a Bahia',
    'change_locations',
    { name: 'navidad', mode: 'set', places: ['bahia'] },
  ],
  ['duplique la campaña Navidad', 'duplicate_campaign', { name: 'navidad' }],
  ['haga una copia de la campaña Navidad', 'duplicate_campaign', { name: 'navidad' }],
  ['explique el pago PED-7K3Q9X', 'explain_payment', { reference: 'PED-7K3Q9X' }],
  ['¿qué pasó con mi último pago?', 'explain_payment', {}],
  ['¿por qué se rechazó el pago de R$ 300?', 'explain_payment', { amount: '30000' }],
  ['¿cómo pago con tarjeta?', 'help', { topic: 'payments' }],
];
