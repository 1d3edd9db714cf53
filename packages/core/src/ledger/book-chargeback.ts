import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';
import { fail } from '../errors';
import { ensureAccount } from './ensure-account';
import { getAccount } from './get-account';
import { toTransfer, transferColumns, type TransferRow } from './rows';
import { transfer } from './transfer';
import { withTransaction } from './with-transaction';
import { cachedBalance, type LedgerReference, type LedgerTransfer, type LedgerTransferKind } from './types';

export interface BookChargebackOptions {
  db: DbOrTx;
  /** The wallet that received the charged-back payment. */
  wallet: string;
  amount: bigint;
  idempotencyKey: string;
  /** Usually the payment order. */
  reference: LedgerReference;
  /**
   * Where the money goes: the gateway's clearing account of the wallet's currency unless given
   * (an account id; e.g. bonus_expense when agency cashback is taken back).
   */
  to?: string;
  /** The kind of both transfers (default `chargeback`). */
  kind?: LedgerTransferKind;
}

export interface BookChargebackResult {
  /** Taken back from the wallet (shown as CHARGEBACK). */
  fromWallet: bigint;
  /** Owed by the wallet's owner, booked on its chargeback_receivable account. */
  receivable: bigint;
  transfers: LedgerTransfer[];
  replayed: boolean;
}

/**
 * A chargeback returns `amount` to the gateway. The wallet pays what it holds; the shortfall (money
 * already spent) is booked as a receivable from the wallet's owner, so a wallet never goes negative.
 * Idempotent: a replay returns the first booking even if the wallet balance has changed since.
 * The same claw-back serves other money taken back from a wallet (`to` and `kind`), e.g. the
 * reversal of an agency's cashback.
 */
export async function bookChargeback({
  db,
  wallet,
  amount,
  idempotencyKey,
  reference,
  to,
  kind = 'chargeback',
}: BookChargebackOptions): Promise<BookChargebackResult> {
  if (typeof amount !== 'bigint' || amount <= 0n)
    throw new RangeError(`Chargeback amounts are positive bigints, got ${String(amount)}`);
  const walletKey = idempotencyKey;
  const receivableKey = `${idempotencyKey}:receivable`;
  return withTransaction(db, async (tx) => {
    // The lock makes the balance we split on the one we debit.
    const walletAccount = await getAccount({ db: tx, accountId: wallet, forUpdate: true });
    if (!walletAccount?.owner) throw fail('NOT_FOUND');
    const destination =
      to ?? (await ensureAccount({ db: tx, type: 'gateway_clearing', currency: walletAccount.currency })).id;

    const previous = await queryRows<TransferRow>(
      tx,
      sql`SELECT ${transferColumns} FROM ledger_transfers t WHERE t.idempotency_key IN (${walletKey}, ${receivableKey}) ORDER BY t.id`,
    );
    if (previous.length > 0) {
      const transfers = previous.map((row) => toTransfer(row, true));
      const total = transfers.reduce((sum, t) => sum + t.amount, 0n);
      const consistent =
        total === amount &&
        transfers.every(
          (t) =>
            t.kind === kind &&
            t.toAccountId === destination &&
            t.reference?.type === reference.type &&
            t.reference.id === reference.id,
        );
      if (!consistent) throw fail('IDEMPOTENCY_KEY_REUSED');
      const fromWallet = transfers
        .filter((t) => t.fromAccountId === wallet)
        .reduce((sum, t) => sum + t.amount, 0n);
      return { fromWallet, receivable: amount - fromWallet, transfers, replayed: true };
    }

    const held = cachedBalance(walletAccount);
    const fromWallet = held < amount ? held : amount;
    const receivable = amount - fromWallet;
    const transfers: LedgerTransfer[] = [];
    if (fromWallet > 0n) {
      transfers.push(
        await transfer({
          db: tx,
          from: wallet,
          to: destination,
          amount: fromWallet,
          kind,
          idempotencyKey: walletKey,
          reference,
        }),
      );
    }
    if (receivable > 0n) {
      const receivableAccount = await ensureAccount({
        db: tx,
        type: 'chargeback_receivable',
        owner: walletAccount.owner,
        currency: walletAccount.currency,
      });
      transfers.push(
        await transfer({
          db: tx,
          from: receivableAccount.id,
          to: destination,
          amount: receivable,
          kind,
          idempotencyKey: receivableKey,
          reference,
        }),
      );
    }
    return { fromWallet, receivable, transfers, replayed: false };
  });
}
