import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { preparedOnce, users, type Db } from '@verba/db';
import type { ListUsersQuery } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { presentUser } from './present-user';
import { pageMeta, totalColumn, totalOf } from '../paging';
import { cachedRead } from '../read-cache';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const value = sql.placeholder;

/** The list's statements for one set of filters, built once (every value is a placeholder). */
const statements = (db: Db, filters: { active: boolean; search: boolean }) =>
  preparedOnce(db, `list_users_${Number(filters.active)}${Number(filters.search)}`, (name) => {
    const where = and(
      eq(users.companyId, value('companyId')),
      isNull(users.deletedAt),
      filters.active ? eq(users.isActive, value('isActive')) : undefined,
      filters.search
        ? or(ilike(users.name, value('pattern')), ilike(users.email, value('pattern')))
        : undefined,
    );
    const order = [asc(sql`lower(${users.name})`), asc(users.id)];
    // The page's ids come from the index alone (index-only scan, however deep the page); only the
    // page's rows are then read whole.
    const pageIds = db
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(value('limit'))
      .offset(value('offset'));
    const counted = db.select({ total: count() }).from(users).where(where);
    return {
      page: db
        .select({ user: users, total: totalColumn(counted) })
        .from(users)
        .where(inArray(users.id, pageIds))
        .orderBy(...order)
        .prepare(name),
      count: counted.prepare(`${name}_count`),
    };
  });

/**
 * The users of the actor's company, paged. A company_id filter naming another company answers an
 * empty page: users never see, nor learn about, other companies' users.
 */
export async function listUsers({ deps, actor, query }: { deps: Deps; actor: Actor; query: ListUsersQuery }) {
  const { page, per_page: perPage } = query;
  const emptyPage = { data: [], meta: { current_page: page, per_page: perPage, total: 0, last_page: 1 } };
  if (query.company_id && query.company_id !== actor.companyId) return emptyPage;

  const shape = { active: query.is_active !== undefined, search: Boolean(query.search) };
  const { page: pageStatement, count: countStatement } = statements(deps.db, shape);
  const values = {
    companyId: actor.companyId,
    isActive: query.is_active,
    pattern: query.search ? `%${escapeLike(query.search)}%` : undefined,
    limit: perPage,
    offset: (page - 1) * perPage,
  };
  // A pending e-mail leaves the answer when its link expires: the page is kept until the first does.
  let expiresAt = Infinity;
  return cachedRead(deps, {
    name: `list_users_${Number(shape.active)}${Number(shape.search)}`,
    key: JSON.stringify(values),
    tables: ['users'],
    load: async () => {
      const rows = await pageStatement.execute(values);
      const total = await totalOf(rows, page, () => countStatement.execute(values));
      const now = deps.now();
      for (const { user } of rows) {
        const expiry = user.pendingEmail ? user.pendingEmailExpiresAt?.getTime() : undefined;
        if (expiry !== undefined && expiry > now.getTime()) expiresAt = Math.min(expiresAt, expiry);
      }
      return {
        data: rows.map((row) => presentUser(row.user, now)),
        meta: pageMeta({ page, perPage, total }),
      };
    },
    expiresAt: () => expiresAt,
  });
}
