import { and, eq, ne } from 'drizzle-orm';
import { companies, type DbOrTx } from '@verba/db';
import { companyDocumentMessageKeys } from '@verba/domain';
import { DomainError } from '../errors';

/** The unique index of migration 0017: one company per (normalised) CPF/CNPJ. */
const documentIndex = 'companies_document_unique';

/** The field a taken document is reported on: company_document at sign-up (with the way to ask for access), document elsewhere. */
export type DocumentField = 'company_document' | 'document';

/** 409 COMPANY_DOCUMENT_TAKEN with the message on the field. */
export const documentTaken = (field: DocumentField) =>
  new DomainError('COMPANY_DOCUMENT_TAKEN', {
    [field]: [
      {
        key:
          field === 'company_document'
            ? companyDocumentMessageKeys.takenAtSignup
            : companyDocumentMessageKeys.taken,
        params: {},
      },
    ],
  });

/** Refuses a document (already normalised) that another company has. */
export async function assertDocumentAvailable({
  db,
  document,
  exceptCompanyId,
  field,
}: {
  db: DbOrTx;
  document: string;
  exceptCompanyId?: string;
  field: DocumentField;
}) {
  const [taken] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(eq(companies.document, document), exceptCompanyId ? ne(companies.id, exceptCompanyId) : undefined),
    )
    .limit(1);
  if (taken) throw documentTaken(field);
}

/** Two simultaneous writes can both pass the check above; the unique index then refuses one. */
export function isDocumentUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (
      code === '23505' &&
      (constraint === documentIndex || (typeof message === 'string' && message.includes(documentIndex)))
    )
      return true;
  }
  return false;
}

/** Runs a write and turns the document index's unique violation into COMPANY_DOCUMENT_TAKEN on `field`. */
export async function withDocumentUniqueness<T>(field: DocumentField, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDocumentUniqueViolation(error)) throw documentTaken(field);
    throw error;
  }
}
