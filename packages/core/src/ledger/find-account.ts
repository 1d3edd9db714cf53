import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';
import type { Currency } from '@verba/domain';
import { accountColumns, toAccount, type AccountRow } from './rows';
import type { LedgerAccount, LedgerAccountType, LedgerReference } from './types';

export interface FindAccountOptions {
  db: DbOrTx;
  type: LedgerAccountType;
  owner?: LedgerReference | null;
  currency: Currency;
}

/** The account of (type, owner, currency) if it exists, without creating it. */
export async function findAccount({
  db,
  type,
  owner = null,
  currency,
}: FindAccountOptions): Promise<LedgerAccount | null> {
  const ownerMatch = owner
    ? sql`a.owner_type = ${owner.type} AND a.owner_id = ${owner.id}`
    : sql`a.owner_type IS NULL AND a.owner_id IS NULL`;
  const rows = await queryRows<AccountRow>(
    db,
    sql`SELECT ${accountColumns} FROM ledger_accounts a WHERE a.type = ${type} AND ${ownerMatch} AND a.currency = ${currency}`,
  );
  return rows[0] ? toAccount(rows[0]) : null;
}
