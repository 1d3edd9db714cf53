import { eq } from 'drizzle-orm';
import { companies, companyDocumentChangeRequests, users, type DbOrTx } from '@verba/db';
import { formatDocument, type DocumentChangeRequestView } from '@verba/domain';

/** The columns of a document change request with its company and requester. */
export const documentChangeRequestColumns = {
  request: companyDocumentChangeRequests,
  company: { id: companies.id, tradeName: companies.tradeName, legalName: companies.legalName },
  requester: { id: users.id, name: users.name, email: users.email },
};

/** Document change requests with their company and requester, for the caller to filter, order and page. */
export const selectDocumentChangeRequests = (db: DbOrTx) =>
  db
    .select(documentChangeRequestColumns)
    .from(companyDocumentChangeRequests)
    .innerJoin(companies, eq(companies.id, companyDocumentChangeRequests.companyId))
    .innerJoin(users, eq(users.id, companyDocumentChangeRequests.requestedByUserId))
    .$dynamic();

type Row = Awaited<ReturnType<typeof selectDocumentChangeRequests>>[number];

/** The API shape of a document change request. */
export function presentDocumentChangeRequest({
  request,
  company,
  requester,
}: Row): DocumentChangeRequestView {
  return {
    id: request.id,
    company: { id: company.id, trade_name: company.tradeName, legal_name: company.legalName },
    current_document: request.currentDocument,
    current_document_formatted: formatDocument(request.currentDocument),
    document: request.document,
    document_formatted: formatDocument(request.document),
    document_type: request.documentType,
    reason: request.reason,
    status: request.status,
    requested_by: { id: requester.id, name: requester.name, email: requester.email },
    requested_at: request.requestedAt.toISOString(),
    decided_at: request.decidedAt?.toISOString() ?? null,
    decision_note: request.decisionNote,
  };
}

/** One request by id, presented, or undefined. */
export async function findDocumentChangeRequest({ db, id }: { db: DbOrTx; id: string }) {
  const [row] = await selectDocumentChangeRequests(db).where(eq(companyDocumentChangeRequests.id, id));
  return row ? presentDocumentChangeRequest(row) : undefined;
}
