/**
 * Tier 1 of the IAB Tech Lab Content Taxonomy 3.1 (packages/domain/data/iab-content-taxonomy-3.1.tsv):
 * the content categories of contextual targeting, keyed by IAB id (OpenRTB `cattax` 7).
 */
export const contentTaxonomyCattax = 7;

export interface ContentCategory {
  id: string;
  /** English name as IAB writes it. */
  name: string;
}

/** Parses the TSV (two header rows; columns Unique ID, Parent, Name, Tier 1…) keeping the rows without a parent. */
export function parseContentTier1(tsv: string): ContentCategory[] {
  return tsv
    .split(/\r?\n/)
    .slice(2)
    .map((line) => line.split('\t'))
    .filter((cells) => cells[0]?.trim() && !cells[1]?.trim())
    .map((cells) => ({ id: cells[0]!.trim(), name: cells[2]!.trim() }));
}
