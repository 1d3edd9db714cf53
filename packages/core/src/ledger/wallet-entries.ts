import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { preparedQuery, queryRows, type DbOrTx } from '@verba/db';
import type { Currency } from '@verba/domain';
import { isUuid } from '../ids';
import { referenceOf } from './rows';
import {
  signOfWalletEntry,
  walletEntryTypeTable,
  type WalletEntrySign,
  type WalletEntryType,
} from './wallet-entry-type';
import type { LedgerReference, LedgerTransferKind } from './types';

export interface WalletEntriesOptions {
  db: DbOrTx;
  accountId: string;
  page?: number;
  perPage?: number;
  types?: WalletEntryType[];
  /** Inclusive lower and exclusive upper bound on the entry time. */
  since?: Date;
  until?: Date;
}

export interface WalletEntry {
  /** The transfer id. */
  id: string;
  type: WalletEntryType;
  sign: WalletEntrySign;
  /** Always positive; `sign` says which way it went. */
  amount: bigint;
  currency: Currency;
  /** The wallet balance right after this entry. */
  balanceAfter: bigint;
  kind: LedgerTransferKind;
  /**
   * What the entry is about: the payment order, withdrawal… For budget movements, the object the
   * budget was reserved for (e.g. the campaign) rather than the internal reservation.
   */
  reference: LedgerReference | null;
  createdAt: Date;
}

export interface WalletEntriesPage {
  data: WalletEntry[];
  total: number;
}

interface EntryRow {
  id: string;
  type: WalletEntryType;
  amount: string;
  currency: Currency;
  balance_after: string;
  kind: LedgerTransferKind;
  reference_type: string | null;
  reference_id: string | null;
  created_at: string;
  total: string;
}

/** The entry type of a transfer moving money `direction` of the wallet (walletEntryTypeTable). */
const typeOf = (direction: 'in' | 'out') =>
  sql`CASE t.kind ${sql.join(
    walletEntryTypeTable
      .filter((row) => row.direction === direction)
      .map((row) => sql`WHEN ${row.kind} THEN ${row.type}`),
    sql` `,
  )} END`;

/** A value of the statement: inline, or a placeholder of its prepared form. */
type Value = string | number | SQLWrapper;

const sideOf = (accountId: Value, direction: 'in' | 'out') =>
  direction === 'in'
    ? sql`SELECT t.id, t.kind, t.amount, t.amount AS signed, t.currency, t.created_at, t.reference_type, t.reference_id, ${typeOf('in')} AS type
          FROM ledger_transfers t WHERE t.to_account_id = ${accountId}`
    : sql`SELECT t.id, t.kind, t.amount, -t.amount AS signed, t.currency, t.created_at, t.reference_type, t.reference_id, ${typeOf('out')} AS type
          FROM ledger_transfers t WHERE t.from_account_id = ${accountId}`;

/** The wallet's transfers as entries: money in, then money out. */
const movesOf = (accountId: Value) => sql`${sideOf(accountId, 'in')} UNION ALL ${sideOf(accountId, 'out')}`;

/**
 * The newest `first` entries that pass `where`, by id: each side read backwards in its own index
 * and merged, so a page reads only the entries down to it (an ORDER BY over the plain union sorts
 * the whole history: PostgreSQL does not merge the two sides of it).
 */
const newestMovesOf = (accountId: Value, where: SQL, first: Value) =>
  sql.join(
    (['in', 'out'] as const).map(
      (direction) =>
        sql`(SELECT * FROM (${sideOf(accountId, direction)}) e WHERE ${where} ORDER BY e.id DESC LIMIT ${first})`,
    ),
    sql` UNION ALL `,
  );

/** How many entries pass `where`; unfiltered, a count of each side's index alone (index-only). */
const countOf = (accountId: Value, where: SQL | undefined) =>
  where
    ? sql`(SELECT count(*) FROM (${movesOf(accountId)}) e WHERE ${where})`
    : sql`((SELECT count(*) FROM ledger_transfers t WHERE t.to_account_id = ${accountId})
          + (SELECT count(*) FROM ledger_transfers t WHERE t.from_account_id = ${accountId}))`;

/**
 * The wallet's balance now: its cached balance, or (an account without one) the sum of its
 * transfers, computed only then. Read in the same statement as the entries, so both see the same
 * transfers.
 */
