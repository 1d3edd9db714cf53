import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';
import { fail } from '../errors';
import { lockReservation } from './lock-reservation';
import { transfer } from './transfer';
import { withTransaction } from './with-transaction';
import type { LedgerReservation } from './types';

export interface AdjustReservationOptions {
  db: DbOrTx;
  reservationId: string;
  /** What the reservation should still hold for spending (amount − released − posted afterwards). */
  remaining: bigint;
  /** Names the business event (e.g. the campaign edit); the transfer's key is derived from it. */
  idempotencyKey: string;
}

/**
 * A budget changed while its reservation is open: more is reserved from the wallet (a `reservation`
 * transfer, the amount grows) or the difference goes back to it early (a `release` transfer, as
 * `releaseReservation` does at the end), so the reservation holds exactly `remaining`. Money moves
 * only between the wallet and the reservation account, so the ledger stays balanced; the wallet
 * must cover an increase (INSUFFICIENT_FUNDS). RESERVATION_RESOLVED once the reservation closed.
 */
export async function adjustReservation({
  db,
  reservationId,
  remaining,
  idempotencyKey,
}: AdjustReservationOptions): Promise<LedgerReservation> {
  if (remaining < 0n) throw new RangeError(`A reservation cannot hold less than nothing, got ${remaining}`);
  return withTransaction(db, async (tx) => {
    const reservation = await lockReservation({ db: tx, reservationId });
    if (reservation.status === 'resolved') throw fail('RESERVATION_RESOLVED');
    const delta = remaining - reservation.remaining;
    if (delta === 0n) return reservation;
    const reference = { type: 'reservation', id: reservation.id };
    if (delta > 0n) {
      const moved = await transfer({
        db: tx,
        from: reservation.walletAccountId,
        to: reservation.accountId,
        amount: delta,
        kind: 'reservation',
        idempotencyKey: `reservation:${reservation.id}:adjust:${idempotencyKey}`,
        reference,
      });
      if (moved.replayed) return reservation;
      await queryRows(
        tx,
        sql`UPDATE ledger_reservations SET amount = amount + ${delta.toString()}::bigint WHERE id = ${reservation.id}`,
      );
      return { ...reservation, amount: reservation.amount + delta, remaining };
    }
    const moved = await transfer({
      db: tx,
      from: reservation.accountId,
      to: reservation.walletAccountId,
      amount: -delta,
      kind: 'release',
      idempotencyKey: `reservation:${reservation.id}:adjust:${idempotencyKey}`,
      reference,
    });
    if (moved.replayed) return reservation;
    await queryRows(
      tx,
      sql`UPDATE ledger_reservations SET released = released + ${(-delta).toString()}::bigint WHERE id = ${reservation.id}`,
    );
    return { ...reservation, released: reservation.released - delta, remaining };
  });
}
