import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';
import { isUuid } from '../ids';
import { accountColumns, toAccount, type AccountRow } from './rows';
import type { LedgerAccount } from './types';

/** The account with this id, or null. `forUpdate` locks its row until the transaction ends. */
export async function getAccount({
  db,
  accountId,
  forUpdate = false,
}: {
  db: DbOrTx;
  accountId: string;
  forUpdate?: boolean;
}): Promise<LedgerAccount | null> {
  if (!isUuid(accountId)) return null;
  const rows = await queryRows<AccountRow>(
    db,
    sql`SELECT ${accountColumns} FROM ledger_accounts a WHERE a.id = ${accountId} ${forUpdate ? sql`FOR UPDATE` : sql``}`,
  );
  return rows[0] ? toAccount(rows[0]) : null;
}
