import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createTestDeps, type TestDeps } from '../../testing';
import { consolidateDueCampaigns } from '../../campaigns/review/consolidate-campaigns';
import { jobHandlers } from '../../jobs/handlers';
import { runDueJobs } from '../../jobs/worker';
import { balanceOf } from '../../ledger/balance-of';
import { expectLedgerBalanced } from '../../ledger/testing';
import { acquireLease } from '../leases/acquire-lease';
import { leaseInvariantViolations } from '../leases/lease-invariant';
import { insertActiveCampaign } from '../leases/testing';
import { billingEvent, fakeEventStore } from './fake-event-store';
import { postMinuteSpend } from './post-minute-spend';
import { readSpendCursor } from './spend-cursor';

let deps: TestDeps;
const store = fakeEventStore();
const windowMs = 120_000;

beforeAll(async () => {
  deps = await createTestDeps();
  deps.events = store;
});
afterAll(() => deps.database.close());

const minuteOf = (ms: number) => Math.floor(ms / 60_000) * 60_000;

async function leaseFor(campaignId: string, wantMicros: bigint) {
  const lease = await acquireLease({
    db: deps.db,
    campaignId,
    bidderId: 'bidder-a',
    wantMicros,
    now: deps.now(),
    leaseSeconds: 30,
  });
  return lease!;
}

const spendPostings = (campaignId: string) =>
  queryRows<{ idempotency_key: string; amount: string }>(
    deps.db,
    sql`SELECT idempotency_key, amount::text FROM ledger_transfers
        WHERE kind = 'spend' AND metadata ->> 'campaign' = ${campaignId} ORDER BY idempotency_key`,
  );

const reservationOf = async (reservationId: string) => {
  const [row] = await queryRows<{ posted: string; status: string }>(
    deps.db,
    sql`SELECT posted::text, status FROM ledger_reservations WHERE id = ${reservationId}`,
  );
  return row!;
};

