/**
 * Help search as a user types it: accents, case and ordinals folded ("2ª via" → "2a via"),
 * plurals and word endings stemmed (Snowball, per language), and a few curated synonyms of how
 * Brazilians ask ("2a via" and "segunda via" mean a new boleto, "vencido" an expired one).
 * Ranks articles by where the query's words hit: title, keywords, summary, then body.
 */
import snowball from 'snowball-stemmers';
import type { Locale } from '../languages';
import type { HelpArticle } from './articles';

const stemmers: Record<Locale, { stem(word: string): string }> = {
  'pt-BR': snowball.newStemmer('portuguese'),
  es: snowball.newStemmer('spanish'),
  en: snowball.newStemmer('english'),
};

const stopWords = new Set(
  (
    'a o os as e de da do das dos em no na nos nas um uma para por com como que se meu minha ' +
    'el la los las y del en un una por con mi que se es ' +
    'the an and of to in on for with my is how do i what can'
  ).split(' '),
);

/** Phrases folded to the words the articles use (the query side only). */
const phrases: [RegExp, string][] = [
  [/\b2a via\b/g, 'segunda via boleto'],
  [/\b2 via\b/g, 'segunda via boleto'],
  [/\bsegunda via\b/g, 'segunda via boleto'],
  [/\bsecond copy\b/g, 'second copy boleto'],
  [/\bsegunda copia\b/g, 'segunda copia boleto'],
  [/\bnota fiscal\b/g, 'nota fiscal nfse'],
  [/\bnf-?e\b/g, 'nfse'],
  [/\bcartao de credito\b/g, 'cartao credito'],
];

/** Single words that mean what an article calls otherwise (query side, per folded word). */
const synonyms: Record<string, string[]> = {
  vencido: ['vencimento', 'expirado', 'boleto'],
  vencida: ['vencimento', 'expirado'],
  venceu: ['vencimento', 'expirado'],
  vencer: ['vencimento'],
  atrasado: ['vencimento'],
  expired: ['expiry', 'expire'],
  saque: ['saque', 'retirada'],
  sacar: ['saque'],
  withdraw: ['withdrawal'],
  retirar: ['retiro'],
  senha: ['senha', 'password'],
  login: ['acesso', 'entrar'],
  cadastro: ['cadastro', 'conta'],
  signup: ['sign', 'account'],
  nfse: ['nota', 'fiscal', 'nfse'],
  invoice: ['invoice', 'nfse'],
  factura: ['factura', 'nfse'],
  pixel: ['pixel', 'conversao'],
  publico: ['publico', 'audiencia', 'segmento'],
  audiencia: ['publico', 'segmento'],
  anuncio: ['criativo', 'anuncio'],
  banner: ['criativo', 'imagem'],
  relatorio: ['relatorio'],
  equipe: ['usuario', 'papel'],
  permissao: ['papel', 'usuario'],
  saldo: ['saldo', 'carteira'],
  recarga: ['pagamento', 'saldo'],
  recarregar: ['pagamento', 'saldo'],
  alerta: ['alerta', 'notificacao'],
  whatsapp: ['whatsapp', 'alerta'],
  ajuda: ['suporte'],
  chamado: ['suporte', 'pedido'],
  ticket: ['support', 'suporte', 'soporte'],
  '48': ['48', 'horas', 'consolidacao'],
};

export function foldHelpText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const stem = (word: string, locale: Locale) => (word.length > 3 ? stemmers[locale].stem(word) : word);

const stemsOf = (text: string, locale: Locale): string[] =>
  foldHelpText(text)
    .split(' ')
    .filter((w) => w && !stopWords.has(w))
    .map((w) => stem(w, locale));

/** The query's terms: each word's stem, with the stems of its synonyms as alternatives. */
function queryTerms(query: string, locale: Locale): string[][] {
  let folded = foldHelpText(query);
  for (const [pattern, replacement] of phrases) folded = folded.replace(pattern, replacement);
  const words = [...new Set(folded.split(' ').filter((w) => w && !stopWords.has(w)))];
  return words.map((word) => [
    ...new Set([stem(word, locale), ...(synonyms[word] ?? []).map((s) => stem(s, locale))]),
  ]);
}

interface IndexedArticle {
  article: HelpArticle;
  title: Set<string>;
  keywords: Set<string>;
  summary: Set<string>;
  body: Set<string>;
}

export interface HelpIndex {
  locale: Locale;
  articles: IndexedArticle[];
}

export function indexHelpArticles(locale: Locale, articles: readonly HelpArticle[]): HelpIndex {
  return {
    locale,
    articles: articles.map((article) => ({
      article,
      title: new Set(stemsOf(article.title, locale)),
      keywords: new Set(stemsOf(article.keywords.join(' '), locale)),
      summary: new Set(stemsOf(article.summary, locale)),
      body: new Set(stemsOf(article.body, locale)),
    })),
  };
}

export interface HelpSearchHit {
  article: HelpArticle;
  score: number;
}

/**
 * Articles matching the query, best first. Each query term scores by its best place (title 8,
 * keywords 6, summary 3, body 1); an article must match at least half the terms (rounded up),
 * so "boleto vencido" still finds the boleto article if no article says "vencido".
 */
export function searchHelp(index: HelpIndex, query: string): HelpSearchHit[] {
  const terms = queryTerms(query, index.locale);
  if (!terms.length) return [];
  const needed = Math.ceil(terms.length / 2);
  const hits: HelpSearchHit[] = [];
  for (const entry of index.articles) {
    let score = 0;
    let matched = 0;
    for (const alternatives of terms) {
      const best = Math.max(
        ...alternatives.map((s) =>
          entry.title.has(s) ? 8 : entry.keywords.has(s) ? 6 : entry.summary.has(s) ? 3 : entry.body.has(s) ? 1 : 0,
        ),
      );
      if (best > 0) matched += 1;
      score += best;
    }
    if (matched >= needed) hits.push({ article: entry.article, score: score + matched * 2 });
  }
  return hits.sort((a, b) => b.score - a.score || a.article.title.localeCompare(b.article.title));
}
