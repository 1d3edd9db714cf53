import { eq } from 'drizzle-orm';
import { savedReports, users } from '@verba/db';
import { nextReportRun, type SavedReportInput } from '@verba/domain';
import type { Actor, Deps } from '../../deps';
import { companyRecipients, savedReportView, type SavedReportView } from './saved-report-rules';

/** `POST /reports/saved`: saves a definition for the actor, optionally shared and scheduled. */
export async function createSavedReport({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: SavedReportInput;
}): Promise<SavedReportView> {
  if (input.schedule) await companyRecipients(deps.db, actor.companyId, input.schedule.recipients);
  const now = deps.now();
  const [row] = await deps.db
    .insert(savedReports)
    .values({
      companyId: actor.companyId,
      ownerUserId: actor.userId,
      name: input.name,
      definition: input.definition,
      shared: input.shared,
      schedule: input.schedule,
      scheduleNextRunAt: input.schedule ? nextReportRun(input.schedule.frequency, now) : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const [owner] = await deps.db.select({ name: users.name }).from(users).where(eq(users.id, actor.userId));
  return savedReportView(deps, row!, owner?.name ?? '', actor);
}
