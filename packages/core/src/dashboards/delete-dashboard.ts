import { eq } from 'drizzle-orm';
import { dashboards } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { canDeleteDashboard, findDashboard } from './dashboard-rules';

/** `DELETE /dashboards/{id}`: by whoever created the board or a manager (DASHBOARD_DELETE_FORBIDDEN otherwise). */
export async function deleteDashboard({
  deps,
  actor,
  id,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
}): Promise<void> {
  const found = await findDashboard(deps.db, actor.companyId, id);
  if (!canDeleteDashboard(found, actor)) throw fail('DASHBOARD_DELETE_FORBIDDEN');
  await deps.db.delete(dashboards).where(eq(dashboards.id, found.id));
}
