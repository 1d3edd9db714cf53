import { and, eq, inArray } from 'drizzle-orm';
import { audienceFavorites } from '@verba/db';
import type { Actor, Deps } from '../deps';

/** Which of these segments the signed-in user has starred (none for an anonymous visitor). */
export async function favoriteSegmentIds(
  deps: Deps,
  actor: Actor | null | undefined,
  segmentIds: readonly string[],
) {
  if (!actor || segmentIds.length === 0) return new Set<string>();
  const rows = await deps.db
    .select({ segmentId: audienceFavorites.segmentId })
    .from(audienceFavorites)
    .where(
      and(eq(audienceFavorites.userId, actor.userId), inArray(audienceFavorites.segmentId, [...segmentIds])),
    );
  return new Set(rows.map((r) => r.segmentId));
}
