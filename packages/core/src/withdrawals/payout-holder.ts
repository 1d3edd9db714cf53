import { eq } from 'drizzle-orm';
import { companies, type Tx, type WithdrawalRow } from '@verba/db';
import { formatDocument, normalizeDocument } from '@verba/domain';
import { fail } from '../errors';

/**
 * Spec §5, checked again whenever money is about to leave: the account must be held under the
 * company's *current* CNPJ. The document may have changed (a staff-approved request) since the
 * account was added. Reads the company row FOR SHARE, so an approval waits for the caller's
 * transaction, or the caller sees the new document.
 */
async function currentCompanyDocument(tx: Tx, companyId: string) {
  const [company] = await tx
    .select({ document: companies.document, documentType: companies.documentType })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('share');
  if (!company) throw fail('NOT_FOUND');
  return company;
}

const holds = (company: { document: string; documentType: string }, holderDocument: string) =>
  company.documentType === 'CNPJ' && normalizeDocument(holderDocument) === company.document;

/** requestWithdrawal: 409 WITHDRAWAL_HOLDER_MISMATCH when the main account is not under the current CNPJ. */
export async function assertPayoutHolder({
  tx,
  companyId,
  holderDocument,
}: {
  tx: Tx;
  companyId: string;
  holderDocument: string;
}) {
  const company = await currentCompanyDocument(tx, companyId);
  if (!holds(company, holderDocument))
    throw fail('WITHDRAWAL_HOLDER_MISMATCH', undefined, { cnpj: formatDocument(company.document) });
}

/**
 * The payout job, before a withdrawal is sent for the first time: whether its destination is
 * still held under the company's current document (false: it must not leave).
 */
export async function payoutHolderStillValid({ tx, withdrawal }: { tx: Tx; withdrawal: WithdrawalRow }) {
  return holds(
    await currentCompanyDocument(tx, withdrawal.companyId),
    withdrawal.destination.holder_document,
  );
}
