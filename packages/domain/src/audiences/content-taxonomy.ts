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

export interface AdCategory extends ContentCategory {
  /** The tier-1 category of a tier-2 one; null for tier 1. */
  parentId: string | null;
}

/**
 * Tiers 1 and 2 of the same TSV: what an advertiser may declare as its ad categories (bid `cat`,
 * checked against `bcat`). Tier 1 first, each followed by its tier-2 children in file order.
 */
export function parseContentTiers1And2(tsv: string): AdCategory[] {
  const rows = tsv
    .split(/\r?\n/)
    .slice(2)
    .map((line) => line.split('\t').map((cell) => cell.trim()))
    .filter((cells) => cells[0]);
  const tier1 = new Set(rows.filter((cells) => !cells[1]).map((cells) => cells[0]!));
  const children = (parent: string) =>
    rows
      // The tier columns decide: two rows under a tier-1 parent are named as tier 3 by IAB.
      .filter((cells) => cells[1] === parent && !cells[5])
      .map((cells) => ({ id: cells[0]!, name: cells[2]!, parentId: parent }));
  return [...tier1].flatMap((id) => [
    { id, name: rows.find((cells) => cells[0] === id)![2]!, parentId: null },
    ...children(id),
  ]);
}
