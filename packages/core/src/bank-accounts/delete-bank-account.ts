import { and, eq } from 'drizzle-orm';
import { bankAccounts } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { withTransaction } from '../ledger/with-transaction';
import { auditBankAccount } from './audit';
import { lockCompanyBankAccounts } from './company-lock';
import { findBankAccount } from './find-bank-account';
import { promoteOldestBankAccount } from './main-account';

/**
 * Deletes a bank account (manager only). Withdrawals already sent to it keep a copy of its
 * details. When it was the main account, the oldest remaining account becomes main, so a company
 * with accounts always has exactly one main account. Answers with the new main account's id.
 */
export async function deleteBankAccount({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  const now = deps.now();
  return withTransaction(deps.db, async (tx) => {
    await lockCompanyBankAccounts(tx, actor.companyId);
    const current = await findBankAccount({ db: tx, companyId: actor.companyId, id });
    await tx.delete(bankAccounts).where(and(eq(bankAccounts.id, id), eq(bankAccounts.companyId, actor.companyId)));
    const promoted = current.isMain ? await promoteOldestBankAccount({ tx, companyId: actor.companyId, at: now }) : null;
    await auditBankAccount({
      db: tx,
      actor,
      bankAccountId: id,
      action: 'bank_account.deleted',
      metadata: { bank_code: current.bankCode, agency: current.agency, account: current.account, was_main: current.isMain, new_main_id: promoted?.id ?? null },
      at: now,
    });
    return { main_bank_account_id: promoted?.id ?? null };
  });
}
