import { eq } from 'drizzle-orm';
import { supportRequests } from '@verba/db';
import type { SupportStatus } from '@verba/domain';
import { recordAudit } from '../audit/record-audit';
import type { Actor, Deps } from '../deps';
import { findVisibleSupportRequest, supportRequestDetail } from './support-request-view';

/** `POST staff/support-requests/:id/status`: staff move a request through the queue (open, in progress, waiting for the user, closed). */
export async function setSupportRequestStatus({
  deps,
  actor,
  id,
  input,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  input: { status: SupportStatus };
}) {
  return deps.db.transaction(async (tx) => {
    const row = await findVisibleSupportRequest({ db: tx, actor, id, asStaff: true });
    const now = deps.now();
    await tx
      .update(supportRequests)
      .set({ status: input.status, updatedAt: now })
      .where(eq(supportRequests.id, row.id));
    await recordAudit({
      db: tx,
      actor,
      action: 'support_request.status_changed',
      companyId: row.companyId,
      targetType: 'support_request',
      targetId: row.id,
      metadata: { from: row.status, to: input.status },
      at: now,
    });
    return supportRequestDetail(tx, row.id);
  });
}
