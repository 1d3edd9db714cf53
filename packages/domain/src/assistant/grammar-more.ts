import { amountOf, nameOf, normalizeText, type ParsedRequest } from './grammar';
import type { ListChangeMode } from './tools-more';

/**
 * The rules grammar's patterns for the tools added in session 36 (tools-more.ts): create a draft
 * campaign, change a bid, audiences or locations, duplicate a campaign, explain a payment. Called
 * by grammar.ts's parseRequest before its own patterns (these need words the others do not read:
 * lance/bid/puja, público + a change verb, localização + a change verb, duplicar, pedido PED-…).
 * Like the rest, a request that only looks like one of these gives `null`, never a guess; names are
 * references the server resolves among the company's own campaigns, segments and places.
 *
 * Module rule: nothing from grammar.ts is used at module evaluation (the two import each other).
 */

const has = (text: string, pattern: RegExp) => pattern.test(text);

/** A question or a how-to, not a request to act. */
const howTo = /^(como|how|onde|where|donde|o que e|what is|que es|qual|what|cual)\b/;

const campaignWord = /\b(campanhas?|campaigns?|campanas?)\b/;

// --- create_campaign_draft -------------------------------------------------------------------
const createVerb =
  /\b(cri[ae]|criar|crie|monte|montar|monta|prepar[ae]|preparar|fa[cz]a|fazer|abr[ae]|abrir|create|set up|build|make|start|crea|crear|cree|arma|arme|armar|quero|quiero|i want|i need|preciso de|necesito)\b/;
const newCampaign =
  /\b((uma|um|una) (nova )?(campanha|campana)( nueva)?( (em |como )?(rascunho|borrador))?|(a|an) (new )?campaign( draft)?|(nova|new|nueva) (campanha|campaign|campana)|(campanha|campaign|campana) (nova|nueva|em rascunho|rascunho|draft|borrador)|rascunho de campanha|draft campaign|borrador de campana)\b/;
const numberWords: Record<string, number> = {
  um: 1,
  uma: 1,
  one: 1,
  un: 1,
  dois: 2,
  duas: 2,
  two: 2,
  dos: 2,
  tres: 3,
  three: 3,
  quatro: 4,
  four: 4,
  cuatro: 4,
  cinco: 5,
  five: 5,
};
const countOf = (word: string | undefined) =>
  word === undefined ? undefined : /^\d+$/.test(word) ? Number(word) : numberWords[word];
const countWord = '(\\d{1,2}|um|uma|one|un|dois|duas|two|dos|tres|three|quatro|four|cuatro|cinco|five)';
const groupsCount = new RegExp(`\\b${countWord} (grupos?|groups?)\\b`);
const strategiesCount = new RegExp(`\\b${countWord} (estrategias?|strategies|strategy)\\b`);

/** Words after which a name ends (the rest says budget, advertiser, groups…). */
const nameEnd =
  /\s+(?:para|pro|pra|for|do|da|de|del|no|na|com|with|con|e|and|y|orcamento|budget|presupuesto|no valor|de r\$|r\$|\d)\b.*$|,.*$/;

/** The words of `original` whose normalised form is `name` (the user's own case and accents), else `name`. */
export function originalWords(original: string, name: string): string {
  const words = original.split(/\s+/).filter(Boolean);
  const wanted = name.split(' ').length;
  for (let i = 0; i + wanted <= words.length; i++) {
    const run = words.slice(i, i + wanted);
    if (normalizeText(run.join(' ')).replace(/[?.!,]+$/, '') === name)
      return run.join(' ').replace(/[?.!,]+$/, '');
  }
  return name;
}

const notAName = /^(nova|novo|new|nueva|nuevo|rascunho|draft|borrador|em rascunho)$/;

