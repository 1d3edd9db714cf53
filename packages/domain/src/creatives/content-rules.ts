/**
 * Words checked in a creative's texts. Blocked words refuse the creative
 * (ASSET_CONTAINS_PROHIBITED_CONTENT); certification words (regulated categories: betting,
 * medicines…) keep it pending for staff (ASSET_REQUIRES_CERTIFICATION). Both lists are the
 * defaults of CREATIVE_BLOCKED_WORDS and CREATIVE_CERTIFICATION_WORDS.
 */
export const defaultBlockedWords = [
  'pornografia',
  'pornography',
  'cocaína',
  'cocaine',
  'arma de fogo',
  'firearm',
] as const;
export const defaultCertificationWords = [
  'aposta',
  'apostas',
  'bet',
  'cassino',
  'casino',
  'loteria',
  'medicamento',
  'remédio',
  'farmácia',
  'tarja preta',
] as const;

/** Lower-case, accents kept, every run of non-letters a single space, padded for whole-word search. */
const words = (value: string) =>
  ` ${value
    .toLocaleLowerCase('pt-BR')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** The first listed word or phrase found as whole words in any of the texts, or undefined. */
export function findListedWord(texts: readonly (string | null | undefined)[], list: readonly string[]) {
  const haystack = texts.filter((t): t is string => !!t).map(words);
  for (const entry of list) {
    const needle = words(entry);
    if (needle.trim() && haystack.some((h) => h.includes(needle))) return entry;
  }
  return undefined;
}
