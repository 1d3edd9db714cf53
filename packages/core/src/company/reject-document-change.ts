import { eq } from 'drizzle-orm';
import { companyDocumentChangeRequests } from '@verba/db';
import type { DocumentChangeRequestView, RejectDocumentChangeInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { lockPendingDocumentChange, notifyDocumentChangeDecision } from './document-change-decision';
import { findDocumentChangeRequest } from './document-change-view';

/** POST staff/document-change-requests/{id}/reject — platform staff only: the document stays; audited, requester e-mailed with the note. */
export async function rejectDocumentChange({
  deps,
  actor,
  id,
  input,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  input: RejectDocumentChangeInput;
}): Promise<DocumentChangeRequestView> {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const request = await lockPendingDocumentChange(tx, id);
    const [decided] = await tx
      .update(companyDocumentChangeRequests)
      .set({
        status: 'rejected',
        decidedByUserId: actor.userId,
        decidedAt: now,
        decisionNote: input.note || null,
      })
      .where(eq(companyDocumentChangeRequests.id, request.id))
      .returning();
    await recordAudit({
      db: tx,
      actor,
      companyId: request.companyId,
      action: 'company.document_change_rejected',
      targetType: 'company',
      targetId: request.companyId,
      metadata: { request_id: request.id, document: request.document, note: input.note },
      at: now,
    });
    await notifyDocumentChangeDecision({ tx, config: deps.config, request: decided! });
  });
  return (await findDocumentChangeRequest({ db: deps.db, id }))!;
}
