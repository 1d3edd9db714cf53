/**
 * The text half of audience suggestion (issue 30, DESIGN §11): how well an advertiser's own words
 * (description, site address, ad categories) fit each IAB audience segment, Portuguese-aware:
 * accents and case folded, plurals reduced, each word stemmed (Snowball, Portuguese and English),
 * a curated table of the words advertisers use (`audience-synonyms.json` and
 * `audience-suggestion-synonyms.json`), and the category tree (a parent scores from its best child).
 *
 * A segment's score is the share of its name's words the text covers, each word weighted by how rare
 * it is in the catalogue (IDF), so "Café" is fully covered by "cafeteria" (a synonym) while
 * "Alimentos para o café da manhã" is only partly; the better of its pt-BR and English names counts.
 * Pure: the caller passes the segments, their names and the synonym groups.
 */
import snowball from 'snowball-stemmers';
import { foldForSearch, searchStems } from './search-text';

/** Where a word of the advertiser came from; the weight says how much it is trusted. */
export const textSources = ['description', 'category', 'site'] as const;
export type TextSource = (typeof textSources)[number];
const sourceWeight: Record<TextSource, number> = { description: 1, category: 0.75, site: 0.6 };
/** A word matched through a synonym counts a little less than the word itself. */
const synonymWeight = 0.85;
/** Each word of a phrase synonym counts this share of a one-word synonym. */
const phraseWordWeight = 0.5;
/** A parent segment scores this share of its best child (the category tree). */
const childShare = 0.55;

const stemmers = { pt: snowball.newStemmer('portuguese'), en: snowball.newStemmer('english') };
type StemLanguage = keyof typeof stemmers;

/** Words without meaning of their own in a description or a segment name. */
const stopWords = new Set(
  (
    'a o as os de da do das dos e ou em no na nos nas um uma uns umas para pra por com sem que se ' +
    'ao aos sua seu suas seus nosso nossa nossos nossas mais muito muita muitos muitas todo toda ' +
    'todos todas como the and of for in on with to or our your y la el los las del con en por ' +
    'outro outra outros outras other geral general'
  ).split(' '),
);

/**
 * Words every advertiser writes that say nothing about its audience ("loja", "empresa", "qualidade").
 * Dropped from the advertiser's text only: a segment named "Lojas de celulares" still matches
 * "celular".
 */
const genericWords = new Set(
  (
    'loja empresa negocio marca venda vende vendemos vendo oferece oferecemos oferecer trabalhamos ' +
    'produto servico melhor melhores qualidade cliente atendimento brasil brasileiro brasileira ' +
    'online site www http https br com net org ltda me eireli sa ano desde rede cidade regiao bairro ' +
    'novo nova grande pequeno pequena otimo otima bom boa preco barato barata promocao oferta ' +
    'especial especializado especializada especialista entregamos atendemos somos temos tem todo dia familia ' +
    'centro sao paulo rio janeiro belo horizonte curitiba porto alegre salvador recife fortaleza ' +
    'brasilia goiania manaus belem campinas florianopolis vitoria natal loja virtual ecommerce ' +
    'comercio industria importacao exportacao importadora distribuicao representacao participacao holding ' +
    'grupo cia companhia'
  ).split(' '),
);

/** Portuguese plurals the rough singular leaves alone: automóveis → automóvel, cartões → cartão. */
const singular = (word: string) =>
  word.length > 4
    ? word
        .replace(/(?:oes|aes)$/, 'ao')
        .replace(/eis$/, 'el')
        .replace(/ais$/, 'al')
        .replace(/ois$/, 'ol')
    : word.replace(/^(\p{L}{1,2})aes$/u, '$1ao'); // pães → pão, mães → mão

/** Folded words of a text with a rough singular ("Cafés especiais" → cafe, especial). */
export function foldedWords(text: string): string[] {
  return foldForSearch(text.replace(/[^\p{L}\p{N}]+/gu, ' '))
    .split(' ')
    .filter(Boolean)
    .map((word) => searchStems(singular(word)));
}

const stem = (word: string, language: StemLanguage) =>
  word.length > 3 ? stemmers[language].stem(word) : word;

/**
 * The keys a word matches by: itself and its stem in a language. Stems under 4 letters are too
 * loose to match by ("casa" and "casado" share "cas"), so such a word matches only as itself.
 */