describe('postMinuteSpend', () => {
  it('posts each strategy-minute once the notice window has passed it, floor of centavos, once', async () => {
    const { campaignId, reservationId } = await insertActiveCampaign({ db: deps.db, budget: 1_000n });
    const lease = await leaseFor(campaignId, 5_000_000n);
    const [a, b] = [randomUUID(), randomUUID()];
    const m = minuteOf(deps.now().getTime()) + 60_000;
    const bill = (strategyId: string, costMicros: number, at: number) =>
      billingEvent({ bidId: randomUUID(), leaseId: lease.id, campaignId, strategyId, costMicros, at });
    const duplicate = bill(a, 12_345, m + 1_000);
    await store.append([
      duplicate,
      duplicate,
      bill(a, 12_345, m + 2_000),
      bill(a, 12_345, m + 59_999),
      bill(b, 20_000, m + 30_000),
      bill(a, 50_000, m + 60_000),
      { ...bill(b, 90_000, m + 10_000), exclusion: 'bot' },
    ]);

    deps.advance(m + 60_000 + windowMs - deps.now().getTime() - 5_000);
    expect((await postMinuteSpend({ deps, store })).posted).toBe(0n);
    expect(await spendPostings(campaignId)).toEqual([]);

    deps.advance(60_000 + 5_000);
    const first = await postMinuteSpend({ deps, store });
    expect(first.postedThrough.getTime()).toBe(m + 120_000);
    expect(await readSpendCursor({ db: deps.db })).toEqual(new Date(m + 120_000));
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(await spendPostings(campaignId)).toEqual(
      [
        { idempotency_key: `spend:${a}:${iso(m)}`, amount: '3' },
        { idempotency_key: `spend:${a}:${iso(m + 60_000)}`, amount: '5' },
        { idempotency_key: `spend:${b}:${iso(m)}`, amount: '2' },
      ].sort((x, y) => x.idempotency_key.localeCompare(y.idempotency_key)),
    );
    expect(await reservationOf(reservationId)).toMatchObject({ posted: '10' });
    const [leaseRow] = await queryRows<{ posted_micros: string }>(
      deps.db,
      sql`SELECT posted_micros::text FROM delivery_leases WHERE id = ${lease.id}`,
    );
    expect(leaseRow!.posted_micros).toBe(String(3 * 12_345 + 20_000 + 50_000));

    const again = await postMinuteSpend({ deps, store });
    expect(again.posted).toBe(0n);
    expect(await reservationOf(reservationId)).toMatchObject({ posted: '10' });
    expect(await leaseInvariantViolations({ db: deps.db })).toEqual([]);
    await expectLedgerBalanced(deps.db);
  });

  it("carries a strategy's sub-centavo remainder to its next minute (0.7 centavo a minute is billed)", async () => {
    const { campaignId, reservationId } = await insertActiveCampaign({ db: deps.db, budget: 1_000n });
    const lease = await leaseFor(campaignId, 1_000_000n);
    const strategyId = randomUUID();
    const m = minuteOf(deps.now().getTime()) + 60_000;
    await store.append(
      [0, 1, 2].map((i) =>
        billingEvent({
          bidId: randomUUID(),
          leaseId: lease.id,
          campaignId,
          strategyId,
          costMicros: 7_000,
          at: m + i * 60_000,
        }),
      ),
    );
    deps.advance(m + 3 * 60_000 + windowMs + 5_000 - deps.now().getTime());
    await postMinuteSpend({ deps, store });
    const iso = (ms: number) => new Date(ms).toISOString();
    // 7,000 → 0 (carry 7,000); 14,000 → 1 (carry 4,000); 11,000 → 1 (carry 1,000): 2 of 2.1 centavos.
    expect(await spendPostings(campaignId)).toEqual([
      { idempotency_key: `spend:${strategyId}:${iso(m + 60_000)}`, amount: '1' },
      { idempotency_key: `spend:${strategyId}:${iso(m + 120_000)}`, amount: '1' },
    ]);
    expect(await reservationOf(reservationId)).toMatchObject({ posted: '2' });
    await expectLedgerBalanced(deps.db);
  });

  it('charges a lease at most what it was granted, and a closed or unknown lease nothing', async () => {
    const { campaignId, reservationId } = await insertActiveCampaign({ db: deps.db, budget: 1_000n });
    const lease = await leaseFor(campaignId, 100_000n);
    const strategyId = randomUUID();
    const at = deps.now().getTime() + 1_000;
    await store.append([
      billingEvent({
        bidId: randomUUID(),
        leaseId: lease.id,
        campaignId,
        strategyId,
        costMicros: 80_000,
        at,
      }),
      billingEvent({
        bidId: randomUUID(),
        leaseId: lease.id,
        campaignId,
        strategyId,
        costMicros: 80_000,
        at,
      }),
      billingEvent({
        bidId: randomUUID(),
        leaseId: randomUUID(),
        campaignId,
        strategyId,
        costMicros: 80_000,
        at,
      }),
      billingEvent({
        bidId: randomUUID(),
        leaseId: 'garbage',
        campaignId,
        strategyId,
        costMicros: 80_000,
        at,
      }),
      // A campaign that does not exist: recorded, nothing posted, the poster goes on.
      billingEvent({
        bidId: randomUUID(),
        leaseId: lease.id,
        campaignId: randomUUID(),
        strategyId: randomUUID(),
        costMicros: 80_000,
        at,
      }),
    ]);
    deps.advance(windowMs + 120_000);
    await postMinuteSpend({ deps, store });
    expect(await reservationOf(reservationId)).toMatchObject({ posted: '10' });
    const [row] = await queryRows<{ event_micros: string; leased_micros: string; posted: string }>(
      deps.db,
      sql`SELECT event_micros::text, leased_micros::text, posted::text FROM delivery_spend_minutes
          WHERE strategy_id = ${strategyId}`,
    );
    expect(row).toEqual({ event_micros: '320000', leased_micros: '100000', posted: '10' });
    expect(await leaseInvariantViolations({ db: deps.db })).toEqual([]);
    await expectLedgerBalanced(deps.db);
  });

  it('runs as the durable job delivery.post-spend, which enqueues its next run', async () => {
    const { campaignId, reservationId } = await insertActiveCampaign({ db: deps.db, budget: 1_000n });
    const lease = await leaseFor(campaignId, 1_000_000n);
    await store.append([
      billingEvent({
        bidId: randomUUID(),
        leaseId: lease.id,
        campaignId,
        strategyId: randomUUID(),
        costMicros: 70_000,
        at: deps.now().getTime() + 1_000,
      }),
    ]);
    deps.advance(windowMs + 120_000);
    while ((await runDueJobs({ deps, handlers: jobHandlers })) > 0);
    expect(await reservationOf(reservationId)).toMatchObject({ posted: '7' });
    const pending = await queryRows<{ n: number }>(
      deps.db,
      sql`SELECT count(*)::int AS n FROM jobs WHERE kind = 'delivery.post-spend' AND status = 'pending'`,
    );
    expect(pending[0]!.n).toBe(1);
  });

  it('consolidation posts the campaign’s final spend before it releases the rest', async () => {
    const { campaignId, reservationId, walletId } = await insertActiveCampaign({
      db: deps.db,
      budget: 1_000n,
    });
    const lease = await leaseFor(campaignId, 2_000_000n);
    const at = deps.now().getTime() + 1_000;
    await store.append([
      billingEvent({
        bidId: randomUUID(),
        leaseId: lease.id,
        campaignId,
        strategyId: randomUUID(),
        costMicros: 1_234_567,
        at,
      }),
    ]);
    const walletBefore = await balanceOf({ db: deps.db, accountId: walletId });
    deps.advance(windowMs + 120_000);
    await deps.db.execute(
      sql`UPDATE campaigns SET status = 'paused', paused_at = now(), consolidation_due_at = ${deps.now()} WHERE id = ${campaignId}`,
    );
    expect(await consolidateDueCampaigns({ deps })).toBeGreaterThanOrEqual(1);
    expect(await reservationOf(reservationId)).toEqual({ posted: '123', status: 'resolved' });
    expect(await balanceOf({ db: deps.db, accountId: walletId })).toBe(walletBefore + 1_000n - 123n);
    // The global run later finds the minute done and posts nothing twice.
    await postMinuteSpend({ deps, store });
    expect(await spendPostings(campaignId)).toHaveLength(1);
    await expectLedgerBalanced(deps.db);
  });
});
