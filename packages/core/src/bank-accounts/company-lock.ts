import { sql } from 'drizzle-orm';
import type { Tx } from '@verba/db';

/**
 * Serialises changes to one company's bank accounts until the transaction ends (a transaction
 * advisory lock: it blocks nothing else, not even edits of the company row). The rules "exactly
 * one main account" and "no duplicate account" are then checked without races; unique indexes
 * remain the backstop.
 */
export async function lockCompanyBankAccounts(tx: Tx, companyId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`bank-accounts:${companyId}`}, 0))`);
}
