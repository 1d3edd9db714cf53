import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createTestDeps, type TestDeps } from '../../testing';
import { balanceOf } from '../../ledger/balance-of';
import { releaseReservation } from '../../ledger/release-reservation';
import { expectLedgerBalanced } from '../../ledger/testing';
import { insertActiveCampaign } from '../../delivery/leases/testing';
import { postChannelDaySpend } from './post-channel-day-spend';
import { platformBudgetOf } from './platform-budget-of';
import { addCalendarDays, saoPauloDateOf } from '@verba/domain';

let deps: TestDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.database.close());

const centavos = (n: bigint) => n * 10_000n;

const reservationOf = async (reservationId: string) => {
  const [row] = await queryRows<{ posted: string; released: string; status: string }>(
    deps.db,
    sql`SELECT posted::text, released::text, status FROM ledger_reservations WHERE id = ${reservationId}`,
  );
  return { posted: BigInt(row!.posted), released: BigInt(row!.released), status: row!.status };
};

const movesOf = (campaignId: string) =>
  queryRows<{ kind: string; amount: string }>(
    deps.db,
    sql`SELECT kind, amount::text FROM ledger_transfers WHERE metadata ->> 'campaign' = ${campaignId}
          AND metadata ? 'channel_day' ORDER BY id`,
  );

const overdeliveryBalance = () => balanceOf({ db: deps.db, type: 'platform_overdelivery', currency: 'BRL' });

