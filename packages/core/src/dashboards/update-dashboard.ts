import { eq } from 'drizzle-orm';
import { dashboards } from '@verba/db';
import type { DashboardInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { dashboardView, findDashboard, type DashboardView } from './dashboard-rules';

/**
 * `PUT /dashboards/{id}`: the board's name, range and widgets (arranged, resized, added, removed).
 * Any user of the company may arrange a shared board; the last save wins.
 */
export async function updateDashboard({
  deps,
  actor,
  id,
  input,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  input: DashboardInput;
}): Promise<DashboardView> {
  const found = await findDashboard(deps.db, actor.companyId, id);
  const [row] = await deps.db
    .update(dashboards)
    .set({ name: input.name, range: input.range, widgets: input.widgets, updatedAt: deps.now() })
    .where(eq(dashboards.id, found.id))
    .returning();
  return dashboardView(row!, actor);
}
