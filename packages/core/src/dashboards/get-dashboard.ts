import type { Actor, Deps } from '../deps';
import { dashboardView, findDashboard, type DashboardView } from './dashboard-rules';

/** `GET /dashboards/{id}`: one board of the actor's company (NOT_FOUND otherwise). */
export async function getDashboard({
  deps,
  actor,
  id,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
}): Promise<DashboardView> {
  return dashboardView(await findDashboard(deps.db, actor.companyId, id), actor);
}
