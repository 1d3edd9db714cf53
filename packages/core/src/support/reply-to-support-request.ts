import { eq } from 'drizzle-orm';
import { supportMessages, supportRequests } from '@verba/db';
import type { SupportReplyInput } from '@verba/domain';
import { recordAudit } from '../audit/record-audit';
import type { Actor, Deps } from '../deps';
import { findVisibleSupportRequest, supportRequestDetail } from './support-request-view';

/**
 * `POST support-requests/:id/replies`: the company's user adds to the thread. A request waiting
 * for the user, or closed, goes back to the queue as open.
 */
export async function replyToSupportRequest({
  deps,
  actor,
  id,
  input,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  input: SupportReplyInput;
}) {
  return deps.db.transaction(async (tx) => {
    const row = await findVisibleSupportRequest({ db: tx, actor, id });
    const now = deps.now();
    await tx
      .insert(supportMessages)
      .values({ requestId: row.id, authorUserId: actor.userId, fromStaff: false, body: input.body, createdAt: now });
    await tx
      .update(supportRequests)
      .set({ updatedAt: now, ...(row.status === 'in_progress' ? {} : { status: 'open' as const }) })
      .where(eq(supportRequests.id, row.id));
    await recordAudit({
      db: tx,
      actor,
      action: 'support_request.replied',
      targetType: 'support_request',
      targetId: row.id,
      at: now,
    });
    return supportRequestDetail(tx, row.id);
  });
}
