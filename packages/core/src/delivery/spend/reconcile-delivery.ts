import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';
import type { EventStore } from '@verba/events';
import { leaseInvariantViolations } from '../leases/lease-invariant';
import { microsPerMinor } from '../leases/acquire-lease';
import { readSpendCursor } from './spend-cursor';
import { reconcileChannelSpend, type ChannelCheck } from '../../channels/money/reconcile-channel-spend';

export interface DeliveryDifference {
  check: 'events_vs_ledger' | 'poster_vs_ledger' | 'rollup_vs_minutes' | 'lease_invariant' | ChannelCheck;
  campaignId: string;
  /** São Paulo day, for the channel checks made per day. */
  day?: string | null;
  expected: bigint;
  actual: bigint;
  message: string;
}

/**
 * `npm run delivery:reconcile`: for every campaign with delivery spend, over the minutes the
 * poster has posted, (1) the events' spend — floor of centavos of each strategy's spend — equals the
 * ledger's delivery spend postings, (2) the poster's own record equals the ledger, (3) the
 * engine's rollup totals equal the minute table (all time); (4) the lease invariant holds; and (5)
 * for campaigns on a channel's platform, per campaign and day, the platform's latest figures,
 * channel_spend_days, the ledger's transfers and the reservation agree (reconcileChannelSpend).
 * Returns every difference; empty when events, rollups and ledger agree.
 */
export async function reconcileDelivery({
  db,
  store,
}: {
  db: DbOrTx;
  store: EventStore;
}): Promise<DeliveryDifference[]> {
  await store.flush();
  const postedThrough = await readSpendCursor({ db });
  const epoch = new Date(0);
  const eventCentavos = new Map<string, bigint>();
  // The poster carries each strategy's sub-centavo remainder to its next minute: what it bills is
  // the floor of the strategy's whole spend.
  const perStrategy = new Map<string, { campaignId: string; micros: bigint }>();
  for (const row of await store.minuteSpend({ from: epoch, to: postedThrough })) {
    const entry = perStrategy.get(row.strategyId) ?? { campaignId: row.campaignId, micros: 0n };
    entry.micros += row.costMicros;
    perStrategy.set(row.strategyId, entry);
  }
  for (const { campaignId, micros } of perStrategy.values())
    eventCentavos.set(campaignId, (eventCentavos.get(campaignId) ?? 0n) + micros / microsPerMinor);

  const ledger = await sumsByCampaign(
    db,
    sql`SELECT metadata ->> 'campaign' AS campaign_id, sum(amount)::text AS total FROM ledger_transfers
        WHERE kind = 'spend' AND metadata ? 'strategy' AND metadata ? 'minute'
          AND (metadata ->> 'minute')::timestamptz < ${postedThrough}
        GROUP BY 1`,
  );
  const poster = await sumsByCampaign(
    db,
    sql`SELECT campaign_id::text AS campaign_id, sum(posted)::text AS total FROM delivery_spend_minutes
        WHERE minute < ${postedThrough} GROUP BY 1`,
  );
  const differences: DeliveryDifference[] = [];
  const campaigns = [...new Set([...eventCentavos.keys(), ...ledger.keys(), ...poster.keys()])].sort();
  for (const campaignId of campaigns) {
    const events = eventCentavos.get(campaignId) ?? 0n;
    const posted = ledger.get(campaignId) ?? 0n;
    if (events !== posted)
      differences.push({
        check: 'events_vs_ledger',
        campaignId,
        expected: events,
        actual: posted,
        message: `events bill ${events} centavos before ${postedThrough.toISOString()}, the ledger posted ${posted}`,
      });
    const recorded = poster.get(campaignId) ?? 0n;
    if (recorded !== posted)
      differences.push({
        check: 'poster_vs_ledger',
        campaignId,
        expected: recorded,
        actual: posted,
        message: `the spend poster recorded ${recorded} centavos, the ledger holds ${posted}`,
      });
  }

  const allCampaigns = [...new Set([...campaigns, ...[...perStrategy.values()].map((e) => e.campaignId)])];
  if (allCampaigns.length > 0) {
    const minuteTotals = new Map<string, bigint>();
    for (const row of await store.minuteSpend({ from: epoch, to: new Date(8.64e15) }))
      minuteTotals.set(row.campaignId, (minuteTotals.get(row.campaignId) ?? 0n) + row.costMicros);
    const rollups = await store.campaignTotals({
      campaignIds: [...new Set([...allCampaigns, ...minuteTotals.keys()])],
    });
    for (const campaignId of [...new Set([...minuteTotals.keys(), ...rollups.keys()])].sort()) {
      const minutes = minuteTotals.get(campaignId) ?? 0n;
      const rolled = rollups.get(campaignId)?.spendMicros ?? 0n;
      if (minutes !== rolled)
        differences.push({
          check: 'rollup_vs_minutes',
          campaignId,
          expected: minutes,
          actual: rolled,
          message: `the minute table holds ${minutes} micros of spend, the hourly rollups ${rolled}`,
        });
    }
  }

  for (const violation of await leaseInvariantViolations({ db }))
    differences.push({
      check: 'lease_invariant',
      campaignId: violation.campaignId,
      expected: violation.limitMicros,
      actual: violation.committedMicros,
      message: `reservation ${violation.reservationId}: posted + open leases = ${violation.committedMicros} micros > ${violation.limitMicros} it holds`,
    });
  differences.push(...(await reconcileChannelSpend({ db, store })));
  return differences;
}

async function sumsByCampaign(db: DbOrTx, query: ReturnType<typeof sql>): Promise<Map<string, bigint>> {
  const rows = await queryRows<{ campaign_id: string | null; total: string }>(db, query);
  return new Map(
    rows.flatMap((row) => (row.campaign_id ? [[row.campaign_id, BigInt(row.total)] as const] : [])),
  );
}
