import { type AudienceSegment, type Language, type ListSegmentsQuery } from '@verba/domain';
import { prepareQuery, rankNames } from '@verba/domain/audiences/audience-search';
import type { Actor, Deps } from '../deps';
import { pageMeta } from '../paging';
import { audienceCatalogue } from './audience-catalogue';
import { favoriteSegmentIds } from './favorite-flags';
import { toSegmentView } from './segment-view';

/**
 * `GET audiences/segments` (public): the catalogue paged in the taxonomy's order, or a parent's
 * children, a class, a tier; a search matches the names in the request's language and in English,
 * ignoring accents and case, by word, stem and synonym (`rankName`: the exact name first, then
 * names that start with it, whole words, stems, synonyms), every tier translated. Each row carries
 * its path (ancestors' names) so a deep match says where it sits. Signed in, each row says whether
 * the user starred it.
 */
export async function listSegments({
  deps,
  actor,
  language,
  query,
}: {
  deps: Deps;
  actor?: Actor | null | undefined;
  language: Language;
  query: ListSegmentsQuery;
}) {
  const catalogue = audienceCatalogue();
  let rows: readonly AudienceSegment[] = query.parent
    ? (catalogue.childrenOf.get(query.parent) ?? [])
    : catalogue.segments;
  if (query.class) rows = rows.filter((s) => s.class === query.class);
  if (query.tier) rows = rows.filter((s) => s.tier === query.tier);
  const search = query.search ? prepareQuery(query.search, catalogue.synonyms) : undefined;
  if (search?.text) {
    const rank = (segment: AudienceSegment) => rankNames(search, catalogue.searchNamesOf(segment, language));
    rows = rows
      .map((segment, order) => ({ segment, order, rank: rank(segment) }))
      .filter((row) => row.rank >= 0)
      .sort((a, b) => a.rank - b.rank || a.segment.tier - b.segment.tier || a.order - b.order)
      .map((row) => row.segment);
  }
  const page = rows.slice((query.page - 1) * query.per_page, query.page * query.per_page);
  const favorites = await favoriteSegmentIds(
    deps,
    actor,
    page.map((s) => s.id),
  );
  return {
    data: page.map((segment) => ({
      ...toSegmentView(catalogue, segment, language),
      path: catalogue.pathOf(segment, language),
      favorite: favorites.has(segment.id),
    })),
    meta: pageMeta({ page: query.page, perPage: query.per_page, total: rows.length }),
  };
}
