import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { advertisers, ledgerAccounts, preparedOnce, type Db } from '@verba/db';
import type { ListAdvertisersQuery } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { toAdvertiserView } from './advertiser-view';
import { pageMeta, totalColumn, totalOf } from '../paging';
import { cachedRead } from '../read-cache';

/** Names sort case-insensitively, as a person reads them. */
const sortColumns = {
  name: sql`lower(${advertisers.name})`,
  display_name: sql`lower(${advertisers.displayName})`,
  created_at: sql`${advertisers.createdAt}`,
} as const;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const value = sql.placeholder;

/** The list's statements for one sort and set of filters, built once (every value a placeholder). */
type Shape = { sort: ListAdvertisersQuery['sort']; status: boolean; search: boolean };

const nameOf = (shape: Shape) =>
  `list_advertisers_${shape.sort.replace('-', 'desc_')}_${Number(shape.status)}${Number(shape.search)}`;

const statements = (db: Db, shape: Shape) =>
  preparedOnce(db, nameOf(shape), (name) => {
    const conditions: SQL[] = [eq(advertisers.companyId, value('companyId'))];
    if (shape.status) conditions.push(eq(advertisers.status, value('status')));
    if (shape.search)
      conditions.push(
        or(ilike(advertisers.name, value('pattern')), ilike(advertisers.displayName, value('pattern')))!,
      );
    const where = and(...conditions);
    const descending = shape.sort.startsWith('-');
    const column = sortColumns[shape.sort.replace(/^-/, '') as keyof typeof sortColumns];
    const order = [descending ? desc(column) : asc(column), desc(advertisers.id)];
    // The page's ids come from the list's index alone (index-only scan, however deep the page);
    // only the page's rows are then read whole, with their wallets.
    const pageIds = db
      .select({ id: advertisers.id })
      .from(advertisers)
      .where(where)
      .orderBy(...order)
      .limit(value('limit'))
      .offset(value('offset'));
    const counted = db.select({ total: count() }).from(advertisers).where(where);
    return {
      page: db
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
        .orderBy(...order)
        .prepare(name),
      count: counted.prepare(`${name}_count`),
    };
  });

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
  const shape = { sort: query.sort, status: Boolean(query.status), search: Boolean(query.search) };
  const { page: pageStatement, count: countStatement } = statements(deps.db, shape);
  const values = {
    companyId: actor.companyId,
    status: query.status,
    pattern: query.search ? likePattern(query.search) : undefined,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  };
  return cachedRead(deps, {
    name: nameOf(shape),
    key: JSON.stringify(values),
    tables: ['advertisers', 'ledger_accounts'],
    load: async () => {
      const rows = await pageStatement.execute(values);
      const total = await totalOf(rows, query.page, () => countStatement.execute(values));
      return {
        data: rows.map((row) => ({
          ...toAdvertiserView(row.advertiser),
          balance: (row.balance ?? 0n).toString(),
        })),
        meta: pageMeta({ page: query.page, perPage: query.per_page, total }),
      };
    },
  });
}
