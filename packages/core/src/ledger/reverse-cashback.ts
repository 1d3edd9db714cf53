import type { DbOrTx } from '@verba/db';
import { fail } from '../errors';
import { bookChargeback, type BookChargebackResult } from './book-chargeback';
import { ensureAccount } from './ensure-account';
import { findTransfer } from './find-transfer';
import { getAccount } from './get-account';
import { heldCashback } from './held-cashback';
import { withTransaction } from './with-transaction';
import type { LedgerTransfer } from './types';

export interface ReverseCashbackOptions {
  db: DbOrTx;
  /** The cashback credit being taken back (bonus_expense → cashback_hold or → company_wallet). */
  credit: LedgerTransfer;
  /** Names the reversal, e.g. `bonus-reversal:<order>`. */
  idempotencyKey: string;
}

/**
 * Takes agency cashback back to where it came from (kind bonus_reversal) when the payment that
 * earned it is refunded or charged back: from the hold while it is still held there, otherwise
 * from the company wallet, where the part already withdrawn becomes the company's chargeback
 * receivable (bookChargeback), never a negative wallet. Idempotent per key.
 */
export async function reverseCashback({
  db,
  credit,
  idempotencyKey,
}: ReverseCashbackOptions): Promise<BookChargebackResult> {
  if (!credit.reference) throw new TypeError(`cashback credit ${credit.id} names no payment`);
  const reference = credit.reference;
  return withTransaction(db, async (tx) => {
    const destination = await getAccount({ db: tx, accountId: credit.toAccountId, forUpdate: true });
    if (!destination?.owner) throw fail('NOT_FOUND');
    // A replay reverses from where the first run did (bookChargeback then books nothing).
    const booked = await findTransfer({ db: tx, idempotencyKey });
    const stillHeld =
      destination.type === 'cashback_hold' &&
      (await heldCashback({ db: tx, accountId: destination.id, reference })).length > 0;
    const wallet =
      booked?.fromAccountId ??
      (destination.type === 'cashback_hold' && !stillHeld
        ? (
            await ensureAccount({
              db: tx,
              type: 'company_wallet',
              owner: destination.owner,
              currency: destination.currency,
            })
          ).id
        : destination.id);
    return bookChargeback({
      db: tx,
      wallet,
      to: credit.fromAccountId,
      amount: credit.amount,
      kind: 'bonus_reversal',
      idempotencyKey,
      reference,
    });
  });
}
