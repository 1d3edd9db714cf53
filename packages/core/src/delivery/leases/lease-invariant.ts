import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';

export interface LeaseInvariantViolation {
  reservationId: string;
  campaignId: string;
  /** reservation.posted × 10⁴ + Σ open leases (granted − posted), micros. */
  committedMicros: bigint;
  /** (amount − released) × 10⁴, micros. */
  limitMicros: bigint;
}

/**
 * The reservations whose posted spend plus what their open leases have out passes what they
 * hold: reservation.posted × 10⁴ + Σ open (granted − posted) ≤ (amount − released) × 10⁴. Empty
 * when the banker's invariant holds everywhere.
 */
export async function leaseInvariantViolations({ db }: { db: DbOrTx }): Promise<LeaseInvariantViolation[]> {
  const rows = await queryRows<{
    reservation_id: string;
    campaign_id: string;
    committed: string;
    limit: string;
  }>(
    db,
    sql`SELECT r.id AS reservation_id, l.campaign_id,
               (r.posted * 10000 + sum(l.granted_micros - l.posted_micros))::text AS committed,
               ((r.amount - r.released) * 10000)::text AS limit
        FROM delivery_leases l JOIN ledger_reservations r ON r.id = l.reservation_id
        WHERE l.closed_at IS NULL
        GROUP BY r.id, l.campaign_id, r.posted, r.amount, r.released
        HAVING r.posted * 10000 + sum(l.granted_micros - l.posted_micros) > (r.amount - r.released) * 10000
        ORDER BY r.id`,
  );
  return rows.map((row) => ({
    reservationId: row.reservation_id,
    campaignId: row.campaign_id,
    committedMicros: BigInt(row.committed),
    limitMicros: BigInt(row.limit),
  }));
}