function newNameOf(original: string, text: string): string | undefined {
  const quoted = /["“«']([^"”»']{2,80})["”»']/.exec(original);
  if (quoted) return quoted[1]!.trim();
  const m =
    /\b(?:chamada|chamado|com o nome(?: de)?|nomeada|de nome|called|named|titled|llamada|con el nombre(?: de)?)\s+(.+)$/.exec(
      text,
    ) ??
    /\b(?:campanha|campaign|campana)(?: nova| nueva| rascunho| draft| borrador)?\s+(?!(?:para|for|pro|pra|do|da|de|del|com|with|con|em|en|in|nova|nueva|new|rascunho|draft|borrador)\b)(.+)$/.exec(
      text,
    );
  const raw = m?.[1]?.replace(nameEnd, '').trim();
  return raw && raw.length >= 2 && !notAName.test(raw) ? originalWords(original, raw) : undefined;
}

function advertiserOfCreate(text: string): string | undefined {
  const m =
    /\b(?:para|pro|pra|for|del|do|da)\s+(?:o |a |the |el |la |anunciante |advertiser |cliente |client )*(.+)$/.exec(
      text.replace(
        /\b(?:chamada|called|named|llamada|com o nome|con el nombre)\s+\S+(\s+\S+)*?(?=\s+(para|pro|pra|for|del|do|da)\b)/,
        '',
      ),
    );
  const raw = m?.[1]
    ?.replace(/\s+(?:(?:de|of|com|with|con)\s+)?(?:r\$|\$|\d).*$/, '')
    .replace(/\s+(?:com|with|con|e|and|y|orcamento|budget|presupuesto|no valor)\b.*$|,.*$/, '')
    .trim();
  if (!raw || raw.length < 2 || /^(mim|me|mi|min|us|nos|nosotros|eles|ellos)$/.test(raw)) return undefined;
  return raw;
}

function parseCreate(original: string, text: string): ParsedRequest | null {
  if (!has(text, newCampaign) || !has(text, createVerb) || has(text, howTo)) return null;
  if (has(text, /\b(dupli[cq]\w*|clon\w*|copi\w*|copy)\b/)) return null;
  const advertiser = advertiserOfCreate(text);
  const campaignName = newNameOf(original, text);
  const amount = amountOf(text);
  const groups = countOf(groupsCount.exec(text)?.[1]);
  const strategies = countOf(strategiesCount.exec(text)?.[1]);
  const args: ParsedRequest['args'] = {
    ...(advertiser ? { name: advertiser } : {}),
    ...(campaignName && campaignName !== advertiser ? { campaign_name: campaignName } : {}),
    ...(amount ? { amount } : {}),
  };
  if ((groups && groups > 1) || (strategies && strategies > 1))
    args.groups = Array.from({ length: Math.min(groups ?? 1, 10) }, () => ({
      strategies: Array.from({ length: Math.min(strategies ?? 1, 10) }, () => ({})),
    }));
  return { tool: 'create_campaign_draft', args };
}

// --- change_bid --------------------------------------------------------------------------------
const bidWord = /\b(lances?|bids?|bidding|pujas?|cpm maximo|cpc maximo|max(imum)? cp[cm])\b/;
const bidChange =
  /\b(mud\w*|alter\w*|aument\w*|sub[ai]\w*|sobe|reduz\w*|diminu\w*|baix\w*|colo[cq]\w*|bot[ae]\w*|defin\w*|ajust\w*|tro[cq]\w*|change|set|raise|increase|lower|decrease|reduce|update|put|bump|drop|cambi\w*|modific\w*|baj\w*|pon\w*|establec\w*|quero|passa\w*|deix\w*)\b/;

/** "a estratégia Mobile", "strategy Retargeting" → the strategy's name. */
function strategyOf(original: string, text: string): string | undefined {
  const m = /\b(?:estrategia|strategy)\s+(.+)$/.exec(text);
  if (!m) return undefined;
  const quoted = /(?:estratégia|estrategia|strategy)\s+["“«']([^"”»']{1,80})["”»']/i.exec(original);
  if (quoted) return quoted[1]!.trim();
  const raw = m[1]!
    .replace(/\s+(?:da|do|de|del|of|in|na|no|nas|nos|en|para|to|a|por|em|com|with|con)\b.*$|,.*$/, '')
    .trim();
  return raw.length >= 1 && !/^(toda|todas|all|todas las)$/.test(raw) ? raw : undefined;
}

