import { and, eq, ne, sql } from 'drizzle-orm';
import { bankAccounts, type DbOrTx } from '@verba/db';
import type { BankAccountInput } from '@verba/domain';
import { fail } from '../errors';

/** BANK_ACCOUNT_DUPLICATE when the company already has this account (leading zeros aside). */
export async function refuseDuplicateBankAccount({
  db,
  companyId,
  input,
  exceptId,
}: {
  db: DbOrTx;
  companyId: string;
  input: Pick<BankAccountInput, 'bank_code' | 'agency' | 'account' | 'account_digit'>;
  exceptId?: string;
}) {
  const [existing] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.companyId, companyId),
        eq(bankAccounts.bankCode, input.bank_code),
        sql`ltrim(${bankAccounts.agency}, '0') = ltrim(${input.agency}, '0')`,
        sql`ltrim(${bankAccounts.account}, '0') = ltrim(${input.account}, '0')`,
        eq(bankAccounts.accountDigit, input.account_digit),
        exceptId ? ne(bankAccounts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (existing) throw fail('BANK_ACCOUNT_DUPLICATE');
}
