import { and, asc, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { advertisers, creativeAssets, creatives } from '@verba/db';
import type { ListCreativesQuery } from '@verba/domain';
import { findAdvertiser } from '../advertisers/find-advertiser';
import type { Actor, Deps } from '../deps';
import { pageMeta, idsPage, totalColumn, totalOf } from '../paging';
import { toCreativeView } from './creative-view';

const sortColumns = {
  name: sql`lower(${creatives.name})`,
  created_at: sql`${creatives.createdAt}`,
} as const;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `GET creatives` and `GET advertisers/:id/creatives`: the company's live creatives, paged, in the
 * order of an index of migration 0023 (ties by id in the sort's direction, so one index serves both); filters: advertiser, formats (the campaign wizard asks for
 * its type's), review status, display size, and a text in the name.
 */
export async function listCreatives({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: ListCreativesQuery;
}) {
  const conditions: SQL[] = [isNull(creatives.archivedAt)];
  if (query.advertiser_id) {
    // The advertiser is the company's (else 404), so its id alone scopes the list — and the
    // planner, not knowing that company and advertiser go together, keeps to the advertiser's index.
    const advertiser = await findAdvertiser({
      db: deps.db,
      companyId: actor.companyId,
      id: query.advertiser_id,
    });
    conditions.push(eq(creatives.advertiserId, advertiser.id));
  } else conditions.push(eq(creatives.companyId, actor.companyId));
  if (query.format?.length) conditions.push(inArray(creatives.format, query.format));
  if (query.status) conditions.push(eq(creatives.status, query.status));
  if (query.size) {
    const [width, height] = query.size.split('x').map(Number);
    conditions.push(eq(creatives.width, width!), eq(creatives.height, height!));
  }
  if (query.search) conditions.push(ilike(creatives.name, likePattern(query.search)));
  const where = and(...conditions);
  const descending = query.sort.startsWith('-');
  const column = sortColumns[query.sort.replace(/^-/, '') as keyof typeof sortColumns];

  const order = descending ? [desc(column), desc(creatives.id)] : [asc(column), asc(creatives.id)];
  // Only the page's rows are read whole, with their advertiser and asset.
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
      total: totalColumn(counted),
    })
    .from(creatives)
    .innerJoin(advertisers, eq(advertisers.id, creatives.advertiserId))
    .leftJoin(creativeAssets, eq(creativeAssets.id, creatives.assetId))
    .where(inArray(creatives.id, pageIds))
    .orderBy(...order);
  const total = await totalOf(rows, query.page, () => counted);
  return {
    data: rows.map((r) =>
      toCreativeView(r.creative, {
        asset: r.asset,
        advertiserName: r.advertiserName,
        advertiserDisplayName: r.advertiserDisplayName,
      }),
    ),
    meta: pageMeta({ page: query.page, perPage: query.per_page, total }),
  };
}
