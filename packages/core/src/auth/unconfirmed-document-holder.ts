import { and, eq, isNull } from 'drizzle-orm';
import { companies, users, type DbOrTx } from '@verba/db';

/**
 * The user of a sign-up that was never confirmed and holds this CPF/CNPJ — the only live user of
 * its company, unverified, with a password (not an invitation) — or null. Such a sign-up does not
 * keep the document from the next one (whoever confirms the code owns it, as for e-mails), so
 * nobody can block a company's sign-up by typing its CNPJ first.
 */
export async function unconfirmedDocumentHolder({ db, document }: { db: DbOrTx; document: string }) {
  const members = await db
    .select({
      id: users.id,
      companyId: users.companyId,
      isEmailVerified: users.isEmailVerified,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(companies.document, document), isNull(users.deletedAt)))
    .limit(2);
  const [only] = members;
  if (members.length !== 1 || !only || only.isEmailVerified || !only.passwordHash) return null;
  return { userId: only.id, companyId: only.companyId };
}
