import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { advertisers, customLists } from '@verba/db';
import type { ListCustomListsQuery } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { isUuid } from '../ids';
import { pageMeta, idsPage, totalColumn, totalOf } from '../paging';
import { toCustomListView } from './custom-list-view';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The company's lists by name (the order of migration 0026's indexes), filtered by advertiser,
 * type and a search in the name — what the campaign wizard picks from, per advertiser.
 */
export async function listCustomLists({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: ListCustomListsQuery;
}) {
  if (query.advertiser_id !== undefined && !isUuid(query.advertiser_id))
    return { data: [], meta: pageMeta({ page: query.page, perPage: query.per_page, total: 0 }) };
  const conditions: SQL[] = [eq(customLists.companyId, actor.companyId)];
  if (query.advertiser_id) conditions.push(eq(customLists.advertiserId, query.advertiser_id));
  if (query.type) conditions.push(eq(customLists.type, query.type));
  if (query.search) conditions.push(ilike(customLists.name, likePattern(query.search)));
  const where = and(...conditions);
  // One advertiser's lists are unique by name (its index orders them); otherwise the id breaks ties.
  const order = query.advertiser_id
    ? [asc(sql`lower(${customLists.name})`)]
    : [asc(sql`lower(${customLists.name})`), asc(customLists.id)];
  const { pageIds, counted } = idsPage({
    db: deps.db,
    table: customLists,
    id: customLists.id,
    where,
    order,
    page: query.page,
    perPage: query.per_page,
  });
  const rows = await deps.db
    .select({
      list: customLists,
      advertiser: {
        name: advertisers.name,
        displayName: advertisers.displayName,
        createdAt: advertisers.createdAt,
      },
      total: totalColumn(counted),
    })
    .from(customLists)
    .innerJoin(advertisers, eq(advertisers.id, customLists.advertiserId))
    .where(inArray(customLists.id, pageIds))
    .orderBy(...order);
  const total = await totalOf(rows, query.page, () => counted);
  return {
    data: rows.map((row) => toCustomListView(row.list, row.advertiser)),
    meta: pageMeta({ page: query.page, perPage: query.per_page, total }),
  };
}
