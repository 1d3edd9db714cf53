import { pruneClosedLeases } from '../delivery/leases/prune-closed-leases';
import type { Deps } from '../deps';
import { enqueueJob } from './enqueue-job';
import { pruneFinishedJobsJob } from './job-kinds';
import { pruneFinishedJobs } from './prune-finished-jobs';

export { pruneFinishedJobsJob };

const hourMs = 3600_000;

/**
 * Job `jobs.prune-finished`, hourly: first enqueues the next hour's run (one per hour, so the
 * chain neither breaks nor doubles on a retry), then deletes the done jobs and the closed budget
 * leases past their retention. Started by migration 0036.
 */
export async function runJobPruning({ deps }: { deps: Deps }): Promise<void> {
  const slot = Math.floor(deps.now().getTime() / hourMs) + 1;
  await enqueueJob({
    db: deps.db,
    kind: pruneFinishedJobsJob,
    runAt: new Date(slot * hourMs),
    dedupeKey: `${pruneFinishedJobsJob}:${slot}`,
  });
  const { deleted, more } = await pruneFinishedJobs({ deps });
  if (deleted > 0) deps.logger.info({ deleted, more }, 'finished jobs past the retention deleted');
  const leases = await pruneClosedLeases({ deps });
  if (leases.deleted > 0) deps.logger.info(leases, 'closed budget leases past the retention deleted');
}
