import { readFileSync } from 'node:fs';
import { parseContentTier1, type Language } from '@verba/domain';
import { domainDataFile } from '@verba/domain/data-files';

export interface ContentCategoryNames {
  id: string;
  names: Record<Language, string>;
}

function loadContentCategories(): ContentCategoryNames[] {
  const read = (file: string) =>
    JSON.parse(readFileSync(domainDataFile(file), 'utf8')) as Record<string, string>;
  const ptBr = read('content-category-names.pt-BR.json');
  const es = read('content-category-names.es.json');
  return parseContentTier1(readFileSync(domainDataFile('iab-content-taxonomy-3.1.tsv'), 'utf8')).map((c) => ({
    id: c.id,
    names: { en: c.name, pt_BR: ptBr[c.id] ?? c.name, es: es[c.id] ?? c.name },
  }));
}

let cached: ContentCategoryNames[] | undefined;

/** Tier 1 of the IAB Content Taxonomy 3.1 with its three names, read once per process. */
export const contentCategories = (): readonly ContentCategoryNames[] => (cached ??= loadContentCategories());
