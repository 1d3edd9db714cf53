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
  total: string;
}

const typeMap = sql.join(
  walletEntryTypeTable.map((row) => sql`(${row.kind}, ${row.direction}, ${row.type})`),
  sql`, `,
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
  const query = (limit: number, offset: number) =>
    queryRows<EntryRow>(
      db,
      sql`WITH moves AS (
          SELECT t.id, t.kind, t.amount, t.currency, t.created_at, t.reference_type, t.reference_id, 'in' AS direction
          FROM ledger_transfers t WHERE t.to_account_id = ${accountId}
          UNION ALL
          SELECT t.id, t.kind, t.amount, t.currency, t.created_at, t.reference_type, t.reference_id, 'out' AS direction
          FROM ledger_transfers t WHERE t.from_account_id = ${accountId}
        ), entries AS (
          SELECT m.id, map.type, m.amount, m.currency, m.kind, m.created_at,
                 sum(CASE m.direction WHEN 'in' THEN m.amount ELSE -m.amount END) OVER (ORDER BY m.id) AS balance_after,
                 CASE WHEN m.reference_type = 'reservation' THEN r.reference_type ELSE m.reference_type END AS reference_type,
                 CASE WHEN m.reference_type = 'reservation' THEN r.reference_id ELSE m.reference_id END AS reference_id
          FROM moves m
          JOIN (VALUES ${typeMap}) AS map(kind, direction, type) ON map.kind = m.kind AND map.direction = m.direction
          LEFT JOIN ledger_reservations r ON m.reference_type = 'reservation' AND r.id::text = m.reference_id
        )
        SELECT e.id::text AS id, e.type, e.amount::text AS amount, e.currency, e.balance_after::text AS balance_after, e.kind,
               e.reference_type, e.reference_id, to_json(e.created_at) #>> '{}' AS created_at, count(*) OVER ()::text AS total
        FROM entries e
        WHERE ${sql.join(filters, sql` AND `)}
        ORDER BY e.id DESC
        LIMIT ${limit} OFFSET ${offset}`,
    );
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
