import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { advertisers, ledgerAccounts } from '@verba/db';
import type { ListAdvertisersQuery } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { toAdvertiserView } from './advertiser-view';
import { pageMeta, totalColumn, totalOf } from '../paging';

/** Names sort case-insensitively, as a person reads them. */
const sortColumns = {
  name: sql`lower(${advertisers.name})`,
  display_name: sql`lower(${advertisers.displayName})`,
  created_at: sql`${advertisers.createdAt}`,
} as const;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The company's advertisers, paged, each with its wallet balance (minor units; '0' before its
 * first money); search matches name or display name; filter by status.
 */
export async function listAdvertisers({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: ListAdvertisersQuery;
}) {
  const conditions: SQL[] = [eq(advertisers.companyId, actor.companyId)];
  if (query.status) conditions.push(eq(advertisers.status, query.status));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(advertisers.name, pattern), ilike(advertisers.displayName, pattern))!);
  }
  const where = and(...conditions);
  const descending = query.sort.startsWith('-');
  const column = sortColumns[query.sort.replace(/^-/, '') as keyof typeof sortColumns];

  const order = [descending ? desc(column) : asc(column), desc(advertisers.id)];
  // The page's ids come from the list's index alone (index-only scan, however deep the page); only
  // the page's rows are then read whole, with their wallets.
  const pageIds = deps.db
    .select({ id: advertisers.id })
    .from(advertisers)
    .where(where)
    .orderBy(...order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const counted = deps.db.select({ total: count() }).from(advertisers).where(where);
  const rows = await deps.db
    .select({ advertiser: advertisers, balance: ledgerAccounts.balance, total: totalColumn(counted) })
    .from(advertisers)
    .leftJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.type, 'advertiser_wallet'),
        eq(ledgerAccounts.ownerType, 'advertiser'),
        eq(ledgerAccounts.ownerId, sql`${advertisers.id}::text`),
        eq(ledgerAccounts.currency, advertisers.currency),
      ),
    )
    .where(inArray(advertisers.id, pageIds))
    .orderBy(...order);
  const total = await totalOf(rows, query.page, () => counted);
  return {
    data: rows.map((row) => ({
      ...toAdvertiserView(row.advertiser),
      balance: (row.balance ?? 0n).toString(),
    })),
    meta: pageMeta({ page: query.page, perPage: query.per_page, total }),
  };
}
