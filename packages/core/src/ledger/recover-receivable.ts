import type { DbOrTx } from '@verba/db';
import { fail } from '../errors';
import { chargebackDebt } from './chargeback-debt';
import { ensureAccount } from './ensure-account';
import { findTransfer } from './find-transfer';
import { getAccount } from './get-account';
import { transfer } from './transfer';
import { withTransaction } from './with-transaction';
import { cachedBalance, type LedgerReference, type LedgerTransfer } from './types';

export interface RecoverReceivableOptions {
  db: DbOrTx;
  /** The wallet just credited (an advertiser's or a company's). */
  wallet: string;
  /** Names the credit the recovery comes from, e.g. `recovery:payment:<order>`. */
  idempotencyKey: string;
  reference: LedgerReference;
}

/**
 * What a wallet's owner still owes from chargebacks (and from cashback taken back after it was
 * withdrawn) is paid first out of the money that reaches the wallet: up to the debt and up to the
 * wallet's balance, wallet → chargeback_receivable (kind chargeback_recovery, shown as
 * CHARGEBACK). Call it in the transaction that books a new credit to the wallet, and not when that
 * credit was a replay: a replay must not book a recovery its first run found nothing to take for.
 * Returns the recovery, or null when nothing was owed. Idempotent per key.
 */
export async function recoverReceivable({
  db,
  wallet,
  idempotencyKey,
  reference,
}: RecoverReceivableOptions): Promise<LedgerTransfer | null> {
  return withTransaction(db, async (tx) => {
    // The lock serialises recoveries (and spending) on this wallet, so the debt read below already
    // counts every earlier recovery and the wallet still holds what we take.
    const account = await getAccount({ db: tx, accountId: wallet, forUpdate: true });
    if (!account?.owner) throw fail('NOT_FOUND');
    const previous = await findTransfer({ db: tx, idempotencyKey });
    if (previous) return { ...previous, replayed: true };
    const owed = await chargebackDebt({ db: tx, owner: account.owner, currency: account.currency });
    const held = cachedBalance(account);
    const amount = owed < held ? owed : held;
    if (amount <= 0n) return null;
    const receivable = await ensureAccount({
      db: tx,
      type: 'chargeback_receivable',
      owner: account.owner,
      currency: account.currency,
    });
    return transfer({
      db: tx,
      from: wallet,
      to: receivable.id,
      amount,
      kind: 'chargeback_recovery',
      idempotencyKey,
      reference,
    });
  });
}
