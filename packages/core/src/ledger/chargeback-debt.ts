import type { DbOrTx } from '@verba/db';
import type { Currency } from '@verba/domain';
import { balanceOf } from './balance-of';
import type { LedgerReference } from './types';

/**
 * What an owner (advertiser or company) still owes the platform in a currency: chargebacks beyond
 * what its wallet held, and cashback taken back after it was withdrawn. 0 when nothing is owed.
 */
export async function chargebackDebt({
  db,
  owner,
  currency,
}: {
  db: DbOrTx;
  owner: LedgerReference;
  currency: Currency;
}): Promise<bigint> {
  const receivable = await balanceOf({ db, type: 'chargeback_receivable', owner, currency });
  return receivable < 0n ? -receivable : 0n;
}
