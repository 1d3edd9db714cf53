import { and, eq } from 'drizzle-orm';
import { audienceFavorites } from '@verba/db';
import type { Actor, Deps } from '../deps';

/** `DELETE audiences/favorites/:id`: unstars a segment for the signed-in user (already unstarred: nothing to do). */
export async function removeFavoriteSegment({
  deps,
  actor,
  segmentId,
}: {
  deps: Deps;
  actor: Actor;
  segmentId: string;
}) {
  await deps.db
    .delete(audienceFavorites)
    .where(and(eq(audienceFavorites.userId, actor.userId), eq(audienceFavorites.segmentId, segmentId)));
}
