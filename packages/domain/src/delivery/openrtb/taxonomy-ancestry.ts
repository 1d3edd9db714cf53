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
export interface Ancestry {
  (id: string): readonly string[];
  /** The same answers numbered, for de-duplicating ids with their ancestors cheaply (from `createAncestry`). */
  readonly table?: AncestryTable;
}

/**
 * Every id of a taxonomy (the nodes and the parents they name) numbered, with its ancestors'
 * numbers: a request's ids and their ancestors are de-duplicated by number, not by string.
 */
export interface AncestryTable {
  /** The number of each id. */
  readonly slotOf: ReadonlyMap<string, number>;
  /** The number of an id, or -1 when the taxonomy does not know it (`slotOf`, without hashing decimal ids). */
  slot(id: string): number;
  /** The id of each number. */
  readonly ids: readonly string[];
  /** The ancestors' numbers of each number, nearest first (what the Ancestry answers for its id). */
  readonly parents: readonly (readonly number[])[];
  /**
   * A new mark: `marks[slot] === mark` says the slot was taken by the list being built. One list at
   * a time (the parse is synchronous); each list asks its own mark.
   */
  nextMark(): number;
  readonly marks: Uint32Array;
}

/** Decimal ids of at most this many digits are found by value; longer ones by text. */
const maxDecimalDigits = 6;

/**
 * The value of an id written as a plain decimal ("406", "0"; not "0406", "+4", "4.0", " 4"), else -1:
 * two ids with the same value are the same text.
 */
function decimalValue(id: string): number {
  const length = id.length;
  if (length === 0 || length > maxDecimalDigits) return -1;
  if (length > 1 && id.charCodeAt(0) === 48) return -1;
  let value = 0;
  for (let i = 0; i < length; i++) {
    const digit = id.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

function ancestryTable(
  nodes: readonly TaxonomyNode[],
  ancestry: (id: string) => readonly string[],
): AncestryTable {
  const slotOf = new Map<string, number>();
  const ids: string[] = [];
  const number = (id: string) => {
    if (!slotOf.has(id)) {
      slotOf.set(id, ids.length);
      ids.push(id);
    }
  };
  for (const node of nodes) {
    number(node.id);
    if (node.parentId) number(node.parentId);
  }
  const parents = ids.map((id) => Object.freeze(ancestry(id).map((parent) => slotOf.get(parent)!)));
  // Most taxonomy ids are decimal ("406"): those are found by their value in an array.
  let largest = -1;
  for (const id of ids) {
    const value = decimalValue(id);
    if (value > largest) largest = value;
  }
  const byValue = new Int32Array(largest + 1).fill(-1);
  ids.forEach((id, slot) => {
    const value = decimalValue(id);
    if (value >= 0) byValue[value] = slot;
  });
  const marks = new Uint32Array(ids.length);
  let mark = 0;
  return {
    slotOf,
    slot(id) {
      const value = decimalValue(id);
      if (value >= 0) return value < byValue.length ? byValue[value]! : -1;
      return slotOf.get(id) ?? -1;
    },
    ids,
    parents,
    marks,
    nextMark() {
      if (mark === 0xffff_ffff) {
        marks.fill(0);
        mark = 0;
      }
      return ++mark;
    },
  };
}

export function createAncestry(nodes: readonly TaxonomyNode[]): Ancestry {
  const parentOf = new Map(nodes.map((n) => [n.id, n.parentId]));
  const memo = new Map<string, readonly string[]>();
  const ancestry = (id: string): readonly string[] => {
    const known = memo.get(id);
    if (known) return known;
    if (!parentOf.has(id)) return [];
    const ancestors: string[] = [];
    for (let parent = parentOf.get(id); parent && !ancestors.includes(parent); parent = parentOf.get(parent))
      ancestors.push(parent);
    memo.set(id, ancestors);
    return ancestors;
  };
  return Object.assign(ancestry, { table: ancestryTable(nodes, ancestry) });
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
