import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';

/** The spend poster's cursor: every minute before it is posted. */
export async function readSpendCursor({ db }: { db: DbOrTx }): Promise<Date> {
  const [row] = await queryRows<{ posted_through: string }>(
    db,
    sql`SELECT to_json(posted_through) #>> '{}' AS posted_through FROM delivery_spend_cursor`,
  );
  if (!row) throw new Error('delivery_spend_cursor has no row (migration 0034)');
  return new Date(row.posted_through);
}

/** Moves the cursor forward to `to` (never back). */
export async function advanceSpendCursor({ db, to }: { db: DbOrTx; to: Date }): Promise<void> {
  await db.execute(sql`UPDATE delivery_spend_cursor SET posted_through = greatest(posted_through, ${to})`);
}
