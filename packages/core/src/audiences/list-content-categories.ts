import { contentTaxonomyCattax, type Language } from '@verba/domain';
import { contentCategories } from './content-categories';

/**
 * `GET content-categories` (public): tier 1 of the IAB Content Taxonomy 3.1, keyed by IAB id
 * (OpenRTB `cattax` 7), named in the request's language and sorted by that name, with all three names.
 */
export function listContentCategories({ language }: { language: Language }) {
  const collator = new Intl.Collator(language.replace('_', '-'));
  return {
    data: contentCategories()
      .map((c) => ({ id: c.id, cattax: contentTaxonomyCattax, name: c.names[language], names: c.names }))
      .sort((a, b) => collator.compare(a.name, b.name)),
  };
}
