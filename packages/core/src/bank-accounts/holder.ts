import { eq } from 'drizzle-orm';
import { companies, type DbOrTx } from '@verba/db';
import { bankAccountMessageKeys, formatDocument, normalizeDocument } from '@verba/domain';
import { DomainError, fail } from '../errors';

/**
 * Spec §5: the bank account must belong to the company's own CNPJ. Returns the holder's name (the
 * company's legal name); 422 BANK_ACCOUNT_HOLDER_MISMATCH on the holder_document field otherwise.
 */
export async function checkBankAccountHolder({ db, companyId, holderDocument }: { db: DbOrTx; companyId: string; holderDocument: string }) {
  const [company] = await db
    .select({ document: companies.document, documentType: companies.documentType, legalName: companies.legalName })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw fail('NOT_FOUND');
  const companyDocument = normalizeDocument(company.document);
  if (company.documentType !== 'CNPJ' || companyDocument !== normalizeDocument(holderDocument)) {
    const key = company.documentType === 'CNPJ' ? bankAccountMessageKeys.holderMismatch : 'finances_payouts:validation.holder_company_not_cnpj';
    throw new DomainError('BANK_ACCOUNT_HOLDER_MISMATCH', { holder_document: [{ key, params: { cnpj: formatDocument(companyDocument) } }] });
  }
  return { holderName: company.legalName, holderDocument: companyDocument };
}
