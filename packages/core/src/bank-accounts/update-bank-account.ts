import { and, eq } from 'drizzle-orm';
import { bankAccounts } from '@verba/db';
import { bankAccountMessageKeys, type BankAccountInput, type BankAccountView } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { invalidField } from '../errors';
import { withTransaction } from '../ledger/with-transaction';
import { auditBankAccount } from './audit';
import { bankAccountFields } from './bank-account-fields';
import { toBankAccountView } from './bank-account-view';
import { lockCompanyBankAccounts } from './company-lock';
import { refuseDuplicateBankAccount } from './duplicate';
import { findBankAccount } from './find-bank-account';
import { checkBankAccountHolder } from './holder';
import { makeMainBankAccount } from './main-account';

/**
 * Replaces a bank account's details (manager only). `is_main: true` makes it the main account;
 * the main account cannot be un-marked directly (another account is made main instead), so the
 * company always keeps one. Withdrawals already requested keep the details they were sent to.
 */
export async function updateBankAccount({ deps, actor, id, input }: { deps: Deps; actor: Actor; id: string; input: BankAccountInput }): Promise<BankAccountView> {
  const now = deps.now();
  const row = await withTransaction(deps.db, async (tx) => {
    await lockCompanyBankAccounts(tx, actor.companyId);
    const current = await findBankAccount({ db: tx, companyId: actor.companyId, id });
    if (current.isMain && input.is_main === false) throw invalidField('is_main', bankAccountMessageKeys.mainRequired);
    const holder = await checkBankAccountHolder({ db: tx, companyId: actor.companyId, holderDocument: input.holder_document });
    await refuseDuplicateBankAccount({ db: tx, companyId: actor.companyId, input, exceptId: id });
    const [updated] = await tx
      .update(bankAccounts)
      .set({
        ...bankAccountFields(input, holder),
        updatedAt: now,
      })
      .where(and(eq(bankAccounts.id, id), eq(bankAccounts.companyId, actor.companyId)))
      .returning();
    const account = input.is_main === true && !current.isMain ? await makeMainBankAccount({ tx, companyId: actor.companyId, id, at: now }) : updated!;
    await auditBankAccount({
      db: tx,
      actor,
      bankAccountId: id,
      action: 'bank_account.updated',
      metadata: {
        before: { bank_code: current.bankCode, agency: current.agency, account: current.account, account_digit: current.accountDigit, type: current.type },
        after: { bank_code: account.bankCode, agency: account.agency, account: account.account, account_digit: account.accountDigit, type: account.type },
        is_main: account.isMain,
      },
      at: now,
    });
    return account;
  });
  return toBankAccountView(row);
}
