import { sql } from 'drizzle-orm';
import { preparedQuery, type Db, type DbOrTx } from '@verba/db';
import { fail } from '../errors';
import { translateLedgerError } from './db-errors';
import { isUuid } from '../ids';
import { groupCommitOf, type TransferCall, type TransferResultRow } from './group-commit';
import { isTransaction, retryOnConflict } from './with-transaction';
import type { LedgerReference, LedgerTransfer, LedgerTransferKind } from './types';

export interface TransferOptions {
  /** The database or the caller's transaction (the transfer then commits or rolls back with it). */
  db: DbOrTx;
  /** Account ids. Both accounts must use the same currency. */
  from: string;
  to: string;
  /** Minor units, > 0. */
  amount: bigint;
  kind: LedgerTransferKind;
  /** Globally unique. Replaying it with the same content returns the first transfer. */
  idempotencyKey: string;
  reference?: LedgerReference | null;
  metadata?: Record<string, unknown>;
}

const p = (name: string) => sql.placeholder(name);
const transferStatement = preparedQuery<TransferResultRow>(
  'ledger_transfer',
  sql`SELECT transfer_id::text AS transfer_id, currency, to_json(created_at) #>> '{}' AS created_at, replayed
      FROM ledger_transfer(${p('key')}, ${p('from')}::uuid, ${p('to')}::uuid, ${p('amount')}::bigint, ${p('kind')},
                           ${p('referenceType')}, ${p('referenceId')}, ${p('metadata')}::jsonb)`,
);

/** One ledger_transfer() call as its own statement: in the caller's transaction, or committed alone. */
async function runOne(db: DbOrTx, call: TransferCall): Promise<TransferResultRow> {
  const rows = await transferStatement(db, { ...call, metadata: JSON.stringify(call.metadata) });
  return rows[0]!;
}

/** Outside a transaction one statement is atomic on its own; retried on a deadlock with a longer transaction. */
const runAlone = (db: Db, call: TransferCall) => retryOnConflict(() => runOne(db, call));

/**
 * Moves `amount` from one account to another in one atomic statement (the ledger_transfer()
 * function of migrations/0009_ledger_hot_path.sql), updating the cached balances.
 *
 * Inside a transaction the transfer commits or rolls back with it. Given the database, it commits
 * on its own, together with the other transfers booked at the same moment (group-commit.ts).
 *
 * Throws INSUFFICIENT_FUNDS when a non-negative account would go below zero, IDEMPOTENCY_KEY_REUSED
 * when the key was used for a different transfer, CURRENCY_MISMATCH, or NOT_FOUND for an unknown
 * account. Inside a caller's transaction any such error aborts that transaction.
 */
export async function transfer(options: TransferOptions): Promise<LedgerTransfer> {
  const { db, from, to, amount, kind, idempotencyKey, reference = null, metadata = {} } = options;
  if (typeof amount !== 'bigint' || amount <= 0n)
    throw new RangeError(`Transfer amounts are positive bigints, got ${String(amount)}`);
  if (from === to) throw new RangeError('A transfer needs two different accounts');
  if (!idempotencyKey) throw new RangeError('A transfer needs an idempotency key');
  if (!isUuid(from) || !isUuid(to)) throw fail('NOT_FOUND');

  const call: TransferCall = {
    key: idempotencyKey,
    from,
    to,
    amount: amount.toString(),
    kind,
    referenceType: reference?.type ?? null,
    referenceId: reference?.id ?? null,
    metadata,
  };

  try {
    // Inside a transaction, its owner retries the whole of it on a conflict.
    const row = isTransaction(db) ? await runOne(db, call) : await groupCommitOf(db, runAlone).submit(call);
    return {
      id: row.transfer_id,
      idempotencyKey,
      fromAccountId: from,
      toAccountId: to,
      amount,
      currency: row.currency,
      kind,
      reference,
      createdAt: new Date(row.created_at),
      replayed: row.replayed,
    };
  } catch (error) {
    throw translateLedgerError(error);
  }
}
