import { count, eq } from 'drizzle-orm';
import { bankAccounts } from '@verba/db';
import type { BankAccountInput, BankAccountView } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { withTransaction } from '../ledger/with-transaction';
import { auditBankAccount } from './audit';
import { bankAccountFields } from './bank-account-fields';
import { toBankAccountView } from './bank-account-view';
import { lockCompanyBankAccounts } from './company-lock';
import { refuseDuplicateBankAccount } from './duplicate';
import { checkBankAccountHolder } from './holder';
import { makeMainBankAccount } from './main-account';

/**
 * Adds a bank account to the actor's company (manager only, checked by the route). The holder
 * must be the company's CNPJ. The company's first account is its main one; `is_main` makes a new
 * account main in place of the current one, in the same transaction.
 */
export async function createBankAccount({ deps, actor, input }: { deps: Deps; actor: Actor; input: BankAccountInput }): Promise<BankAccountView> {
  const now = deps.now();
  const row = await withTransaction(deps.db, async (tx) => {
    await lockCompanyBankAccounts(tx, actor.companyId);
    const holder = await checkBankAccountHolder({ db: tx, companyId: actor.companyId, holderDocument: input.holder_document });
    await refuseDuplicateBankAccount({ db: tx, companyId: actor.companyId, input });
    const [{ existing } = { existing: 0 }] = await tx
      .select({ existing: count() })
      .from(bankAccounts)
      .where(eq(bankAccounts.companyId, actor.companyId));
    const [created] = await tx
      .insert(bankAccounts)
      .values({
        companyId: actor.companyId,
        ...bankAccountFields(input, holder),
        isMain: false,
        createdByUserId: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const account = input.is_main === true || existing === 0 ? await makeMainBankAccount({ tx, companyId: actor.companyId, id: created!.id, at: now }) : created!;
    await auditBankAccount({
      db: tx,
      actor,
      bankAccountId: account.id,
      action: 'bank_account.created',
      metadata: { bank_code: account.bankCode, agency: account.agency, account: account.account, is_main: account.isMain },
      at: now,
    });
    return account;
  });
  return toBankAccountView(row);
}
