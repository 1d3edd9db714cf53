import type { DateRangePreset } from '../calendar/date-range';
import { parseMoreRequest } from './grammar-more';
import { moreReadTools, moreWriteTools, type MoreToolArgs } from './tools-more';

/**
 * The rules provider's grammar (issue 30, docs/assistant.md): common requests in pt-BR, en and es
 * mapped to the assistant's tools. Pure and deterministic; a request it does not recognise gives
 * `null` (the provider then says it did not understand and lists what it can do), never a guess
 * that could act. Names it extracts are only references: the server resolves them among the
 * company's own advertisers and campaigns.
 */

export const assistantReadTools = [
  'find_campaigns',
  'find_advertisers',
  'report',
  'balance',
  'statement',
  'explain_delivery',
  'suggest_audiences',
  'help',
] as const;
export const assistantWriteTools = [
  'pause_campaign',
  'activate_campaign',
  'change_budget',
  'change_end_date',
] as const;
export const assistantTools = [
  ...assistantReadTools,
  ...assistantWriteTools,
  ...moreReadTools,
  ...moreWriteTools,
] as const;
export type AssistantTool = (typeof assistantTools)[number];
export type AssistantWriteTool = (typeof assistantWriteTools)[number] | (typeof moreWriteTools)[number];
export const isWriteTool = (tool: string): tool is AssistantWriteTool =>
  (assistantWriteTools as readonly string[]).includes(tool) ||
  (moreWriteTools as readonly string[]).includes(tool);

export const assistantMetrics = [
  'spend',
  'impressions',
  'clicks',
  'ctr',
  'conversions',
  'cpc',
  'cpm',
] as const;
export type AssistantMetric = (typeof assistantMetrics)[number];

export const helpTopics = [
  'payments',
  'campaigns',
  'creatives',
  'audiences',
  'reports',
  'pixels',
  'withdrawals',
  'users',
  'general',
] as const;
export type HelpTopic = (typeof helpTopics)[number];

export interface AssistantToolArgs extends MoreToolArgs {
  /** The campaign or advertiser named in the request (as typed); absent = the one on screen. */
  name?: string;
  period?: DateRangePreset;
  metrics?: AssistantMetric[];
  /** change_budget: the new total budget, minor units. */
  amount?: string;
  /** change_end_date: YYYY-MM-DD. */
  end_date?: string;
  status?: 'active' | 'paused' | 'draft' | 'finished';
  topic?: HelpTopic;
  description?: string;
}

export interface ParsedRequest {
  tool: AssistantTool;
  args: AssistantToolArgs;
}

/** Lower case, no accents, no punctuation but what numbers and dates use; single spaces. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[“”"«»]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/[?!¿¡;:()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

/**
 * How people abbreviate and mistype in chat, to the words the patterns read (after
 * `normalizeText`): "hj" → "hoje", "qto" → "quanto", "pq" → "por que", "canpanha" → "campanha",
 * polite fillers dropped. Word by word; a word that is not listed is kept as typed.
 */
const chatWords: Record<string, string> = {
  hj: 'hoje',
  gnt: 'gente',
  hje: 'hoje',
  hoj: 'hoje',
  ontm: 'ontem',
  qto: 'quanto',
  qnto: 'quanto',
  qnt: 'quanto',
  qt: 'quanto',
  qtos: 'quantos',
  qntos: 'quantos',
  qnts: 'quantos',
  qts: 'quantos',
  qtas: 'quantas',
  qntas: 'quantas',
  pq: 'por que',
  pk: 'por que',
  porq: 'por que',
  porque: 'por que',
  vc: 'voce',
  vcs: 'voces',
  q: 'que',
  oq: 'o que',
  ta: 'esta',
  tao: 'estao',
  tah: 'esta',
  pra: 'para',
  ateh: 'ate',
  td: 'tudo',
  tds: 'todos',
  msm: 'mesmo',
  mto: 'muito',
  ngm: 'ninguem',
  pfv: '',
  pf: '',
  pls: '',
  plz: '',
  please: '',
  porfa: '',
  pfvr: '',
  canpanha: 'campanha',
  canpanhas: 'campanhas',
  campanah: 'campanha',
  campnha: 'campanha',
  campaha: 'campanha',
  campanhha: 'campanha',
  capanha: 'campanha',
  campanhs: 'campanhas',
  campain: 'campaign',
  campaing: 'campaign',
  orcamnto: 'orcamento',
  orcameto: 'orcamento',
  orcamentoo: 'orcamento',
  orsamento: 'orcamento',
  anuciante: 'anunciante',
  anunciate: 'anunciante',
  anuciantes: 'anunciantes',
  extarto: 'extrato',
  estrato: 'extrato',
  impresoes: 'impressoes',
  impressos: 'impressoes',
  clicks: 'clicks',
  conversao: 'conversoes',
  'publico-alvo': 'publico alvo',
  'publicos-alvo': 'publicos alvo',
};

/** `normalizeText` and then the chat words of `chatWords`. */
export function canonicalText(text: string): string {
  return normalizeText(text)
    .split(' ')
    .map((word) => chatWords[word] ?? word)
    .filter(Boolean)
    .join(' ');
}

