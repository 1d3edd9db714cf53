import { eq } from 'drizzle-orm';
import { companies, companyDocumentChangeRequests } from '@verba/db';
import {
  can,
  companyDocumentMessageKeys,
  documentTypeOf,
  type DocumentChangeRequestInput,
  type DocumentChangeRequestView,
} from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail, invalidField } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { isUniqueViolation } from '../users/email-availability';
import { assertDocumentAvailable } from './document-uniqueness';
import { findDocumentChangeRequest } from './document-change-view';

/**
 * POST company/document-change-requests: a manager or user_manager asks platform staff to change
 * the company's CPF/CNPJ (new document and why). One pending request per company (409
 * DOCUMENT_CHANGE_REQUEST_PENDING); a document another company has is refused now, and checked
 * again on approval.
 */
export async function requestDocumentChange({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: DocumentChangeRequestInput;
}): Promise<DocumentChangeRequestView> {
  if (!can.editCompany(actor.role)) throw fail('FORBIDDEN');
  const documentType = documentTypeOf(input.document);
  if (!documentType) throw invalidField('document', 'validation:document');
  const now = deps.now();
  try {
    const id = await deps.db.transaction(async (tx) => {
      const [company] = await tx
        .select({ id: companies.id, document: companies.document })
        .from(companies)
        .where(eq(companies.id, actor.companyId));
      if (!company) throw fail('NOT_FOUND');
      if (company.document === input.document)
        throw invalidField('document', companyDocumentMessageKeys.unchanged);
      await assertDocumentAvailable({
        db: tx,
        document: input.document,
        exceptCompanyId: company.id,
        field: 'document',
      });
      const [created] = await tx
        .insert(companyDocumentChangeRequests)
        .values({
          companyId: company.id,
          currentDocument: company.document,
          document: input.document,
          documentType,
          reason: input.reason,
          requestedByUserId: actor.userId,
          requestedAt: now,
        })
        .returning({ id: companyDocumentChangeRequests.id });
      await recordAudit({
        db: tx,
        actor,
        action: 'company.document_change_requested',
        targetType: 'company',
        targetId: company.id,
        metadata: {
          request_id: created!.id,
          from: company.document,
          to: input.document,
          reason: input.reason,
        },
        at: now,
      });
      return created!.id;
    });
    return (await findDocumentChangeRequest({ db: deps.db, id }))!;
  } catch (error) {
    // The partial unique index allows one pending request per company, also under a race.
    if (isUniqueViolation(error)) throw fail('DOCUMENT_CHANGE_REQUEST_PENDING');
    throw error;
  }
}
