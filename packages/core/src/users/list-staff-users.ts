import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { accessTokens, companies, users } from '@verba/db';
import {
  impersonationRefusal,
  roleById,
  roleIds,
  userAccountStatus,
  type ListStaffUsersQuery,
  type StaffUser,
  type UserAccountStatus,
} from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { pageMeta, totalColumn, totalOf } from '../paging';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The SQL twin of `userAccountStatus`. */
const statusConditions: Record<UserAccountStatus, SQL> = {
  inactive: eq(users.isActive, false),
  unconfirmed: and(eq(users.isActive, true), eq(users.isEmailVerified, false))!,
  active: and(eq(users.isActive, true), eq(users.isEmailVerified, true))!,
};

/** The start of the user's newest session: sign-in, code or sign-up confirmation (never an impersonation). */
const lastSignInAt = sql<Date | null>`(SELECT max(${accessTokens.createdAt}) FROM ${accessTokens}
  WHERE ${accessTokens.userId} = ${users.id} AND ${accessTokens.kind} = 'session')`.mapWith(
  accessTokens.createdAt,
);

/**
 * GET staff/users — the platform staff's support list: the users of every company (deleted ones
 * never), by name, paged; filters: account status and role, and a text matching the user's name
 * or e-mail or the company's trade or legal name. Each row says whether staff may act as the user
 * now, by the rule the impersonation grant enforces.
 */
export async function listStaffUsers({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: ListStaffUsersQuery;
}) {
  if (!actor.isStaff || actor.impersonatorUserId) throw fail('FORBIDDEN');
  const conditions: SQL[] = [isNull(users.deletedAt)];
  if (query.status) conditions.push(statusConditions[query.status]);
  if (query.role) conditions.push(eq(users.roleId, roleIds[query.role]));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        // The matching companies as an id list, so the users' own index still gives the page.
        inArray(
          users.companyId,
          deps.db
            .select({ id: companies.id })
            .from(companies)
            .where(or(ilike(companies.tradeName, pattern), ilike(companies.legalName, pattern))),
        ),
      )!,
    );
  }
  const where = and(...conditions);
  const order = [asc(sql`lower(${users.name})`), asc(users.id)];
  // The page's ids come from the index alone (index-only scan, however deep the page); only the
  // page's rows are then read whole, with their company and last sign-in.
  const pageIds = deps.db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);

  const counted = deps.db.select({ total: count() }).from(users).where(where);
  const rows = await deps.db
    .select({
      user: users,
      company: { id: companies.id, tradeName: companies.tradeName, legalName: companies.legalName },
      lastSignInAt,
      total: totalColumn(counted),
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, pageIds))
    .orderBy(...order);
  const total = await totalOf(rows, query.page, () => counted);
  const data: StaffUser[] = rows.map(({ user, company, lastSignInAt: signedInAt }) => {
    const refusal = impersonationRefusal(user, actor.userId);
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      // role_id references the roles table, which holds exactly the three slugs.
      role: roleById(user.roleId) ?? 'user',
      status: userAccountStatus(user),
      is_staff: user.isStaff,
      company: { id: company.id, name: company.tradeName || company.legalName },
      last_sign_in_at: signedInAt instanceof Date ? signedInAt.toISOString() : null,
      created_at: user.createdAt.toISOString(),
      can_impersonate: refusal === null,
      impersonation_refusal: refusal,
    };
  });
  return { data, meta: pageMeta({ page: query.page, perPage: query.per_page, total }) };
}