/** The campaign named beside a strategy: what follows "campanha", else nameOf's guess. */
function campaignNameOf(original: string, text: string): string | undefined {
  if (!has(text, campaignWord)) {
    const guess = nameOf(original);
    return guess && !/\b(estrategia|strategy|lance|bid|puja)\b/.test(guess) ? guess : undefined;
  }
  const m = /\b(?:campanha|campaign|campana)\s+(.+)$/.exec(text);
  const raw = (' ' + (m?.[1] ?? ''))
    .replace(/^ (?:da |do |de |del |the |a |o |el |la )/, ' ')
    .replace(
      /\s+(?:(?:para|pro|pra|to|a|por|em|en|in|no|na|com|with|con|e|and|y|estrategia|strategy|adicion\w*|inclu\w*|tir\w*|remov\w*|so|somente|apenas|only|solo|deve|devem|precisa|should|must|debe|vai|will|rod\w*|run\w*|veicul\w*|aparec\w*)\b|(?:de\s+)?(?:r\$|\$)).*$|,.*$/,
      '',
    )
    .trim();
  if (!raw || raw.length < 2 || /^(esta|essa|este|this|that|atual|inteira|toda|whole|entire)$/.test(raw))
    return undefined;
  return raw;
}

function parseBid(original: string, text: string): ParsedRequest | null {
  if (!has(text, bidWord)) return null;
  if (has(text, /\b(quanto|how much|cuanto|qual|what|cual|por que|why)\b/) && !has(text, bidChange))
    return null;
  if (!has(text, bidChange) && !amountOf(text)) return null;
  const amount = amountOf(text);
  if (!amount) return null;
  const name = campaignNameOf(original, text);
  const strategy = strategyOf(original, text);
  return {
    tool: 'change_bid',
    args: { ...(name ? { name } : {}), ...(strategy ? { strategy } : {}), amount },
  };
}

// --- change_audiences / change_locations -------------------------------------------------------
const audienceWord =
  /\b(publicos?|audiencias?|audiences?|segmentos?|segments?|interesses?|interests?|intereses?)\b/;
const locationWord =
  /\b(localiza\w*|locais|local|regi(ao|oes)|cidades?|estados?|locations?|regions?|cities|city|states?|geo\w*|ubicacion\w*|ciudad\w*|region\w*|lugares?|places?|pracas?)\b/;
const addVerb =
  /\b(adicion\w*|inclu\w*|acrescent\w*|colo[cq]\w*|bot[ae]\w*|pon(ha|ga|er)|add\w*|include\w*|agreg\w*|anad\w*|sum[ae]\w*|also|tambem|tambien)\b/;
const removeVerb =
  /\b(tir[ae]\w*|retir\w*|remov\w*|exclu\w*|elimin\w*|quit\w*|sac[ae]\w*|drop|take out|take off|without|sem|sin)\b/;
const setVerb =
  /\b(mud\w*|alter\w*|tro[cq]\w*|substitu\w*|defin\w*|change|set|replace|switch|update|cambi\w*|reemplaz\w*|modific\w*|us[ae]r?|use|usa|deix\w*|target\w*|segment[ae]r?|so|somente|apenas|only|solo|solamente|just)\b/;

function modeOf(text: string): ListChangeMode | null {
  if (has(text, removeVerb)) return 'remove';
  if (has(text, addVerb)) return 'add';
  if (has(text, setVerb)) return 'set';
  return null;
}