const keysOf = (word: string, language: StemLanguage) => {
  const stemmed = stem(word, language);
  return stemmed.length >= 4 ? [`w:${word}`, `s:${language}:${stemmed}`] : [`w:${word}`];
};

export interface SuggestionSegmentInput {
  id: string;
  parentId: string | null;
  /** pt-BR name (or the English one where none) and the English name. */
  namePt: string;
  nameEn: string;
}

interface NameWords {
  language: StemLanguage;
  words: { word: string; keys: string[] }[];
}

export interface SuggestionTextIndex {
  readonly segments: readonly SuggestionSegmentInput[];
  readonly names: ReadonlyMap<string, readonly NameWords[]>;
  readonly idf: ReadonlyMap<string, number>;
  readonly synonyms: ReadonlyMap<string, readonly string[]>;
  /** Every meaningful word of the segment names and the synonyms (to split a site address). */
  readonly vocabulary: readonly string[];
}

const meaningful = (words: string[]) => words.filter((w) => !stopWords.has(w) && !/^\d+$/.test(w));

/** Prepares the segments' names once (about 1,558 segments × 2 names). */
export function buildSuggestionTextIndex(
  segments: readonly SuggestionSegmentInput[],
  synonymGroups: readonly (readonly string[])[],
): SuggestionTextIndex {
  const names = new Map<string, NameWords[]>();
  const documentFrequency = new Map<string, number>();
  const vocabulary = new Set<string>();
  for (const segment of segments) {
    const list: NameWords[] = [];
    const seen = new Set<string>();
    for (const [text, language] of [
      [segment.namePt, 'pt'],
      [segment.nameEn, 'en'],
    ] as const) {
      const words = meaningful(foldedWords(text)).map((word) => ({ word, keys: keysOf(word, language) }));
      if (words.length === 0) continue;
      list.push({ language, words });
      for (const { word, keys } of words) {
        if (word.length >= 4) vocabulary.add(word);
        for (const key of keys) {
          if (seen.has(key)) continue;
          seen.add(key);
          documentFrequency.set(key, (documentFrequency.get(key) ?? 0) + 1);
        }
      }
    }
    names.set(segment.id, list);
  }
  const total = segments.length;
  const idf = new Map<string, number>();
  for (const [key, df] of documentFrequency) idf.set(key, Math.log(1 + total / df));

  const synonyms = new Map<string, string[]>();
  for (const group of synonymGroups) {
    const members = group.map((term) => foldedWords(term).join(' ')).filter(Boolean);
    for (const member of members) {
      synonyms.set(member, [...new Set([...(synonyms.get(member) ?? []), ...members])]);
      for (const word of member.split(' '))
        if (word.length >= 4 && !stopWords.has(word)) vocabulary.add(word);
    }
  }
  return { segments, names, idf, synonyms, vocabulary: [...vocabulary].sort((a, b) => b.length - a.length) };
}

/** One piece of the advertiser's text. */
export interface SuggestionTextPart {
  text: string;
  source: TextSource;
}

/** What one text key stands for: the best weight and the advertiser's word behind it. */
interface TextKey {
  weight: number;
  word: string;
  source: TextSource;
}

/**
 * Splits a site address into words the catalogue knows: "www.cafeserraazul.com.br" → "cafe", and
 * the dashed or dotted parts as they are.
 */
