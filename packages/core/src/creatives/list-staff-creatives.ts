import { and, asc, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import { advertisers, companies, creativeAssets, creatives } from '@verba/db';
import type { ListStaffCreativesQuery, StaffCreative } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { pageMeta, idsPage, totalColumn, totalOf } from '../paging';
import { toCreativeView } from './creative-view';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `GET staff/creatives`: the review queue of every company, oldest first (index
 * creatives_status_created_id), pending by default; filters: status, formats, a text in the name.
 */
export async function listStaffCreatives({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: ListStaffCreativesQuery;
}) {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  const conditions: SQL[] = [eq(creatives.status, query.status), isNull(creatives.archivedAt)];
  if (query.format?.length) conditions.push(inArray(creatives.format, query.format));
  if (query.search) conditions.push(ilike(creatives.name, likePattern(query.search)));
  const where = and(...conditions);
  const order = [asc(creatives.createdAt), asc(creatives.id)];
  // Only the page's rows are read whole, with their advertiser, company and asset.
  const { pageIds, counted } = idsPage({
    db: deps.db,
    table: creatives,
    id: creatives.id,
    where,
    order,
    page: query.page,
    perPage: query.per_page,
  });
  const rows = await deps.db
    .select({
      creative: creatives,
      asset: creativeAssets,
      advertiserName: advertisers.name,
      advertiserDisplayName: advertisers.displayName,
      company: { id: companies.id, name: companies.tradeName },
      total: totalColumn(counted),
    })
    .from(creatives)
    .innerJoin(advertisers, eq(advertisers.id, creatives.advertiserId))
    .innerJoin(companies, eq(companies.id, creatives.companyId))
    .leftJoin(creativeAssets, eq(creativeAssets.id, creatives.assetId))
    .where(inArray(creatives.id, pageIds))
    .orderBy(...order);
  const total = await totalOf(rows, query.page, () => counted);
  const data: StaffCreative[] = rows.map((r) => ({
    ...toCreativeView(r.creative, {
      asset: r.asset,
      advertiserName: r.advertiserName,
      advertiserDisplayName: r.advertiserDisplayName,
    }),
    company: r.company,
  }));
  return { data, meta: pageMeta({ page: query.page, perPage: query.per_page, total }) };
}
