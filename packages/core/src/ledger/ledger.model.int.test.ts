/**
 * Model-based test of the ledger: random sequences of payments (with duplicate and tampered
 * replays), agency cashback paid at once or held (released later, or reversed while held or after
 * its release), budget reservations, spend, releases, withdrawals with their fee, settled and
 * failed payouts and the payout job's debt re-check, refunds, chargebacks and cross-currency
 * attempts run against the database and against a small in-memory model. After every step the balances and reservations must match the model and
 * verifyLedger must find no violation. LEDGER_MODEL_RUNS raises the number of sequences.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '@verba/db/testing';
import { queryRows, type Database } from '@verba/db';
import { DomainError } from '../errors';
import {
  bookChargeback,
  chargebackDebt,
  ensureAccount,
  findTransfer,
  getAccount,
  postReservation,
  recoverReceivable,
  releaseHeldCashback,
  releaseReservation,
  reserve,
  reverseCashback,
  transfer,
  verifyLedger,
  walletEntries,
  withTransaction,
  type LedgerAccount,
} from './index';

const WITHDRAWAL_FEE = 367n;
const BONUS_BASIS_POINTS = 500n;

const amount = (max: number) => fc.integer({ min: 1, max }).map(BigInt);
const pick = fc.nat({ max: 1_000 });

const command = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('pay' as const),
      wallet: fc.nat({ max: 2 }),
      amount: amount(60_000),
      // Cashback of a reversible payment (card, PayPal) goes to the company's hold.
      held: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('releaseCashback' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('reverseCashback' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('sendPayout' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('replayPayment' as const), pick, tamper: fc.boolean() }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('reserve' as const),
      wallet: fc.nat({ max: 2 }),
      amount: amount(40_000),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('replayReserve' as const), pick, tamper: fc.boolean() }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('post' as const),
      pick,
      amount: amount(20_000),
      cap: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('replayPost' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('release' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('withdraw' as const),
      currency: fc.nat({ max: 1 }),
      amount: amount(5_000),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('settlePayout' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('failPayout' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('refund' as const), pick, amount: amount(30_000) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('chargeback' as const), pick }) },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('crossCurrency' as const), wallet: fc.nat({ max: 2 }) }),
  },
  {
    // Adjustments booked at the same moment outside a transaction: they share a group commit
    // (group-commit.ts), in the order they were booked. Some replay or tamper with an earlier key.
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('burst' as const),
      moves: fc.array(
        fc.record({
          wallet: fc.nat({ max: 2 }),
          credit: fc.boolean(),
          amount: amount(30_000),
          again: fc.option(fc.record({ pick, tamper: fc.boolean() }), { nil: undefined }),
        }),
        { minLength: 2, maxLength: 8 },
      ),
    }),
  },
);
type Command = typeof command extends fc.Arbitrary<infer T> ? T : never;

interface Payment {
  key: string;
  wallet: number;
  amount: bigint;
  /** Refunded or charged back so far; a payment cannot lose more than it brought. */
  returned: bigint;
  chargedBack: boolean;
  /** Where its agency cashback is: none earned, on hold, in the company wallet, or taken back. */
  cashback: 'none' | 'held' | 'wallet' | 'reversed';
  /** Its cashback was booked to the hold (a replay books it the same way). */
  held: boolean;
}
interface Reservation {
  id: string;
  key: string;
  wallet: number;
  amount: bigint;
  posted: bigint;
  released: bigint;
  resolved: boolean;
  spendKeys: { key: string; amount: bigint }[];
}
interface Withdrawal {
  id: string;
  currency: number;
  amount: bigint;
  status: 'in_transit' | 'settled' | 'failed';
}

