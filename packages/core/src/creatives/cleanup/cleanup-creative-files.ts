import type { Deps } from '../../deps';
import { enqueueJob } from '../../jobs/enqueue-job';
import { deleteUnkeptCreativeFiles } from './delete-unkept-creative-files';
import { creativeFileCleanupJob } from './jobs';

const dayMs = 24 * 3600_000;

/**
 * Job `creatives.cleanup-files`, daily: first enqueues tomorrow's run (one per UTC day, so the chain
 * never breaks nor doubles when a run is retried), then deletes the creative files nobody keeps.
 * The chain is started by migration 0029.
 */
export async function cleanupCreativeFiles({ deps }: { deps: Deps }): Promise<void> {
  const next = new Date(deps.now().getTime() + dayMs);
  await enqueueJob({
    db: deps.db,
    kind: creativeFileCleanupJob,
    runAt: next,
    dedupeKey: `${creativeFileCleanupJob}:${next.toISOString().slice(0, 10)}`,
  });
  const deleted = await deleteUnkeptCreativeFiles({ deps });
  if (deleted > 0) deps.logger.info({ deleted }, 'creative files nobody keeps deleted');
}
