import { desc, eq } from 'drizzle-orm';
import { companyDocumentChangeRequests } from '@verba/db';
import type { DocumentChangeRequestView } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { presentDocumentChangeRequest, selectDocumentChangeRequests } from './document-change-view';

/** The company's latest document change request (pending, or how the last one was decided), or null. */
export async function getDocumentChangeRequest({
  deps,
  actor,
}: {
  deps: Deps;
  actor: Actor;
}): Promise<DocumentChangeRequestView | null> {
  const [row] = await selectDocumentChangeRequests(deps.db)
    .where(eq(companyDocumentChangeRequests.companyId, actor.companyId))
    .orderBy(desc(companyDocumentChangeRequests.requestedAt), desc(companyDocumentChangeRequests.id))
    .limit(1);
  return row ? presentDocumentChangeRequest(row) : null;
}
