import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { users } from '@verba/db';
import type { ListUsersQuery } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { presentUser } from './present-user';
import { pageMeta, totalColumn, totalOf } from '../paging';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The users of the actor's company, paged. A company_id filter naming another company answers an
 * empty page: users never see, nor learn about, other companies' users.
 */
export async function listUsers({ deps, actor, query }: { deps: Deps; actor: Actor; query: ListUsersQuery }) {
  const { page, per_page: perPage } = query;
  const emptyPage = { data: [], meta: { current_page: page, per_page: perPage, total: 0, last_page: 1 } };
  if (query.company_id && query.company_id !== actor.companyId) return emptyPage;

  const pattern = query.search ? `%${escapeLike(query.search)}%` : undefined;
  const where = and(
    eq(users.companyId, actor.companyId),
    isNull(users.deletedAt),
    query.is_active === undefined ? undefined : eq(users.isActive, query.is_active),
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
  );
  const order = [asc(sql`lower(${users.name})`), asc(users.id)];
  // The page's ids come from the index alone (index-only scan, however deep the page); only the
  // page's rows are then read whole.
  const pageIds = deps.db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(perPage)
    .offset((page - 1) * perPage);
  const counted = deps.db.select({ total: count() }).from(users).where(where);
  const rows = await deps.db
    .select({ user: users, total: totalColumn(counted) })
    .from(users)
    .where(inArray(users.id, pageIds))
    .orderBy(...order);
  const total = await totalOf(rows, page, counted);
  return {
    data: rows.map((row) => presentUser(row.user, deps.now())),
    meta: pageMeta({ page, perPage, total }),
  };
}
