import type { Language } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { audienceCatalogue } from './audience-catalogue';
import { favoriteSegmentIds } from './favorite-flags';
import { toSegmentView } from './segment-view';

/** `GET audiences/segments/:id` (public): one segment with its path from tier 1 and its children. */
export async function getSegment({
  deps,
  actor,
  language,
  id,
}: {
  deps: Deps;
  actor?: Actor | null | undefined;
  language: Language;
  id: string;
}) {
  const catalogue = audienceCatalogue();
  const segment = catalogue.byId.get(id);
  if (!segment) throw fail('NOT_FOUND');
  const path = [];
  for (let parent = segment.parentId; parent; parent = catalogue.byId.get(parent)?.parentId ?? null) {
    const ancestor = catalogue.byId.get(parent)!;
    path.unshift({ id: ancestor.id, name: catalogue.nameOf(ancestor, language).name });
  }
  const favorites = await favoriteSegmentIds(deps, actor, [segment.id]);
  return {
    ...toSegmentView(catalogue, segment, language),
    favorite: favorites.has(segment.id),
    path,
    children: (catalogue.childrenOf.get(segment.id) ?? []).map((child) =>
      toSegmentView(catalogue, child, language),
    ),
  };
}
