import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@verba/db/testing';
import type { Database } from '@verba/db';
import {
  balanceOf,
  errorCode,
  expectLedgerBalanced,
  findReservations,
  fundedAdvertiserWallet,
  postReservation,
  releaseReservation,
  reserve,
} from './index';

describe('two-phase budgets', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await expectLedgerBalanced(database.db);
    await database.close();
  });

  const fundedWallet = async (amount: bigint) =>
    (await fundedAdvertiserWallet({ db: database.db, amount })).wallet;
  const campaign = () => ({ type: 'campaign', id: randomUUID() });

  it('reserves, posts spend in parts, releases the rest once', async () => {
    const db = database.db;
    const wallet = await fundedWallet(10_000n);
    const reference = campaign();
    const reservation = await reserve({
      db,
      wallet: wallet.id,
      amount: 6_000n,
      reference,
      idempotencyKey: `r:${randomUUID()}`,
    });
    expect(reservation).toMatchObject({
      amount: 6_000n,
      posted: 0n,
      released: 0n,
      remaining: 6_000n,
      status: 'open',
      reference,
    });
    expect(await balanceOf({ db, accountId: wallet.id })).toBe(4_000n);
    expect(await balanceOf({ db, accountId: reservation.accountId })).toBe(6_000n);

    const first = await postReservation({
      db,
      reservationId: reservation.id,
      amount: 1_500n,
      idempotencyKey: `s:${randomUUID()}`,
    });
    expect(first.reservation).toMatchObject({ posted: 1_500n, remaining: 4_500n });
    await postReservation({
      db,
      reservationId: reservation.id,
      amount: 500n,
      idempotencyKey: `s:${randomUUID()}`,
    });

    const released = await releaseReservation({ db, reservationId: reservation.id });
    expect(released.alreadyResolved).toBe(false);
    expect(released.transfer?.amount).toBe(4_000n);
    expect(released.reservation).toMatchObject({
      posted: 2_000n,
      released: 4_000n,
      remaining: 0n,
      status: 'resolved',
    });
    expect(await balanceOf({ db, accountId: wallet.id })).toBe(8_000n);
    expect(await balanceOf({ db, accountId: reservation.accountId })).toBe(0n);

    const again = await releaseReservation({ db, reservationId: reservation.id });
    expect(again).toMatchObject({ alreadyResolved: true, transfer: null });
    expect(await balanceOf({ db, accountId: wallet.id })).toBe(8_000n);
    expect(
      await errorCode(
        postReservation({
          db,
          reservationId: reservation.id,
          amount: 1n,
          idempotencyKey: `s:${randomUUID()}`,
        }),
      ),
    ).toBe('RESERVATION_RESOLVED');
    const [listed] = await findReservations({ db, reference });
    expect(listed).toMatchObject({ id: reservation.id, status: 'resolved' });
  });

  it('never posts more than remains, unless asked to cap at the remainder', async () => {
    const db = database.db;
    const wallet = await fundedWallet(1_000n);
    const reservation = await reserve({
      db,
      wallet: wallet.id,
      amount: 1_000n,
      reference: campaign(),
      idempotencyKey: `r:${randomUUID()}`,
    });
    await postReservation({
      db,
      reservationId: reservation.id,
      amount: 900n,
      idempotencyKey: `s:${randomUUID()}`,
    });
    expect(
      await errorCode(
        postReservation({
          db,
          reservationId: reservation.id,
          amount: 101n,
          idempotencyKey: `s:${randomUUID()}`,
        }),
      ),
    ).toBe('RESERVATION_EXCEEDED');
    const capped = await postReservation({
      db,
      reservationId: reservation.id,
      amount: 101n,
      idempotencyKey: `s:${randomUUID()}`,
      capAtRemaining: true,
    });
    expect(capped.transfer?.amount).toBe(100n);
    const nothing = await postReservation({
      db,
      reservationId: reservation.id,
      amount: 5n,
      idempotencyKey: `s:${randomUUID()}`,
      capAtRemaining: true,
    });
    expect(nothing.transfer).toBeNull();
    const released = await releaseReservation({ db, reservationId: reservation.id });
    expect(released.transfer).toBeNull();
    expect(released.reservation).toMatchObject({ posted: 1_000n, released: 0n, status: 'resolved' });
  });

  it('refuses a reservation beyond the wallet balance and keeps the wallet intact', async () => {
    const db = database.db;
    const wallet = await fundedWallet(500n);
    const reference = campaign();
    expect(
      await errorCode(
        reserve({ db, wallet: wallet.id, amount: 501n, reference, idempotencyKey: `r:${randomUUID()}` }),
      ),
    ).toBe('INSUFFICIENT_FUNDS');
    expect(await balanceOf({ db, accountId: wallet.id })).toBe(500n);
    expect(await findReservations({ db, reference })).toEqual([]);
  });

  it('replays a reservation and a posting by idempotency key, and refuses the key for something else', async () => {
    const db = database.db;
    const wallet = await fundedWallet(3_000n);
    const reference = campaign();
    const key = `r:${randomUUID()}`;
    const first = await reserve({ db, wallet: wallet.id, amount: 1_000n, reference, idempotencyKey: key });
    const again = await reserve({ db, wallet: wallet.id, amount: 1_000n, reference, idempotencyKey: key });
    expect(again.id).toBe(first.id);
    expect(await balanceOf({ db, accountId: wallet.id })).toBe(2_000n);
    expect(
      await errorCode(reserve({ db, wallet: wallet.id, amount: 999n, reference, idempotencyKey: key })),
    ).toBe('IDEMPOTENCY_KEY_REUSED');

    const spendKey = `s:${randomUUID()}`;
    const posted = await postReservation({
      db,
      reservationId: first.id,
      amount: 300n,
      idempotencyKey: spendKey,
    });
    const replayed = await postReservation({
      db,
      reservationId: first.id,
      amount: 300n,
      idempotencyKey: spendKey,
    });
    expect(replayed.replayed).toBe(true);
    expect(replayed.transfer?.id).toBe(posted.transfer?.id);
    expect(replayed.reservation.posted).toBe(300n);
    expect(
      await errorCode(
        postReservation({ db, reservationId: first.id, amount: 301n, idempotencyKey: spendKey }),
      ),
    ).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(
      await errorCode(
        postReservation({ db, reservationId: randomUUID(), amount: 1n, idempotencyKey: `s:${randomUUID()}` }),
      ),
    ).toBe('NOT_FOUND');
  });

  it('keeps several reservations of one campaign in one reservation account', async () => {
    const db = database.db;
    const wallet = await fundedWallet(3_000n);
    const reference = campaign();
    const a = await reserve({
      db,
      wallet: wallet.id,
      amount: 1_000n,
      reference,
      idempotencyKey: `r:${randomUUID()}`,
    });
    const b = await reserve({
      db,
      wallet: wallet.id,
      amount: 500n,
      reference,
      idempotencyKey: `r:${randomUUID()}`,
    });
    expect(b.accountId).toBe(a.accountId);
    expect(await balanceOf({ db, accountId: a.accountId })).toBe(1_500n);
    await releaseReservation({ db, reservationId: a.id });
    expect(await balanceOf({ db, accountId: a.accountId })).toBe(500n);
    expect((await findReservations({ db, reference, status: 'open' })).map((r) => r.id)).toEqual([b.id]);
  });
});
