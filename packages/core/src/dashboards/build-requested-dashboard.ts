import { eq } from 'drizzle-orm';
import { dashboardRequests, dashboards, users } from '@verba/db';
import type { DashboardInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { isUuid } from '../ids';
import { queueEmail } from '../mail/queue-email';
import { dashboardView, type DashboardView } from './dashboard-rules';

/**
 * `POST /staff/dashboard-requests/{id}/dashboard` (staff only): builds the requested board in the
 * requester's company, closes the request and e-mails the requester the board's address, in one
 * transaction (the e-mail leaves only if the board is there). A request already built is
 * DASHBOARD_REQUEST_DONE.
 */
export async function buildRequestedDashboard({
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
  if (!actor.isStaff) throw fail('FORBIDDEN');
  if (!isUuid(id)) throw fail('NOT_FOUND');
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(dashboardRequests)
      .where(eq(dashboardRequests.id, id))
      .for('update');
    if (!request) throw fail('NOT_FOUND');
    if (request.status !== 'open') throw fail('DASHBOARD_REQUEST_DONE');
    const [board] = await tx
      .insert(dashboards)
      .values({
        companyId: request.companyId,
        name: input.name,
        range: input.range,
        widgets: input.widgets,
        createdByUserId: actor.userId,
        requestId: request.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx
      .update(dashboardRequests)
      .set({ status: 'done', dashboardId: board!.id, doneByUserId: actor.userId, doneAt: now })
      .where(eq(dashboardRequests.id, request.id));
    const [requester] = await tx
      .select({ name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, request.requesterUserId));
    if (requester) {
      await queueEmail({
        db: tx,
        to: requester.email,
        template: 'dashboard_ready',
        language: requester.language,
        params: {
          name: requester.name,
          dashboard: input.name,
          url: `${deps.config.appUrl}/dashboards/${board!.id}`,
        },
      });
    }
    return board!;
  });
  return dashboardView(row, actor);
}
