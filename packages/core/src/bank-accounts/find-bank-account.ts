import { and, eq } from 'drizzle-orm';
import { bankAccounts, type BankAccountRow, type DbOrTx } from '@verba/db';
import { fail } from '../errors';
import { isUuid } from '../ids';

/** A bank account of the company, or NOT_FOUND (also for another company's account, DESIGN §4). */
export async function findBankAccount({ db, companyId, id }: { db: DbOrTx; companyId: string; id: string }): Promise<BankAccountRow> {
  if (!isUuid(id)) throw fail('NOT_FOUND');
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.companyId, companyId)));
  if (!row) throw fail('NOT_FOUND');
  return row;
}

/**
 * The company's main account (where withdrawals go), or null. `lock` holds it (FOR SHARE) until
 * the transaction ends, so it cannot be deleted under a withdrawal being requested.
 */
export async function findMainBankAccount({ db, companyId, lock = false }: { db: DbOrTx; companyId: string; lock?: boolean }) {
  const query = db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.isMain, true)));
  const [row] = lock ? await query.for('share') : await query;
  return row ?? null;
}
