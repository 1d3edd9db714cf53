import { eq } from 'drizzle-orm';
import { savedReports } from '@verba/db';
import type { Actor, Deps } from '../../deps';
import { findOwnReport } from './saved-report-rules';

/** `DELETE /reports/saved/{id}`: the owner deletes it; its spreadsheet link and schedule go with it. */
export async function deleteSavedReport({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  const found = await findOwnReport(deps.db, actor, id);
  await deps.db.delete(savedReports).where(eq(savedReports.id, found.report.id));
}
