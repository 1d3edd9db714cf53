import { and, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { pixelGroups } from '@verba/db';
import type { ListPixelGroupsQuery } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { isUuid } from '../ids';
import { pageMeta, idsPage, totalColumn, totalOf } from '../paging';
import { likePattern } from './like-pattern';
import { pixelGroupViews } from './pixel-group-view';

/**
 * The company's pixel groups, newest first (index pixel_groups_company_created_id, or the
 * advertiser's index with `advertiser_id`), filtered by status and searched by name; each with
 * its rules, so the campaign wizard can offer an advertiser's active pixels.
 */
export async function listPixelGroups({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: ListPixelGroupsQuery;
}) {
  const conditions: SQL[] = [eq(pixelGroups.companyId, actor.companyId)];
  if (query.advertiser_id !== undefined) {
    if (!isUuid(query.advertiser_id))
      return { data: [], meta: pageMeta({ page: query.page, perPage: query.per_page, total: 0 }) };
    conditions.push(eq(pixelGroups.advertiserId, query.advertiser_id));
  }
  if (query.status) conditions.push(eq(pixelGroups.status, query.status));
  if (query.search) conditions.push(ilike(pixelGroups.name, likePattern(query.search)));
  const where = and(...conditions);
  const order = [desc(pixelGroups.createdAt), desc(pixelGroups.id)];
  const { pageIds, counted } = idsPage({
    db: deps.db,
    table: pixelGroups,
    id: pixelGroups.id,
    where,
    order,
    page: query.page,
    perPage: query.per_page,
  });
  const rows = await deps.db
    .select({ group: pixelGroups, total: totalColumn(counted) })
    .from(pixelGroups)
    .where(inArray(pixelGroups.id, pageIds))
    .orderBy(...order);
  const total = await totalOf(rows, query.page, () => counted);
  const groups = rows.map((r) => r.group);
  return {
    data: await pixelGroupViews({ db: deps.db, groups }),
    meta: pageMeta({ page: query.page, perPage: query.per_page, total }),
  };
}
