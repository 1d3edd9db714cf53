import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';
import { fail } from '../errors';
import { ensureAccount } from './ensure-account';
import { getAccount } from './get-account';
import { reservationColumns, toReservation, type ReservationRow } from './rows';
import { transfer } from './transfer';
import { withTransaction } from './with-transaction';
import type { LedgerReference, LedgerReservation } from './types';

export interface ReserveOptions {
  db: DbOrTx;
  /** The wallet account the budget is taken from. */
  wallet: string;
  amount: bigint;
  /** What the budget is for, e.g. `{ type: 'campaign', id }`; it owns the reservation account. */
  reference: LedgerReference;
  /** Replaying it with the same wallet, amount and reference returns the first reservation. */
  idempotencyKey: string;
}

/**
 * Phase one of a budget: moves `amount` from the wallet into the reference's campaign_reservation
 * account and records an open reservation. Throws INSUFFICIENT_FUNDS when the wallet lacks it.
 */
export async function reserve({
  db,
  wallet,
  amount,
  reference,
  idempotencyKey,
}: ReserveOptions): Promise<LedgerReservation> {
  if (typeof amount !== 'bigint' || amount <= 0n)
    throw new RangeError(`Reservation amounts are positive bigints, got ${String(amount)}`);
  return withTransaction(db, async (tx) => {
    const walletAccount = await getAccount({ db: tx, accountId: wallet });
    if (!walletAccount) throw fail('NOT_FOUND');
    if (walletAccount.type !== 'advertiser_wallet' && walletAccount.type !== 'company_wallet') {
      throw new TypeError(`Budgets are reserved from wallets, not from a ${walletAccount.type} account`);
    }
    const reservationAccount = await ensureAccount({
      db: tx,
      type: 'campaign_reservation',
      owner: reference,
      currency: walletAccount.currency,
    });
    const inserted = await queryRows<ReservationRow>(
      tx,
      sql`INSERT INTO ledger_reservations AS r (idempotency_key, account_id, wallet_account_id, currency, amount, reference_type, reference_id)
          VALUES (${idempotencyKey}, ${reservationAccount.id}, ${wallet}, ${walletAccount.currency}, ${amount.toString()}::bigint,
                  ${reference.type}, ${reference.id})
          ON CONFLICT (idempotency_key) DO NOTHING
          RETURNING ${reservationColumns}`,
    );
    if (!inserted[0]) {
      const [row] = await queryRows<ReservationRow>(
        tx,
        sql`SELECT ${reservationColumns} FROM ledger_reservations r WHERE r.idempotency_key = ${idempotencyKey}`,
      );
      const existing = row && toReservation(row);
      const same =
        existing &&
        existing.walletAccountId === wallet &&
        existing.amount === amount &&
        existing.reference.type === reference.type &&
        existing.reference.id === reference.id;
      if (!same) throw fail('IDEMPOTENCY_KEY_REUSED');
      return existing;
    }
    const reservation = toReservation(inserted[0]);
    await transfer({
      db: tx,
      from: wallet,
      to: reservationAccount.id,
      amount,
      kind: 'reservation',
      idempotencyKey: `reservation:${reservation.id}:reserve`,
      reference: { type: 'reservation', id: reservation.id },
    });
    return reservation;
  });
}
