import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';
import { isUuid } from '../ids';
import type { LedgerReference } from './types';

export interface HeldCashback {
  /** The payment order whose cashback it is. */
  reference: LedgerReference;
  amount: bigint;
  /** When the release job moves it to the company wallet (the credit's `available_at`). */
  availableAt: Date;
}

/**
 * What a cashback_hold account still holds, per payment order (credits in minus releases and
 * reversals out), oldest release first; only `reference`'s when given. An order's cashback is held
 * whole or not at all.
 */
export async function heldCashback({
  db,
  accountId,
  reference,
}: {
  db: DbOrTx;
  accountId: string;
  reference?: LedgerReference;
}): Promise<HeldCashback[]> {
  if (!isUuid(accountId)) return [];
  const only = reference
    ? sql`AND t.reference_type = ${reference.type} AND t.reference_id = ${reference.id}`
    : sql``;
  const rows = await queryRows<{
    reference_type: string;
    reference_id: string;
    amount: string;
    available_at: string;
  }>(
    db,
    sql`SELECT t.reference_type, t.reference_id,
               sum(CASE WHEN t.to_account_id = ${accountId} THEN t.amount ELSE -t.amount END)::text AS amount,
               max(t.metadata->>'available_at') AS available_at
        FROM ledger_transfers t
        WHERE (t.to_account_id = ${accountId} OR t.from_account_id = ${accountId}) ${only}
        GROUP BY t.reference_type, t.reference_id
        HAVING sum(CASE WHEN t.to_account_id = ${accountId} THEN t.amount ELSE -t.amount END) > 0
        ORDER BY 4, 2`,
  );
  return rows.map((row) => ({
    reference: { type: row.reference_type, id: row.reference_id },
    amount: BigInt(row.amount),
    availableAt: new Date(row.available_at),
  }));
}
