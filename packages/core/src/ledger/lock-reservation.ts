import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '@verba/db';
import { fail } from '../errors';
import { isUuid } from '../ids';
import { reservationColumns, toReservation, type ReservationRow } from './rows';
import type { LedgerReservation } from './types';

/** Reads a reservation and locks its row until the transaction ends, so postings queue on it. */
export async function lockReservation({
  db,
  reservationId,
}: {
  db: Tx;
  reservationId: string;
}): Promise<LedgerReservation> {
  if (!isUuid(reservationId)) throw fail('NOT_FOUND');
  const rows = await queryRows<ReservationRow>(
    db,
    sql`SELECT ${reservationColumns} FROM ledger_reservations r WHERE r.id = ${reservationId} FOR UPDATE`,
  );
  if (!rows[0]) throw fail('NOT_FOUND');
  return toReservation(rows[0]);
}
