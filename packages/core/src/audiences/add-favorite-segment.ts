import { audienceFavorites } from '@verba/db';
import type { Language } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { audienceCatalogue } from './audience-catalogue';
import { toSegmentView } from './segment-view';

/** `PUT audiences/favorites/:id`: stars a catalogue segment for the signed-in user; starring it again changes nothing. */
export async function addFavoriteSegment({
  deps,
  actor,
  language,
  segmentId,
}: {
  deps: Deps;
  actor: Actor;
  language: Language;
  segmentId: string;
}) {
  const catalogue = audienceCatalogue();
  const segment = catalogue.byId.get(segmentId);
  if (!segment) throw fail('NOT_FOUND');
  await deps.db
    .insert(audienceFavorites)
    .values({ userId: actor.userId, segmentId, createdAt: deps.now() })
    .onConflictDoNothing();
  return { ...toSegmentView(catalogue, segment, language), favorite: true };
}
