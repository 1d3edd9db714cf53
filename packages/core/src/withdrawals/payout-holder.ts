import { eq } from 'drizzle-orm';
import { companies, withdrawals, type Tx, type WithdrawalRow } from '@verba/db';
import { formatDocument, normalizeDocument } from '@verba/domain';
import type { Config } from '../config';
import { fail } from '../errors';
import { bookWithdrawalFailed } from './bookings';
import { queueWithdrawalNotices } from './withdrawal-notices';

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

/** Why the payout job cancelled a withdrawal (withdrawals.failure_reason), translated like a rail's reasons. */
export const holderMismatchReason = 'holder_mismatch';

/**
 * The payout job, before a withdrawal is sent for the first time: when its destination is no
 * longer held under the company's current document, it fails in the caller's transaction through
 * the failed path (amount and fee back as FAILED_TRANSFER_FUND, finance users e-mailed) and true
 * is returned: nothing is sent.
 */
export async function failPayoutIfHolderChanged({
  tx,
  config,
  withdrawal,
  now,
}: {
  tx: Tx;
  config: Pick<Config, 'appUrl'>;
  withdrawal: WithdrawalRow;
  now: Date;
}) {
  if (holds(await currentCompanyDocument(tx, withdrawal.companyId), withdrawal.destination.holder_document))
    return false;
  await bookWithdrawalFailed({ tx, withdrawal });
  const [failed] = await tx
    .update(withdrawals)
    .set({ status: 'failed', failedAt: now, failureReason: holderMismatchReason, updatedAt: now })
    .where(eq(withdrawals.id, withdrawal.id))
    .returning();
  await queueWithdrawalNotices({ tx, config, withdrawal: failed! });
  return true;
}
