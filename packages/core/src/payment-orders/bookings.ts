import { eq } from 'drizzle-orm';
import { companies, type PaymentOrderRow, type Tx } from '@verba/db';
import { fail } from '../errors';
import { enqueueJob } from '../jobs/enqueue-job';
import { bookChargeback } from '../ledger/book-chargeback';
import { ensureAccount } from '../ledger/ensure-account';
import { findTransfer } from '../ledger/find-transfer';
import { recoverReceivable } from '../ledger/recover-receivable';
import { reverseCashback } from '../ledger/reverse-cashback';
import { transfer } from '../ledger/transfer';
import type { LedgerReference } from '../ledger/types';
import { releaseOrderCashbackJob } from './release-order-cashback';

/** Ledger owners of the wallets a payment touches. */
export const advertiserWalletOwner = (advertiserId: string): LedgerReference => ({
  type: 'advertiser',
  id: advertiserId,
});
export const companyWalletOwner = (companyId: string): LedgerReference => ({
  type: 'company',
  id: companyId,
});
const orderReference = (order: PaymentOrderRow): LedgerReference => ({ type: 'payment_order', id: order.id });

const bonusKey = (orderId: string) => `bonus:${orderId}`;

/** The agency bonus of an amount: floor(amount × basis points / 10 000). */
export function agencyBonus(amount: bigint, basisPoints: number): bigint {
  return (amount * BigInt(basisPoints)) / 10_000n;
}

const advertiserWallet = (tx: Tx, order: PaymentOrderRow) =>
  ensureAccount({
    db: tx,
    type: 'advertiser_wallet',
    owner: advertiserWalletOwner(order.advertiserId),
    currency: order.currency,
  });

/**
 * On `paid`, in the caller's transaction: the amount from gateway clearing to the advertiser's
 * wallet and, for an agency, its bonus percentage from bonus expense to the company wallet
 * (DESIGN §7). What either owner still owes from earlier chargebacks is taken first from the money
 * credited (recoverReceivable). Keys name the event, so a replay books nothing twice.
 * With `cashbackAvailableAt` (a payment the payer can still reverse) the bonus goes to the
 * company's cashback hold instead, and a durable job releases it to the wallet at that time.
 */
export async function bookPaymentCredit({
  tx,
  order,
  cashbackAvailableAt,
}: {
  tx: Tx;
  order: PaymentOrderRow;
  cashbackAvailableAt: Date | null;
}) {
  const clearing = await ensureAccount({ db: tx, type: 'gateway_clearing', currency: order.currency });
  const wallet = await advertiserWallet(tx, order);
  const credited = await transfer({
    db: tx,
    from: clearing.id,
    to: wallet.id,
    amount: order.amount,
    kind: 'payment_credit',
    idempotencyKey: `payment:${order.id}`,
    reference: orderReference(order),
  });
  if (!credited.replayed)
    await recoverReceivable({
      db: tx,
      wallet: wallet.id,
      idempotencyKey: `recovery:payment:${order.id}`,
      reference: orderReference(order),
    });
  const [company] = await tx
    .select({ kind: companies.kind, bonusBasisPoints: companies.bonusBasisPoints })
    .from(companies)
    .where(eq(companies.id, order.companyId));
  if (!company) throw fail('NOT_FOUND');
  const bonus = company.kind === 'agency' ? agencyBonus(order.amount, company.bonusBasisPoints) : 0n;
  if (bonus <= 0n) return { bonus: 0n };
  const bonusExpense = await ensureAccount({ db: tx, type: 'bonus_expense', currency: order.currency });
  const cashbackAccount = await ensureAccount({
    db: tx,
    type: cashbackAvailableAt ? 'cashback_hold' : 'company_wallet',
    owner: companyWalletOwner(order.companyId),
    currency: order.currency,
  });
  const bonusCredited = await transfer({
    db: tx,
    from: bonusExpense.id,
    to: cashbackAccount.id,
    amount: bonus,
    kind: 'bonus_credit',
    idempotencyKey: bonusKey(order.id),
    reference: orderReference(order),
    metadata: {
      basis_points: company.bonusBasisPoints,
      ...(cashbackAvailableAt && { available_at: cashbackAvailableAt.toISOString() }),
    },
  });
  if (cashbackAvailableAt) {
    await enqueueJob({
      db: tx,
      kind: releaseOrderCashbackJob,
      payload: { order_id: order.id },
      runAt: cashbackAvailableAt,
      dedupeKey: `cashback-release:${order.id}`,
      maxAttempts: 20,
    });
    return { bonus };
  }
  if (!bonusCredited.replayed)
    await recoverReceivable({
      db: tx,
      wallet: cashbackAccount.id,
      idempotencyKey: `recovery:${bonusKey(order.id)}`,
      reference: orderReference(order),
    });
  return { bonus };
}

/**
 * A refund requested by the platform: the whole amount from the advertiser's wallet back to the
 * gateway. INSUFFICIENT_FUNDS when part of it was already spent (that is a chargeback's business).
 */
export async function bookRefund({ tx, order }: { tx: Tx; order: PaymentOrderRow }) {
  const clearing = await ensureAccount({ db: tx, type: 'gateway_clearing', currency: order.currency });
  const wallet = await advertiserWallet(tx, order);
  return transfer({
    db: tx,
    from: wallet.id,
    to: clearing.id,
    amount: order.amount,
    kind: 'refund',
    idempotencyKey: `refund:${order.id}`,
    reference: orderReference(order),
  });
}

/**
 * A chargeback (or a refund the gateway made on its own): the wallet pays what it holds and the
 * rest is booked as the advertiser's chargeback receivable, so the wallet never goes negative.
 */
export async function bookChargebackOf({ tx, order }: { tx: Tx; order: PaymentOrderRow }) {
  const wallet = await advertiserWallet(tx, order);
  return bookChargeback({
    db: tx,
    wallet: wallet.id,
    amount: order.amount,
    idempotencyKey: `chargeback:${order.id}`,
    reference: orderReference(order),
  });
}

/**
 * When a paid order is refunded or charged back, in the same transaction: the agency cashback its
 * payment earned goes back to bonus expense (kind bonus_reversal), from the cashback hold while it
 * is still held there, otherwise from the company wallet (reverseCashback). The amount is the one
 * credited at payment (the company's percentage may have changed since); the part the company
 * already withdrew is booked on its chargeback receivable, never as a negative wallet. Nothing
 * for an order that earned no bonus. Idempotent: a replay books nothing twice.
 */
export async function reverseAgencyBonus({ tx, order }: { tx: Tx; order: PaymentOrderRow }) {
  const bonus = await findTransfer({ db: tx, idempotencyKey: bonusKey(order.id) });
  if (!bonus) return null;
  return reverseCashback({ db: tx, credit: bonus, idempotencyKey: `bonus-reversal:${order.id}` });
}
