import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@verba/db/testing';
import type { Database } from '@verba/db';
import {
  adjustReservation,
  balanceOf,
  errorCode,
  expectLedgerBalanced,
  fundedAdvertiserWallet,
  postReservation,
  releaseReservation,
  reserve,
} from './index';

describe('adjusting an open reservation to a changed budget', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('reserves more, releases some early, then resolves with every cent accounted for', async () => {
    const db = database.db;
    const { wallet } = await fundedAdvertiserWallet({ db, amount: 10_000n });
    const r = await reserve({
      db,
      wallet: wallet.id,
      amount: 4_000n,
      reference: { type: 'campaign', id: randomUUID() },
      idempotencyKey: randomUUID(),
    });
    const up = await adjustReservation({ db, reservationId: r.id, remaining: 6_000n, idempotencyKey: 'v2' });
    expect(up).toMatchObject({ amount: 6_000n, remaining: 6_000n });
    expect(await balanceOf({ db, accountId: wallet.id })).toBe(4_000n);
    await postReservation({ db, reservationId: r.id, amount: 1_000n, idempotencyKey: randomUUID() });
    const down = await adjustReservation({
      db,
      reservationId: r.id,
      remaining: 2_000n,
      idempotencyKey: 'v3',
    });
    expect(down).toMatchObject({ amount: 6_000n, released: 3_000n, posted: 1_000n, remaining: 2_000n });
    expect(await balanceOf({ db, accountId: wallet.id })).toBe(7_000n);
    expect(
      await errorCode(
        adjustReservation({ db, reservationId: r.id, remaining: 9_001n, idempotencyKey: 'v4' }),
      ),
    ).toBe('INSUFFICIENT_FUNDS');
    await expectLedgerBalanced(db);
    await releaseReservation({ db, reservationId: r.id });
    expect(await balanceOf({ db, accountId: wallet.id })).toBe(9_000n);
    expect(
      await errorCode(adjustReservation({ db, reservationId: r.id, remaining: 1n, idempotencyKey: 'v5' })),
    ).toBe('RESERVATION_RESOLVED');
    await expectLedgerBalanced(db);
  });
});
