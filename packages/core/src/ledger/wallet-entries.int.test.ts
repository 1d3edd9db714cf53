import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@verba/db/testing';
import type { Database } from '@verba/db';
import {
  balanceOf,
  bookChargeback,
  ensureAccount,
  expectLedgerBalanced,
  fundedAdvertiserWallet,
  postReservation,
  releaseReservation,
  reserve,
  transfer,
  walletEntries,
  withTransaction,
} from './index';

describe('wallet entries and chargebacks', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await expectLedgerBalanced(database.db);
    await database.close();
  });

  it("lists a company wallet's statement with spec types, signs and running balance", async () => {
    const db = database.db;
    const company = { type: 'company', id: randomUUID() };
    const wallet = await ensureAccount({ db, type: 'company_wallet', owner: company, currency: 'BRL' });
    const bonus = await ensureAccount({ db, type: 'bonus_expense', currency: 'BRL' });
    const inTransit = await ensureAccount({ db, type: 'payout_in_transit', currency: 'BRL' });
    const fees = await ensureAccount({ db, type: 'fees', currency: 'BRL' });
    const withdrawal = { type: 'withdrawal', id: randomUUID() };
    await transfer({
      db,
      from: bonus.id,
      to: wallet.id,
      amount: 10_000n,
      kind: 'bonus_credit',
      idempotencyKey: `b:${randomUUID()}`,
    });
    await withTransaction(db, async (tx) => {
      await transfer({
        db: tx,
        from: wallet.id,
        to: inTransit.id,
        amount: 5_000n,
        kind: 'withdrawal',
        idempotencyKey: `w:${withdrawal.id}`,
        reference: withdrawal,
      });
      await transfer({
        db: tx,
        from: wallet.id,
        to: fees.id,
        amount: 367n,
        kind: 'withdrawal_fee',
        idempotencyKey: `w:${withdrawal.id}:fee`,
        reference: withdrawal,
      });
    });
    await withTransaction(db, async (tx) => {
      await transfer({
        db: tx,
        from: inTransit.id,
        to: wallet.id,
        amount: 5_000n,
        kind: 'failed_transfer_fund',
        idempotencyKey: `w:${withdrawal.id}:failed`,
        reference: withdrawal,
      });
      await transfer({
        db: tx,
        from: fees.id,
        to: wallet.id,
        amount: 367n,
        kind: 'failed_transfer_fund',
        idempotencyKey: `w:${withdrawal.id}:failed:fee`,
        reference: withdrawal,
      });
    });

    const page = await walletEntries({ db, accountId: wallet.id });
    expect(page.total).toBe(5);
    expect(page.data.map((e) => [e.type, e.sign, e.amount, e.balanceAfter])).toEqual([
      ['FAILED_TRANSFER_FUND', 'plus', 367n, 10_000n],
      ['FAILED_TRANSFER_FUND', 'plus', 5_000n, 9_633n],
      ['DEBIT', 'minus', 367n, 4_633n],
      ['DEBIT', 'minus', 5_000n, 5_000n],
      ['CREDIT', 'plus', 10_000n, 10_000n],
    ]);
    expect(page.data[0]?.reference).toEqual(withdrawal);

    const second = await walletEntries({ db, accountId: wallet.id, page: 2, perPage: 2 });
    expect(second.data.map((e) => e.type)).toEqual(['DEBIT', 'DEBIT']);
    expect(second.total).toBe(5);
    const beyond = await walletEntries({ db, accountId: wallet.id, page: 9, perPage: 2 });
    expect(beyond).toEqual({ data: [], total: 5 });
    const debits = await walletEntries({ db, accountId: wallet.id, types: ['DEBIT'] });
    expect(debits.total).toBe(2);
    expect(debits.data[0]?.balanceAfter).toBe(4_633n);
  });

  it('shows budgets as CHECKOUT and the unspent rest as CREDIT, naming the campaign', async () => {
    const db = database.db;
    const order = { type: 'payment_order', id: randomUUID() };
    const { wallet, clearing } = await fundedAdvertiserWallet({ db, amount: 50_000n, reference: order });
    const campaign = { type: 'campaign', id: randomUUID() };
    const reservation = await reserve({
      db,
      wallet: wallet.id,
      amount: 20_000n,
      reference: campaign,
      idempotencyKey: `r:${randomUUID()}`,
    });
    await postReservation({
      db,
      reservationId: reservation.id,
      amount: 7_000n,
      idempotencyKey: `s:${randomUUID()}`,
    });
    await releaseReservation({ db, reservationId: reservation.id });
    await transfer({
      db,
      from: wallet.id,
      to: clearing.id,
      amount: 1_000n,
      kind: 'refund',
      idempotencyKey: `rf:${order.id}`,
      reference: order,
    });

    const { data } = await walletEntries({ db, accountId: wallet.id });
    expect(data.map((e) => [e.type, e.sign, e.amount, e.balanceAfter, e.reference])).toEqual([
      ['REFUND', 'minus', 1_000n, 42_000n, order],
      ['CREDIT', 'plus', 13_000n, 43_000n, campaign],
      ['CHECKOUT', 'minus', 20_000n, 30_000n, campaign],
      ['CREDIT', 'plus', 50_000n, 50_000n, order],
    ]);
  });

  it('takes a chargeback from the wallet and books the shortfall as a receivable, never a negative wallet', async () => {
    const db = database.db;
    const advertiser = { type: 'advertiser', id: randomUUID() };
    const order = { type: 'payment_order', id: randomUUID() };
    const { wallet, clearing } = await fundedAdvertiserWallet({
      db,
      amount: 10_000n,
      owner: advertiser,
      reference: order,
    });
    const reservation = await reserve({
      db,
      wallet: wallet.id,
      amount: 7_500n,
      reference: { type: 'campaign', id: randomUUID() },
      idempotencyKey: `r:${randomUUID()}`,
    });
    await postReservation({
      db,
      reservationId: reservation.id,
      amount: 7_500n,
      idempotencyKey: `s:${randomUUID()}`,
    });

    const booked = await bookChargeback({
      db,
      wallet: wallet.id,
      amount: 10_000n,
      idempotencyKey: `cb:${order.id}`,
      reference: order,
    });
    expect(booked).toMatchObject({ fromWallet: 2_500n, receivable: 7_500n, replayed: false });
    expect(await balanceOf({ db, type: 'chargeback_receivable', owner: advertiser, currency: 'BRL' })).toBe(
      -7_500n,
    );
    expect(
      (await ensureAccount({ db, type: 'advertiser_wallet', owner: advertiser, currency: 'BRL' })).balance,
    ).toBe(0n);

    // A replay books nothing new, even though the wallet has money again.
    await transfer({
      db,
      from: clearing.id,
      to: wallet.id,
      amount: 9_000n,
      kind: 'payment_credit',
      idempotencyKey: `p:${randomUUID()}`,
    });
    const replay = await bookChargeback({
      db,
      wallet: wallet.id,
      amount: 10_000n,
      idempotencyKey: `cb:${order.id}`,
      reference: order,
    });
    expect(replay).toMatchObject({ fromWallet: 2_500n, receivable: 7_500n, replayed: true });
    const { data } = await walletEntries({ db, accountId: wallet.id, types: ['CHARGEBACK'] });
    expect(data.map((e) => e.amount)).toEqual([2_500n]);
  });
});