describe('postChannelDaySpend', () => {
  it('posts only the difference of a restated day, up and down, idempotently', async () => {
    const { campaignId, reservationId } = await insertActiveCampaign({ db: deps.db, budget: 10_000n });
    const post = (micros: bigint) =>
      postChannelDaySpend({
        deps,
        campaignId,
        date: '2026-11-20',
        platformCostMicros: micros,
        source: 'google_ads',
      });

    // 12,345678 reais → 1 234 centavos (floor, as the programmatic poster rounds).
    expect(await post(12_345_678n)).toMatchObject({
      totalMinor: 1_234n,
      charged: 1_234n,
      chargedDelta: 1_234n,
      revision: 1,
    });
    // The same figure again (a retry, the next sync): nothing moves.
    expect(await post(12_345_678n)).toMatchObject({ chargedDelta: 0n, overdeliveredDelta: 0n, revision: 1 });
    expect(await post(12_349_999n)).toMatchObject({ chargedDelta: 0n, revision: 1 });
    // Restated upwards: only the difference.
    expect(await post(centavos(1_500n))).toMatchObject({ charged: 1_500n, chargedDelta: 266n, revision: 2 });
    // Restated downwards: the difference goes back to the open reservation.
    expect(await post(centavos(1_000n))).toMatchObject({ charged: 1_000n, chargedDelta: -500n, revision: 3 });
    expect(await reservationOf(reservationId)).toMatchObject({ posted: 1_000n, status: 'open' });
    expect((await movesOf(campaignId)).map((m) => `${m.kind}:${m.amount}`)).toEqual([
      'spend:1234',
      'spend:266',
      'spend_reversal:500',
    ]);
    // Another day of the same campaign is its own row.
    await postChannelDaySpend({
      deps,
      campaignId,
      date: '2026-11-21',
      platformCostMicros: centavos(7n),
      source: 'google_ads',
    });
    expect(await reservationOf(reservationId)).toMatchObject({ posted: 1_007n });
    await expectLedgerBalanced(deps.db);
  });

  it('charges the advertiser at most the reservation; the rest is over-delivery, undone first when restated down', async () => {
    const { campaignId, reservationId, walletId } = await insertActiveCampaign({
      db: deps.db,
      budget: 1_000n,
    });
    const walletBefore = await balanceOf({ db: deps.db, accountId: walletId });
    const overBefore = await overdeliveryBalance();
    const post = (date: string, reais: bigint) =>
      postChannelDaySpend({
        deps,
        campaignId,
        date,
        platformCostMicros: centavos(reais * 100n),
        source: 'google_ads',
      });

    await post('2026-11-20', 6n);
    expect(await post('2026-11-21', 7n)).toMatchObject({ charged: 400n, overdelivered: 300n });
    expect(await reservationOf(reservationId)).toMatchObject({ posted: 1_000n });
    expect(await overdeliveryBalance()).toBe(overBefore - 300n);
    // More over-delivery on the same day: all of it is Verba's.
    expect(await post('2026-11-21', 8n)).toMatchObject({
      charged: 400n,
      overdelivered: 400n,
      chargedDelta: 0n,
    });
    // Restated down by 5 reais: 4 undo the over-delivery, 1 goes back to the reservation.
    expect(await post('2026-11-21', 3n)).toMatchObject({
      charged: 300n,
      overdelivered: 0n,
      chargedDelta: -100n,
      overdeliveredDelta: -400n,
    });
    expect(await overdeliveryBalance()).toBe(overBefore);
    expect(await reservationOf(reservationId)).toMatchObject({ posted: 900n });
    await expectLedgerBalanced(deps.db);

    // Once consolidated (resolved), a downward restatement goes back to the wallet; an upward one
    // is over-delivery: the advertiser is never charged beyond what the reservation spent.
    await releaseReservation({ db: deps.db, reservationId });
    expect(await balanceOf({ db: deps.db, accountId: walletId })).toBe(walletBefore + 100n);
    expect(await post('2026-11-20', 5n)).toMatchObject({ charged: 500n, chargedDelta: -100n });
    expect(await balanceOf({ db: deps.db, accountId: walletId })).toBe(walletBefore + 200n);
    expect(await post('2026-11-20', 9n)).toMatchObject({ charged: 500n, overdelivered: 400n });
    expect(await reservationOf(reservationId)).toMatchObject({
      posted: 900n,
      released: 100n,
      status: 'resolved',
    });
    await expectLedgerBalanced(deps.db);
  });

  it('a crash between the transfers and the day row rolls both back: the retry posts once', async () => {
    const { campaignId, reservationId } = await insertActiveCampaign({ db: deps.db, budget: 5_000n });
    const options = {
      deps,
      campaignId,
      date: '2026-11-22',
      platformCostMicros: centavos(2_000n),
      source: 'google_ads',
    };
    await expect(
      postChannelDaySpend({
        ...options,
        afterTransfers: () => Promise.reject(new Error('killed')),
      }),
    ).rejects.toThrow('killed');
    expect(await reservationOf(reservationId)).toMatchObject({ posted: 0n });
    expect(await movesOf(campaignId)).toEqual([]);
    expect(await postChannelDaySpend(options)).toMatchObject({ chargedDelta: 2_000n, revision: 1 });
    expect(await postChannelDaySpend(options)).toMatchObject({ chargedDelta: 0n, revision: 1 });
    expect(await reservationOf(reservationId)).toMatchObject({ posted: 2_000n });
    await expectLedgerBalanced(deps.db);
  });

  it('concurrent posts of the same day move the money once', async () => {
    const { campaignId, reservationId } = await insertActiveCampaign({ db: deps.db, budget: 5_000n });
    const options = {
      deps,
      campaignId,
      date: '2026-11-23',
      platformCostMicros: centavos(321n),
      source: 'google_ads',
    };
    await Promise.all([
      postChannelDaySpend(options),
      postChannelDaySpend(options),
      postChannelDaySpend(options),
    ]);
    expect(await reservationOf(reservationId)).toMatchObject({ posted: 321n });
    await expectLedgerBalanced(deps.db);
  });

  it('platformBudgetOf: the daily budget a platform may be given from what the reservation holds', async () => {
    const { campaignId, reservationId } = await insertActiveCampaign({ db: deps.db, budget: 10_000n });
    const today = saoPauloDateOf(deps.now());
    await deps.db.execute(
      sql`UPDATE campaigns SET type = 'SEARCH', end_date = ${addCalendarDays(today, 4)} WHERE id = ${campaignId}`,
    );
    // R$ 100,00 over five days: R$ 20,00 a day (Google's 2× of it fits in what remains).
    expect(await platformBudgetOf({ db: deps.db, campaignId, now: deps.now() })).toBe(centavos(2_000n));
    // Spent today: the pace stays that of the day's start.
    await postChannelDaySpend({
      deps,
      campaignId,
      date: today,
      platformCostMicros: centavos(1_000n),
      source: 'google_ads',
    });
    expect(await platformBudgetOf({ db: deps.db, campaignId, now: deps.now() })).toBe(centavos(2_000n));
    // Nearly spent: half of what remains (Google may spend twice the budget).
    await postChannelDaySpend({
      deps,
      campaignId,
      date: today,
      platformCostMicros: centavos(9_000n),
      source: 'google_ads',
    });
    expect(await platformBudgetOf({ db: deps.db, campaignId, now: deps.now() })).toBe(centavos(500n));
    await releaseReservation({ db: deps.db, reservationId });
    expect(await platformBudgetOf({ db: deps.db, campaignId, now: deps.now() })).toBe(0n);
  });
});
