import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { advertisers, customLists } from '@verba/db';
import type { ListCustomListsQuery } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { isUuid } from '../ids';
import { pageMeta } from '../paging';
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
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    deps.db
      .select({ list: customLists, advertiser: { name: advertisers.name, createdAt: advertisers.createdAt } })
      .from(customLists)
      .innerJoin(advertisers, eq(advertisers.id, customLists.advertiserId))
      .where(where)
      .orderBy(asc(sql`lower(${customLists.name})`), asc(customLists.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    deps.db.select({ total: count() }).from(customLists).where(where),
  ]);
  return {
    data: rows.map((row) => toCustomListView(row.list, row.advertiser)),
    meta: pageMeta({ page: query.page, perPage: query.per_page, total }),
  };
}
