import type { SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';

/**
 * Runs a retention `DELETE … RETURNING id` of at most `batchSize` rows until it deletes fewer, or
 * `maxBatches` times (so one run holds no long lock and a backlog drains over several runs).
 */
export async function deleteInBatches({
  db,
  batchSize,
  maxBatches,
  statement,
}: {
  db: DbOrTx;
  batchSize: number;
  maxBatches: number;
  /** The DELETE of one batch of at most `limit` rows, returning their ids. */
  statement: (limit: number) => SQL;
}): Promise<{ deleted: number; more: boolean }> {
  let deleted = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const rows = await queryRows<{ id: string }>(db, statement(batchSize));
    deleted += rows.length;
    if (rows.length < batchSize) return { deleted, more: false };
  }
  return { deleted, more: true };
}
