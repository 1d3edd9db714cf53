import { and, eq } from 'drizzle-orm';
import { dashboards, type DashboardRow, type DbOrTx } from '@verba/db';
import {
  dashboardWidgetSchema,
  reportRangeSchema,
  type DashboardWidget,
  type ReportRange,
} from '@verba/domain';
import type { Actor } from '../deps';
import { fail } from '../errors';
import { isUuid } from '../ids';

/** What the API answers for a dashboard. */
export interface DashboardView {
  id: string;
  name: string;
  range: ReportRange;
  widgets: DashboardWidget[];
  created_by_user_id: string;
  /** Built by the platform staff from a "Solicitar dashboard" request. */
  request_id: string | null;
  can_delete: boolean;
  created_at: string;
  updated_at: string;
}

/** Who may delete a board: whoever created it, or a manager of the company (spec §3 roles). */
export const canDeleteDashboard = (
  row: Pick<DashboardRow, 'createdByUserId'>,
  actor: Pick<Actor, 'userId' | 'role'>,
) => row.createdByUserId === actor.userId || actor.role === 'manager' || actor.role === 'user_manager';

export function dashboardView(row: DashboardRow, actor: Pick<Actor, 'userId' | 'role'>): DashboardView {
  return {
    id: row.id,
    name: row.name,
    range: reportRangeSchema.parse(row.range),
    widgets: row.widgets.map((w) => dashboardWidgetSchema.parse(w)),
    created_by_user_id: row.createdByUserId,
    request_id: row.requestId,
    can_delete: canDeleteDashboard(row, actor),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A board of the actor's company, or NOT_FOUND (another company's included: never revealed). */
export async function findDashboard(
  db: DbOrTx,
  companyId: string,
  id: string,
  forUpdate = false,
): Promise<DashboardRow> {
  if (!isUuid(id)) throw fail('NOT_FOUND');
  const query = db
    .select()
    .from(dashboards)
    .where(and(eq(dashboards.id, id), eq(dashboards.companyId, companyId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw fail('NOT_FOUND');
  return row;
}
