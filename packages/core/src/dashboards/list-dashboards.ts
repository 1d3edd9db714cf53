import { desc, eq } from 'drizzle-orm';
import { dashboards } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { dashboardView, type DashboardView } from './dashboard-rules';

/** `GET /dashboards`: the company's boards (every user of the company sees them), last changed first. */
export async function listDashboards({
  deps,
  actor,
}: {
  deps: Deps;
  actor: Actor;
}): Promise<DashboardView[]> {
  const rows = await deps.db
    .select()
    .from(dashboards)
    .where(eq(dashboards.companyId, actor.companyId))
    .orderBy(desc(dashboards.updatedAt))
    .limit(200);
  return rows.map((row) => dashboardView(row, actor));
}