const outcome = async (work: () => Promise<unknown>): Promise<string> => {
  try {
    await work();
    return 'ok';
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
};

/** Sequences that once broke an invariant, replayed by every run before the random ones. */
const regressions: [Command[]][] = [
  // A replayed payment booked a debt recovery its first run had found nothing to take for.
  [
    [
      { op: 'pay', wallet: 0, amount: 1n, held: false },
      { op: 'reserve', wallet: 0, amount: 1n },
      { op: 'chargeback', pick: 0 },
      { op: 'release', pick: 0 },
      { op: 'replayPayment', pick: 0, tamper: false },
    ],
  ],
  // Cashback withdrawn, then taken back: the payout job cancels the withdrawal, which pays the debt.
  [
    [
      { op: 'pay', wallet: 0, amount: 60_000n, held: false },
      { op: 'withdraw', currency: 0, amount: 2_000n },
      { op: 'reverseCashback', pick: 0 },
      { op: 'sendPayout', pick: 0 },
      { op: 'replayPayment', pick: 0, tamper: false },
    ],
  ],
  // Held cashback: reversed while held (nothing left to release), and released then reversed.
  [
    [
      { op: 'pay', wallet: 0, amount: 60_000n, held: true },
      { op: 'withdraw', currency: 0, amount: 1_000n },
      { op: 'reverseCashback', pick: 0 },
      { op: 'releaseCashback', pick: 0 },
      { op: 'pay', wallet: 1, amount: 40_000n, held: true },
      { op: 'releaseCashback', pick: 1 },
      { op: 'withdraw', currency: 0, amount: 1_000n },
      { op: 'withdraw', currency: 0, amount: 1_000n },
      { op: 'pay', wallet: 0, amount: 30_000n, held: true },
      { op: 'releaseCashback', pick: 2 },
      { op: 'withdraw', currency: 0, amount: 1_000n },
      { op: 'reverseCashback', pick: 2 },
      { op: 'sendPayout', pick: 0 },
      { op: 'replayPayment', pick: 2, tamper: false },
    ],
  ],
];

describe('ledger model', () => {
  let database: Database;
  const numRuns = Number(process.env.LEDGER_MODEL_RUNS ?? 30);
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it(
    'matches a reference model after every step of random money flows',
    { timeout: Math.max(120_000, numRuns * 5_000) },
    async () => {
      const db = () => database.db;

      await fc.assert(
        fc.asyncProperty(fc.array(command, { minLength: 15, maxLength: 50 }), async (commands) => {
          // Fresh owners per run; the platform's own accounts are shared, so the model tracks them
          // from their balance at the start of the run.
          const currencies = ['BRL', 'USD'] as const;
          const walletCurrency = [0, 0, 1];
          const wallets = await Promise.all(
            walletCurrency.map((c) =>
              ensureAccount({
                db: db(),
                type: 'advertiser_wallet',
                owner: { type: 'advertiser', id: randomUUID() },
                currency: currencies[c]!,
              }),
            ),
          );
          const company = { type: 'company', id: randomUUID() };
          const companyWallets = await Promise.all(
            currencies.map((currency) =>
              ensureAccount({ db: db(), type: 'company_wallet', owner: company, currency }),
            ),
          );
          const [holds, companyReceivables] = await Promise.all(
            (['cashback_hold', 'chargeback_receivable'] as const).map((type) =>
              Promise.all(
                currencies.map((currency) => ensureAccount({ db: db(), type, owner: company, currency })),
              ),
            ),
          );
          const system = async (type: LedgerAccount['type']) =>
            Promise.all(currencies.map((currency) => ensureAccount({ db: db(), type, currency })));
          const [clearing, bonus, inTransit, fees, bank] = await Promise.all([
            system('gateway_clearing'),
            system('bonus_expense'),
            system('payout_in_transit'),
            system('fees'),
            system('bank'),
          ]);

          // Cached accounts are modelled by their balance; external ones (shared by every run, with
          // a history that grows run after run) by what this run moved, i.e. the sum of their
          // transfers after the last one booked before the run.
          const expected = new Map<string, bigint>();
          const [{ last } = { last: '0' }] = await queryRows<{ last: string }>(
            db(),
            sql`SELECT coalesce(max(id), 0)::text AS last FROM ledger_transfers`,
          );
          for (const account of [...wallets, ...companyWallets, ...holds!, ...inTransit])
            expected.set(account.id, (await getAccount({ db: db(), accountId: account.id }))!.balance!);
          for (const account of [...clearing, ...bonus, ...fees, ...bank, ...companyReceivables!])
            expected.set(account.id, 0n);
          const receivables = new Map<number, LedgerAccount>();
          const reservationAccounts = new Set<string>();
          const move = (from: string, to: string, value: bigint) => {
            expected.set(from, (expected.get(from) ?? 0n) - value);
            expected.set(to, (expected.get(to) ?? 0n) + value);
          };
          const balance = (id: string) => expected.get(id) ?? 0n;
          /** What the company still owes in currency c, paid first from money reaching its wallet. */
          const companyDebt = (c: number) => -balance(companyReceivables![c]!.id);
          const recoverCompanyDebt = (c: number) => {
            const owed = companyDebt(c);
            const held = balance(companyWallets[c]!.id);
            const recovered = owed < held ? owed : held;
            if (recovered > 0n) move(companyWallets[c]!.id, companyReceivables![c]!.id, recovered);
          };
          const cashbackOf = (p: Payment) => (p.amount * BONUS_BASIS_POINTS) / 10_000n;
          const paymentReference = (p: Payment) => ({ type: 'payment_order', id: p.key });

          const payments: Payment[] = [];
          const reservations: Reservation[] = [];
          const withdrawals: Withdrawal[] = [];
          const at = <T>(list: T[], index: number): T | undefined =>
            list.length ? list[index % list.length] : undefined;

          const credit = (p: Payment, tamper = false) =>
            withTransaction(db(), async (tx) => {
              const c = walletCurrency[p.wallet]!;
              const moved = await transfer({
                db: tx,
                from: clearing[c]!.id,
                to: wallets[p.wallet]!.id,
                amount: tamper ? p.amount + 1n : p.amount,
                kind: 'payment_credit',
                idempotencyKey: p.key,
                reference: { type: 'payment_order', id: p.key },
              });
              // What the advertiser owes from earlier chargebacks is paid first out of a new payment.
              if (!moved.replayed)
                await recoverReceivable({
                  db: tx,
                  wallet: wallets[p.wallet]!.id,
                  idempotencyKey: `${p.key}:recovery`,
                  reference: { type: 'payment_order', id: p.key },
                });
              const cashback = cashbackOf(p);
              if (cashback > 0n) {
                const held = p.held;
                const credited = await transfer({
                  db: tx,
                  from: bonus[c]!.id,
                  to: (held ? holds! : companyWallets)[c]!.id,
                  amount: cashback,
                  kind: 'bonus_credit',
                  idempotencyKey: `${p.key}:bonus`,
                  reference: paymentReference(p),
                  metadata: held ? { available_at: new Date().toISOString() } : {},
                });
                if (!held && !credited.replayed)
                  await recoverReceivable({
                    db: tx,
                    wallet: companyWallets[c]!.id,
                    idempotencyKey: `${p.key}:bonus:recovery`,
                    reference: paymentReference(p),
                  });
              }
              return moved;
            });

          const run = async (cmd: Command): Promise<void> => {
            switch (cmd.op) {
              case 'pay': {
                const p: Payment = {
                  key: `pay:${randomUUID()}`,
                  wallet: cmd.wallet,
                  amount: cmd.amount,
                  returned: 0n,
                  chargedBack: false,
                  cashback:
                    (cmd.amount * BONUS_BASIS_POINTS) / 10_000n === 0n
                      ? 'none'
                      : cmd.held
                        ? 'held'
                        : 'wallet',
                  held: cmd.held,
                };
                const moved = await credit(p);
                expect(moved.replayed).toBe(false);
                payments.push(p);
                const c = walletCurrency[p.wallet]!;
                move(clearing[c]!.id, wallets[p.wallet]!.id, p.amount);
                const receivable = receivables.get(p.wallet);
                if (receivable) {
                  const owed = -balance(receivable.id);
                  const held = balance(wallets[p.wallet]!.id);
                  const recovered = owed < held ? owed : held;
                  if (recovered > 0n) move(wallets[p.wallet]!.id, receivable.id, recovered);
                }
                if (p.cashback === 'held') move(bonus[c]!.id, holds![c]!.id, cashbackOf(p));
                if (p.cashback === 'wallet') {
                  move(bonus[c]!.id, companyWallets[c]!.id, cashbackOf(p));
                  recoverCompanyDebt(c);
                }
                return;
              }
              case 'releaseCashback': {
                const p = at(payments, cmd.pick);
                if (!p) return;
                const c = walletCurrency[p.wallet]!;
                const release = () =>
                  releaseHeldCashback({
                    db: db(),
                    hold: holds![c]!.id,
                    reference: paymentReference(p),
                    idempotencyKey: `${p.key}:release`,
                  });
                const released = await release();
                if (p.cashback === 'held') {
                  expect(released).toMatchObject({
                    amount: cashbackOf(p),
                    kind: 'cashback_release',
                    replayed: false,
                  });
                  move(holds![c]!.id, companyWallets[c]!.id, cashbackOf(p));
                  recoverCompanyDebt(c);
                  p.cashback = 'wallet';
                  // The job running again releases nothing more.
                  expect(await release()).toMatchObject({ replayed: true });
                } else if (released) {
                  // Released by an earlier run of this command: a replay.
                  expect(released.replayed).toBe(true);
                }
                return;
              }
              case 'reverseCashback': {
                const p = at(payments, cmd.pick);
                if (!p || p.cashback === 'none' || p.cashback === 'reversed') return;
                const c = walletCurrency[p.wallet]!;
                const credit = (await findTransfer({ db: db(), idempotencyKey: `${p.key}:bonus` }))!;
                const reverse = () =>
                  reverseCashback({ db: db(), credit, idempotencyKey: `${p.key}:bonus-reversal` });
                const booked = await reverse();
                const cashback = cashbackOf(p);
                if (p.cashback === 'held') {
                  // Still held: taken from the hold, whatever the wallet holds; no debt.
                  expect(booked).toMatchObject({ fromWallet: cashback, receivable: 0n, replayed: false });
                  move(holds![c]!.id, bonus[c]!.id, cashback);
                } else {
                  const wallet = companyWallets[c]!.id;
                  const fromWallet = balance(wallet) < cashback ? balance(wallet) : cashback;
                  expect(booked).toMatchObject({
                    fromWallet,
                    receivable: cashback - fromWallet,
                    replayed: false,
                  });
                  if (fromWallet > 0n) move(wallet, bonus[c]!.id, fromWallet);
                  if (cashback > fromWallet)
                    move(companyReceivables![c]!.id, bonus[c]!.id, cashback - fromWallet);
                }
                p.cashback = 'reversed';
                expect(await reverse()).toMatchObject({ fromWallet: booked.fromWallet, replayed: true });
                return;
              }
              case 'sendPayout': {
                // The payout job: a withdrawal in transit is sent only while the company owes
                // nothing; otherwise it is cancelled and its amount and fee pay the debt first.
                const w = at(withdrawals, cmd.pick);
                if (!w || w.status !== 'in_transit') return;
                const c = w.currency;
                const owner = { type: 'company', id: company.id };
                const debt = await chargebackDebt({ db: db(), owner, currency: currencies[c]! });
                expect(debt).toBe(companyDebt(c));
                const ref = { type: 'withdrawal', id: w.id };
                if (debt === 0n) {
                  await transfer({
                    db: db(),
                    from: inTransit[c]!.id,
                    to: bank[c]!.id,
                    amount: w.amount,
                    kind: 'payout_settlement',
                    idempotencyKey: `wd:${w.id}:settled`,
                    reference: ref,
                  });
                  move(inTransit[c]!.id, bank[c]!.id, w.amount);
                  w.status = 'settled';
                  return;
                }
                await withTransaction(db(), async (tx) => {
                  await transfer({
                    db: tx,
                    from: inTransit[c]!.id,
                    to: companyWallets[c]!.id,
                    amount: w.amount,
                    kind: 'failed_transfer_fund',
                    idempotencyKey: `wd:${w.id}:failed`,
                    reference: ref,
                  });
                  await transfer({
                    db: tx,
                    from: fees[c]!.id,
                    to: companyWallets[c]!.id,
                    amount: WITHDRAWAL_FEE,
                    kind: 'failed_transfer_fund',
                    idempotencyKey: `wd:${w.id}:failed:fee`,
                    reference: ref,
                  });
                  await recoverReceivable({
                    db: tx,
                    wallet: companyWallets[c]!.id,
                    idempotencyKey: `wd:${w.id}:failed:recovery`,
                    reference: ref,
                  });
                });
                move(inTransit[c]!.id, companyWallets[c]!.id, w.amount);
                move(fees[c]!.id, companyWallets[c]!.id, WITHDRAWAL_FEE);
                recoverCompanyDebt(c);
                expect(await chargebackDebt({ db: db(), owner, currency: currencies[c]! })).toBe(
                  companyDebt(c),
                );
                w.status = 'failed';
                return;
              }
              case 'replayPayment': {
                const p = at(payments, cmd.pick);
                if (!p) return;
                if (cmd.tamper) {
                  expect(await outcome(() => credit(p, true))).toBe('IDEMPOTENCY_KEY_REUSED');
                } else {
                  expect((await credit(p)).replayed).toBe(true);
                }
                return;
              }
              case 'reserve': {
                const key = `res:${randomUUID()}`;
                const wallet = wallets[cmd.wallet]!;
                const enough = balance(wallet.id) >= cmd.amount;
                const result = await outcome(async () => {
                  const r = await reserve({
                    db: db(),
                    wallet: wallet.id,
                    amount: cmd.amount,
                    reference: { type: 'campaign', id: randomUUID() },
                    idempotencyKey: key,
                  });
                  reservations.push({
                    id: r.id,
                    key,
                    wallet: cmd.wallet,
                    amount: cmd.amount,
                    posted: 0n,
                    released: 0n,
                    resolved: false,
                    spendKeys: [],
                  });
                  reservationAccounts.add(r.accountId);
                  expected.set(r.accountId, (expected.get(r.accountId) ?? 0n) + cmd.amount);
                  expected.set(wallet.id, balance(wallet.id) - cmd.amount);
                });
                expect(result).toBe(enough ? 'ok' : 'INSUFFICIENT_FUNDS');
                return;
              }
              case 'replayReserve': {
                const r = at(reservations, cmd.pick);
                if (!r) return;
                const [row] = await queryRows<{ reference_id: string }>(
                  db(),
                  sql`SELECT reference_id FROM ledger_reservations WHERE id = ${r.id}`,
                );
                const again = () =>
                  reserve({
                    db: db(),
                    wallet: wallets[r.wallet]!.id,
                    amount: cmd.tamper ? r.amount + 1n : r.amount,
                    reference: { type: 'campaign', id: row!.reference_id },
                    idempotencyKey: r.key,
                  });
                if (cmd.tamper) expect(await outcome(again)).toBe('IDEMPOTENCY_KEY_REUSED');
                else expect((await again()).id).toBe(r.id);
                return;
              }
              case 'post': {
                const r = at(reservations, cmd.pick);
                if (!r) return;
                const key = `spend:${randomUUID()}`;
                const remaining = r.amount - r.posted - r.released;
                const wanted = r.resolved
                  ? 'RESERVATION_RESOLVED'
                  : cmd.amount <= remaining || cmd.cap
                    ? 'ok'
                    : 'RESERVATION_EXCEEDED';
                let posted = 0n;
                const result = await outcome(async () => {
                  const out = await postReservation({
                    db: db(),
                    reservationId: r.id,
                    amount: cmd.amount,
                    idempotencyKey: key,
                    capAtRemaining: cmd.cap,
                  });
                  posted = out.transfer?.amount ?? 0n;
                });
                expect(result).toBe(wanted);
                if (result === 'ok') {
                  const modelPosted = cmd.amount < remaining ? cmd.amount : remaining;
                  expect(posted).toBe(modelPosted);
                  if (posted > 0n) {
                    r.posted += posted;
                    r.spendKeys.push({ key, amount: cmd.amount });
                    const [account] = await queryRows<{ account_id: string }>(
                      db(),
                      sql`SELECT account_id FROM ledger_reservations WHERE id = ${r.id}`,
                    );
                    const revenue = await ensureAccount({
                      db: db(),
                      type: 'platform_revenue',
                      currency: walletCurrency[r.wallet] === 0 ? 'BRL' : 'USD',
                    });
                    move(account!.account_id, revenue.id, posted);
                  }
                }
                return;
              }
              case 'replayPost': {
                const r = at(reservations, cmd.pick);
                const spend = r?.spendKeys.at(-1);
                if (!r || !spend) return;
                const out = await postReservation({
                  db: db(),
                  reservationId: r.id,
                  amount: spend.amount,
                  idempotencyKey: spend.key,
                  capAtRemaining: true,
                });
                expect(out.replayed).toBe(true);
                return;
              }
              case 'release': {
                const r = at(reservations, cmd.pick);
                if (!r) return;
                const out = await releaseReservation({ db: db(), reservationId: r.id });
                expect(out.alreadyResolved).toBe(r.resolved);
                if (!r.resolved) {
                  const rest = r.amount - r.posted - r.released;
                  expect(out.transfer?.amount ?? 0n).toBe(rest);
                  if (rest > 0n) move(out.reservation.accountId, wallets[r.wallet]!.id, rest);
                  r.released += rest;
                  r.resolved = true;
                }
                return;
              }
              case 'withdraw': {
                const c = cmd.currency;
                const wallet = companyWallets[c]!;
                const w: Withdrawal = {
                  id: randomUUID(),
                  currency: c,
                  amount: cmd.amount,
                  status: 'in_transit',
                };
                const enough = balance(wallet.id) >= cmd.amount + WITHDRAWAL_FEE;
                const result = await outcome(() =>
                  withTransaction(db(), async (tx) => {
                    const ref = { type: 'withdrawal', id: w.id };
                    await transfer({
                      db: tx,
                      from: wallet.id,
                      to: inTransit[c]!.id,
                      amount: w.amount,
                      kind: 'withdrawal',
                      idempotencyKey: `wd:${w.id}`,
                      reference: ref,
                    });
                    await transfer({
                      db: tx,
                      from: wallet.id,
                      to: fees[c]!.id,
                      amount: WITHDRAWAL_FEE,
                      kind: 'withdrawal_fee',
                      idempotencyKey: `wd:${w.id}:fee`,
                      reference: ref,
                    });
                  }),
                );
                expect(result).toBe(enough ? 'ok' : 'INSUFFICIENT_FUNDS');
                if (result === 'ok') {
                  withdrawals.push(w);
                  move(wallet.id, inTransit[c]!.id, w.amount);
                  move(wallet.id, fees[c]!.id, WITHDRAWAL_FEE);
                }
                return;
              }
              case 'settlePayout': {
                const w = at(withdrawals, cmd.pick);
                if (!w || w.status === 'failed') return;
                const c = w.currency;
                const settled = await transfer({
                  db: db(),
                  from: inTransit[c]!.id,
                  to: bank[c]!.id,
                  amount: w.amount,
                  kind: 'payout_settlement',
                  idempotencyKey: `wd:${w.id}:settled`,
                  reference: { type: 'withdrawal', id: w.id },
                });
                expect(settled.replayed).toBe(w.status === 'settled');
                if (w.status === 'in_transit') move(inTransit[c]!.id, bank[c]!.id, w.amount);
                w.status = 'settled';
                return;
              }
              case 'failPayout': {
                const w = at(withdrawals, cmd.pick);
                if (!w || w.status === 'settled') return;
                const c = w.currency;
                const ref = { type: 'withdrawal', id: w.id };
                const [back] = await withTransaction(db(), async (tx) => [
                  await transfer({
                    db: tx,
                    from: inTransit[c]!.id,
                    to: companyWallets[c]!.id,
                    amount: w.amount,
                    kind: 'failed_transfer_fund',
                    idempotencyKey: `wd:${w.id}:failed`,
                    reference: ref,
                  }),
                  await transfer({
                    db: tx,
                    from: fees[c]!.id,
                    to: companyWallets[c]!.id,
                    amount: WITHDRAWAL_FEE,
                    kind: 'failed_transfer_fund',
                    idempotencyKey: `wd:${w.id}:failed:fee`,
                    reference: ref,
                  }),
                ]);
                expect(back.replayed).toBe(w.status === 'failed');
                if (w.status === 'in_transit') {
                  move(inTransit[c]!.id, companyWallets[c]!.id, w.amount);
                  move(fees[c]!.id, companyWallets[c]!.id, WITHDRAWAL_FEE);
                }
                w.status = 'failed';
                return;
              }
              case 'refund': {
                const p = at(payments, cmd.pick);
                if (!p || p.chargedBack) return;
                const value = cmd.amount < p.amount - p.returned ? cmd.amount : p.amount - p.returned;
                if (value <= 0n) return;
                const wallet = wallets[p.wallet]!;
                const c = walletCurrency[p.wallet]!;
                const enough = balance(wallet.id) >= value;
                const result = await outcome(() =>
                  transfer({
                    db: db(),
                    from: wallet.id,
                    to: clearing[c]!.id,
                    amount: value,
                    kind: 'refund',
                    idempotencyKey: `refund:${randomUUID()}`,
                    reference: { type: 'payment_order', id: p.key },
                  }),
                );
                expect(result).toBe(enough ? 'ok' : 'INSUFFICIENT_FUNDS');
                if (result === 'ok') {
                  p.returned += value;
                  move(wallet.id, clearing[c]!.id, value);
                }
                return;
              }
              case 'chargeback': {
                const p = at(payments, cmd.pick);
                if (!p || p.returned >= p.amount) return;
                const wallet = wallets[p.wallet]!;
                const c = walletCurrency[p.wallet]!;
                const value = p.amount - p.returned;
                const booked = await bookChargeback({
                  db: db(),
                  wallet: wallet.id,
                  amount: value,
                  idempotencyKey: `cb:${p.key}`,
                  reference: { type: 'payment_order', id: p.key },
                });
                const fromWallet = balance(wallet.id) < value ? balance(wallet.id) : value;
                expect(booked).toMatchObject({ fromWallet, receivable: value - fromWallet, replayed: false });
                if (fromWallet > 0n) move(wallet.id, clearing[c]!.id, fromWallet);
                if (value > fromWallet) {
                  const receivable =
                    receivables.get(p.wallet) ??
                    (await ensureAccount({
                      db: db(),
                      type: 'chargeback_receivable',
                      owner: wallet.owner,
                      currency: wallet.currency,
                    }));
                  receivables.set(p.wallet, receivable);
                  move(receivable.id, clearing[c]!.id, value - fromWallet);
                }
                p.returned = p.amount;
                p.chargedBack = true;
                // A duplicate notification books nothing.
                const replay = await bookChargeback({
                  db: db(),
                  wallet: wallet.id,
                  amount: value,
                  idempotencyKey: `cb:${p.key}`,
                  reference: { type: 'payment_order', id: p.key },
                });
                expect(replay).toMatchObject({ fromWallet, replayed: true });
                return;
              }
              case 'burst': {
                interface Call {
                  key: string;
                  from: string;
                  to: string;
                  amount: bigint;
                }
                const calls: Call[] = [];
                for (const m of cmd.moves) {
                  const earlier = m.again && calls.length ? at(calls, m.again.pick) : undefined;
                  if (earlier) {
                    calls.push({
                      ...earlier,
                      amount: m.again!.tamper ? earlier.amount + 1n : earlier.amount,
                    });
                    continue;
                  }
                  const wallet = wallets[m.wallet]!.id;
                  const outside = clearing[walletCurrency[m.wallet]!]!.id;
                  calls.push({
                    key: `adj:${randomUUID()}`,
                    from: m.credit ? outside : wallet,
                    to: m.credit ? wallet : outside,
                    amount: m.amount,
                  });
                }
                // What booking them one after the other gives.
                const booked = new Map<string, Call>();
                const wanted = calls.map((c) => {
                  const first = booked.get(c.key);
                  if (first) return first.amount === c.amount ? 'replayed' : 'IDEMPOTENCY_KEY_REUSED';
                  const external = clearing.some((account) => account.id === c.from);
                  if (external || balance(c.from) >= c.amount) {
                    move(c.from, c.to, c.amount);
                    booked.set(c.key, c);
                    return 'ok';
                  }
                  return 'INSUFFICIENT_FUNDS';
                });
                const got = await Promise.all(
                  calls.map((c) =>
                    transfer({
                      db: db(),
                      from: c.from,
                      to: c.to,
                      amount: c.amount,
                      kind: 'adjustment',
                      idempotencyKey: c.key,
                    }).then(
                      (t) => (t.replayed ? 'replayed' : 'ok'),
                      (error: unknown) => {
                        if (error instanceof DomainError) return error.code;
                        throw error;
                      },
                    ),
                  ),
                );
                expect(got).toEqual(wanted);
                return;
              }
              case 'crossCurrency': {
                const wallet = wallets[cmd.wallet]!;
                const other = clearing[1 - walletCurrency[cmd.wallet]!]!;
                const result = await outcome(() =>
                  transfer({
                    db: db(),
                    from: other.id,
                    to: wallet.id,
                    amount: 1n,
                    kind: 'adjustment',
                    idempotencyKey: `x:${randomUUID()}`,
                  }),
                );
                expect(result).toBe('CURRENCY_MISMATCH');
                return;
              }
            }
          };

          const check = async () => {
            const ids = sql.join(
              [...expected.keys()].map((id) => sql`${id}::uuid`),
              sql`, `,
            );
            const rows = await queryRows<{ id: string; balance: string; allow_negative: boolean }>(
              db(),
              sql`WITH moved AS (
                    SELECT to_account_id AS id, amount AS delta FROM ledger_transfers WHERE id > ${last}::bigint AND to_account_id IN (${ids})
                    UNION ALL
                    SELECT from_account_id, -amount FROM ledger_transfers WHERE id > ${last}::bigint AND from_account_id IN (${ids})
                  )
                  SELECT a.id, a.allow_negative,
                         coalesce(a.balance, (SELECT coalesce(sum(m.delta), 0) FROM moved m WHERE m.id = a.id))::text AS balance
                  FROM ledger_accounts a WHERE a.id IN (${ids})`,
            );
            const actual = Object.fromEntries(rows.map((row) => [row.id, BigInt(row.balance)]));
            expect(actual).toEqual(Object.fromEntries(expected));
            for (const row of rows)
              if (!row.allow_negative) expect(BigInt(row.balance)).toBeGreaterThanOrEqual(0n);
            if (reservations.length > 0) {
              const stored = await queryRows<{
                id: string;
                posted: string;
                released: string;
                status: string;
              }>(
                db(),
                sql`SELECT id, posted::text AS posted, released::text AS released, status FROM ledger_reservations
                  WHERE id IN (${sql.join(
                    reservations.map((r) => sql`${r.id}`),
                    sql`, `,
                  )})`,
              );
              const byId = new Map(stored.map((s) => [s.id, s]));
              for (const r of reservations) {
                expect(byId.get(r.id)).toEqual({
                  id: r.id,
                  posted: String(r.posted),
                  released: String(r.released),
                  status: r.resolved ? 'resolved' : 'open',
                });
              }
            }
            expect(await verifyLedger({ db: db() })).toEqual([]);
          };

          for (const cmd of commands) {
            await run(cmd);
            await check();
          }
          // Every wallet statement adds up to its balance.
          for (const wallet of [...wallets, ...companyWallets]) {
            const { data } = await walletEntries({ db: db(), accountId: wallet.id, perPage: 1_000 });
            const sum = data.reduce((total, e) => total + (e.sign === 'plus' ? e.amount : -e.amount), 0n);
            expect(sum).toBe(balance(wallet.id));
            expect(data[0]?.balanceAfter ?? 0n).toBe(balance(wallet.id));
          }
        }),
        { numRuns, examples: regressions },
      );
    },
  );
});
