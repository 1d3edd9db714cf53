/**
 * Audience search as an advertiser types it: accent- and case-insensitive, plural- and stem-tolerant
 * (Snowball stemmers for Portuguese, Spanish and English), with a table of synonyms for the words
 * advertisers use (packages/domain/data/audience-synonyms.json), in the user's language and in
 * English. Pure: the caller reads the synonyms file and passes its groups.
 *
 * Ranks, best first: 0 the whole name, 1 the name starts with the query, 2 each query word is a
 * word (or the start of a word) of the name, 3 each query word shares its stem with a word of the
 * name, 4 each query word (or the whole query) matches through a synonym. -1: no match.
 */
import snowball from 'snowball-stemmers';
import type { Language } from '../languages';
import { foldForSearch, searchStems } from './search-text';

export const matchRanks = { exact: 0, prefix: 1, word: 2, stem: 3, synonym: 4 } as const;

const stemmers = {
  pt_BR: snowball.newStemmer('portuguese'),
  es: snowball.newStemmer('spanish'),
  en: snowball.newStemmer('english'),
} satisfies Record<Language, { stem(word: string): string }>;

/** Words that carry no meaning in a multi-word query ("animais de estimação", "food and drink"). */
const stopWords = new Set([
  'de',
  'da',
  'do',
  'das',
  'dos',
  'e',
  'y',
  'a',
  'o',
  'para',
  'com',
  'con',
  'del',
  'la',
  'el',
  'los',
  'las',
  'the',
  'and',
  'of',
  'for',
  'em',
  'en',
]);

/** Portuguese plurals that `searchStems` leaves alone: automóveis → automóvel, animais → animal, cartões → cartão. */
const singular = (word: string) =>
  word.length > 4
    ? word
        .replace(/(?:oes|aes)$/, 'ao')
        .replace(/eis$/, 'el')
        .replace(/ais$/, 'al')
        .replace(/ois$/, 'ol')
    : word;

/** Folded (no accents, lower case, rough singular) words of a text. */
const wordsOf = (text: string): string[] =>
  foldForSearch(text.replace(/[^\p{L}\p{N}]+/gu, ' '))
    .split(' ')
    .filter(Boolean)
    .map((word) => searchStems(singular(word)));
const stemOf = (word: string, language: Language) => (word.length > 3 ? stemmers[language].stem(word) : word);

/** A name prepared for matching, in the language it is written in. */
export interface IndexedName {
  text: string;
  words: readonly string[];
  stems: ReadonlySet<string>;
}

export function indexName(name: string, language: Language): IndexedName {
  const words = wordsOf(name);
  return { text: words.join(' '), words, stems: new Set(words.map((w) => stemOf(w, language))) };
}

export interface SynonymIndex {
  /** For a folded word or phrase: the folded members of every group it belongs to. */
  groupsOf: (term: string) => readonly string[];
}

/** Indexes synonym groups (each a list of words or phrases meaning the same, in any language). */
export function synonymIndex(groups: readonly (readonly string[])[]): SynonymIndex {
  const byTerm = new Map<string, Set<string>>();
  for (const group of groups) {
    const members = group.map((term) => wordsOf(term).join(' ')).filter(Boolean);
    for (const member of members) {
      const set = byTerm.get(member) ?? new Set<string>();
      for (const other of members) set.add(other);
      byTerm.set(member, set);
    }
  }
  return { groupsOf: (term) => [...(byTerm.get(term) ?? [])] };
}

/** A term with its stem in each language, computed once per query. */
interface Term {
  term: string;
  stems: ReadonlyMap<Language, string>;
}
interface QueryWord extends Term {
  word: string;
  synonyms: readonly Term[];
}
const languagesOfStemmers = Object.keys(stemmers) as Language[];
const termOf = (term: string): Term => ({
  term,
  stems: new Map(languagesOfStemmers.map((l) => [l, term.includes(' ') ? term : stemOf(term, l)])),
});

/** A query prepared once and matched against many names. */
export interface PreparedQuery {
  text: string;
  words: readonly QueryWord[];
  /** Synonyms of the whole query when it is a phrase of the table ("animais de estimação"). */
  phraseSynonyms: readonly Term[];
}

export function prepareQuery(query: string, synonyms: SynonymIndex): PreparedQuery {
  const all = wordsOf(query);
  const meaningful = all.filter((w) => !stopWords.has(w));
  const words = (meaningful.length ? meaningful : all).map((word) => ({
    ...termOf(word),
    word,
    synonyms: synonyms
      .groupsOf(word)
      .filter((s) => s !== word)
      .map(termOf),
  }));
  const text = all.join(' ');
  const phrase = all.length > 1 ? synonyms.groupsOf(text).filter((s) => s !== text) : [];
  return { text, words, phraseSynonyms: phrase.map(termOf) };
}

const hasWordStarting = (name: IndexedName, word: string) => name.words.some((w) => w.startsWith(word));
const containsTerm = (name: IndexedName, { term, stems }: Term, language: Language) =>
  term.includes(' ')
    ? ` ${name.text} `.includes(` ${term} `)
    : name.words.includes(term) || name.stems.has(stems.get(language)!);

/** How well a query matches a name written in `language` (see the ranks above); -1: not at all. */
export function rankName(query: PreparedQuery, name: IndexedName, language: Language): number {
  if (!query.text || query.words.length === 0) return -1;
  if (name.text === query.text) return matchRanks.exact;
  if (name.text.startsWith(query.text)) return matchRanks.prefix;
  let worst: number = matchRanks.exact;
  for (const q of query.words) {
    let best = -1;
    if (hasWordStarting(name, q.word)) best = matchRanks.word;
    else if (name.stems.has(q.stems.get(language)!)) best = matchRanks.stem;
    else if (q.synonyms.some((s) => containsTerm(name, s, language))) best = matchRanks.synonym;
    if (best < 0) {
      worst = -1;
      break;
    }
    worst = Math.max(worst, best);
  }
  if (worst >= 0) return worst;
  return query.phraseSynonyms.some((s) => containsTerm(name, s, language)) ? matchRanks.synonym : -1;
}

/** The best rank of a query over a segment's names (its translation and its English name). */
export function rankNames(
  query: PreparedQuery,
  names: readonly { name: IndexedName; language: Language }[],
): number {
  const ranks = names.map((n) => rankName(query, n.name, n.language)).filter((r) => r >= 0);
  return ranks.length ? Math.min(...ranks) : -1;
}
