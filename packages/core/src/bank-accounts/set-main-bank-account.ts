import type { BankAccountView } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { withTransaction } from '../ledger/with-transaction';
import { auditBankAccount } from './audit';
import { toBankAccountView } from './bank-account-view';
import { lockCompanyBankAccounts } from './company-lock';
import { findBankAccount } from './find-bank-account';
import { makeMainBankAccount } from './main-account';

/** `PUT bank-accounts/:id/main`: this account becomes the main one, the previous main stops being it. */
export async function setMainBankAccount({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }): Promise<BankAccountView> {
  const now = deps.now();
  const row = await withTransaction(deps.db, async (tx) => {
    await lockCompanyBankAccounts(tx, actor.companyId);
    const current = await findBankAccount({ db: tx, companyId: actor.companyId, id });
    if (current.isMain) return current;
    const account = await makeMainBankAccount({ tx, companyId: actor.companyId, id, at: now });
    await auditBankAccount({ db: tx, actor, bankAccountId: id, action: 'bank_account.main_changed', at: now });
    return account;
  });
  return toBankAccountView(row);
}
