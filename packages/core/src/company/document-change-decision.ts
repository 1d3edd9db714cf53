import { and, eq, isNull } from 'drizzle-orm';
import {
  companies,
  companyDocumentChangeRequests,
  users,
  type CompanyDocumentChangeRequestRow,
  type Tx,
} from '@verba/db';
import { formatDocument } from '@verba/domain';
import type { Config } from '../config';
import { fail } from '../errors';
import { isUuid } from '../ids';
import { queueEmail } from '../mail/queue-email';

/**
 * What approving and rejecting share: the request, locked until the decision commits (so two
 * staff members cannot both decide it), 404 when unknown, 409 DOCUMENT_CHANGE_REQUEST_RESOLVED
 * when already decided.
 */
export async function lockPendingDocumentChange(
  tx: Tx,
  id: string,
): Promise<CompanyDocumentChangeRequestRow> {
  if (!isUuid(id)) throw fail('NOT_FOUND');
  const [request] = await tx
    .select()
    .from(companyDocumentChangeRequests)
    .where(eq(companyDocumentChangeRequests.id, id))
    .for('update');
  if (!request) throw fail('NOT_FOUND');
  if (request.status !== 'pending') throw fail('DOCUMENT_CHANGE_REQUEST_RESOLVED');
  return request;
}

/** E-mails the requester (unless deleted since) how their request was decided, in their language. */
export async function notifyDocumentChangeDecision({
  tx,
  config,
  request,
}: {
  tx: Tx;
  config: Pick<Config, 'appUrl'>;
  request: CompanyDocumentChangeRequestRow;
}) {
  const [requester] = await tx
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.id, request.requestedByUserId), isNull(users.deletedAt)));
  if (!requester || request.status === 'pending') return;
  const [company] = await tx
    .select({ tradeName: companies.tradeName, legalName: companies.legalName })
    .from(companies)
    .where(eq(companies.id, request.companyId));
  await queueEmail({
    db: tx,
    to: requester.email,
    language: requester.language,
    template: 'document_change_decided',
    params: {
      name: requester.name,
      company: company?.tradeName || company?.legalName || '',
      document: formatDocument(request.document),
      approved: request.status === 'approved',
      note: request.decisionNote ?? '',
      url: `${config.appUrl}/company/edit`,
    },
  });
}
