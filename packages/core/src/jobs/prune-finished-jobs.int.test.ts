import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createTestDeps, type TestDeps } from '../testing';
import { planProblems, queriesSentBy } from '../testing/query-plans';
import { jobHandlers } from './handlers';
import { pruneFinishedJobs } from './prune-finished-jobs';
import { pruneFinishedJobsJob, runJobPruning } from './run-job-pruning';
import { runDueJobs } from './worker';

const dayMs = 24 * 3600_000;

describe('finished-job retention (JOB_RETENTION_DAYS)', () => {
  let deps: TestDeps;
  beforeAll(async () => {
    deps = await createTestDeps({ jobRetentionDays: 7 });
  });
  afterAll(() => deps.database.close());
  beforeEach(async () => {
    await deps.db.execute(sql`DELETE FROM jobs`);
  });

  /** One job row, finished `finishedDaysAgo` days ago (null: not finished). */
  const job = async (
    kind: string,
    status: 'pending' | 'running' | 'done' | 'failed',
    finishedDaysAgo: number | null,
    dedupeKey: string | null = null,
  ) => {
    const finished =
      finishedDaysAgo === null ? null : new Date(deps.now().getTime() - finishedDaysAgo * dayMs);
    const [row] = await queryRows<{ id: string }>(
      deps.db,
      sql`INSERT INTO jobs (kind, status, finished_at, dedupe_key, run_at)
          VALUES (${kind}, ${status}, ${finished}, ${dedupeKey}, ${finished ?? deps.now()}) RETURNING id::text AS id`,
    );
    return row!.id;
  };
  const ids = async () =>
    (await queryRows<{ id: string }>(deps.db, sql`SELECT id::text AS id FROM jobs ORDER BY jobs.id`)).map(
      (r) => r.id,
    );

  it('deletes done jobs older than the retention; keeps recent ones, pending, running and failed ones', async () => {
    const oldDone = await job('delivery.post-spend', 'done', 8, 'delivery.post-spend:1');
    const oldEmail = await job('email.send', 'done', 30, 'email:1');
    const oldPlain = await job('x.plain', 'done', 9);
    const recentDone = await job('delivery.post-spend', 'done', 6, 'delivery.post-spend:2');
    const pending = await job('email.send', 'pending', null);
    const running = await job('email.send', 'running', null);
    // Waiting for its next attempt: pending again, with an old finished_at it never had.
    const retrying = await job('payments.sandbox-webhook', 'pending', 20);
    const failed = await job('invoices.issue', 'failed', 40);
    const result = await pruneFinishedJobs({ deps });
    expect(result.deleted).toBe(3);
    const left = await ids();
    expect(left).not.toContain(oldDone);
    expect(left).not.toContain(oldEmail);
    expect(left).not.toContain(oldPlain);
    expect(left).toEqual(
      [recentDone, pending, running, retrying, failed].sort((a, b) => Number(a) - Number(b)),
    );
  });

  it('keeps an old done job whose dedupe key guards a one-time action (it must never be enqueued again)', async () => {
    const guard = await job('payment-orders.cashback-release', 'done', 60, 'cashback-release:order-1');
    await pruneFinishedJobs({ deps });
    expect(await ids()).toEqual([guard]);
  });

  it('deletes in bounded batches: a run stops after maxBatches, the next one goes on', async () => {
    await deps.db.execute(
      sql`INSERT INTO jobs (kind, status, finished_at) SELECT 'x.plain', 'done', ${new Date(deps.now().getTime() - 10 * dayMs)} FROM generate_series(1, 25)`,
    );
    const first = await pruneFinishedJobs({ deps, batchSize: 10, maxBatches: 2 });
    expect(first).toEqual({ deleted: 20, more: true });
    expect(await ids()).toHaveLength(5);
    expect(await pruneFinishedJobs({ deps, batchSize: 10, maxBatches: 2 })).toEqual({
      deleted: 5,
      more: false,
    });
    expect(await ids()).toEqual([]);
  });

  it('reads its batch from the index of done jobs, oldest first: no scan of the table, no sort, at 20,000 jobs', async () => {
    await deps.db.execute(
      sql`INSERT INTO jobs (kind, status, finished_at, dedupe_key)
          SELECT CASE WHEN i % 2 = 0 THEN 'email.send' ELSE 'delivery.post-spend' END,
                 CASE WHEN i % 4 = 0 THEN 'pending' ELSE 'done' END,
                 ${deps.now()}::timestamptz - (i || ' minutes')::interval, 'plan:' || i
          FROM generate_series(1, 20000) AS i`,
    );
    await deps.db.execute(sql`ANALYZE jobs`);
    const [remove] = await queriesSentBy(deps.db, () => pruneFinishedJobs({ deps, maxBatches: 1 }));
    expect(await planProblems(deps.db, remove!, ['jobs'])).toEqual([]);
  });

  it('runs as a durable hourly chain: each run enqueues the next hour first, once', async () => {
    expect(jobHandlers[pruneFinishedJobsJob]).toBe(runJobPruning);
    await job('x.plain', 'done', 8);
    await deps.db.execute(
      // run_at from the test's clock: the server's now() has microseconds, and within the same
      // millisecond it is after the worker's (millisecond) clock, so the job would not yet be due.
      sql`INSERT INTO jobs (kind, dedupe_key, run_at) VALUES (${pruneFinishedJobsJob}, ${`${pruneFinishedJobsJob}:start`}, ${deps.now()})`,
    );
    await runDueJobs({ deps, handlers: jobHandlers });
    const rows = await queryRows<{ kind: string; status: string; dedupe_key: string; run_at: Date }>(
      deps.db,
      sql`SELECT kind, status, dedupe_key, run_at FROM jobs ORDER BY id`,
    );
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      [pruneFinishedJobsJob, 'done'],
      [pruneFinishedJobsJob, 'pending'],
    ]);
    const next = new Date(rows[1]!.run_at).getTime();
    expect(next).toBeGreaterThan(deps.now().getTime());
    expect(next).toBeLessThanOrEqual(deps.now().getTime() + 3600_000);
    // A retried run enqueues the same next hour, not a second one.
    await runJobPruning({ deps });
    expect(await ids()).toHaveLength(2);
  });
});
