import { and, eq, isNotNull, lte, lt } from 'drizzle-orm';
import { reportExports, savedReports, users } from '@verba/db';
import { nextReportRun, reportExportLimits } from '@verba/domain';
import type { Deps } from '../../deps';
import { enqueueJob } from '../../jobs/enqueue-job';
import { blobStoreOf } from '../../storage';
import { reportEmailJob, reportScheduleTickJob } from './jobs';

const tickMs = 5 * 60_000;
const batch = 50;

/**
 * Job `reports.schedule-tick`, every 5 minutes: first enqueues the next tick (one per 5-minute
 * slot, so the chain never breaks nor doubles), then turns each due schedule into an e-mailed
 * report of the saved definition to its recipients and moves the schedule to its next run, then
 * prunes exports whose link expired (their files too).
 */
export async function runReportSchedules({ deps }: { deps: Deps }): Promise<void> {
  const now = deps.now();
  const next = new Date(Math.floor(now.getTime() / tickMs) * tickMs + tickMs);
  await enqueueJob({ db: deps.db, kind: reportScheduleTickJob, runAt: next, dedupeKey: `${reportScheduleTickJob}:${next.toISOString()}` });
  const started = await startDueSchedules(deps, now);
  if (started > 0) deps.logger.info({ started }, 'scheduled reports started');
  await pruneExpiredExports(deps, now);
}

async function startDueSchedules(deps: Deps, now: Date) {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ report: savedReports, ownerLanguage: users.language })
      .from(savedReports)
      .innerJoin(users, eq(users.id, savedReports.ownerUserId))
      .where(and(isNotNull(savedReports.schedule), lte(savedReports.scheduleNextRunAt, now)))
      .limit(batch)
      .for('update', { of: savedReports, skipLocked: true });
    for (const { report, ownerLanguage } of due) {
      const schedule = report.schedule!;
      const [row] = await tx
        .insert(reportExports)
        .values({
          companyId: report.companyId,
          userId: report.ownerUserId,
          savedReportId: report.id,
          kind: 'email',
          definition: report.definition,
          format: schedule.format,
          language: ownerLanguage,
          recipients: schedule.recipients,
          createdAt: now,
          expiresAt: new Date(now.getTime() + reportExportLimits.emailLinkDays * 86_400_000),
        })
        .returning({ id: reportExports.id });
      await enqueueJob({ db: tx, kind: reportEmailJob, payload: { exportId: row!.id }, maxAttempts: 5, dedupeKey: `${reportEmailJob}:${row!.id}` });
      await tx
        .update(savedReports)
        .set({ scheduleNextRunAt: nextReportRun(schedule.frequency, now) })
        .where(eq(savedReports.id, report.id));
    }
    return due.length;
  });
}

async function pruneExpiredExports(deps: Deps, now: Date) {
  const expired = await deps.db
    .select({ id: reportExports.id, blobKey: reportExports.blobKey })
    .from(reportExports)
    .where(lt(reportExports.expiresAt, now))
    .limit(200);
  for (const row of expired) {
    if (row.blobKey) await blobStoreOf(deps).delete(row.blobKey);
    await deps.db.delete(reportExports).where(eq(reportExports.id, row.id));
  }
}