const balanceOf = (accountId: Value) =>
  sql`(SELECT COALESCE(a.balance, (SELECT COALESCE(sum(m.signed), 0) FROM (${movesOf(accountId)}) m))
       FROM ledger_accounts a WHERE a.id = ${accountId})`;

interface StatementValues {
  accountId: Value;
  /** The filters' condition on the entries `e`; `filtered` when it is more than TRUE. */
  where: SQL;
  filtered: boolean;
  limit: Value;
  offset: Value;
  /** limit + offset: how deep each index side reads. */
  first: Value;
}

// The balance after an entry is the balance now less every later entry (issue 13). The page is
// read in index order (a merge of the wallet's two transfer indexes); the later entries are
// summed from the index above the page, and within the page's own span. No window runs over the
// whole history (PostgreSQL would sort all of it: a window turns off reading just the first rows).
const statementOf = ({ accountId, where, filtered, limit, offset, first }: StatementValues) =>
  sql`WITH page AS (
      SELECT e.* FROM (${newestMovesOf(accountId, where, first)}) e ORDER BY e.id DESC LIMIT ${limit} OFFSET ${offset}
    ), span AS (
      SELECT min(id) AS low, max(id) AS high FROM page
    ), within AS (
      SELECT m.id, COALESCE(sum(m.signed) OVER (ORDER BY m.id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS later
      FROM (${movesOf(accountId)}) m WHERE m.id BETWEEN (SELECT low FROM span) AND (SELECT high FROM span)
    )
    SELECT p.id::text AS id, p.type, p.amount::text AS amount, p.currency, p.kind,
           (${balanceOf(accountId)}
             - (SELECT COALESCE(sum(m.signed), 0) FROM (${movesOf(accountId)}) m WHERE m.id > (SELECT high FROM span))
             - w.later)::text AS balance_after,
           CASE WHEN p.reference_type = 'reservation' THEN r.reference_type ELSE p.reference_type END AS reference_type,
           CASE WHEN p.reference_type = 'reservation' THEN r.reference_id ELSE p.reference_id END AS reference_id,
           to_json(p.created_at) #>> '{}' AS created_at,
           ${countOf(accountId, filtered ? where : undefined)}::text AS total
    FROM page p
    JOIN within w ON w.id = p.id
    LEFT JOIN ledger_reservations r ON p.reference_type = 'reservation' AND r.id::text = p.reference_id
    ORDER BY p.id DESC`;

/** The unfiltered statement (the page as it opens), built once and prepared (issue 13). */
const unfilteredStatement = preparedQuery<EntryRow>(
  'wallet_entries',
  statementOf({
    accountId: sql.placeholder('accountId'),
    where: sql`TRUE`,
    filtered: false,
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
    first: sql.placeholder('first'),
  }),
);

/** A wallet's statement, newest first, each entry with its spec type, sign and running balance. */
export async function walletEntries({
  db,
  accountId,
  page = 1,
  perPage = 20,
  types,
  since,
  until,
}: WalletEntriesOptions): Promise<WalletEntriesPage> {
  if (!isUuid(accountId)) return { data: [], total: 0 };
  const filters = [sql`TRUE`];
  if (types && types.length > 0)
    filters.push(
      sql`e.type IN (${sql.join(
        types.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  if (since) filters.push(sql`e.created_at >= ${since.toISOString()}::timestamptz`);
  if (until) filters.push(sql`e.created_at < ${until.toISOString()}::timestamptz`);
  const where = sql.join(filters, sql` AND `);
  const filtered = filters.length > 1;
  const query = (limit: number, offset: number) =>
    filtered
      ? queryRows<EntryRow>(
          db,
          statementOf({ accountId, where, filtered, limit, offset, first: limit + offset }),
        )
      : unfilteredStatement(db, { accountId, limit, offset, first: limit + offset });
  const offset = (Math.max(page, 1) - 1) * perPage;
  const rows = await query(perPage, offset);
  // Past the last page there are no rows to carry the total: count on the first page instead.
  const total = rows[0] ? Number(rows[0].total) : offset > 0 ? Number((await query(1, 0))[0]?.total ?? 0) : 0;
  return {
    data: rows.map((row) => ({
      id: row.id,
      type: row.type,
      sign: signOfWalletEntry(row.type),
      amount: BigInt(row.amount),
      currency: row.currency,
      balanceAfter: BigInt(row.balance_after),
      kind: row.kind,
      reference: referenceOf(row.reference_type, row.reference_id),
      createdAt: new Date(row.created_at),
    })),
    total,
  };
}
