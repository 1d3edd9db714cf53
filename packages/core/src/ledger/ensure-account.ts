import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';
import type { Currency } from '@verba/domain';
import { findAccount } from './find-account';
import { accountColumns, toAccount, type AccountRow } from './rows';
import {
  isExternalAccountType,
  ownedAccountTypes,
  type LedgerAccount,
  type LedgerAccountType,
  type LedgerReference,
} from './types';

export interface AccountIdentity {
  type: LedgerAccountType;
  /** Required for wallets, reservations and receivables; null for the platform's own accounts. */
  owner?: LedgerReference | null;
  currency: Currency;
}

export interface EnsureAccountOptions extends AccountIdentity {
  db: DbOrTx;
}

/** The account of (type, owner, currency), created on first use. Safe under concurrency. */
export async function ensureAccount({
  db,
  type,
  owner = null,
  currency,
}: EnsureAccountOptions): Promise<LedgerAccount> {
  if ((ownedAccountTypes as readonly LedgerAccountType[]).includes(type) && !owner) {
    throw new TypeError(`A ${type} ledger account needs an owner`);
  }
  const existing = await findAccount({ db, type, owner, currency });
  const external = isExternalAccountType(type);
  if (existing) return existing;
  const inserted = await queryRows<AccountRow>(
    db,
    sql`INSERT INTO ledger_accounts AS a (type, owner_type, owner_id, currency, allow_negative, balance)
        VALUES (${type}, ${owner?.type ?? null}, ${owner?.id ?? null}, ${currency}, ${external}, ${external ? null : 0})
        ON CONFLICT (type, owner_type, owner_id, currency) DO NOTHING
        RETURNING ${accountColumns}`,
  );
  const account = inserted[0] ? toAccount(inserted[0]) : await findAccount({ db, type, owner, currency });
  if (!account) throw new Error(`ledger account ${type}/${owner?.type}:${owner?.id}/${currency} vanished`);
  return account;
}
