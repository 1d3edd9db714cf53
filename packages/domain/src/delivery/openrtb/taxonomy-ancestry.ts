/**
 * Taxonomy ancestors, so a request naming a deep category or segment reaches strategies that
 * target its broader parent: "Soccer" reaches "Sports". Strategies target Content Taxonomy tier 1
 * ids and Audience Taxonomy segments of any tier; exchanges send the most specific ids they have.
 */
export interface TaxonomyNode {
  id: string;
  parentId: string | null;
}

/** The ancestors of an id, nearest first, without the id itself (empty for unknown ids). */
export type Ancestry = (id: string) => readonly string[];

export function createAncestry(nodes: readonly TaxonomyNode[]): Ancestry {
  const parentOf = new Map(nodes.map((n) => [n.id, n.parentId]));
  const memo = new Map<string, readonly string[]>();
  return (id) => {
    const known = memo.get(id);
    if (known) return known;
    if (!parentOf.has(id)) return [];
    const ancestors: string[] = [];
    for (let parent = parentOf.get(id); parent && !ancestors.includes(parent); parent = parentOf.get(parent))
      ancestors.push(parent);
    memo.set(id, ancestors);
    return ancestors;
  };
}

/** Content Taxonomy 3.x TSV (two header rows; Unique ID, Parent, …) → nodes. */
export function parseContentTaxonomyNodes(tsv: string): TaxonomyNode[] {
  return tsv
    .split(/\r?\n/)
    .slice(2)
    .map((line) => line.split('\t'))
    .filter((cells) => cells[0]?.trim())
    .map((cells) => ({ id: cells[0]!.trim(), parentId: cells[1]?.trim() || null }));
}
