import type { DbOrTx } from '@verba/db';
import { fail } from '../errors';
import { ensureAccount } from './ensure-account';
import { findTransfer } from './find-transfer';
import { getAccount } from './get-account';
import { heldCashback } from './held-cashback';
import { recoverReceivable } from './recover-receivable';
import { transfer } from './transfer';
import { withTransaction } from './with-transaction';
import type { LedgerReference, LedgerTransfer } from './types';

export interface ReleaseHeldCashbackOptions {
  db: DbOrTx;
  /** The company's cashback_hold account. */
  hold: string;
  /** The payment order whose cashback is released. */
  reference: LedgerReference;
  /** Names the release, e.g. `cashback-release:<order>`. */
  idempotencyKey: string;
}

/**
 * Moves what the hold still keeps for `reference` to the company wallet of the same owner and
 * currency (kind cashback_release, a CREDIT on the statement); what the company owes from
 * chargebacks is then paid first out of it (recoverReceivable). Nothing when a refund or chargeback
 * already took it back from the hold. Idempotent per key. The hold's row is locked first, as
 * reverseCashback locks it, so a release and a reversal of one order never both take it.
 */
export async function releaseHeldCashback({
  db,
  hold,
  reference,
  idempotencyKey,
}: ReleaseHeldCashbackOptions): Promise<LedgerTransfer | null> {
  return withTransaction(db, async (tx) => {
    const account = await getAccount({ db: tx, accountId: hold, forUpdate: true });
    if (account?.type !== 'cashback_hold' || !account.owner) throw fail('NOT_FOUND');
    const previous = await findTransfer({ db: tx, idempotencyKey });
    if (previous) return { ...previous, replayed: true };
    const [held] = await heldCashback({ db: tx, accountId: hold, reference });
    if (!held) return null;
    const wallet = await ensureAccount({
      db: tx,
      type: 'company_wallet',
      owner: account.owner,
      currency: account.currency,
    });
    const released = await transfer({
      db: tx,
      from: hold,
      to: wallet.id,
      amount: held.amount,
      kind: 'cashback_release',
      idempotencyKey,
      reference,
    });
    await recoverReceivable({
      db: tx,
      wallet: wallet.id,
      idempotencyKey: `recovery:${idempotencyKey}`,
      reference,
    });
    return released;
  });
}
