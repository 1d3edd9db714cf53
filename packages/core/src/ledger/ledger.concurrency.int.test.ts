/**
 * The ledger under real parallelism: many connections of a PostgreSQL server hitting one wallet.
 * PGlite has a single connection (everything is serialised), so this file needs DATABASE_URL (or
 * TEST_DATABASE_URL) pointing to a server, e.g. `source scripts/postgres-server.sh && pg_start`.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '@verba/db/testing';
import { queryRows, type Database } from '@verba/db';
import { DomainError } from '../errors';
import {
  balanceOf,
  ensureAccount,
  expectLedgerBalanced,
  postReservation,
  reserve,
  sqlStateOf,
  transfer,
  withTransaction,
  type LedgerAccount,
} from './index';

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const FEE = 367n;

const settle = async <T>(
  work: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; code: string }> => {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, code: error.code };
    throw error;
  }
};

if (!serverUrl) {
  describe('ledger under concurrency', () => {
    it.skip('needs DATABASE_URL pointing to a PostgreSQL server: PGlite runs a single connection, so nothing would run in parallel', () => {});
  });
} else {
  describe('ledger under concurrency (PostgreSQL server)', () => {
    let database: Database;
    let brl: Record<'clearing' | 'inTransit' | 'fees' | 'bonus', LedgerAccount>;
    beforeAll(async () => {
      database = await createTestDatabase();
      const db = database.db;
      brl = {
        clearing: await ensureAccount({ db, type: 'gateway_clearing', currency: 'BRL' }),
        inTransit: await ensureAccount({ db, type: 'payout_in_transit', currency: 'BRL' }),
        fees: await ensureAccount({ db, type: 'fees', currency: 'BRL' }),
        bonus: await ensureAccount({ db, type: 'bonus_expense', currency: 'BRL' }),
      };
    });
    afterAll(async () => {
      await expectLedgerBalanced(database.db);
      await database.close();
    });

    async function companyWallet(funds: bigint) {
      const db = database.db;
      const wallet = await ensureAccount({
        db,
        type: 'company_wallet',
        owner: { type: 'company', id: randomUUID() },
        currency: 'BRL',
      });
      await transfer({
        db,
        from: brl.bonus.id,
        to: wallet.id,
        amount: funds,
        kind: 'bonus_credit',
        idempotencyKey: `fund:${randomUUID()}`,
      });
      return wallet;
    }

    it('never overdraws a wallet with many simultaneous withdrawals, and loses no update', async () => {
      const db = database.db;
      const funds = 100_000n;
      const wallet = await companyWallet(funds);
      const inTransitBefore = await balanceOf({ db, accountId: brl.inTransit.id });
      const amounts = Array.from({ length: 60 }, (_, i) => 1_000n + BigInt((i * 7919) % 4_000));
      const results = await Promise.all(
        amounts.map((amount) =>
          settle(() =>
            withTransaction(db, async (tx) => {
              const id = randomUUID();
              await transfer({
                db: tx,
                from: wallet.id,
                to: brl.inTransit.id,
                amount,
                kind: 'withdrawal',
                idempotencyKey: `wd:${id}`,
              });
              await transfer({
                db: tx,
                from: wallet.id,
                to: brl.fees.id,
                amount: FEE,
                kind: 'withdrawal_fee',
                idempotencyKey: `wd:${id}:fee`,
              });
              return amount;
            }),
          ),
        ),
      );
      const done = results.flatMap((r) => (r.ok ? [r.value] : []));
      const refused = results.filter((r) => !r.ok);
      expect(refused.every((r) => !r.ok && r.code === 'INSUFFICIENT_FUNDS')).toBe(true);
      expect(refused.length).toBeGreaterThan(0);
      const spent = done.reduce((sum, a) => sum + a + FEE, 0n);
      expect(spent).toBeLessThanOrEqual(funds);
      expect(await balanceOf({ db, accountId: wallet.id })).toBe(funds - spent);
      expect((await balanceOf({ db, accountId: brl.inTransit.id })) - inTransitBefore).toBe(
        done.reduce((s, a) => s + a, 0n),
      );
      // Whatever is left is less than the smallest refused withdrawal would have needed.
      const smallestRefused = amounts.filter((_, i) => !results[i]!.ok).reduce((m, a) => (a < m ? a : m));
      expect(funds - spent).toBeLessThan(smallestRefused + FEE);
      await expectLedgerBalanced(db);
    });

    it('keeps simultaneous reservations within the wallet and postings within the reservation', async () => {
      const db = database.db;
      const wallet = await companyWallet(50_000n);
      const results = await Promise.all(
        Array.from({ length: 40 }, () =>
          settle(() =>
            reserve({
              db,
              wallet: wallet.id,
              amount: 3_000n,
              reference: { type: 'campaign', id: randomUUID() },
              idempotencyKey: `r:${randomUUID()}`,
            }),
          ),
        ),
      );
      const made = results.flatMap((r) => (r.ok ? [r.value] : []));
      expect(made).toHaveLength(16); // 16 × 3 000 ≤ 50 000 < 17 × 3 000
      expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.code === 'INSUFFICIENT_FUNDS')).toBe(true);
      expect(await balanceOf({ db, accountId: wallet.id })).toBe(2_000n);

      const target = made[0]!;
      const postings = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          settle(() =>
            postReservation({
              db,
              reservationId: target.id,
              amount: 100n + BigInt(i),
              idempotencyKey: `s:${randomUUID()}`,
            }),
          ),
        ),
      );
      const posted = postings.reduce((sum, r) => sum + (r.ok ? (r.value.transfer?.amount ?? 0n) : 0n), 0n);
      expect(posted).toBeLessThanOrEqual(3_000n);
      expect(postings.filter((r) => !r.ok).every((r) => !r.ok && r.code === 'RESERVATION_EXCEEDED')).toBe(
        true,
      );
      const [row] = await queryRows<{ posted: string }>(
        db,
        sql`SELECT posted::text AS posted FROM ledger_reservations WHERE id = ${target.id}`,
      );
      expect(BigInt(row!.posted)).toBe(posted);
      // Each campaign has its own reservation account.
      expect(await balanceOf({ db, accountId: target.accountId })).toBe(3_000n - posted);
      await expectLedgerBalanced(db);
    });

    it('applies every one of many simultaneous credits once, and a key replayed in parallel once', async () => {
      const db = database.db;
      const wallet = await companyWallet(1n);
      await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          transfer({
            db,
            from: brl.bonus.id,
            to: wallet.id,
            amount: BigInt(i + 1),
            kind: 'bonus_credit',
            idempotencyKey: `c:${randomUUID()}`,
          }),
        ),
      );
      expect(await balanceOf({ db, accountId: wallet.id })).toBe(1n + 5_050n);
      const key = `same:${randomUUID()}`;
      const replays = await Promise.all(
        Array.from({ length: 30 }, () =>
          transfer({
            db,
            from: brl.bonus.id,
            to: wallet.id,
            amount: 1_000n,
            kind: 'bonus_credit',
            idempotencyKey: key,
          }),
        ),
      );
      expect(new Set(replays.map((t) => t.id)).size).toBe(1);
      expect(replays.filter((t) => !t.replayed)).toHaveLength(1);
      expect(await balanceOf({ db, accountId: wallet.id })).toBe(1n + 5_050n + 1_000n);
    });

    it('retries serialization failures of SERIALIZABLE read-then-write transactions', async () => {
      const db = database.db;
      const wallet = await companyWallet(20_000n);
      const seen = new Set<string>();
      let retries = 0;
      const results = await Promise.all(
        Array.from({ length: 30 }, () =>
          settle(() =>
            withTransaction(
              db,
              async (tx) => {
                // Read, decide, write: the classic lost-update shape, safe only because PostgreSQL
                // aborts the losers (40001) and withTransaction runs them again.
                const available = await balanceOf({ db: tx, accountId: wallet.id });
                const amount = available >= 1_000n ? 1_000n : available;
                if (amount === 0n) return 0n;
                await transfer({
                  db: tx,
                  from: wallet.id,
                  to: brl.inTransit.id,
                  amount,
                  kind: 'withdrawal',
                  idempotencyKey: `wd:${randomUUID()}`,
                });
                return amount;
              },
              {
                isolationLevel: 'serializable',
                maxAttempts: 100,
                onRetry: ({ error }) => {
                  retries++;
                  seen.add(sqlStateOf(error) ?? '?');
                },
              },
            ),
          ),
        ),
      );
      expect(results.every((r) => r.ok)).toBe(true);
      const moved = results.reduce((sum, r) => sum + (r.ok ? r.value : 0n), 0n);
      expect(moved).toBe(20_000n);
      expect(await balanceOf({ db, accountId: wallet.id })).toBe(0n);
      expect(retries).toBeGreaterThan(0);
      expect([...seen]).toEqual(['40001']);
    });

    it('retries deadlocks between transactions that touch the same accounts in opposite orders', async () => {
      const db = database.db;
      const [a, b] = [await companyWallet(100_000n), await companyWallet(100_000n)];
      // Each transaction pays into its own account, so the two wallets are the only shared rows:
      // one transaction holds a and waits for b while the other holds b and waits for a.
      const sinks = await Promise.all(Array.from({ length: 4 }, () => companyWallet(1n)));
      let deadlocks = 0;
      await Promise.all(
        sinks.map((sink, i) =>
          withTransaction(
            db,
            async (tx) => {
              const [first, second] = i % 2 === 0 ? [a, b] : [b, a];
              const pay = (from: LedgerAccount) =>
                transfer({
                  db: tx,
                  from: from.id,
                  to: sink.id,
                  amount: 10n,
                  kind: 'adjustment',
                  idempotencyKey: `d:${randomUUID()}`,
                });
              await pay(first);
              await tx.execute(sql`SELECT pg_sleep(0.05)`);
              await pay(second);
            },
            {
              maxAttempts: 50,
              onRetry: ({ error }) => (sqlStateOf(error) === '40P01' ? deadlocks++ : undefined),
            },
          ),
        ),
      );
      expect(await balanceOf({ db, accountId: a.id })).toBe(100_000n - 4n * 10n);
      expect(await balanceOf({ db, accountId: b.id })).toBe(100_000n - 4n * 10n);
      expect(deadlocks).toBeGreaterThan(0);
    });
  });
}
