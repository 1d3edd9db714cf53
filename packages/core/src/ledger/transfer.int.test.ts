import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '@verba/db/testing';
import type { Database } from '@verba/db';
import {
  balanceOf,
  ensureAccount,
  errorCode,
  expectLedgerBalanced,
  getAccount,
  transfer,
  withTransaction,
} from './index';

describe('ledger transfers', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await expectLedgerBalanced(database.db);
    await database.close();
  });

  const wallet = (currency: 'BRL' | 'USD' = 'BRL') =>
    ensureAccount({
      db: database.db,
      type: 'advertiser_wallet',
      owner: { type: 'advertiser', id: randomUUID() },
      currency,
    });
  const clearing = (currency: 'BRL' | 'USD' = 'BRL') =>
    ensureAccount({ db: database.db, type: 'gateway_clearing', currency });

  it('creates an account once per (type, owner, currency), external ones allowed to go negative', async () => {
    const owner = { type: 'advertiser', id: randomUUID() };
    const [a, b] = await Promise.all([
      ensureAccount({ db: database.db, type: 'advertiser_wallet', owner, currency: 'BRL' }),
      ensureAccount({ db: database.db, type: 'advertiser_wallet', owner, currency: 'BRL' }),
    ]);
    expect(a.id).toBe(b.id);
    expect(a).toMatchObject({ owner, currency: 'BRL', allowNegative: false, balance: 0n });
    const usd = await ensureAccount({ db: database.db, type: 'advertiser_wallet', owner, currency: 'USD' });
    expect(usd.id).not.toBe(a.id);
    expect((await clearing()).allowNegative).toBe(true);
    expect((await clearing()).id).toBe((await clearing()).id);
    await expect(ensureAccount({ db: database.db, type: 'company_wallet', currency: 'BRL' })).rejects.toThrow(
      /owner/,
    );
  });

  it('moves money and updates both cached balances', async () => {
    const [from, to] = [await clearing(), await wallet()];
    const before = await balanceOf({ db: database.db, accountId: from.id });
    const moved = await transfer({
      db: database.db,
      from: from.id,
      to: to.id,
      amount: 50_000n,
      kind: 'payment_credit',
      idempotencyKey: `t:${randomUUID()}`,
      reference: { type: 'payment_order', id: 'o-1' },
    });
    expect(moved).toMatchObject({
      amount: 50_000n,
      currency: 'BRL',
      kind: 'payment_credit',
      replayed: false,
    });
    expect(moved.createdAt).toBeInstanceOf(Date);
    expect(await balanceOf({ db: database.db, accountId: to.id })).toBe(50_000n);
    expect(await balanceOf({ db: database.db, accountId: from.id })).toBe(before - 50_000n);
    expect(
      await balanceOf({ db: database.db, type: 'advertiser_wallet', owner: to.owner, currency: 'BRL' }),
    ).toBe(50_000n);
    expect(
      await balanceOf({
        db: database.db,
        type: 'advertiser_wallet',
        owner: { type: 'x', id: 'y' },
        currency: 'BRL',
      }),
    ).toBe(0n);
  });

  it('returns the first transfer for a replayed key and refuses the key with other content', async () => {
    const [from, to] = [await clearing(), await wallet()];
    const key = `t:${randomUUID()}`;
    const options = {
      db: database.db,
      from: from.id,
      to: to.id,
      amount: 700n,
      kind: 'payment_credit' as const,
      idempotencyKey: key,
    };
    const first = await transfer(options);
    const again = await transfer(options);
    expect(again).toMatchObject({ id: first.id, replayed: true });
    expect(await balanceOf({ db: database.db, accountId: to.id })).toBe(700n);
    expect(await errorCode(transfer({ ...options, amount: 701n }))).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await errorCode(transfer({ ...options, kind: 'bonus_credit' }))).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await errorCode(transfer({ ...options, reference: { type: 'payment_order', id: 'other' } }))).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );
  });

  it('never lets a wallet go negative and leaves nothing behind when refused', async () => {
    const [gateway, to] = [await clearing(), await wallet()];
    await transfer({
      db: database.db,
      from: gateway.id,
      to: to.id,
      amount: 100n,
      kind: 'payment_credit',
      idempotencyKey: `t:${randomUUID()}`,
    });
    const key = `t:${randomUUID()}`;
    expect(
      await errorCode(
        transfer({
          db: database.db,
          from: to.id,
          to: gateway.id,
          amount: 101n,
          kind: 'refund',
          idempotencyKey: key,
        }),
      ),
    ).toBe('INSUFFICIENT_FUNDS');
    expect(await balanceOf({ db: database.db, accountId: to.id })).toBe(100n);
    // The refused key was not consumed.
    await transfer({
      db: database.db,
      from: to.id,
      to: gateway.id,
      amount: 100n,
      kind: 'refund',
      idempotencyKey: key,
    });
    expect(await balanceOf({ db: database.db, accountId: to.id })).toBe(0n);
  });

  it('refuses transfers across currencies, to unknown accounts and to the same account', async () => {
    const [brl, usd] = [await clearing('BRL'), await wallet('USD')];
    const base = { db: database.db, amount: 1n, kind: 'payment_credit' as const };
    expect(
      await errorCode(transfer({ ...base, from: brl.id, to: usd.id, idempotencyKey: `t:${randomUUID()}` })),
    ).toBe('CURRENCY_MISMATCH');
    expect(
      await errorCode(
        transfer({ ...base, from: brl.id, to: randomUUID(), idempotencyKey: `t:${randomUUID()}` }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      await errorCode(
        transfer({ ...base, from: randomUUID(), to: brl.id, idempotencyKey: `t:${randomUUID()}` }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      await errorCode(transfer({ ...base, from: 'nope', to: brl.id, idempotencyKey: `t:${randomUUID()}` })),
    ).toBe('NOT_FOUND');
    await expect(
      transfer({ ...base, from: brl.id, to: brl.id, idempotencyKey: `t:${randomUUID()}` }),
    ).rejects.toThrow(RangeError);
    await expect(
      transfer({ ...base, amount: 0n, from: brl.id, to: usd.id, idempotencyKey: `t:${randomUUID()}` }),
    ).rejects.toThrow(RangeError);
  });

  it("joins the caller's transaction: its rollback undoes the transfer", async () => {
    const [gateway, to] = [await clearing(), await wallet()];
    const outcome = await errorCode(
      withTransaction(database.db, async (tx) => {
        await transfer({
          db: tx,
          from: gateway.id,
          to: to.id,
          amount: 900n,
          kind: 'payment_credit',
          idempotencyKey: `t:${randomUUID()}`,
        });
        expect(await balanceOf({ db: tx, accountId: to.id })).toBe(900n);
        // The second leg fails: the whole transaction goes.
        await transfer({
          db: tx,
          from: to.id,
          to: gateway.id,
          amount: 901n,
          kind: 'refund',
          idempotencyKey: `t:${randomUUID()}`,
        });
      }),
    );
    expect(outcome).toBe('INSUFFICIENT_FUNDS');
    expect((await getAccount({ db: database.db, accountId: to.id }))?.balance).toBe(0n);
  });

  it('keeps transfers immutable and accounts undeletable', async () => {
    const [gateway, to] = [await clearing(), await wallet()];
    const moved = await transfer({
      db: database.db,
      from: gateway.id,
      to: to.id,
      amount: 5n,
      kind: 'payment_credit',
      idempotencyKey: `t:${randomUUID()}`,
    });
    await expect(
      database.db.execute(sql`UPDATE ledger_transfers SET amount = 6 WHERE id = ${moved.id}`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`DELETE FROM ledger_transfers WHERE id = ${moved.id}`),
    ).rejects.toThrow();
    await expect(database.db.execute(sql`TRUNCATE ledger_transfers CASCADE`)).rejects.toThrow();
    await expect(database.db.execute(sql`DELETE FROM ledger_accounts WHERE id = ${to.id}`)).rejects.toThrow();
    await expect(
      database.db.execute(sql`UPDATE ledger_accounts SET currency = 'USD' WHERE id = ${to.id}`),
    ).rejects.toThrow();
    // The column's domain stands behind the guarded update.
    await expect(
      database.db.execute(sql`UPDATE ledger_accounts SET balance = -1 WHERE id = ${to.id}`),
    ).rejects.toThrow();
  });

  it('caches no balance on external accounts, and computes theirs from the transfers', async () => {
    const gateway = await ensureAccount({ db: database.db, type: 'bank', currency: 'USD' });
    expect(gateway).toMatchObject({ allowNegative: true, balance: null });
    const before = await balanceOf({ db: database.db, accountId: gateway.id });
    const to = await wallet('USD');
    await transfer({
      db: database.db,
      from: gateway.id,
      to: to.id,
      amount: 1_234n,
      kind: 'payment_credit',
      idempotencyKey: `t:${randomUUID()}`,
    });
    expect(await balanceOf({ db: database.db, accountId: gateway.id })).toBe(before - 1_234n);
    expect((await getAccount({ db: database.db, accountId: gateway.id }))?.balance).toBeNull();
    expect((await getAccount({ db: database.db, accountId: to.id }))?.balance).toBe(1_234n);
  });

  it('refuses rows that break the ledger rules, whoever writes them', async () => {
    const [gateway, to] = [await clearing(), await wallet()];
    const refused = (query: ReturnType<typeof sql>) => expect(database.db.execute(query)).rejects.toThrow();
    const owner = randomUUID();
    // Only external account types may go negative, and exactly those cache no balance.
    await refused(sql`INSERT INTO ledger_accounts (type, owner_type, owner_id, currency, allow_negative, balance)
                      VALUES ('advertiser_wallet', 'advertiser', ${owner}, 'BRL', true, NULL)`);
    await refused(sql`INSERT INTO ledger_accounts (type, owner_type, owner_id, currency, allow_negative, balance)
                      VALUES ('advertiser_wallet', 'advertiser', ${owner}, 'BRL', false, NULL)`);
    await refused(
      sql`INSERT INTO ledger_accounts (type, currency, allow_negative, balance) VALUES ('fees', 'USD', true, 0)`,
    );
    await refused(sql`INSERT INTO ledger_accounts (type, owner_type, currency, allow_negative, balance)
                      VALUES ('advertiser_wallet', 'advertiser', 'BRL', false, 0)`);
    await refused(sql`INSERT INTO ledger_accounts (type, owner_type, owner_id, currency, allow_negative, balance)
                      VALUES ('advertiser_wallet', 'advertiser', ${owner}, 'ARS', false, 0)`);
    await refused(sql`UPDATE ledger_accounts SET balance = 0 WHERE id = ${gateway.id}`);
    // Transfers: known kinds and currencies, positive amounts, existing accounts (checked at commit).
    const row = (kind: string, currency: string, amount: number, toId: string) =>
      sql`INSERT INTO ledger_transfers (idempotency_key, from_account_id, to_account_id, amount, currency, kind)
          VALUES (${`raw:${randomUUID()}`}, ${gateway.id}, ${toId}, ${amount}, ${currency}, ${kind})`;
    await refused(row('gift', 'BRL', 1, to.id));
    await refused(row('payment_credit', 'ARS', 1, to.id));
    await refused(row('payment_credit', 'BRL', 0, to.id));
    await refused(row('payment_credit', 'BRL', 1, randomUUID()));
    expect(await balanceOf({ db: database.db, accountId: to.id })).toBe(0n);
  });
});
