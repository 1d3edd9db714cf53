import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '@verba/db/testing';
import { queryRows, type Database } from '@verba/db';
import {
  balanceOf,
  ensureAccount,
  errorCode,
  expectLedgerBalanced,
  transfer,
  withTransaction,
  type LedgerAccount,
} from './index';

/** Transfers booked outside a transaction at the same moment commit together (group-commit.ts). */
describe('ledger group commit', () => {
  let database: Database;
  let clearing: LedgerAccount;
  beforeAll(async () => {
    database = await createTestDatabase();
    clearing = await ensureAccount({ db: database.db, type: 'gateway_clearing', currency: 'BRL' });
  });
  afterAll(async () => {
    await expectLedgerBalanced(database.db);
    await database.close();
  });

  const wallet = () =>
    ensureAccount({
      db: database.db,
      type: 'advertiser_wallet',
      owner: { type: 'advertiser', id: randomUUID() },
      currency: 'BRL',
    });
  const credit = (to: LedgerAccount, amount: bigint, idempotencyKey = randomUUID()) =>
    transfer({
      db: database.db,
      from: clearing.id,
      to: to.id,
      amount,
      kind: 'payment_credit',
      idempotencyKey,
    });
  const refund = (from: LedgerAccount, amount: bigint, idempotencyKey = randomUUID()) =>
    transfer({ db: database.db, from: from.id, to: clearing.id, amount, kind: 'refund', idempotencyKey });
  /** Transaction ids of the transfers: one per commit. */
  const commitsOf = async (ids: string[]) => {
    const rows = await queryRows<{ xid: string }>(
      database.db,
      sql`SELECT DISTINCT xmin::text AS xid FROM ledger_transfers WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[])`,
    );
    return rows.length;
  };

  it('commits the transfers booked at the same moment in one transaction, in the order they were booked', async () => {
    const target = await wallet();
    // The refunds spend money credited earlier in the same batch.
    const booked = await Promise.all([
      credit(target, 1_000n),
      refund(target, 600n),
      credit(target, 50n),
      refund(target, 450n),
    ]);
    expect(booked.map((t) => t.replayed)).toEqual([false, false, false, false]);
    expect(await commitsOf(booked.map((t) => t.id))).toBe(1);
    const ids = booked.map((t) => BigInt(t.id));
    expect([...ids].sort((a, b) => (a < b ? -1 : 1))).toEqual(ids);
    expect(await balanceOf({ db: database.db, accountId: target.id })).toBe(0n);
  });

  it('gives each caller its own outcome when one transfer of the batch fails, and books the others once', async () => {
    const target = await wallet();
    const key = randomUUID();
    const outcomes = await Promise.all([
      errorCode(credit(target, 500n, key)),
      errorCode(refund(target, 800n)), // more than the wallet holds
      errorCode(credit(target, 500n, key)), // a replay of the first
      errorCode(credit(target, 501n, key)), // the first's key with other content
      errorCode(credit(target, 300n)),
    ]);
    expect(outcomes).toEqual([
      'resolved',
      'INSUFFICIENT_FUNDS',
      'resolved',
      'IDEMPOTENCY_KEY_REUSED',
      'resolved',
    ]);
    expect(await balanceOf({ db: database.db, accountId: target.id })).toBe(800n);
    const [{ count } = { count: '' }] = await queryRows<{ count: string }>(
      database.db,
      sql`SELECT count(*)::text AS count FROM ledger_transfers WHERE to_account_id = ${target.id} OR from_account_id = ${target.id}`,
    );
    expect(count).toBe('2');
  });

  it('returns a replay booked in the same batch as the first transfer, flagged as a replay', async () => {
    const target = await wallet();
    const key = randomUUID();
    const [first, again] = await Promise.all([credit(target, 70n, key), credit(target, 70n, key)]);
    expect(again.id).toBe(first.id);
    expect([first.replayed, again.replayed]).toEqual([false, true]);
    expect(await balanceOf({ db: database.db, accountId: target.id })).toBe(70n);
  });

  it('never overdraws a wallet when many batches and transactions race on it', async () => {
    const target = await wallet();
    await credit(target, 10_000n);
    const inTransaction = (amount: bigint) =>
      errorCode(
        withTransaction(database.db, (tx) =>
          transfer({
            db: tx,
            from: target.id,
            to: clearing.id,
            amount,
            kind: 'refund',
            idempotencyKey: randomUUID(),
          }),
        ),
      );
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 3 === 0 ? inTransaction(300n) : errorCode(refund(target, 300n)),
      ),
    );
    const succeeded = outcomes.filter((outcome) => outcome === 'resolved').length;
    expect(succeeded).toBe(33); // 10,000 / 300
    expect(
      outcomes.filter((outcome) => outcome !== 'resolved').every((o) => o === 'INSUFFICIENT_FUNDS'),
    ).toBe(true);
    expect(await balanceOf({ db: database.db, accountId: target.id })).toBe(10_000n - 33n * 300n);
  });
});