const negation =
  /\b(nao|don'?t|do not|never|nunca|no)\s+(\w+\s+)?(paus|paralis|suspend|desativ|ativ|reativ|stop|activ|deten|par[ae]|alter|mud|change|cambi)/;

const pauseWords =
  /\b(deslig\w*|paus(e|ar|a|em|ea|ear|ou)|pausa-la|pause-a|suspend\w*|desativ\w*|desactiv\w*|interromp\w*|parar|pare|stop\w*|halt|deten\w*|detene\w*|congel\w*|freeze)\b/;
const activateWords =
  /\b(volt\w* a (rodar|veicular|entregar|funcionar|ativar)|vuelva a (encender|activar|correr|publicar)|encend\w*|encienda|turn \S+( \S+){0,5} back on|switch \S+( \S+){0,5} back on|ative|ativar|ativem|ativa-la|reative|reativar|reativa|reativem|retom\w*|reinici\w*|liga|ligar|religue|religa\w*|despaus\w*|activate|reactivate|resume|unpause|restart|turn (it )?(back )?on|activar|reactivar|reactive|reanud\w*|active (la|el|esta|esa|mi|de nuevo))\b/;
const budgetWords = /\b(orcamento|budget|presupuesto|verba total|verba da campanha)\b/;
const changeWords =
  /\b(mud\w*|alter\w*|aument\w*|subi\w*|sobe|suba|reduz\w*|diminu\w*|baix\w*|coloc\w*|defin\w*|ajust\w*|troc\w*|change|set|raise|increase|lower|decrease|reduce|update|make|put|cambi\w*|modific\w*|ajust\w*|sub\w*|baj\w*|pon\w*|establec\w*|quero|passa\w*|para r?\$)\b/;
const endWords =
  /\b((o|the|el) (fim|end|fin) d\w*|data (de )?(fim|final|termino|encerramento)|termin\w*|encerr\w*|finaliz\w*|acab\w*|end date|ends?|ending|finish\w*|fecha (de )?(fin|final|termino)|termine|prorrog\w*|extend\w*|extiend\w*|estend\w*)\b/;
const audienceWords =
  /\b(publicos?|audiencias?|audiences?|segmentos?|segments?|targeting|personas?|quem (devo )?(atingir|alcancar|segmentar))\b/;
const suggestWords =
  /\b(escolh\w*|choos\w*|pick|eleg\w*|elij\w*|quais|qual|combin\w*|usar|uso|devo|deveria|should|target\w*|atingir|alcancar|sugest\w*|sugir\w*|sugier\w*|suger\w*|ideias?|ideas?|suggest\w*|recomend\w*|recommend\w*|indic\w*|qua(l|is) (o|os) melhor\w*|which|what|cuales|que)\b/;
const deliveryWords =
  /(parou de (entregar|rodar|veicular|gastar|aparecer)|pararam de|dejo de (entregar|correr|gastar)|stopped (delivering|running|spending|serving)|(impede|impedem|impide|impiden|prevents?|blocks?|bloqueia|bloquea) .*(entreg|rod|veicul|deliver|running|correr|publica)|por que .*nao .*aparec|nao (esta |estao )?aparec|no aparece|why .*(not|isn'?t) (showing|appearing)|why .*(not|isn'?t|aren'?t) .*(deliver|running|spending|serving)|por que? .*nao .*(entreg|rod|veicul|gast|funcion|imprim)|por que .*no .*(entreg|funcion|gast)|nao tem (impress|entreg|clique)|no tiene (impresion|entreg)|has no (impressions|delivery)|nao (esta |estao |ta )?(entreg|rod|veicul|gast|funcion|imprim)|sem (entrega|impress|veicul)|parad[ao]|travad[ao]|not (deliver|running|spending|serving)|isn'?t (deliver|running|spending|serving)|aren'?t (deliver|running|spending|serving)|no (esta |estan )?(entreg|funcion|gast|corr|publica)|sin (entreg|impresion)|why .*(no impressions|zero)|por que .*(zerad|zero|nenhuma? impress)|por que .*(sin|ningun))/;
const reportWords =
  /\b(gast\w*|gaste|invest\w*|spend\w*|spent|cost\w*|custo\w*|custou|gasto\w*|gastamos|impress\w*|impresion\w*|clique\w*|clicks?|clics?|cliques|convers\w*|conversoes|conversiones|ctr|cpc|cpm|desempenho|performance|rendimiento|resultado\w*|results?|report|relatorio|informe|reporte|how (much|many)|quant[oa]s?|cuant[oa]s?|metricas|metrics)\b/;
const balanceWords =
  /\b(saldos?|balances?|credito disponivel|dinheiro disponivel|available (funds|money|credit)|fondos|how much money (do i|is) (have|left|available)|quanto (dinheiro )?(eu )?tenho|cuanto (dinero )?tengo)\b/;
const statementWords =
  /\b(debitad\w*|cobrad\w*|descontad\w*|charged|debited|cobrad\w*|entrou e saiu|entradas e saidas|came in and went out|extracto|extrato|statement|movimenta\w*|lancamentos?|transac\w*|transactions?|estado de cuenta|movimientos?|entries)\b/;
const destructiveWords =
  /\b(apague|apagar|apaga|delete|deletar|deleta|exclua|excluir|exclui|remova|remover|remove|borre|borrar|elimine|eliminar)\b/;
const helpWords =
  /\b(aceit[oa]s?|permitid[oa]s?|suportad[oa]s?|accepted|supported|allowed|aceptad[oa]s?|formatos?|formats?|tamanhos?|sizes?|tamanos?|como (que )?(se )?faz|ajuda|help|ayuda|como (eu )?(faco|fazer|funcion\w*|pago|crio|emito|cadastro|instal\w*|convid\w*|adicion\w*|coloco|uso|altero|mudo|recarreg\w*)|how (do|can|to) (i )?|como (puedo|hago|se hace|funciona|pago|creo)|onde (eu )?(encontro|vejo|fica|pego|consigo|acho|baixo|tiro|emito)|where (do|can) i|donde (encuentro|veo)|what is|o que e|que es)\b/;
const listWords =
  /\b(list\w*|mostr\w*|show|ver|veja|quais|which|cuales|find|busc\w*|procur\w*|encontr\w*|search|my|minhas?|meus?|mis|todas?|todos?|all|resum\w*|summar\w*|detalh\w*|details?|info\w*|status|estado|como (esta|vai|van|va)|how is|how are)\b/;
const campaignWords = /\b(campanhas?|campaigns?|campanas?)\b/;
const advertiserWords = /\b(anunciantes?|advertisers?|clientes?|clients?|marcas?|brands?)\b/;

const periodPatterns: [RegExp, DateRangePreset][] = [
  [/\b(ontem|yesterday|ayer)\b/, 'yesterday'],
  [/\b(hoje|today|hoy)\b/, 'today'],
  [
    /\b(ultim[oa]s|last|past|ultim[oa]s?|nos ultimos|en los ultimos) (15|quinze|fifteen|quince) (dias|days)\b/,
    'last_15_days',
  ],
  [
    /\b(ultim[oa]s|last|past|nos ultimos|en los ultimos) (30|trinta|thirty|treinta) (dias|days)\b/,
    'last_30_days',
  ],
  [
    /\b(ultim[oa]s|last|past|nos ultimos|en los ultimos) (7|sete|seven|siete) (dias|days)\b|\b(ultima|last|past|ultima) semana\b|\blast week\b|\bsemana (passada|anterior|pasada)\b|\bprevious week\b/,
    'last_7_days',
  ],
  [
    /\b(mes passado|ultimo mes|last month|previous month|mes pasado|el mes anterior|mes anterior)\b/,
    'last_month',
  ],
  [
    /\b(este mes|esse mes|neste mes|nesse mes|desse mes|deste mes|this month|mes atual|do mes|en el mes|el mes|month to date|no mes|mensal)\b/,
    'this_month',
  ],
  [
    /\b(esta semana|essa semana|nesta semana|nessa semana|desta semana|dessa semana|na semana|da semana|this week|semanal)\b/,
    'this_week',
  ],
];

export function periodOf(text: string): DateRangePreset | undefined {
  for (const [pattern, preset] of periodPatterns) if (pattern.test(text)) return preset;
  return undefined;
}

/** Rates named in words: "custo por clique" is the CPC, not spend and clicks. */
const rateWords: [RegExp, AssistantMetric][] = [
  [/\b(custo|cost|costo) (medio )?(por|per|de|del) (cada )?(clique|click|clic)\b/, 'cpc'],
  [/\b(custo|cost|costo) (medio )?(por|per|a cada) (mil|thousand|1000|1\.000)\b/, 'cpm'],
];

const metricPatterns: [RegExp, AssistantMetric][] = [
  [/\b(gast\w*|gaste|invest\w*|spend\w*|spent|cost\w*|custo\w*|custou|gasto\w*|dinheiro)\b/, 'spend'],
  [/\b(impress\w*|impresion\w*|views?|visualiza\w*)\b/, 'impressions'],
  [/\bctr\b|taxa de clique|click.?through|tasa de clics/, 'ctr'],
  [/\b(clique\w*|click\w*|clic\w*|cliques)\b/, 'clicks'],
  [/\b(convers\w*|vendas|sales|ventas|leads?)\b/, 'conversions'],
  [/\bcpc\b/, 'cpc'],
  [/\bcpm\b/, 'cpm'],
];

export function metricsOf(input: string): AssistantMetric[] {
  const found: AssistantMetric[] = [];
  let text = input;
  for (const [pattern, metric] of rateWords)
    if (pattern.test(text)) {
      found.push(metric);
      text = text.replace(pattern, ' ');
    }
  for (const [pattern, metric] of metricPatterns)
    if (pattern.test(text) && !found.includes(metric)) found.push(metric);
  if (
    found.includes('ctr') &&
    found.includes('clicks') &&
    !/\b(clique|click|clic)\w*\b(?! ?through)/.test(
      text.replace(/taxa de clique|tasa de clics|click.?through/g, ''),
    )
  )
    found.splice(found.indexOf('clicks'), 1);
  return found;
}

/**
 * An amount as people write it (R$ 1.500,00; 1500 reais; 2 mil; $2,000.50; 2k), in minor units;
 * undefined without one. A plain number next to "dias/days" is not an amount.
 */
export function amountOf(text: string): string | undefined {
  const match =
    /(?:r\$|\$|brl)\s*(\d[\d.,]*)(\s*(mil|k)\b)?/.exec(text) ??
    /(?:^|\s)=\s*(\d[\d.,]*)(\s*(mil|k)\b)?/.exec(text) ??
    /\b(\d[\d.,]*)(\s*(mil|k)\b)?\s+(?:de |of |en )?(?:orcamento|budget|presupuesto|verba)\b/.exec(text) ??
    /(\d[\d.,]*)\s*(mil|k)?\s*(reais|real|brl|dolares|dollars|pesos)\b/.exec(text) ??
    /\b(?:para|to|a|de|em|en|by|por)\s+(\d[\d.,]*)(\s*(mil|k)\b)?(?!\s*(dias|days|%|\/|de (jan|fev|feb|mar|abr|apr|mai|may|jun|jul|ago|aug|set|sep|out|oct|nov|dez|dec|dic|ene)))/.exec(
      text,
    );
  if (!match) return undefined;
  const raw = match[1]!;
  const thousand = /mil|k/.test(match[2] ?? match[0].slice(match[0].indexOf(raw) + raw.length));
  let value: number;
  if (/,\d{1,2}$/.test(raw)) value = Number(raw.replace(/\./g, '').replace(',', '.'));
  else if (/\.\d{1,2}$/.test(raw) && !/\.\d{3}/.test(raw.slice(0, -3) + 'x'))
    value = Number(raw.replace(/,/g, ''));
  else value = Number(raw.replace(/[.,]/g, ''));
  if (!Number.isFinite(value) || value <= 0) return undefined;
  if (thousand) value *= 1000;
  return String(Math.round(value * 100));
}

const months: Record<string, number> = {
  jan: 1,
  janeiro: 1,
  january: 1,
  enero: 1,
  ene: 1,
  fev: 2,
  fevereiro: 2,
  feb: 2,
  february: 2,
  febrero: 2,
  mar: 3,
  marco: 3,
  march: 3,
  marzo: 3,
  abr: 4,
  abril: 4,
  apr: 4,
  april: 4,
  mai: 5,
  maio: 5,
  may: 5,
  mayo: 5,
  jun: 6,
  junho: 6,
  june: 6,
  junio: 6,
  jul: 7,
  julho: 7,
  july: 7,
  julio: 7,
  ago: 8,
  agosto: 8,
  aug: 8,
  august: 8,
  set: 9,
  setembro: 9,
  sep: 9,
  sept: 9,
  september: 9,
  septiembre: 9,
  out: 10,
  outubro: 10,
  oct: 10,
  october: 10,
  octubre: 10,
  nov: 11,
  novembro: 11,
  november: 11,
  noviembre: 11,
  dez: 12,
  dezembro: 12,
  dec: 12,
  december: 12,
  dic: 12,
  diciembre: 12,
};
const monthNames = Object.keys(months)
  .sort((a, b) => b.length - a.length)
  .join('|');

const pad = (n: number) => String(n).padStart(2, '0');

/** A day written as 31/12(/2026), 2026-12-31, "31 de dezembro", "December 31"; the year defaults to the next such day. */
export function dateOf(text: string, today: string): string | undefined {
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const build = (day: number, month: number, year?: number) => {
    if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
    let y = year ?? ty;
    if (year === undefined && (month < tm || (month === tm && day < td))) y += 1;
    if (y < 100) y += 2000;
    return `${y}-${pad(month)}-${pad(day)}`;
  };
  let m = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (m) return build(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b/.exec(text);
  if (m) {
    // Day first (Brazil); 12/31 can only be month first (the US way).
    const [first, second] = [Number(m[1]), Number(m[2])];
    const [day, month] = second > 12 && first <= 12 ? [second, first] : [first, second];
    return build(day, month, m[3] ? Number(m[3]) : undefined);
  }
  if (/\b(fim|final) do mes\b|\bend of (the )?month\b|\bfin (de|del) mes\b/.test(text)) {
    const last = new Date(Date.UTC(ty, tm, 0)).getUTCDate();
    return `${ty}-${pad(tm)}-${pad(last)}`;
  }
  if (/\b(fim|final) do ano\b|\bend of (the )?year\b|\bfin (de|del) ano\b/.test(text)) return `${ty}-12-31`;
  m = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? (?:de |of )?(${monthNames})\\b(?:,? (?:de )?(\\d{4}))?`).exec(
    text,
  );
  if (m) return build(Number(m[1]), months[m[2]!]!, m[3] ? Number(m[3]) : undefined);
  m = new RegExp(`\\b(${monthNames}) (\\d{1,2})(?:st|nd|rd|th)?\\b(?:,? (\\d{4}))?`).exec(text);
  if (m) return build(Number(m[2]), months[m[1]!]!, m[3] ? Number(m[3]) : undefined);
  return undefined;
}

/** Words that end a name: periods, metrics, amounts, dates and the rest of the request. */
const nameStop =
  /\s+(?:(?:nao|not|no|esta|estao|estan|is|are|over|across|ainda|fez|fizeram|spend|spent|tuvo|tuvieron|gaste|gasto|(?:el|la|the)(?=\s+\d)|(?:em|en|in|on)(?=\s+(?:\d|r\$|los|las|el|la|the|o|a|os|as|\$|dia|data|hoje|ontem|today|yesterday|hoy|ayer|est[ae]|ess[ae]|this|that|ultim\w*|last|janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|january|february|march|april|may|june|july|august|september|october|november|december|enero|febrero|marzo|mayo|junio|julio|septiembre|octubre|noviembre|diciembre|\w+ de \d)|\s*$)|no|na|nos|nas|for|durante|during|desde|since|para|to|a|por|by|com|with|con|e|and|y|de novo|de nuevo|de entregar|again|gastou|gastaram|gasto|trouxe|recebeu|teve|tem|deve|sem|agora|imediatamente|now|cost|costo|custou|custa|al|get|got|had|did|has|have|was|were|foi|back|ontem|hoje|yesterday|today|ayer|hoy|este|esta|esse|essa|desse|dessa|deste|desta|nesse|nessa|neste|nesta|parou|pararam|va|vai|this|last|ultim\w*|semana|week|mes|month|orcamento|budget|presupuesto|ate|until|hasta|r\$|\$|\d)\b.*|,.*|\.\s.*|\.$)/;

const nameLead =
  /\b(?:does|did|pro|pros|campanhas?|campaigns?|campanas?|anunciantes?|advertisers?|cliente|client|marca|brand|com o|com a|com|do|da|dos|das|no|na|pelo|pela|for|of|on|para o|para a|para|del|de la|de los|de|con el|con la|con|el|la|los|las|o|a|the)\s+(.+)$/;

const fillers =
  /^(?:(?:o|a|os|as|the|el|la|los|las|do|da|dos|das|de|del|of|pro|pros|pras|minha|meu|my|mi|mis|campanhas?|campaigns?|campanas?|anunciantes?|advertisers?|ativas?|pausad[ao]s?|rascunhos?|encerrad[ao]s?|finalizad[ao]s?|active|paused|activas?|borradores?|anunciante|advertiser|orcamento|budget|presupuesto|extrato|statement|saldo|balance|end date|data final|desempenho|performance|rendimiento|resultados?|results?|relatorio|report|informe|gastos?|impressoes|impresiones|impressions|cliques|clicks|clics|conversoes|conversiones|conversions|cpc|cpm|ctr|carteira|wallet|lancamentos|movimentacoes|movimientos|transacoes|transactions|sugestoes|sugestao|ideias|ideas|segmentos|segments|publicos?|audiencias?|audiences?|informacoes|detalhes|details|status|resumo|summary|estado de cuenta|cuenta|fecha de fin|termino|data de termino)\s+)+/;

/** A command verb opening the request: what follows it is the name ("pause Natal em família"). */
const commandLead =
  /^(?:(?:por favor|favor|pode|poderia|quero|can you|could you|please|puede|podria|quiero)\s+)?(?:pause|pausa|pausar|pare|parar|suspend\w*|desativ\w*|deslig\w*|interromp\w*|detenga|resume|activate|reactivate|ative|ativa|ativar|reative|reativa|reativar|reanude|reactive|active|retom\w*|despaus\w*|extend|extienda|estend\w*|prorrog\w*|estic\w*|termine|end|encerr\w*|finaliz\w*|turn|switch|stop)\s+(.+)$/;

/** Candidates that start like a sentence, not a name. */
const badStart =
  /^(you|voce|usted|i|eu|yo|we|nos|me|mi|it|ela|ele|ella|isso|this|that|esta|este|esse|essa|which|what|que|qual|quais|cual|cuales|how|como|quanto|cuanto|mes|month|semana|week|hoje|ontem|today|yesterday|ayer|hoy)\b/;
const trailingConnector = /\s+(de|do|da|dos|das|del|no|na|em|com|para|a|o|the|of|on|in|en|al|el|la)$/;

/** The name the user gave, from quotes or after "campanha"/"do"/"for"…; undefined when none. */
export function nameOf(original: string): string | undefined {
  // Double quotes, « », or single quotes that are not an apostrophe ("isn't … what's").
  const quoted =
    /["“«]([^"”»]{2,80})["”»]/.exec(original) ?? /(?:^|[\s(])'([^']{2,80})'(?=$|[\s,.;:?!)])/.exec(original);
  if (quoted) return quoted[1]!.trim();
  const text = canonicalText(original).replace(/[?.!]+$/, '');
  const leads = [
    /\b(?:campanhas?|campaigns?|campanas?)\s+(.+)$/,
    /\b(?:anunciantes?|advertisers?|cliente|client|marca|brand)\s+(.+)$/,
    commandLead,
    nameLead,
  ];
  for (const lead of leads) {
    let rest = text;
    // Take the last lead whose tail holds a name (e.g. "quanto gastei ontem com o Café Serra Azul").
    const candidates: string[] = [];
    let m: RegExpExecArray | null;
    const global = new RegExp(lead.source.replace(/\$$/, ''), 'g');
    while ((m = global.exec(rest)) !== null) {
      candidates.push(rest.slice(m.index + m[0].length - m[1]!.length));
      global.lastIndex = m.index + 1;
    }
    for (const candidate of candidates) {
      let cleaned = ` ${candidate.replace(fillers, '')}`.replace(nameStop, '').trim().replace(fillers, '');
      while (trailingConnector.test(cleaned)) cleaned = cleaned.replace(trailingConnector, '');
      cleaned = cleaned
        .split(',')[0]!
        .replace(/[,.]+$/, '')
        .trim();
      if (badStart.test(cleaned)) continue;
      cleaned = dropLeadingCommonWords(cleaned);
      while (trailingConnector.test(cleaned)) cleaned = cleaned.replace(trailingConnector, '');
      if (cleaned.length >= 2 && !isStopName(cleaned) && !badStart.test(cleaned)) return cleaned;
    }
    rest = '';
  }
  return undefined;
}

const stopNames = new Set([
  'ela',
  'ele',
  'it',
  'this',
  'esta',
  'essa',
  'esse',
  'este',
  'ella',
  'that',
  'isso',
  'isto',
  'eso',
  'esto',
  'aqui',
  'here',
  'aqui mesmo',
  'campanha',
  'campaign',
  'campana',
  'anunciante',
  'advertiser',
  'ativas',
  'ativa',
  'pausadas',
  'pausada',
  'active',
  'paused',
  'activas',
  'pausadas',
  'rascunho',
  'draft',
  'borrador',
  'todas',
  'todos',
  'all',
  'mim',
  'me',
  'mi',
  'eu',
  'i',
  'voce',
  'you',
  'usted',
  'hoje',
  'ontem',
  'today',
  'yesterday',
  'minhas campanhas',
  'my campaigns',
  'mis campanas',
  'meus anunciantes',
  'my advertisers',
  'mis anunciantes',
  'saldo',
  'balance',
  'gasto',
  'gastos',
  'extrato',
  'statement',
  'orcamento',
  'budget',
  'presupuesto',
  'publicos',
  'audiences',
  'audiencias',
  'um novo anunciante',
  'a new advertiser',
  'un nuevo anunciante',
  'novo anunciante',
  'new advertiser',
  'nuevo anunciante',
  'novo',
  'new',
  'nuevo',
]);
/**
 * Words that never make a name on their own: articles, pronouns, prepositions, times, metrics, the
 * platform's own nouns and common verbs. A candidate made only of these ("carteira", "cada
 * anunciante", "ja terminaram", "impressions why") is not a name.
 */
const genericWords = new Set(
  `a o as os um uma uns umas the an el la los las un una unos unas lo de do da dos das del of no na nos nas
  em en in on at to for para por pelo pela com con with e and y ou or que what which qual quais cual cuales
  ja ainda still yet agora now aqui here ali there mesmo tudo todo toda todos todas all each every cada
  meu minha meus minhas my mi mis nosso nossa our nuestro nuestra seu sua your su sus voce voces you usted
  eu i yo me nos we it ele ela ella isso isto este esta esse essa esto eso this that these those desse
  deste nesse neste dessa desta nessa nesta hoje ontem today yesterday hoy ayer semana week mes month
  ano year dia day dias days total geral overall conta account cuenta empresa company compania
  plataforma platform sistema carteira wallet billetera credito creditos credit dinheiro money dinero
  saldo saldos balance balances fundos funds fondos investimento investimentos lancamentos movimentacoes
  movimientos transactions campanha campanhas campaign campaigns campana campanas anunciante anunciantes
  advertiser advertisers cliente clientes client clients publico publicos alvo audiencia audiencias
  audience audiences segmento segmentos segments pessoas people gente impressoes impressions impresiones
  cliques clicks clics conversoes conversions conversiones gasto gastos spend custo cost costo resultado
  resultados results desempenho performance rendimiento relatorio report reporte informe numeros numbers
  ar air rodando running ativas ativa active activas pausadas pausada paused finalizadas encerradas
  terminaram acabaram ended terminaron temos tenho tem tiene tienen have has had fez did do does corre
  roda rodar rodou va vai ir aparece entrega entregar deliver delivering why por porque sem sin without
  nao not ni nada nothing ninguem nobody dele dela deles delas favor mais more menos less novo nova new
  nuevo nueva outra outro other otra otro ajuda help ayuda duvida boleto pix pagamento payment pago saque
  extrato statement extracto orcamento budget presupuesto verba fim fin end final data fecha date pause pausa
  quem who quien devo debo should anunciar advertise tamanho tamanhos size sizes tamano tamanos banner
  banners criativo criativos rodar encender activar ativar reativar ligar back janeiro fevereiro marco abril
  maio junho julho agosto setembro outubro novembro dezembro january february march april may june july
  august september october november december enero febrero marzo mayo junio julio septiembre octubre
  noviembre diciembre pausar parar suspender desativar gasta gastou gastando spending`.split(/\s+/),
);

/** Common words that often open a campaign's name ("Dia das Mães", "Nova coleção"). */
const nameWords = new Set([
  'dia',
  'day',
  'dias',
  'days',
  'semana',
  'week',
  'mes',
  'month',
  'ano',
  'year',
  'novo',
  'nova',
  'new',
  'nuevo',
  'nueva',
  'total',
]);

/** "rodar o lançamento torra especial" → "lançamento torra especial": a name starts at an uncommon word. */
function dropLeadingCommonWords(name: string): string {
  const words = name.split(' ');
  let first = 0;
  while (first < words.length - 1 && genericWords.has(words[first]!) && !nameWords.has(words[first]!))
    first++;
  return words.slice(first).join(' ');
}

function isStopName(name: string): boolean {
  return (
    stopNames.has(name) ||
    name
      .split(/[\s,.;-]+/)
      .filter(Boolean)
      .every((word) => genericWords.has(word)) ||
    /^(r\$|\$|\d)/.test(name) ||
    /^(ativa|pausad|active|paused|activa|rascunho|draft|borrador|finaliz|finished|encerrad)\w*$/.test(name)
  );
}

function statusOf(text: string): AssistantToolArgs['status'] {
  if (/\b(ativas?|active|activas?|rodando|running|no ar|en curso)\b/.test(text)) return 'active';
  if (/\b(pausad[ao]s?|paused|detenid[ao]s?)\b/.test(text)) return 'paused';
  if (/\b(rascunhos?|drafts?|borrador(es)?)\b/.test(text)) return 'draft';
  if (
    /\b(finalizad[ao]s?|encerrad[ao]s?|finished|ended|terminad[ao]s?|terminaram|acabaram|terminaron|acabaron|already ended)\b/.test(
      text,
    )
  )
    return 'finished';
  return undefined;
}

const helpTopicPatterns: [RegExp, HelpTopic][] = [
  [/\b(pixel|pixels|tag|conversion tracking|rastreamento)\b/, 'pixels'],
  [
    /\b(boleto|pix\b|pagamento|pagar|pago|payment|pay|deposit\w*|cartao|card|tarjeta|nota fiscal|nfs-?e|factura|invoice|recarga|adicion\w* (saldo|credito|dinheiro|fundos)|add\w* (funds|credit|money|balance)|agreg\w* (fondos|saldo|credito|dinero)|carg\w* (fondos|saldo|credito)|coloc\w* (saldo|credito)|carreg\w* (saldo|credito)|top up)/,
    'payments',
  ],
  [/\b(saque|sacar|withdraw\w*|retir\w*|resgat\w*)/, 'withdrawals'],
  [
    /\b(formatos?|formats?|tamanhos?|sizes?|tamanos?|dimens\w*|criativ\w*|creative\w*|banner\w*|anuncio|imagem|video|image|creativo\w*)/,
    'creatives',
  ],
  [/\b(publico\w*|audienc\w*|segment\w*)/, 'audiences'],
  [/\b(relatorio\w*|report\w*|informe\w*|export\w*)/, 'reports'],
  [
    /\b(pessoas?|equipe|equipo|acceso|accesos|colaborador\w*|team\w*|members?|miembros?|usuario\w*|users?|convid\w*|invit\w*|senha|password|contrasena|acesso|access)/,
    'users',
  ],
  [/\b(campanh\w*|campaign\w*|campan\w*)/, 'campaigns'],
];

function helpTopicOf(text: string): HelpTopic {
  for (const [pattern, topic] of helpTopicPatterns) if (pattern.test(text)) return topic;
  return 'general';
}

/** "pode", "por favor", "quero"… before the verb: what follows is read as the command. */
const politeLead =
  /^(?:(?:da para|daria para|tem como|por favor|favor|pode|poderia|voce pode|consegue|quero|queria|gostaria de|preciso|vamos|bora|ok|entao|agora|can you|could you|would you|i want to|i'd like to|i need to|let's|now|puede|podria|quiero|quisiera|necesito|me gustaria|ahora)\s+)+/;
/** A command that starts with "para"/"ativa" (imperative, not the preposition or the adjective). */
const pauseAtStart =
  /^(para|pare|parar) (a|o|as|os|essa|esta|esse|este|minha|meu|tudo|todas|todos|the|la|el)\b/;
const activateAtStart =
  /^(ativa|ativar|ative|liga|ligue|ligar) (a|o|as|os|essa|esta|esse|este|minha|meu|de novo|novamente|la|el)\b/;
const extendVerbs =
  /\b(estic\w*|alarg\w*|amplia\w*|va|vai|rode|rodar|roda|dure|durar|fique|ficar|run|keep|last|corra|siga|continue|continu\w*|mantenha|mantem)\b/;
const questionStart =
  /^(quanto|quantos|quantas|how much|how many|cuanto|cuantos|cuantas|qual|quais|what|cual|cuales|quando|when|cuando)\b/;
const countWords =
  /\b(quant[oa]s|how many|cuant[oa]s)\s+(campanhas?|campaigns?|campanas?|anunciantes?|advertisers?|clientes?|clients?)\b/;
const howToStart = /^(como|how (do|can|should|to|would)|como (puedo|hago|se))\b/;
const howIsStart = /^como (foi|foram|esta|estao|vai|vao|anda|andam|le fue|les fue|fue|va|van|se saiu)\b/;
const definitionStart = /^(o que (e|sao|significa)|what (is|are|does)|que (es|son|significa))\b/;
const balanceQuestion =
  /\b(quanto|how much|cuanto)\b.*\b(credito|creditos|credit|dinero|dinheiro|sobr\w*|rest\w*|left|queda\w*)\b|\b(carteira|wallet|billetera)\b/;
const howItWent =
  /\b(como (foi|foram|se saiu|se sairam)|how (did|was|were)|como le fue|como les fue|como fue|numeros)\b/;
const audienceForWhom =
  /\b(para|pra) quem (devo|posso|eu devo) anunciar|who should i (target|advertise to)|a quien (debo|deberia|puedo) anunciar\b/;
/** "para uma padaria…", "for a bakery…": a described business, not a name. */
const describedBusiness = /\b(?:(?:para|de|pro|com) (?:um|uma|un|una)|(?:for|with) (?:a|an)) (.+)$/;

/** Parses one request; null when it is not one the grammar knows (the provider then says so). */
export function parseRequest(message: string, today: string): ParsedRequest | null {
  const text = canonicalText(message);
  if (text.length === 0 || text.length > 500) return null;
  const more = has(text, negation) ? null : parseMoreRequest(message, today); // grammar-more.ts
  if (more) return more;
  if (has(text, negation) || has(text, destructiveWords)) return null;
  const name = nameOf(message);
  const withName = (args: AssistantToolArgs): AssistantToolArgs => (name ? { ...args, name } : args);
  // What the request asks is read without the name in it: a campaign called "Lançamento…" or
  // "Busca de marca" is not a statement entry or a brand search.
  const nameText = name ? canonicalText(name) : '';
  const intent =
    nameText && text.includes(nameText) ? text.replace(nameText, ' ').replace(/\s+/g, ' ').trim() : text;
  const command = intent.replace(politeLead, '');

  // Changes first: their words are the most specific.
  if (
    has(intent, budgetWords) &&
    (has(intent, changeWords) || amountOf(text)) &&
    !has(
      intent,
      /\b(quanto|how much|cuanto|qual|what|cual)\b.*\b(orcamento|budget|presupuesto)\b(?!.*\b(para|to|a)\s+r?\$?\d)/,
    )
  ) {
    const amount = amountOf(text);
    if (amount) return { tool: 'change_budget', args: withName({ amount }) };
    return null;
  }
  if (
    ((has(intent, endWords) && (has(intent, changeWords) || dateOf(text, today))) ||
      has(intent, /\b(prorrog\w*|extend\w*|extiend\w*|estend\w*|estic\w*)\b/)) &&
    !has(intent, questionStart)
  ) {
    const endDate = dateOf(text, today);
    if (endDate) return { tool: 'change_end_date', args: withName({ end_date: endDate }) };
    if (has(intent, endWords) && has(intent, changeWords)) return null;
  }
  if (
    has(intent, /\b(ate|until|till|through|hasta)\b/) &&
    (has(intent, campaignWords) || has(intent, extendVerbs) || name) &&
    !has(intent, reportWords) &&
    !has(intent, questionStart)
  ) {
    const endDate = dateOf(text, today);
    if (endDate) return { tool: 'change_end_date', args: withName({ end_date: endDate }) };
  }
  if (has(intent, deliveryWords)) return { tool: 'explain_delivery', args: withName({}) };
  if (
    (has(intent, pauseWords) || has(command, pauseAtStart)) &&
    !has(intent, /\b(pausad[ao]s|paused campaigns|campanhas pausadas|campanas pausadas|detenidas)\b/)
  )
    return { tool: 'pause_campaign', args: withName({}) };
  if (
    (has(intent, activateWords) || has(command, activateAtStart)) &&
    !has(intent, /\b(ativas|active campaigns|campanhas ativas|campanas activas|activas)\b/) &&
    !has(intent, /\b(pix|boleto|conta|account|cuenta|usuario|user)\b/)
  )
    return { tool: 'activate_campaign', args: withName({}) };
  const topic = helpTopicOf(text);
  if (has(intent, /^(onde|where|donde)\b/) && topic !== 'general' && metricsOf(intent).length === 0)
    return { tool: 'help', args: { topic } };
  if (has(intent, definitionStart) && topic !== 'general' && metricsOf(text).length === 0)
    return { tool: 'help', args: { topic } };
  if (
    (has(intent, audienceWords) &&
      (has(intent, suggestWords) || has(intent, /\b(para|for|para el|para la)\b/))) ||
    has(text, audienceForWhom)
  ) {
    const described = describedBusiness.exec(text)?.[1];
    if (described && (!name || described.includes(nameText.replace(/^(um|uma|un|una|a|an) /, ''))))
      return { tool: 'suggest_audiences', args: { description: described } };
    const description = /\b(que vende|que vendem|sells?|that sells|vende|about|sobre|de)\s+(.+)$/.exec(
      text,
    )?.[2];
    return {
      tool: 'suggest_audiences',
      args: { ...withName({}), ...(description && !name ? { description } : {}) },
    };
  }
  if (
    has(intent, howToStart) &&
    !has(intent, howIsStart) &&
    ((!has(intent, reportWords) && has(intent, helpWords)) ||
      (topic !== 'general' && !periodOf(intent) && metricsOf(intent).length === 0))
  )
    return { tool: 'help', args: { topic } };
  if (
    has(intent, helpWords) &&
    topic !== 'general' &&
    !has(intent, reportWords) &&
    !has(intent, statementWords)
  )
    return { tool: 'help', args: { topic } };
  if (has(intent, statementWords)) return { tool: 'statement', args: withName({}) };
  if (has(intent, balanceWords) || (has(intent, balanceQuestion) && metricsOf(intent).length === 0))
    return { tool: 'balance', args: withName({}) };
  if (has(intent, helpWords) && !has(intent, reportWords)) return { tool: 'help', args: { topic } };
  const counted = countWords.exec(intent)?.[2];
  if (counted)
    return /^(campanh|campaign|campan)/.test(counted)
      ? { tool: 'find_campaigns', args: withName({}) }
      : { tool: 'find_advertisers', args: withName({}) };
  if (has(intent, reportWords) || has(intent, howItWent)) {
    const metrics = metricsOf(intent);
    return {
      tool: 'report',
      args: withName({
        period: periodOf(intent) ?? 'last_30_days',
        metrics: metrics.length ? metrics : ['spend', 'impressions', 'clicks', 'conversions'],
      }),
    };
  }
  if (has(intent, advertiserWords) && (has(intent, listWords) || !has(intent, campaignWords)))
    return { tool: 'find_advertisers', args: withName({}) };
  const status = statusOf(text);
  if (has(intent, campaignWords) || has(intent, listWords) || (status && intent.split(' ').length <= 4)) {
    return { tool: 'find_campaigns', args: { ...withName({}), ...(status ? { status } : {}) } };
  }
  if (has(intent, helpWords)) return { tool: 'help', args: { topic } };
  return null;
}
