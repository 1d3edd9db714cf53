import { sql } from 'drizzle-orm';
import { loggableError, queryRows } from '@verba/db';
import type { Deps } from '../deps';

export type JobHandler = (options: {
  deps: Deps;
  payload: Record<string, unknown>;
  attempt: number;
}) => Promise<void>;

interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

const lockSeconds = 60;
const backoffSeconds = (attempt: number) => Math.min(3600, 2 ** attempt * 5);

/**
 * Claims due jobs with FOR UPDATE SKIP LOCKED (several workers never take the same job), runs
 * them, and retries failures with exponential backoff until max_attempts, then marks them failed.
 * Returns how many jobs ran.
 */
export async function runDueJobs({
  deps,
  handlers,
  limit = 10,
}: {
  deps: Deps;
  handlers: Record<string, JobHandler>;
  limit?: number;
}) {
  const now = deps.now();
  const kinds = Object.keys(handlers);
  if (kinds.length === 0) return 0;
  const claimed = await queryRows<ClaimedJob>(
    deps.db,
    sql`
    UPDATE jobs SET status = 'running', attempts = attempts + 1,
      locked_until = ${new Date(now.getTime() + lockSeconds * 1000)}
    WHERE id IN (
      SELECT id FROM jobs
      WHERE kind IN ${kinds} AND run_at <= ${now}
        AND (status = 'pending' OR (status = 'running' AND locked_until < ${now}))
      ORDER BY run_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, payload, attempts, max_attempts`,
  );
  for (const job of claimed) {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for ${job.kind}`);
      await handler({ deps, payload: job.payload, attempt: job.attempts });
      await deps.db.execute(
        sql`UPDATE jobs SET status = 'done', finished_at = ${deps.now()}, last_error = NULL WHERE id = ${job.id}`,
      );
    } catch (error) {
      // Code and message only: a failed query's parameters stay out of the log and of last_error.
      const { code, message: reason } = loggableError(error);
      const message = code ? `${code} ${reason}` : reason;
      const finalFailure = job.attempts >= job.max_attempts;
      deps.logger.warn({ job: job.id, kind: job.kind, attempt: job.attempts, err: message }, 'job failed');
      await deps.db.execute(sql`
        UPDATE jobs SET status = ${finalFailure ? 'failed' : 'pending'}, last_error = ${message},
          run_at = ${new Date(deps.now().getTime() + backoffSeconds(job.attempts) * 1000)},
          finished_at = ${finalFailure ? deps.now() : null}
        WHERE id = ${job.id}`);
    }
  }
  return claimed.length;
}

/** Polls for due jobs until stopped. */
export function startWorker({
  deps,
  handlers,
  intervalMs = 500,
}: {
  deps: Deps;
  handlers: Record<string, JobHandler>;
  intervalMs?: number;
}) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    if (stopped) return;
    try {
      while (!stopped && (await runDueJobs({ deps, handlers })) > 0);
    } catch (error) {
      deps.logger.error({ err: error }, 'worker tick failed');
    }
    if (!stopped)
      timer = setTimeout(() => {
        running = tick();
      }, intervalMs);
  };
  running = tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
