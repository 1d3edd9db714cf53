import { count, desc, eq } from 'drizzle-orm';
import { audienceFavorites } from '@verba/db';
import type { Language } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { pageMeta, totalColumn, totalOf } from '../paging';
import { audienceCatalogue } from './audience-catalogue';
import { toSegmentView } from './segment-view';

/** `GET audiences/favorites`: the signed-in user's starred segments, newest first, paged in index order. */
export async function listFavoriteSegments({
  deps,
  actor,
  language,
  query,
}: {
  deps: Deps;
  actor: Actor;
  language: Language;
  query: { page: number; per_page: number };
}) {
  const mine = eq(audienceFavorites.userId, actor.userId);
  const counted = deps.db.select({ total: count() }).from(audienceFavorites).where(mine);
  const rows = await deps.db
    .select({
      segmentId: audienceFavorites.segmentId,
      createdAt: audienceFavorites.createdAt,
      total: totalColumn(counted),
    })
    .from(audienceFavorites)
    .where(mine)
    .orderBy(desc(audienceFavorites.createdAt), audienceFavorites.segmentId)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const total = await totalOf(rows, query.page, () => counted);
  const catalogue = audienceCatalogue();
  return {
    data: rows.flatMap((row) => {
      const segment = catalogue.byId.get(row.segmentId);
      if (!segment) return [];
      return [
        {
          ...toSegmentView(catalogue, segment, language),
          favorite: true,
          favorited_at: row.createdAt.toISOString(),
        },
      ];
    }),
    meta: pageMeta({ page: query.page, perPage: query.per_page, total }),
  };
}
