import { and, asc, count, eq, ilike, inArray, like, sql, type SQL } from 'drizzle-orm';
import { customListEntries } from '@verba/db';
import type { ListCustomListEntriesQuery } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { pageMeta, totalColumn, totalOf } from '../paging';
import { findCustomList } from './find-custom-list';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A list's entries in value order (its primary key). The search matches part of a domain or app
 * id; in an e-mail audience, the beginning of a hash: the SPA hashes a typed address in the
 * browser, so no address reaches the server (nor its request log) to search.
 */
export async function listCustomListEntries({
  deps,
  actor,
  id,
  query,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  query: ListCustomListEntriesQuery;
}) {
  const list = await findCustomList({ db: deps.db, companyId: actor.companyId, id });
  const conditions: SQL[] = [eq(customListEntries.listId, list.id)];
  if (query.search) {
    if (list.entryKind === 'email') {
      const term = query.search.toLowerCase();
      conditions.push(/^[0-9a-f]+$/.test(term) ? like(customListEntries.value, `${term}%`) : sql`false`);
    } else {
      conditions.push(ilike(customListEntries.value, likePattern(query.search)));
    }
  }
  const where = and(...conditions);
  // The page's values from the primary key alone (index-only, however deep the page), in the
  // database's order; then only those rows read whole, put back in that order.
  const counted = deps.db.select({ total: count() }).from(customListEntries).where(where);
  const page = await deps.db
    .select({ value: customListEntries.value, total: totalColumn(counted) })
    .from(customListEntries)
    .where(where)
    .orderBy(asc(customListEntries.value))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const total = await totalOf(page, query.page, () => counted);
  const values = page.map((row) => row.value);
  const found =
    values.length === 0
      ? []
      : await deps.db
          .select({ value: customListEntries.value, createdAt: customListEntries.createdAt })
          .from(customListEntries)
          .where(and(eq(customListEntries.listId, list.id), inArray(customListEntries.value, values)));
  const byValue = new Map(found.map((row) => [row.value, row]));
  const rows = values.flatMap((value) => byValue.get(value) ?? []);
  return {
    data: rows.map((row) => ({ value: row.value, created_at: row.createdAt.toISOString() })),
    meta: pageMeta({ page: query.page, perPage: query.per_page, total }),
  };
}
