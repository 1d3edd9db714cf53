import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { deleteInBatches } from '../../jobs/delete-in-batches';

const dayMs = 24 * 3600_000;

/**
 * Deletes budget leases closed more than DELIVERY_LEASE_RETENTION_DAYS ago, oldest first,
 * `batchSize` rows per statement and at most `maxBatches` statements per call. Nothing counts a
 * closed lease any more (the invariant and acquireLease read open ones only), and a bidder renews
 * one every few seconds per campaign, so without this the table only grows.
 */
export async function pruneClosedLeases({
  deps,
  batchSize = 1000,
  maxBatches = 20,
}: {
  deps: Deps;
  batchSize?: number;
  maxBatches?: number;
}): Promise<{ deleted: number; more: boolean }> {
  const cutoff = new Date(deps.now().getTime() - deps.config.deliveryLeaseRetentionDays * dayMs);
  return deleteInBatches({
    db: deps.db,
    batchSize,
    maxBatches,
    statement: (limit) =>
      sql`DELETE FROM delivery_leases WHERE id = ANY(ARRAY(
            SELECT id FROM delivery_leases
            WHERE closed_at IS NOT NULL AND closed_at < ${cutoff}
            ORDER BY closed_at LIMIT ${limit}))
          RETURNING id`,
  });
}
