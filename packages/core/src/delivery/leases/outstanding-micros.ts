import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';

/** What the open leases of a reservation have out and not yet posted, in micros. */
export async function outstandingMicros({
  db,
  reservationId,
}: {
  db: DbOrTx;
  reservationId: string;
}): Promise<bigint> {
  const [row] = await queryRows<{ out: string }>(
    db,
    sql`SELECT coalesce(sum(granted_micros - posted_micros), 0)::text AS out
        FROM delivery_leases WHERE reservation_id = ${reservationId} AND closed_at IS NULL`,
  );
  return BigInt(row?.out ?? '0');
}
