import { eq } from 'drizzle-orm';
import { savedReports } from '@verba/db';
import { nextReportRun, type SavedReportInput } from '@verba/domain';
import type { Actor, Deps } from '../../deps';
import { companyRecipients, findOwnReport, savedReportView, type SavedReportView } from './saved-report-rules';

/**
 * `PUT /reports/saved/{id}`: the owner renames it, changes its definition, shares or unshares
 * it, sets or removes its schedule (a changed frequency restarts the schedule from now).
 */
export async function updateSavedReport({
  deps,
  actor,
  id,
  input,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  input: SavedReportInput;
}): Promise<SavedReportView> {
  const found = await findOwnReport(deps.db, actor, id);
  if (input.schedule) await companyRecipients(deps.db, actor.companyId, input.schedule.recipients);
  const now = deps.now();
  const before = found.report.schedule;
  const nextRun = !input.schedule
    ? null
    : before?.frequency === input.schedule.frequency && found.report.scheduleNextRunAt
      ? found.report.scheduleNextRunAt
      : nextReportRun(input.schedule.frequency, now);
  const [row] = await deps.db
    .update(savedReports)
    .set({
      name: input.name,
      definition: input.definition,
      shared: input.shared,
      schedule: input.schedule,
      scheduleNextRunAt: nextRun,
      updatedAt: now,
    })
    .where(eq(savedReports.id, found.report.id))
    .returning();
  return savedReportView(deps, row!, found.ownerName, actor);
}
