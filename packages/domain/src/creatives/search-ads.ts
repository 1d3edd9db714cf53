/** Responsive search ad limits (spec §5 Search ads). */
export const searchAdLimits = {
  path: 15,
  titlesMin: 3,
  titlesMax: 15,
  title: 30,
  descriptionsMin: 2,
  descriptionsMax: 4,
  description: 90,
  sitelinksMin: 2,
  sitelinksRecommended: 4,
  sitelinksMax: 20,
  sitelinkText: 25,
  sitelinkLine: 35,
  calloutsMax: 20,
  callout: 25,
  keywordsRecommendedMin: 20,
  keywordsRecommendedMax: 30,
  keywordsMax: 200,
  keyword: 80,
} as const;

/** Text compared for uniqueness: case, accents of spacing and surrounding blanks do not make two entries different. */
export const sameText = (value: string) => value.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');

/** A sitelink's identity: its text plus final URL must be unique within the ad. */
export const sitelinkIdentity = (s: { text: string; final_url: string }) =>
  `${sameText(s.text)}\u0000${s.final_url.trim().toLowerCase()}`;

/** Indexes of entries that repeat an earlier one (the first occurrence is not reported). */
export function repeatedIndexes<T>(items: readonly T[], identity: (item: T) => string): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  items.forEach((item, i) => {
    const id = identity(item);
    if (seen.has(id)) repeated.push(i);
    else seen.add(id);
  });
  return repeated;
}
