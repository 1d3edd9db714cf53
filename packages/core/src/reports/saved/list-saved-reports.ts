import { desc, eq } from 'drizzle-orm';
import { savedReports, users } from '@verba/db';
import type { Actor, Deps } from '../../deps';
import { savedReportView, visibleTo, type SavedReportView } from './saved-report-rules';

/** `GET /reports/saved`: the actor's own reports and those shared within the company, newest first. */
export async function listSavedReports({ deps, actor }: { deps: Deps; actor: Actor }): Promise<SavedReportView[]> {
  const rows = await deps.db
    .select({ report: savedReports, ownerName: users.name })
    .from(savedReports)
    .innerJoin(users, eq(users.id, savedReports.ownerUserId))
    .where(visibleTo(actor))
    .orderBy(desc(savedReports.updatedAt))
    .limit(500);
  return rows.map((r) => savedReportView(deps, r.report, r.ownerName, actor));
}
