import { readFileSync } from 'node:fs';
import { contentTaxonomyCattax, parseContentTier1, type Language } from '@verba/domain';
import { domainDataFile } from '@verba/domain/data-files';

interface ContentCategoryNames {
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

/**
 * `GET content-categories` (public): tier 1 of the IAB Content Taxonomy 3.1, keyed by IAB id
 * (OpenRTB `cattax` 7), named in the request's language and sorted by that name, with all three names.
 */
export function listContentCategories({ language }: { language: Language }) {
  const categories = (cached ??= loadContentCategories());
  const collator = new Intl.Collator(language.replace('_', '-'));
  return {
    data: categories
      .map((c) => ({ id: c.id, cattax: contentTaxonomyCattax, name: c.names[language], names: c.names }))
      .sort((a, b) => collator.compare(a.name, b.name)),
  };
}
