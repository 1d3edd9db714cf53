import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';
import { toTransfer, transferColumns, type TransferRow } from './rows';
import type { LedgerTransfer } from './types';

/** The transfer booked under an idempotency key (a business event), or null if none was. */
export async function findTransfer({
  db,
  idempotencyKey,
}: {
  db: DbOrTx;
  idempotencyKey: string;
}): Promise<LedgerTransfer | null> {
  const [row] = await queryRows<TransferRow>(
    db,
    sql`SELECT ${transferColumns} FROM ledger_transfers t WHERE t.idempotency_key = ${idempotencyKey}`,
  );
  return row ? toTransfer(row, false) : null;
}
