import type { DbOrTx } from '@verba/db';
import { findAccount, type FindAccountOptions } from './find-account';
import { getAccount } from './get-account';

export type BalanceOfOptions = { db: DbOrTx; accountId: string } | FindAccountOptions;

/**
 * The balance of an account in minor units, by id or by (type, owner, currency). An account that
 * does not exist yet has a balance of 0. For a wallet this is the available balance: budgets
 * reserved for campaigns have already left it.
 */
export async function balanceOf(options: BalanceOfOptions): Promise<bigint> {
  const account = 'accountId' in options ? await getAccount(options) : await findAccount(options);
  return account?.balance ?? 0n;
}
