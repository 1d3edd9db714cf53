import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '@verba/db/testing';
import type { Database, Tx } from '@verba/db';
import {
  ensureAccount,
  expectLedgerBalanced,
  fundedAdvertiserWallet,
  postReservation,
  releaseHeldCashback,
  reserve,
  transfer,
  verifyLedger,
} from './index';

describe('verifyLedger', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    // Every tampering below was rolled back.
    expect(await verifyLedger({ db: database.db })).toEqual([]);
    await database.close();
  });

  /** Runs a tampering inside a transaction that is always rolled back. */
  async function tampered(work: (tx: Tx) => Promise<void>) {
    const rollback = new Error('rollback');
    await database.db
      .transaction(async (tx) => {
        await work(tx);
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
  }

  async function someActivity() {
    const db = database.db;
    const { wallet, clearing } = await fundedAdvertiserWallet({ db, amount: 1_000n });
    const reservation = await reserve({
      db,
      wallet: wallet.id,
      amount: 600n,
      reference: { type: 'campaign', id: randomUUID() },
      idempotencyKey: `r:${randomUUID()}`,
    });
    await postReservation({
      db,
      reservationId: reservation.id,
      amount: 100n,
      idempotencyKey: `s:${randomUUID()}`,
    });
    return { wallet, clearing, reservation };
  }

  it('finds nothing wrong in a ledger written through the API', async () => {
    await someActivity();
    expect(await verifyLedger({ db: database.db })).toEqual([]);
    await expect(expectLedgerBalanced(database.db)).resolves.toBeUndefined();
  });

  it('detects a cached balance that drifted from the transfers, and a currency that no longer sums to zero', async () => {
    const { wallet } = await someActivity();
    await tampered(async (tx) => {
      await tx.execute(sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE id = ${wallet.id}`);
      const codes = (await verifyLedger({ db: tx })).map((v) => v.code).sort();
      expect(codes).toEqual(['BALANCE_MISMATCH', 'CURRENCY_NOT_BALANCED']);
    });
    await tampered(async (tx) => {
      await tx.execute(sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE id = ${wallet.id}`);
      await expect(expectLedgerBalanced(tx)).rejects.toThrow(/BALANCE_MISMATCH/);
    });
  });

  it('detects an external account caching a balance, and a wallet caching none', async () => {
    const { wallet, clearing } = await someActivity();
    await tampered(async (tx) => {
      await tx.execute(sql`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_shape`);
      await tx.execute(sql`UPDATE ledger_accounts SET balance = 0 WHERE id = ${clearing.id}`);
      await tx.execute(sql`UPDATE ledger_accounts SET balance = NULL WHERE id = ${wallet.id}`);
      const violations = await verifyLedger({ db: tx });
      expect(
        violations
          .filter((v) => v.code === 'CACHE_POLICY')
          .map((v) => v.subject)
          .sort(),
      ).toEqual([wallet.id, clearing.id].sort());
    });
  });

  it('detects reservations whose bookkeeping disagrees with their transfers', async () => {
    const { reservation } = await someActivity();
    await tampered(async (tx) => {
      await tx.execute(sql`UPDATE ledger_reservations SET posted = 50 WHERE id = ${reservation.id}`);
      const codes = (await verifyLedger({ db: tx })).map((v) => v.code).sort();
      expect(codes).toEqual(['RESERVATION_ACCOUNT_MISMATCH', 'RESERVATION_TRANSFERS_MISMATCH']);
    });
  });

  it('detects cashback that leaves a hold other than whole, once, to its company wallet or bonus expense', async () => {
    const db = database.db;
    const owner = { type: 'company', id: randomUUID() };
    const hold = await ensureAccount({ db, type: 'cashback_hold', owner, currency: 'BRL' });
    const bonus = await ensureAccount({ db, type: 'bonus_expense', currency: 'BRL' });
    const order = { type: 'payment_order', id: randomUUID() };
    await transfer({
      db,
      from: bonus.id,
      to: hold.id,
      amount: 500n,
      kind: 'bonus_credit',
      idempotencyKey: `b:${order.id}`,
      reference: order,
    });
    expect(await verifyLedger({ db })).toEqual([]);
    await tampered(async (tx) => {
      // Part of it moved out by hand, to another company's wallet.
      const stranger = await ensureAccount({
        db: tx,
        type: 'company_wallet',
        owner: { type: 'company', id: randomUUID() },
        currency: 'BRL',
      });
      await transfer({
        db: tx,
        from: hold.id,
        to: stranger.id,
        amount: 200n,
        kind: 'cashback_release',
        idempotencyKey: `x:${order.id}`,
        reference: order,
      });
      const violations = await verifyLedger({ db: tx });
      expect(violations.map((v) => [v.code, v.subject])).toEqual([['CASHBACK_HOLD_UNACCOUNTED', hold.id]]);
    });
    await releaseHeldCashback({ db, hold: hold.id, reference: order, idempotencyKey: `release:${order.id}` });
    expect(await verifyLedger({ db })).toEqual([]);
  });

  it('detects a tampered transfer (immutability trigger switched off by hand)', async () => {
    await someActivity();
    await tampered(async (tx) => {
      await tx.execute(sql`ALTER TABLE ledger_transfers DISABLE TRIGGER ledger_transfers_immutable`);
      await tx.execute(sql`UPDATE ledger_transfers SET amount = amount + 1 WHERE kind = 'payment_credit'`);
      const violations = await verifyLedger({ db: tx });
      expect(violations.map((v) => v.code)).toContain('BALANCE_MISMATCH');
      expect(violations.every((v) => v.message.length > 0)).toBe(true);
    });
  });
});
