import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';
import { lockReservation } from './lock-reservation';
import { transfer } from './transfer';
import { withTransaction } from './with-transaction';
import type { LedgerReservation, LedgerTransfer } from './types';

export interface ReleaseReservationOptions {
  db: DbOrTx;
  reservationId: string;
}

export interface ReleaseReservationResult {
  reservation: LedgerReservation;
  /** The transfer returning the rest to the wallet; null when nothing was left or already resolved. */
  transfer: LedgerTransfer | null;
  /** True when the reservation had already been resolved: nothing moved this time. */
  alreadyResolved: boolean;
}

/**
 * Closes a budget: returns what was not spent to the wallet and resolves the reservation. A
 * reservation resolves at most once; calling this again is a harmless no-op (safe for job retries).
 */
export async function releaseReservation({
  db,
  reservationId,
}: ReleaseReservationOptions): Promise<ReleaseReservationResult> {
  return withTransaction(db, async (tx) => {
    const reservation = await lockReservation({ db: tx, reservationId });
    if (reservation.status === 'resolved') return { reservation, transfer: null, alreadyResolved: true };
    const rest = reservation.remaining;
    const released =
      rest > 0n
        ? await transfer({
            db: tx,
            from: reservation.accountId,
            to: reservation.walletAccountId,
            amount: rest,
            kind: 'release',
            idempotencyKey: `reservation:${reservation.id}:release`,
            reference: { type: 'reservation', id: reservation.id },
          })
        : null;
    const [row] = await queryRows<{ resolved_at: string }>(
      tx,
      sql`UPDATE ledger_reservations SET released = released + ${rest.toString()}::bigint, status = 'resolved', resolved_at = now()
          WHERE id = ${reservation.id} RETURNING to_json(resolved_at) #>> '{}' AS resolved_at`,
    );
    return {
      reservation: {
        ...reservation,
        released: reservation.released + rest,
        remaining: 0n,
        status: 'resolved',
        resolvedAt: row ? new Date(row.resolved_at) : new Date(),
      },
      transfer: released,
      alreadyResolved: false,
    };
  });
}
