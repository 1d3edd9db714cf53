import { and, asc, eq } from 'drizzle-orm';
import { bankAccounts, type Tx } from '@verba/db';

/** Makes `id` the company's only main account (the caller holds lockCompanyBankAccounts). */
export async function makeMainBankAccount({ tx, companyId, id, at }: { tx: Tx; companyId: string; id: string; at: Date }) {
  // Unset first: the partial unique index allows one main account per company at any moment.
  await tx
    .update(bankAccounts)
    .set({ isMain: false, updatedAt: at })
    .where(and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.isMain, true)));
  const [row] = await tx
    .update(bankAccounts)
    .set({ isMain: true, updatedAt: at })
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.companyId, companyId)))
    .returning();
  return row!;
}

/** After the main account is deleted, the oldest remaining one becomes main (or none is left). */
export async function promoteOldestBankAccount({ tx, companyId, at }: { tx: Tx; companyId: string; at: Date }) {
  const [oldest] = await tx
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.companyId, companyId))
    .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id))
    .limit(1);
  if (!oldest) return null;
  return makeMainBankAccount({ tx, companyId, id: oldest.id, at });
}
