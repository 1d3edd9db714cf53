import { readFileSync } from 'node:fs';
import { parseContentTiers1And2, type Language } from '@verba/domain';
import { domainDataFile } from '@verba/domain/data-files';

export interface AdCategoryNames {
  id: string;
  /** The tier-1 category of a tier-2 one; null for tier 1. */
  parentId: string | null;
  names: Record<Language, string>;
}

function loadAdCategories(): AdCategoryNames[] {
  const read = (file: string) =>
    JSON.parse(readFileSync(domainDataFile(file), 'utf8')) as Record<string, string>;
  const ptBr = read('content-category-names.pt-BR.json');
  const es = read('content-category-names.es.json');
  return parseContentTiers1And2(readFileSync(domainDataFile('iab-content-taxonomy-3.1.tsv'), 'utf8')).map(
    (c) => ({
      id: c.id,
      parentId: c.parentId,
      names: { en: c.name, pt_BR: ptBr[c.id] ?? c.name, es: es[c.id] ?? c.name },
    }),
  );
}

let cached: { list: AdCategoryNames[]; byId: Map<string, AdCategoryNames> } | undefined;
const catalogue = () => {
  if (!cached) {
    const list = loadAdCategories();
    cached = { list, byId: new Map(list.map((c) => [c.id, c])) };
  }
  return cached;
};

/** Tiers 1 and 2 of the IAB Content Taxonomy 3.1 with their three names: the ad categories, read once per process. */
export const adCategories = (): readonly AdCategoryNames[] => catalogue().list;

export const isAdCategory = (id: string): boolean => catalogue().byId.has(id);

/**
 * The ids a bid declares and `bcat` is checked against: each category, then the tier-1 parent of
 * a tier-2 one (an exchange that compares ids exactly still blocks a whole tier 1). Unknown ids
 * are dropped.
 */
export function withTier1Parents(ids: readonly string[]): string[] {
  const all = new Set<string>();
  for (const id of ids) {
    const category = catalogue().byId.get(id);
    if (!category) continue;
    all.add(id);
    if (category.parentId) all.add(category.parentId);
  }
  return [...all];
}