export function siteWords(site: string, index: SuggestionTextIndex): string[] {
  let host = site.trim().toLowerCase();
  try {
    host = new URL(/^[a-z]+:\/\//.test(host) ? host : `https://${host}`).hostname;
  } catch {
    // not a URL: read it as text
  }
  const labels = host
    .replace(/^www\d?\./, '')
    .split('.')
    .filter(
      (label) => !['com', 'br', 'net', 'org', 'gov', 'edu', 'io', 'app', 'shop', 'store'].includes(label),
    );
  const words: string[] = [];
  for (const label of labels) {
    for (const part of label.split(/[-_]+/).filter(Boolean)) {
      words.push(part);
      if (part.length < 8) continue;
      // Joined words: take the catalogue's words found inside, longest first, without overlaps.
      const taken: boolean[] = Array.from({ length: part.length }, () => false);
      for (const word of index.vocabulary) {
        if (word.length < 4 || word.length >= part.length) continue;
        const at = part.indexOf(word);
        if (at < 0 || taken.slice(at, at + word.length).some(Boolean)) continue;
        for (let i = at; i < at + word.length; i++) taken[i] = true;
        words.push(word);
      }
    }
  }
  return words;
}

/** The advertiser's text as weighted keys (words, stems, synonyms). */
function textKeys(parts: readonly SuggestionTextPart[], index: SuggestionTextIndex) {
  const keys = new Map<string, TextKey>();
  const put = (key: string, value: TextKey) => {
    const current = keys.get(key);
    if (!current || current.weight < value.weight) keys.set(key, value);
  };
  const putWord = (word: string, weight: number, display: string, source: TextSource) => {
    for (const language of ['pt', 'en'] as const)
      for (const key of keysOf(word, language)) put(key, { weight, word: display, source });
  };
  for (const part of parts) {
    const all = foldedWords(part.text);
    const words = meaningful(all).filter((w) => !genericWords.has(w) && w.length > 1);
    const weight = sourceWeight[part.source];
    for (const word of words) {
      putWord(word, weight, word, part.source);
      for (const synonym of index.synonyms.get(word) ?? []) {
        // A phrase synonym ("eye care") lends its words at half weight: "care" alone is not "ótica".
        const words = meaningful(synonym.split(' '));
        const factor = words.length > 1 ? synonymWeight * phraseWordWeight : synonymWeight;
        for (const w of words) putWord(w, weight * factor, word, part.source);
      }
    }
    // Two-word phrases of the synonym table ("animal estimacao", "cartao credito").
    for (let i = 0; i + 1 < all.length; i++) {
      const phrase = `${all[i]} ${all[i + 1]}`;
      for (const synonym of index.synonyms.get(phrase) ?? [])
        for (const w of meaningful(synonym.split(' ')))
          putWord(w, weight * synonymWeight, phrase, part.source);
    }
  }
  return keys;
}

export interface TextMatch {
  /** 0–1: the share of the segment's name the text covers (IDF-weighted), times the source's trust. */
  score: number;
  /** The advertiser's words that matched, by source. */
  words: { word: string; source: TextSource }[];
  /** Set when the score comes from a child segment (the category tree). */
  viaChildId?: string;
}

/** Scores every segment against the advertiser's text; segments with no match are left out. */
export function matchSuggestionText(
  parts: readonly SuggestionTextPart[],
  index: SuggestionTextIndex,
): Map<string, TextMatch> {
  const keys = textKeys(parts, index);
  const own = new Map<string, TextMatch>();
  if (keys.size === 0) return own;
  for (const segment of index.segments) {
    let best: TextMatch | undefined;
    for (const name of index.names.get(segment.id) ?? []) {
      let covered = 0;
      let total = 0;
      const words: TextMatch['words'] = [];
      for (const { keys: nameKeys } of name.words) {
        const weight = Math.max(...nameKeys.map((k) => index.idf.get(k) ?? 0));
        total += weight;
        let hit: TextKey | undefined;
        for (const key of nameKeys) {
          const found = keys.get(key);
          if (found && (!hit || found.weight > hit.weight)) hit = found;
        }
        if (!hit) continue;
        covered += weight * hit.weight;
        if (!words.some((w) => w.word === hit.word)) words.push({ word: hit.word, source: hit.source });
      }
      if (covered === 0 || total === 0) continue;
      const score = covered / total;
      if (!best || score > best.score) best = { score, words };
    }
    if (best) own.set(segment.id, best);
  }
  // The category tree: a parent is as good as a share of its best child (children come after
  // their parents in the taxonomy, so walk backwards and lift each score to its parent).
  const result = new Map(own);
  for (let i = index.segments.length - 1; i >= 0; i--) {
    const segment = index.segments[i]!;
    const match = result.get(segment.id);
    if (!match || !segment.parentId) continue;
    const lifted = match.score * childShare;
    const parent = result.get(segment.parentId);
    if (!parent || parent.score < lifted)
      result.set(segment.parentId, {
        score: lifted,
        words: match.words,
        viaChildId: match.viaChildId ?? segment.id,
      });
  }
  return result;
}
