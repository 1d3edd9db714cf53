import type { Tx, WithdrawalRow } from '@verba/db';
import { ensureAccount } from '../ledger/ensure-account';
import { recoverReceivable } from '../ledger/recover-receivable';
import { transfer } from '../ledger/transfer';
import type { LedgerReference } from '../ledger/types';
import { companyWalletOwner } from '../payment-orders/bookings';

/**
 * The ledger side of a withdrawal (ledger/index.ts, BOOKINGS), each in the caller's transaction.
 * Idempotency keys name the event, so a retried job or transaction books nothing twice.
 */
const reference = (w: WithdrawalRow): LedgerReference => ({ type: 'withdrawal', id: w.id });

const accounts = async (tx: Tx, w: WithdrawalRow) => ({
  wallet: await ensureAccount({
    db: tx,
    type: 'company_wallet',
    owner: companyWalletOwner(w.companyId),
    currency: w.currency,
  }),
  inTransit: await ensureAccount({ db: tx, type: 'payout_in_transit', currency: w.currency }),
  fees: await ensureAccount({ db: tx, type: 'fees', currency: w.currency }),
});

/**
 * Requested: what the company owes from chargebacks is paid first (recoverReceivable), then the
 * amount goes to payout_in_transit and the fee to fees, all from the company wallet. The wallet's
 * guarded debit refuses (INSUFFICIENT_FUNDS) whatever it cannot cover, under any concurrency, and
 * then the whole transaction rolls back: the amount never leaves without the fee, nor before the debt.
 */
export async function bookWithdrawalRequested({ tx, withdrawal }: { tx: Tx; withdrawal: WithdrawalRow }) {
  const { wallet, inTransit, fees } = await accounts(tx, withdrawal);
  await recoverReceivable({
    db: tx,
    wallet: wallet.id,
    idempotencyKey: `recovery:withdrawal:${withdrawal.id}`,
    reference: reference(withdrawal),
  });
  await transfer({
    db: tx,
    from: wallet.id,
    to: inTransit.id,
    amount: withdrawal.amount,
    kind: 'withdrawal',
    idempotencyKey: `withdrawal:${withdrawal.id}`,
    reference: reference(withdrawal),
  });
  if (withdrawal.fee > 0n)
    await transfer({
      db: tx,
      from: wallet.id,
      to: fees.id,
      amount: withdrawal.fee,
      kind: 'withdrawal_fee',
      idempotencyKey: `withdrawal:${withdrawal.id}:fee`,
      reference: reference(withdrawal),
    });
}

/** Paid: the money leaves the platform, from payout_in_transit to the bank. */
export async function bookWithdrawalPaid({ tx, withdrawal }: { tx: Tx; withdrawal: WithdrawalRow }) {
  const inTransit = await ensureAccount({ db: tx, type: 'payout_in_transit', currency: withdrawal.currency });
  const bank = await ensureAccount({ db: tx, type: 'bank', currency: withdrawal.currency });
  await transfer({
    db: tx,
    from: inTransit.id,
    to: bank.id,
    amount: withdrawal.amount,
    kind: 'payout_settlement',
    idempotencyKey: `withdrawal:${withdrawal.id}:settlement`,
    reference: reference(withdrawal),
  });
}

/**
 * Failed: the amount and the fee come back to the wallet, shown as FAILED_TRANSFER_FUND (and pay
 * first whatever the company came to owe since it asked for the withdrawal).
 */
export async function bookWithdrawalFailed({ tx, withdrawal }: { tx: Tx; withdrawal: WithdrawalRow }) {
  const { wallet, inTransit, fees } = await accounts(tx, withdrawal);
  const returned = await transfer({
    db: tx,
    from: inTransit.id,
    to: wallet.id,
    amount: withdrawal.amount,
    kind: 'failed_transfer_fund',
    idempotencyKey: `withdrawal:${withdrawal.id}:returned`,
    reference: reference(withdrawal),
  });
  if (withdrawal.fee > 0n)
    await transfer({
      db: tx,
      from: fees.id,
      to: wallet.id,
      amount: withdrawal.fee,
      kind: 'failed_transfer_fund',
      idempotencyKey: `withdrawal:${withdrawal.id}:fee-returned`,
      reference: reference(withdrawal),
    });
  if (!returned.replayed)
    await recoverReceivable({
      db: tx,
      wallet: wallet.id,
      idempotencyKey: `recovery:withdrawal:${withdrawal.id}:returned`,
      reference: reference(withdrawal),
    });
}
