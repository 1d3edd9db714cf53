import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '@verba/db';
import type { MinuteSpend } from '@verba/events';
import { isUuid } from '../../ids';
import { lockReservation } from '../../ledger/lock-reservation';
import { postReservation } from '../../ledger/post-reservation';
import { microsPerMinor } from '../leases/acquire-lease';

/** The ledger key of one strategy's spend in one minute. */
export const spendPostingKey = (strategyId: string, minute: Date) =>
  `spend:${strategyId}:${minute.toISOString()}`;

/**
 * Posts one strategy's billed spend of one minute (its rows, one per lease) inside the caller's
 * transaction, once: under the reservation's lock, a minute already in delivery_spend_minutes is
 * skipped. Each lease is charged at most what it has left (granted − posted; a closed or foreign
 * lease nothing), the centavos of what fitted — with the sub-centavo remainder the strategy's
 * previous minute carried — are posted to the reservation (capAtRemaining as the last guard), and
 * the new remainder is carried to its next minute: a strategy that spends 0.7 centavo a minute is
 * billed 7 centavos in 10 minutes, not nothing. Returns the centavos posted.
 */
export async function postStrategyMinute({
  tx,
  rows,
}: {
  tx: Tx;
  rows: readonly MinuteSpend[];
}): Promise<bigint> {
  const { campaignId, strategyId, minute } = rows[0]!;
  const [campaign] = await queryRows<{ reservation_id: string | null }>(
    tx,
    sql`SELECT reservation_id FROM campaigns WHERE id = ${campaignId}`,
  );
  const reservationId = campaign?.reservation_id;
  const reservation = reservationId ? await lockReservation({ db: tx, reservationId }) : null;
  const [done] = await queryRows<{ one: number }>(
    tx,
    sql`SELECT 1 AS one FROM delivery_spend_minutes WHERE strategy_id = ${strategyId} AND minute = ${minute}`,
  );
  if (done) return 0n;

  let eventMicros = 0n;
  let leasedMicros = 0n;
  for (const row of rows) {
    eventMicros += row.costMicros;
    if (!reservation || !isUuid(row.leaseId)) continue;
    const [charged] = await queryRows<{ fit: string }>(
      tx,
      sql`UPDATE delivery_leases l
          SET posted_micros = l.posted_micros + least(${row.costMicros.toString()}::bigint, l.granted_micros - l.posted_micros)
          FROM delivery_leases before
          WHERE l.id = before.id AND l.id = ${row.leaseId}::uuid AND l.campaign_id = ${campaignId}
            AND l.reservation_id = ${reservation.id} AND l.closed_at IS NULL
          RETURNING (l.posted_micros - before.posted_micros)::text AS fit`,
    );
    leasedMicros += BigInt(charged?.fit ?? '0');
  }

  const [previous] = await queryRows<{ carried: string }>(
    tx,
    sql`SELECT carried_micros::text AS carried FROM delivery_spend_minutes
        WHERE strategy_id = ${strategyId} AND minute < ${minute} ORDER BY minute DESC LIMIT 1`,
  );
  const payable = BigInt(previous?.carried ?? '0') + leasedMicros;
  const centavos = payable / microsPerMinor;
  const carried = payable - centavos * microsPerMinor;
  let posted = 0n;
  if (reservation && reservation.status === 'open' && centavos > 0n) {
    const result = await postReservation({
      db: tx,
      reservationId: reservation.id,
      amount: centavos,
      idempotencyKey: spendPostingKey(strategyId, minute),
      capAtRemaining: true,
      metadata: { strategy: strategyId, minute: minute.toISOString() },
    });
    posted = result.transfer?.amount ?? 0n;
  }
  await tx.execute(
    sql`INSERT INTO delivery_spend_minutes (strategy_id, minute, campaign_id, event_micros, leased_micros, posted, carried_micros)
        VALUES (${strategyId}, ${minute}, ${campaignId}, ${eventMicros.toString()}::bigint,
                ${leasedMicros.toString()}::bigint, ${posted.toString()}::bigint, ${carried.toString()}::bigint)`,
  );
  return posted;
}
