import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';
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
}

/** The spec type of a move, as an expression (a join would lose the moves' id order). */
const typeOfMove = sql.raw(
  `CASE ${walletEntryTypeTable.map((row) => `WHEN m.kind = '${row.kind}' AND m.direction = '${row.direction}' THEN '${row.type}'`).join(' ')} END`,
);

/**
 * A wallet's statement, newest first, each entry with its spec type, sign and running balance.
 * The balance after an entry is the account's balance less what the newer entries moved, so a
 * page reads only the entries down to it, newest first from the (account, id) indexes, never the
 * whole account; the total is counted apart.
 */
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
  const moves = sql`SELECT t.id, t.kind, t.amount, t.currency, t.created_at, t.reference_type, t.reference_id, 'in' AS direction
          FROM ledger_transfers t WHERE t.to_account_id = ${accountId}
          UNION ALL
          SELECT t.id, t.kind, t.amount, t.currency, t.created_at, t.reference_type, t.reference_id, 'out' AS direction
          FROM ledger_transfers t WHERE t.from_account_id = ${accountId}`;
  const offset = (Math.max(page, 1) - 1) * perPage;
  const [rows, [counted]] = await Promise.all([
    queryRows<EntryRow>(
      db,
      sql`WITH entries AS (
          SELECT m.id, ${typeOfMove} AS type, m.amount, m.currency, m.kind, m.created_at, m.reference_type, m.reference_id,
                 sum(CASE m.direction WHEN 'in' THEN m.amount ELSE -m.amount END)
                   OVER (ORDER BY m.id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS newer
          FROM (${moves}) m
        ), page AS (
          SELECT * FROM entries e WHERE ${where} ORDER BY e.id DESC LIMIT ${perPage} OFFSET ${offset}
        )
        SELECT p.id::text AS id, p.type, p.amount::text AS amount, p.currency,
               (account.balance - coalesce(p.newer, 0))::text AS balance_after, p.kind,
               CASE WHEN p.reference_type = 'reservation' THEN r.reference_type ELSE p.reference_type END AS reference_type,
               CASE WHEN p.reference_type = 'reservation' THEN r.reference_id ELSE p.reference_id END AS reference_id,
               to_json(p.created_at) #>> '{}' AS created_at
        FROM page p
        CROSS JOIN (
          SELECT coalesce(a.balance,
                   (SELECT coalesce(sum(amount), 0) FROM ledger_transfers WHERE to_account_id = ${accountId})
                   - (SELECT coalesce(sum(amount), 0) FROM ledger_transfers WHERE from_account_id = ${accountId})) AS balance
          FROM ledger_accounts a WHERE a.id = ${accountId}
        ) account
        LEFT JOIN ledger_reservations r ON p.reference_type = 'reservation' AND r.id::text = p.reference_id
        ORDER BY p.id DESC`,
    ),
    queryRows<{ total: string }>(
      db,
      sql`SELECT count(*)::text AS total
          FROM (SELECT m.kind, m.created_at, ${typeOfMove} AS type FROM (${moves}) m) e
          WHERE ${where}`,
    ),
  ]);
  const total = Number(counted?.total ?? 0);
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
