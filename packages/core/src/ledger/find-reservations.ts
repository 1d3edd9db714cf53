import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';
import { reservationColumns, toReservation, type ReservationRow } from './rows';
import type { LedgerReference, LedgerReservation } from './types';

export interface FindReservationsOptions {
  db: DbOrTx;
  /** Reservations made for this object (e.g. a campaign), oldest first. */
  reference: LedgerReference;
  status?: 'open' | 'resolved';
}

export async function findReservations({
  db,
  reference,
  status,
}: FindReservationsOptions): Promise<LedgerReservation[]> {
  const rows = await queryRows<ReservationRow>(
    db,
    sql`SELECT ${reservationColumns} FROM ledger_reservations r
        WHERE r.reference_type = ${reference.type} AND r.reference_id = ${reference.id}
        ${status ? sql`AND r.status = ${status}` : sql``}
        ORDER BY r.created_at, r.id`,
  );
  return rows.map(toReservation);
}
