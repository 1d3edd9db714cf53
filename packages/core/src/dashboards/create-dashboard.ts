import { dashboards } from '@verba/db';
import type { DashboardInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { dashboardView, type DashboardView } from './dashboard-rules';

/** `POST /dashboards`: a new board of the actor's company. Every role may make one (spec §6: reports). */
export async function createDashboard({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: DashboardInput;
}): Promise<DashboardView> {
  const now = deps.now();
  const [row] = await deps.db
    .insert(dashboards)
    .values({
      companyId: actor.companyId,
      name: input.name,
      range: input.range,
      widgets: input.widgets,
      createdByUserId: actor.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return dashboardView(row!, actor);
}
