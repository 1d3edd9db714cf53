import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { companies, pixelGroups } from '@verba/db';
import type { ListPixelGroupsQuery } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { pageMeta, idsPage, totalColumn, totalOf } from '../paging';
import { likePattern } from './like-pattern';
import { pixelGroupViews } from './pixel-group-view';

/**
 * GET staff/pixel-groups — platform staff only (DESIGN §7): every company's pixel groups, oldest
 * first (the review queue; index pixel_groups_status_created_id), by status, searched by the
 * group's or the company's name.
 */
export async function listStaffPixelGroups({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: ListPixelGroupsQuery;
}) {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(pixelGroups.status, query.status));
  if (query.search) {
    const pattern = likePattern(query.search);
    const matchingCompanies = deps.db
      .select({ id: companies.id })
      .from(companies)
      .where(ilike(companies.tradeName, pattern));
    conditions.push(or(ilike(pixelGroups.name, pattern), inArray(pixelGroups.companyId, matchingCompanies))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const order = [asc(pixelGroups.createdAt), asc(pixelGroups.id)];
  // Ids first, from the index alone; then only the page's rows.
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
    data: await pixelGroupViews({ db: deps.db, groups, withCompany: true }),
    meta: pageMeta({ page: query.page, perPage: query.per_page, total }),
  };
}
