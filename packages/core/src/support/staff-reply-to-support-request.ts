import { eq } from 'drizzle-orm';
import { supportMessages, supportRequests, users } from '@verba/db';
import type { SupportReplyInput, SupportStatus } from '@verba/domain';
import { recordAudit } from '../audit/record-audit';
import type { Actor, Deps } from '../deps';
import { queueEmail } from '../mail/queue-email';
import { findVisibleSupportRequest, supportRequestDetail } from './support-request-view';

/**
 * `POST staff/support-requests/:id/replies`: staff answer in the thread and set the request's
 * status (waiting for the user unless said otherwise); the requester is e-mailed the reply, in the
 * same transaction (the outbox sends it).
 */
export async function staffReplyToSupportRequest({
  deps,
  actor,
  id,
  input,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  input: SupportReplyInput & { status?: SupportStatus | undefined };
}) {
  return deps.db.transaction(async (tx) => {
    const row = await findVisibleSupportRequest({ db: tx, actor, id, asStaff: true });
    const now = deps.now();
    const status = input.status ?? 'waiting_user';
    await tx
      .insert(supportMessages)
      .values({ requestId: row.id, authorUserId: actor.userId, fromStaff: true, body: input.body, createdAt: now });
    await tx.update(supportRequests).set({ status, updatedAt: now }).where(eq(supportRequests.id, row.id));
    await recordAudit({
      db: tx,
      actor,
      action: 'support_request.staff_replied',
      companyId: row.companyId,
      targetType: 'support_request',
      targetId: row.id,
      metadata: { status },
      at: now,
    });
    const [requester] = await tx
      .select({ name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, row.createdByUserId));
    if (requester)
      await queueEmail({
        db: tx,
        to: requester.email,
        language: requester.language,
        template: 'support_reply',
        params: {
          name: requester.name,
          subject: row.subject,
          reply: input.body,
          url: `${deps.config.appUrl}/support/${row.id}`,
        },
      });
    return supportRequestDetail(tx, row.id);
  });
}
