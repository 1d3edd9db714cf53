import { contentTaxonomyCattax, type Language } from '@verba/domain';
import { adCategories } from './ad-categories';

/**
 * `GET ad-categories` (public): tiers 1 and 2 of the IAB Content Taxonomy 3.1 (OpenRTB `cattax` 7),
 * what an advertiser may declare as its ad categories. Named in the request's language; each
 * tier-1 category (sorted by name) is followed by its tier-2 children (sorted by name).
 */
export function listAdCategories({ language }: { language: Language }) {
  const collator = new Intl.Collator(language.replace('_', '-'));
  const view = (c: (typeof all)[number]) => ({
    id: c.id,
    cattax: contentTaxonomyCattax,
    parent_id: c.parentId,
    name: c.names[language],
    names: c.names,
  });
  const all = adCategories();
  const byName = (a: (typeof all)[number], b: (typeof all)[number]) =>
    collator.compare(a.names[language], b.names[language]);
  return {
    data: all
      .filter((c) => c.parentId === null)
      .sort(byName)
      .flatMap((tier1) => [
        view(tier1),
        ...all
          .filter((c) => c.parentId === tier1.id)
          .sort(byName)
          .map(view),
      ]),
  };
}
