import { eq } from 'drizzle-orm';
import { companies, companyDocumentChangeRequests } from '@verba/db';
import type { DocumentChangeRequestView } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { invalidateActorCache } from '../auth/actor-cache';
import { assertDocumentAvailable, withDocumentUniqueness } from './document-uniqueness';
import { lockPendingDocumentChange, notifyDocumentChangeDecision } from './document-change-decision';
import { findDocumentChangeRequest } from './document-change-view';

/**
 * POST staff/document-change-requests/{id}/approve — platform staff only: the company's CPF/CNPJ
 * becomes the requested one (unless another company has it by now: 409 COMPANY_DOCUMENT_TAKEN),
 * audited in the company's history, and the requester is e-mailed. Bank accounts held under the
 * old document stay listed but receive nothing: withdrawals re-check the holder when requested
 * and when sent.
 */
export async function approveDocumentChange({
  deps,
  actor,
  id,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
}): Promise<DocumentChangeRequestView> {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  const now = deps.now();
  const companyId = await withDocumentUniqueness('document', () =>
    deps.db.transaction(async (tx) => {
      const request = await lockPendingDocumentChange(tx, id);
      const [company] = await tx
        .select({ document: companies.document })
        .from(companies)
        .where(eq(companies.id, request.companyId))
        .for('update');
      if (!company) throw fail('NOT_FOUND');
      await assertDocumentAvailable({
        db: tx,
        document: request.document,
        exceptCompanyId: request.companyId,
        field: 'document',
      });
      await tx
        .update(companies)
        .set({ document: request.document, documentType: request.documentType, updatedAt: now })
        .where(eq(companies.id, request.companyId));
      const [decided] = await tx
        .update(companyDocumentChangeRequests)
        .set({ status: 'approved', decidedByUserId: actor.userId, decidedAt: now })
        .where(eq(companyDocumentChangeRequests.id, request.id))
        .returning();
      await recordAudit({
        db: tx,
        actor,
        companyId: request.companyId,
        action: 'company.document_change_approved',
        targetType: 'company',
        targetId: request.companyId,
        metadata: {
          request_id: request.id,
          changes: { document: { from: company.document, to: request.document } },
        },
        at: now,
      });
      await notifyDocumentChangeDecision({ tx, config: deps.config, request: decided! });
      return request.companyId;
    }),
  );
  invalidateActorCache({ companyId });
  return (await findDocumentChangeRequest({ db: deps.db, id }))!;
}