/** "Esportes, Viagens e Moda" → three names; leading articles and kind words dropped. */
function listOf(raw: string, kindWords: RegExp): string[] {
  return raw
    .split(/\s*,\s*|\s+(?:e|and|y|ou|or)\s+/)
    .map((item) =>
      item
        .replace(kindWords, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(
          /^(?:(?:o|a|os|as|the|el|la|los|las|de|do|da|em|en|in|no|na|para|to|only|so|somente|apenas|solo)\s+)+/,
          '',
        )
        .trim(),
    )
    .filter((item) => item.length >= 2 && !/^(esta|essa|this|campanha|campaign|campana)$/.test(item));
}

/** Where a list change says which campaign: "na campanha X", "from campaign X", "nesta campanha". */
const campaignMarker =
  /\s+(?:na|da|a|the|de la|en la|a la|de|do|no|from|to|in|on|of|para a|para|nesta|nessa|desta|dessa|esta|this|en esta|a esta|de esta)\s+(?:campanha|campaign|campana)\b.*$/;

/**
 * The items of a list change. Add/remove: between the verb and "na/da campanha …" ("adicione o
 * público Esportes na campanha X"). Set: after "para/por/to/só em" once the campaign is named
 * ("mude a localização da campanha X para São Paulo e Rio"), else after the verb.
 */
function itemsOf(text: string, mode: ListChangeMode, name: string | undefined, kindWords: string): string[] {
  const verb = mode === 'remove' ? removeVerb : mode === 'add' ? addVerb : setVerb;
  let raw: string | undefined;
  if (mode === 'set') {
    const at = name ? text.indexOf(name) : -1;
    const tail = at >= 0 ? text.slice(at + name!.length) : text;
    raw =
      /\b(?:so|somente|apenas|only|solo|solamente)\s+(?:em|in|en|para|no|na|a)\s+(.+)$/.exec(tail)?.[1] ??
      /\b(?:por|para|pra|to|with|by|con|em|en|a)\s+(.+)$/.exec(tail)?.[1];
  }
  if (!raw) {
    const body = text.replace(campaignMarker, '');
    raw = new RegExp(`${verb.source}\\s+(.+)$`).exec(body)?.slice(-1)[0];
  }
  if (!raw) return [];
  raw = raw
    .replace(campaignMarker, '')
    .replace(new RegExp(`\\s+(?:das?|dos?|de|nas?|nos?|from|of|in|to|a|on)\\s+(?:${kindWords})\\b.*$`), '')
    .replace(/\b(?:da|de|do|na|no|em|en|in|of|from|to|a)\s*$/, '');
  return listOf(raw, new RegExp(`\\b(?:${kindWords})\\b`, 'g'));
}

function parseTargeting(original: string, text: string): ParsedRequest | null {
  const audience = has(text, audienceWord);
  const location =
    has(text, locationWord) || has(text, /\b(so|somente|apenas|only|solo|solamente)\s+(em|in|en)\b/);
  if (!audience && !location) return null;
  if (has(text, howTo) && !has(text, /^(qual|what|cual)\b/)) return null;
  if (
    has(
      text,
      /\b(sugest\w*|sugir\w*|sugier\w*|suger\w*|ideias?|ideas?|suggest\w*|recomend\w*|recommend\w*|combina|fits?)\b/,
    )
  )
    return null;
  if (has(text, /^(qual|what|cual|quais|which|cuales)\b/)) return null;
  const mode = modeOf(text);
  if (!mode) return null;
  // The campaign must be named or be the one on screen ("desta campanha", or nothing at all).
  const name = campaignNameOf(original, text);
  const strategy = strategyOf(original, text);
  const common = { ...(name ? { name } : {}), ...(strategy ? { strategy } : {}), mode };
  if (audience && !(location && has(text, /\b(so|somente|apenas|only|solo)\s+(em|in|en)\b/))) {
    const segments = itemsOf(
      text,
      mode,
      name,
      'publicos?|audiencias?|audiences?|audience|segmentos?|segments?|interesses?|interests?|intereses?',
    );
    if (segments.length === 0) return null;
    return { tool: 'change_audiences', args: { ...common, segments } };
  }
  const places = itemsOf(
    text,
    mode,
    name,
    'localiza\\w*|locais|regi(?:ao|oes)|cidades|estados|locations?|regions?|cities|states|ubicacion\\w*|ciudades|regiones|lugares|places|pracas|geo\\w*',
  );
  if (places.length === 0) return null;
  return { tool: 'change_locations', args: { ...common, places } };
}

// --- duplicate_campaign ------------------------------------------------------------------------
const duplicateVerb =
  /\b(dupli[cq]\w*|clon\w*|copi[ae]r?|copie|copiem|replic\w*|copy|uma copia|a copy|una copia)\b/;

function parseDuplicate(original: string, text: string): ParsedRequest | null {
  if (!has(text, duplicateVerb) || has(text, howTo)) return null;
  if (!has(text, campaignWord) && !nameOf(original)) return null;
  if (has(text, /\b(link|url|codigo|code|pix|boleto|texto|text|criativo|creative|pixel)\b/)) return null;
  const quoted = [...original.matchAll(/["“«']([^"”»']{2,80})["”»']/g)].map((m) => m[1]!.trim());
  const renamed =
    quoted[1] ??
    /\b(?:com o nome(?: de)?|chamada|como|called|named|as|llamada|con el nombre(?: de)?)\s+(.+)$/
      .exec(text)?.[1]
      ?.trim();
  let source = quoted[0];
  if (!source) {
    const m = /\b(?:campanha|campaign|campana)\s+(.+)$/.exec(text);
    source = m?.[1]
      ?.replace(/^(?:da |do |de |del |the |a |o |el |la )/, '')
      .replace(
        /\s+(?:com o nome|chamada|como|called|named|as|llamada|con el nombre|para|for|e|and|y)\b.*$|,.*$/,
        '',
      )
      .trim();
    if (!source && !has(text, campaignWord)) source = nameOf(original);
  }
  if (source && /^(esta|essa|este|this|that|atual)$/.test(source)) source = undefined;
  const newName = renamed && !quoted[1] ? originalWords(original, renamed) : renamed;
  return {
    tool: 'duplicate_campaign',
    args: {
      ...(source ? { name: source } : {}),
      ...(newName && renamed !== source && quoted.length !== 1 ? { campaign_name: newName } : {}),
    },
  };
}

// --- explain_payment ---------------------------------------------------------------------------
const paymentWord =
  /\b(pagamentos?|payments?|pagos?|pedidos?( de pagamento)?|orders?|cobrancas?|charges?|cargos?|depositos?|deposits?|boletos?|pix|recargas?|top.?ups?)\b/;
const orderCode = /\bped-?([0-9a-z]{6})\b/;
const whichPayment =
  /\b(meu|minha|meus|minhas|nosso|nossa|my|our|mi|mis|nuestro|nuestra|esse|este|essa|esta|this|that|ese|ultimo|ultima|last|latest|recent\w*|reciente)\b/;
const explainWord =
  /\b(expli\w*|o que (e|foi|aconteceu)|what (is|was|happened)|que (es|fue|paso)|por que|why|porque|entend\w*|understand|detalh\w*|details?|detalle\w*|sobre|about|status|situacao|estado|cade|where is|donde esta|caiu|compens\w*|foi pago|was paid|fue pagado|aprovad\w*|recusad\w*|refused|declined|rechazad\w*|pendente|pending|pendiente|aconteceu|happened|paso)\b/;

function parsePayment(original: string, text: string): ParsedRequest | null {
  if (!has(text, paymentWord)) return null;
  if (has(text, /^(como|how|onde|where|donde)\b/)) return null;
  if (has(text, /\b(extrato|statement|saldo|balance|lancamentos?|movimenta\w*|estado de cuenta)\b/))
    return null;
  const code = orderCode.exec(text);
  const amount = amountOf(text);
  if (!code && !(has(text, explainWord) && (amount || has(text, whichPayment)))) return null;
  void original;
  return {
    tool: 'explain_payment',
    args: {
      ...(code ? { reference: `PED-${code[1]!.toUpperCase()}` } : {}),
      ...(amount && !code ? { amount } : {}),
    },
  };
}

/** "não adicione…", "don't duplicate…": never one of these changes. */
const negated =
  /\b(nao|don'?t|do not|never|nunca|no)\s+(\w+\s+)?(adicion|inclu|acrescent|colo[cq]|bot[ae]|tir[ae]|retir|remov|exclu|add|include|agreg|anad|quit|dupli[cq]|clon|copi|copy|cri[ae]|crea|create|mud|alter|tro[cq]|change|cambi|aument|baix|sub[ai]|raise|lower)/;

/** The new tools' patterns; null when none fits (parseRequest then tries its own). */
export function parseMoreRequest(message: string, today: string): ParsedRequest | null {
  void today;
  const text = normalizeText(message).replace(/[?.!]+$/, '');
  if (has(text, negated)) return null;
  return (
    parseDuplicate(message, text) ??
    parseCreate(message, text) ??
    parseBid(message, text) ??
    parseTargeting(message, text) ??
    parsePayment(message, text)
  );
}
