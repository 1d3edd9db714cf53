import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';
import { findAccount, type FindAccountOptions } from './find-account';
import { getAccount } from './get-account';

export type BalanceOfOptions = { db: DbOrTx; accountId: string } | FindAccountOptions;

/**
 * The balance of an account in minor units, by id or by (type, owner, currency). An account that
 * does not exist yet has a balance of 0. For a wallet this is the available balance: budgets
 * reserved for campaigns have already left it. External accounts cache no balance: theirs is
 * summed from their transfers.
 */
export async function balanceOf(options: BalanceOfOptions): Promise<bigint> {
  const account = 'accountId' in options ? await getAccount(options) : await findAccount(options);
  if (!account) return 0n;
  if (account.balance !== null) return account.balance;
  const [row] = await queryRows<{ balance: string }>(
    options.db,
    sql`SELECT (coalesce((SELECT sum(amount) FROM ledger_transfers WHERE to_account_id = ${account.id}), 0)
              - coalesce((SELECT sum(amount) FROM ledger_transfers WHERE from_account_id = ${account.id}), 0))::text AS balance`,
  );
  return BigInt(row!.balance);
}
