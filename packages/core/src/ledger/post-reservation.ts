import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';
import { fail } from '../errors';
import { ensureAccount } from './ensure-account';
import { lockReservation } from './lock-reservation';
import { toTransfer, transferColumns, type TransferRow } from './rows';
import { transfer } from './transfer';
import { withTransaction } from './with-transaction';
import type { LedgerReservation, LedgerTransfer } from './types';

export interface PostReservationOptions {
  db: DbOrTx;
  reservationId: string;
  /** Spend to post, minor units > 0. */
  amount: bigint;
  /** E.g. `spend:<campaign>:<day>`; a replay returns the first posting without posting again. */
  idempotencyKey: string;
  /**
   * Post what remains when `amount` exceeds it (delivery that slightly overran), instead of
   * throwing RESERVATION_EXCEEDED.
   */
  capAtRemaining?: boolean;
  metadata?: Record<string, unknown>;
}

export interface PostReservationResult {
  reservation: LedgerReservation;
  /** Null when nothing was left to post (capAtRemaining on an exhausted reservation). */
  transfer: LedgerTransfer | null;
  replayed: boolean;
}

/**
 * Phase two of a budget: posts spend from the reservation account to platform revenue. Never
 * posts more than the reservation's remaining amount (RESERVATION_EXCEEDED) and never posts on
 * a resolved reservation (RESERVATION_RESOLVED).
 */
export async function postReservation(options: PostReservationOptions): Promise<PostReservationResult> {
  const { db, reservationId, amount, idempotencyKey, capAtRemaining = false, metadata = {} } = options;
  if (typeof amount !== 'bigint' || amount <= 0n)
    throw new RangeError(`Spend amounts are positive bigints, got ${String(amount)}`);
  return withTransaction(db, async (tx) => {
    const reservation = await lockReservation({ db: tx, reservationId });
    const [previous] = await queryRows<TransferRow>(
      tx,
      sql`SELECT ${transferColumns} FROM ledger_transfers t WHERE t.idempotency_key = ${idempotencyKey}`,
    );
    if (previous) {
      const sameContent =
        previous.kind === 'spend' &&
        previous.from_account_id === reservation.accountId &&
        previous.reference_id === reservation.id &&
        (capAtRemaining ? BigInt(previous.amount) <= amount : BigInt(previous.amount) === amount);
      if (!sameContent) throw fail('IDEMPOTENCY_KEY_REUSED');
      return { reservation, transfer: toTransfer(previous, true), replayed: true };
    }
    if (reservation.status === 'resolved') throw fail('RESERVATION_RESOLVED');
    const posting = capAtRemaining && amount > reservation.remaining ? reservation.remaining : amount;
    if (posting > reservation.remaining) throw fail('RESERVATION_EXCEEDED');
    if (posting === 0n) return { reservation, transfer: null, replayed: false };

    const revenue = await ensureAccount({ db: tx, type: 'platform_revenue', currency: reservation.currency });
    const posted = await transfer({
      db: tx,
      from: reservation.accountId,
      to: revenue.id,
      amount: posting,
      kind: 'spend',
      idempotencyKey,
      reference: { type: 'reservation', id: reservation.id },
      metadata: { ...metadata, [reservation.reference.type]: reservation.reference.id },
    });
    await tx.execute(
      sql`UPDATE ledger_reservations SET posted = posted + ${posting.toString()}::bigint WHERE id = ${reservation.id}`,
    );
    return {
      reservation: {
        ...reservation,
        posted: reservation.posted + posting,
        remaining: reservation.remaining - posting,
      },
      transfer: posted,
      replayed: false,
    };
  });
}
