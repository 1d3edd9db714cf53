/** Text folded for accent- and case-insensitive search: "Saúde" and "saude" match. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Folded text with each word reduced to a rough singular (Portuguese and Spanish plurals: "viagens"
 * → "viagem", "esportes" → "esporte", "deportes" → "deporte"), so a search finds either number.
 */
export function searchStems(text: string): string {
  return foldForSearch(text)
    .split(' ')
    .map((word) => (word.length > 3 ? word.replace(/ns$/, 'm').replace(/(?<=[a-z]{3})s$/, '') : word))
    .join(' ');
}
