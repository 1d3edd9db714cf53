import type { Deps } from '../../deps';
import { enqueueJob } from '../../jobs/enqueue-job';
import { postSpendJob } from './jobs';
import { postMinuteSpend } from './post-minute-spend';

/**
 * Job `delivery.post-spend`, every SPEND_POST_INTERVAL_SECONDS: first enqueues the next run (one
 * per slot, so the chain neither breaks nor doubles on a retry), then posts the closed minutes.
 * A process without an event store keeps the chain and posts nothing. Started by migration 0034.
 */
export async function runSpendPoster({ deps }: { deps: Deps }): Promise<void> {
  const intervalMs = deps.config.spendPostIntervalSeconds * 1000;
  const slot = Math.floor(deps.now().getTime() / intervalMs) + 1;
  await enqueueJob({
    db: deps.db,
    kind: postSpendJob,
    runAt: new Date(slot * intervalMs),
    dedupeKey: `${postSpendJob}:${slot}`,
  });
  if (!deps.events) return;
  const result = await postMinuteSpend({ deps, store: deps.events });
  if (result.strategyMinutes > 0)
    deps.logger.info(
      { strategyMinutes: result.strategyMinutes, posted: result.posted.toString() },
      'delivery spend posted',
    );
}
