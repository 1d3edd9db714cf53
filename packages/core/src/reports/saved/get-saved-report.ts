import type { Actor, Deps } from '../../deps';
import { findVisibleReport, savedReportView, type SavedReportView } from './saved-report-rules';

/** `GET /reports/saved/{id}`: one report the actor sees (NOT_FOUND otherwise). */
export async function getSavedReport({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }): Promise<SavedReportView> {
  const found = await findVisibleReport(deps.db, actor, id);
  return savedReportView(deps, found.report, found.ownerName, actor);
}
