import { sql } from 'drizzle-orm';
import { campaignSweepJob } from '../campaigns/review/jobs';
import { creativeFileCleanupJob } from '../creatives/cleanup/jobs';
import { postSpendJob } from '../delivery/spend/jobs';
import { channelSyncJob } from '../channels/sync/jobs';
import { connectedSyncJob } from '../channels/connected/sync-connected-accounts';
import type { Deps } from '../deps';
import { deleteInBatches } from './delete-in-batches';
import { invoiceScheduleJob } from '../invoices/jobs';
import { pruneFinishedJobsJob } from './job-kinds';

const dayMs = 24 * 3600_000;

/**
 * Kinds whose dedupe key is never enqueued again once the job is done (a past time slot of a
 * periodic chain, an e-mail's outbox id), so their done rows may go. Any other done job with a
 * dedupe key stays: its key is what keeps a one-time action (a payout, a cashback release, a
 * webhook) from being enqueued twice.
 */
const prunableKeyedKinds = [
  'email.send',
  postSpendJob,
  channelSyncJob,
  connectedSyncJob,
  campaignSweepJob,
  creativeFileCleanupJob,
  invoiceScheduleJob,
  pruneFinishedJobsJob,
];

/**
 * Deletes `done` jobs that finished more than JOB_RETENTION_DAYS ago, oldest first, `batchSize`
 * rows per statement and at most `maxBatches` statements per call (so one run holds no long lock
 * and a backlog drains over several runs). Pending, running and failed jobs are never touched.
 */
export async function pruneFinishedJobs({
  deps,
  batchSize = 1000,
  maxBatches = 20,
}: {
  deps: Deps;
  batchSize?: number;
  maxBatches?: number;
}): Promise<{ deleted: number; more: boolean }> {
  const cutoff = new Date(deps.now().getTime() - deps.config.jobRetentionDays * dayMs);
  const kinds = `{${prunableKeyedKinds.join(',')}}`;
  return deleteInBatches({
    db: deps.db,
    batchSize,
    maxBatches,
    // = ANY(ARRAY(…)): the batch's ids come from the index of done jobs and are deleted by
    // primary key, never by a join the planner might answer with a scan of the whole table.
    statement: (limit) =>
      sql`DELETE FROM jobs WHERE id = ANY(ARRAY(
            SELECT id FROM jobs
            WHERE status = 'done' AND finished_at < ${cutoff}
              AND (dedupe_key IS NULL OR kind = ANY(${kinds}::text[]))
            ORDER BY finished_at LIMIT ${limit}))
          RETURNING id`,
  });
}
