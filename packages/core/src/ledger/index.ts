/**
 * The double-entry ledger (DESIGN §5): the single source of every balance.
 *
 * MODEL
 * - Accounts (`ledger_accounts`): one per (type, owner, currency). A balance is the sum of the
 *   transfers into the account minus the sum out of it. Accounts that may not go negative cache it
 *   on the row (checked against the transfers by `verifyLedger`); external accounts
 *   (gateway_clearing, bank, platform_revenue, fees, bonus_expense, chargeback_receivable) may go
 *   negative and cache none (`balance: null`; `balanceOf` sums their transfers). Every transfer
 *   moves money between two accounts of one currency, so all accounts of a currency sum to zero.
 * - Transfers (`ledger_transfers`) are immutable (a trigger refuses UPDATE/DELETE/TRUNCATE) and carry
 *   a globally unique idempotency key. Corrections are new transfers (kind `adjustment`).
 * - Reservations (`ledger_reservations`): two-phase campaign budgets. `reserve` moves the budget
 *   from the wallet to the campaign's reservation account; `postReservation` posts spend to
 *   platform_revenue (never more than remains); `releaseReservation` returns the rest once.
 * - Amounts are `bigint` minor units (centavos) everywhere; > 0 for transfers.
 *
 * CONCURRENCY (why a wallet never goes negative, whatever runs in parallel)
 * One transfer is one call of the SQL function ledger_transfer() (migrations/0009_ledger_hot_path.sql):
 * it inserts the transfer, then decrements a source that caches its balance with a guarded
 * `UPDATE … WHERE balance >= amount` (refused: the error rolls the insert back). The UPDATE holds
 * the row lock until commit and READ COMMITTED re-evaluates the guard on the newest version, so
 * writers on one wallet queue on its row: no overdraft, no lost update. The cached rows of a
 * transfer are locked in one global order (by id) so two transfers cannot deadlock; the balance
 * column's domain (>= 0) is the backstop. External accounts are only read, never locked. Two
 * calls racing on one new idempotency key: the second waits for the first and returns its
 * transfer as a replay (or gets 40001 and is retried, if the first rolled back). Transfers booked
 * with the database (not a transaction) at the same moment commit together (group-commit.ts): the
 * same function runs for each, in order, in one statement; a failed batch runs again one by one.
 * Reservations are locked with SELECT … FOR UPDATE before posting or releasing. A caller's own
 * transaction holding several transfers can still deadlock with another one or hit a serialization
 * failure under REPEATABLE READ/SERIALIZABLE: `withTransaction` retries the whole transaction on
 * SQLSTATE 40001/40P01, so keep outside side effects (HTTP, e-mail) out of the callback.
 *
 * COMPOSING
 * Every function takes `db`, the database or a transaction. Given a transaction, it joins it (its
 * errors abort that transaction, as they should); given the database, it opens its own (with
 * retries). Write your use case as
 *   await withTransaction(deps.db, async (tx) => {
 *     await markOrderPaid(tx, …);
 *     await transfer({ db: tx, from: clearing.id, to: wallet.id, amount, kind: 'payment_credit',
 *                      idempotencyKey: `payment:${order.id}:credit`, reference: { type: 'payment_order', id: order.id } });
 *   });
 *
 * API
 * - ensureAccount({ db, type, owner?, currency }) → LedgerAccount  (created on first use)
 * - findAccount({ db, type, owner?, currency }) → LedgerAccount | null;  getAccount({ db, accountId, forUpdate? })
 * - transfer({ db, from, to, amount, kind, idempotencyKey, reference?, metadata? }) → LedgerTransfer
 *     same key + same content → the first transfer (`replayed: true`); other content → IDEMPOTENCY_KEY_REUSED;
 *     INSUFFICIENT_FUNDS, CURRENCY_MISMATCH, NOT_FOUND.
 * - reserve({ db, wallet, amount, reference, idempotencyKey }) → LedgerReservation
 * - postReservation({ db, reservationId, amount, idempotencyKey, capAtRemaining? }) → { reservation, transfer, replayed }
 *     RESERVATION_EXCEEDED beyond the remaining amount, RESERVATION_RESOLVED after release.
 * - releaseReservation({ db, reservationId }) → { reservation, transfer, alreadyResolved }  (idempotent)
 * - adjustReservation({ db, reservationId, remaining, idempotencyKey }) → LedgerReservation  (a budget
 *     changed while open: reserves the difference from the wallet, or releases it early)
 * - findReservations({ db, reference, status? }) → LedgerReservation[]
 * - bookChargeback({ db, wallet, amount, idempotencyKey, reference, to?, kind? }) → { fromWallet, receivable, transfers }
 *     the wallet pays what it holds, the rest is booked on the owner's chargeback_receivable; `to`
 *     (default gateway_clearing) and `kind` (default chargeback) reuse the claw-back elsewhere.
 * - recoverReceivable({ db, wallet, idempotencyKey, reference }) → LedgerTransfer | null
 *     what the wallet's owner owes from chargebacks, paid first from money just credited.
 * - heldCashback({ db, accountId, reference? }) → { reference, amount, availableAt }[]  (a cashback_hold, per order)
 * - releaseHeldCashback({ db, hold, reference, idempotencyKey }) → LedgerTransfer | null
 * - reverseCashback({ db, credit, idempotencyKey }) → the bookChargeback result (from the hold while held)
 * - findTransfer({ db, idempotencyKey }) → LedgerTransfer | null  (the booking of a business event)
 * - balanceOf({ db, accountId } | { db, type, owner, currency }) → bigint  (0 for an absent account)
 * - walletEntries({ db, accountId, page?, perPage?, types?, since?, until? }) → { data: WalletEntry[], total }
 *     newest first, with spec type, sign (plus/minus) and running balance; see wallet-entry-type.ts.
 * - verifyLedger({ db }) → LedgerViolation[];  expectLedgerBalanced(db) for integration tests.
 * - withTransaction(db, work, { isolationLevel?, maxAttempts?, onRetry? });  retryOnConflict(work)
 *
 * BOOKINGS (kind: from → to) other use cases should follow
 * - payment paid:           payment_credit:   gateway_clearing → advertiser_wallet
 * - agency bonus (cashback): bonus_credit:     bonus_expense → company_wallet, or → cashback_hold when
 *                            the payment is still reversible (card, PayPal; metadata available_at)
 * - cashback released:       releaseHeldCashback (cashback_release: cashback_hold → company_wallet, by the
 *                            job at available_at), then recoverReceivable
 * - bonus reversal:          reverseCashback (bookChargeback with kind bonus_reversal and to = bonus_expense)
 *                            when the paid order is refunded or charged back: from cashback_hold while
 *                            held, else company_wallet → bonus_expense (the part already withdrawn:
 *                            company's chargeback_receivable → bonus_expense)
 * - symbolic R$ 1,00:        symbolic_credit:  bonus_expense → advertiser_wallet
 * - campaign budget:         reservation / spend / release via reserve / postReservation / releaseReservation
 * - withdrawal requested:    withdrawal:       company_wallet → payout_in_transit (amount)
 *                            withdrawal_fee:   company_wallet → fees (fee)            — both in one transaction
 * - payout settled:          payout_settlement: payout_in_transit → bank
 * - payout failed:           failed_transfer_fund: payout_in_transit → company_wallet (amount) and fees → company_wallet (fee)
 * - refund:                  refund:           advertiser_wallet → gateway_clearing
 * - chargeback:              bookChargeback (chargeback: wallet → gateway_clearing, receivable → gateway_clearing)
 * - receivable recovered:    recoverReceivable after a credit (chargeback_recovery: wallet → the owner's
 *                            chargeback_receivable, up to the debt and the wallet's balance)
 * - purchase from a wallet:  checkout:         wallet → platform_revenue
 * Idempotency keys name the business event, e.g. `payment:<order>`, `bonus-reversal:<order>`, `withdrawal:<id>:fee`.
 */
export * from './types';
export * from './db-errors';
export * from './with-transaction';
export * from './ensure-account';
export * from './find-account';
export * from './get-account';
export * from './transfer';
export * from './find-transfer';
export * from './reserve';
export * from './post-reservation';
export * from './release-reservation';
export * from './adjust-reservation';
export * from './find-reservations';
export * from './book-chargeback';
export * from './recover-receivable';
export * from './held-cashback';
export * from './release-held-cashback';
export * from './reverse-cashback';
export * from './chargeback-debt';
export * from './balance-of';
export * from './wallet-entry-type';
export * from './wallet-entries';
export * from './verify-ledger';
export * from './testing';
