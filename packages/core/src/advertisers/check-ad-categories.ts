import { invalidField } from '../errors';
import { isAdCategory } from '../audiences/ad-categories';

/** Refuses (422 on `ad_category_ids`) an id that is not a tier-1 or tier-2 content category. */
export function assertAdCategories(ids: readonly string[] | undefined) {
  if (ids?.some((id) => !isAdCategory(id)))
    throw invalidField('ad_category_ids', 'advertisers:validation.ad_category');
}
