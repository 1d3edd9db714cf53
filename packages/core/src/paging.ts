import { sql, type SQLWrapper } from 'drizzle-orm';

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
