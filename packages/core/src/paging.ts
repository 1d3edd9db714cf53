import { count, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@verba/db';

/** The `meta` of a paged list (DESIGN §4): at least one page, even when empty. */
export function pageMeta({ page, perPage, total }: { page: number; perPage: number; total: number }) {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/**
 * The list's total as a column of its page's statement (issue 13): `countQuery` is the list's
 * `SELECT count(*) … WHERE <its filters>`. Uncorrelated, so PostgreSQL computes it once (an
 * InitPlan), and a page costs one statement instead of a page and a count.
 */
export const totalColumn = (countQuery: SQLWrapper) => sql<number>`(${countQuery})`.mapWith(Number);

/**
 * The total the page's rows carry (`totalColumn`). An empty first page is an empty list; only a
 * page past the last has no row to carry it, and then `count` runs alone.
 */
export async function totalOf(
  rows: readonly { total: number }[],
  page: number,
  count: () => PromiseLike<{ total: number }[]>,
): Promise<number> {
  if (rows[0]) return rows[0].total;
  if (page <= 1) return 0;
  const [row] = await count();
  return row?.total ?? 0;
}

/**
 * A list's page of ids in its index order, and its count, over the same filters: the ids come from
 * an index-only scan however deep the page, so the caller reads only the page's rows whole
 * (`inArray(<id>, pageIds)`), carrying `totalColumn(counted)` on that one statement.
 */
export function idsPage({
  db,
  table,
  id,
  where,
  order,
  page,
  perPage,
}: {
  db: Db;
  table: PgTable;
  id: AnyPgColumn;
  where: SQL | undefined;
  order: (AnyPgColumn | SQL)[];
  page: number;
  perPage: number;
}) {
  const pageIds = db
    .select({ id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(perPage)
    .offset((page - 1) * perPage);
  const counted = db.select({ total: count() }).from(table).where(where);
  return { pageIds, counted };
}
