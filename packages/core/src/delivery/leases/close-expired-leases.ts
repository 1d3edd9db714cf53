import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';

export interface CloseExpiredLeasesOptions {
  db: DbOrTx;
  /** The spend poster's cursor: every minute before it is posted. */
  postedThrough: Date;
  noticeWindowSeconds: number;
  now: Date;
}

/**
 * Closes the leases no bid can spend on any more and whose spend is all posted: billing notices
 * of a lease's bids are accepted until expiresAt + the notice window, and the minute holding the
 * last of them must be behind the poster's cursor. After closing, the unposted part of a lease
 * stops counting against its reservation (it returns to the campaign). Returns how many closed.
 */
export async function closeExpiredLeases({
  db,
  postedThrough,
  noticeWindowSeconds,
  now,
}: CloseExpiredLeasesOptions): Promise<number> {
  const closable = new Date(postedThrough.getTime() - noticeWindowSeconds * 1000 - 60_000);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE delivery_leases SET closed_at = ${now}
        WHERE closed_at IS NULL AND expires_at <= ${closable}
        RETURNING id`,
  );
  return rows.length;
}
