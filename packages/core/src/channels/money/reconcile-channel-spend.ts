import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';
import { channelMicrosPerMinor } from '@verba/domain';
import type { EventStore, PlatformStatsRow } from '@verba/events';

export type ChannelCheck =
  | 'channel_platform_vs_days'
  | 'channel_days_vs_ledger'
  | 'channel_overdelivery_vs_ledger'
  | 'channel_reservation_vs_days';

export interface ChannelDifference {
  check: ChannelCheck;
  campaignId: string;
  /** São Paulo day; null for a whole-campaign check. */
  day: string | null;
  expected: bigint;
  actual: bigint;
  message: string;
}

interface DayRow {
  campaign_id: string;
  day: string;
  platform_cost_micros: string;
  charged: string;
  overdelivered: string;
}

/**
 * The channels section of `npm run delivery:reconcile`: per channel campaign and São Paulo day,
 * (1) the platform's latest figure (platform_stats, whole-day rows or else the sum of the hours)
 * against channel_spend_days — its cost in micros and the centavos booked (charged + over-delivery
 * = floor of micros / 10 000); (2) channel_spend_days against the ledger's transfers of that day
 * (spend − spend_reversal charged to the advertiser, overdelivery − overdelivery_reversal booked
 * to platform_overdelivery); and per campaign (3) the reservation's posted amount against the days
 * charged (plus what was given back to the wallet after resolution), never above the reservation.
 * Returns every difference; empty when platform, days, ledger and reservations agree.
 */
export async function reconcileChannelSpend({
  db,
  store,
}: {
  db: DbOrTx;
  store?: EventStore;
}): Promise<ChannelDifference[]> {
  const days = await queryRows<DayRow>(
    db,
    sql`SELECT campaign_id::text, day::text, platform_cost_micros::text, charged::text, overdelivered::text
        FROM channel_spend_days ORDER BY campaign_id, day`,
  );
  const ledger = await queryRows<{
    campaign_id: string;
    day: string;
    charged: string;
    overdelivered: string;
  }>(
    db,
    sql`SELECT metadata ->> 'campaign' AS campaign_id, metadata ->> 'channel_day' AS day,
               coalesce(sum(CASE kind WHEN 'spend' THEN amount WHEN 'spend_reversal' THEN -amount END), 0)::text AS charged,
               coalesce(sum(CASE kind WHEN 'overdelivery' THEN amount WHEN 'overdelivery_reversal' THEN -amount END), 0)::text AS overdelivered
        FROM ledger_transfers
        WHERE metadata ? 'channel_day' AND kind IN ('spend', 'spend_reversal', 'overdelivery', 'overdelivery_reversal')
        GROUP BY 1, 2`,
  );
  const differences: ChannelDifference[] = [];
  const key = (campaignId: string, day: string) => `${campaignId}|${day}`;

  const platform = new Map<string, bigint>();
  if (store && days.length > 0) {
    await store.flush();
    const campaignIds = [...new Set(days.map((d) => d.campaign_id))];
    const sorted = days.map((d) => d.day).sort();
    const rows = await store.platformStats({ campaignIds, from: sorted[0]!, to: sorted[sorted.length - 1]! });
    for (const [k, micros] of dayCostsOf(rows)) platform.set(k, micros);
  }

  const booked = new Map(ledger.map((l) => [key(l.campaign_id, l.day), l]));
  for (const d of days) {
    const k = key(d.campaign_id, d.day);
    const cost = BigInt(d.platform_cost_micros);
    const charged = BigInt(d.charged);
    const overdelivered = BigInt(d.overdelivered);
    if (store) {
      const fetched = platform.get(k);
      if (fetched === undefined && cost > 0n)
        differences.push({
          check: 'channel_platform_vs_days',
          campaignId: d.campaign_id,
          day: d.day,
          expected: cost,
          actual: 0n,
          message: `${cost} micros were posted for the day but the event store holds no platform figures for it`,
        });
      else if (fetched !== undefined && fetched !== cost)
        differences.push({
          check: 'channel_platform_vs_days',
          campaignId: d.campaign_id,
          day: d.day,
          expected: fetched,
          actual: cost,
          message: `the platform's latest figure is ${fetched} micros, the day was posted for ${cost}`,
        });
    }
    if (charged + overdelivered !== cost / channelMicrosPerMinor)
      differences.push({
        check: 'channel_platform_vs_days',
        campaignId: d.campaign_id,
        day: d.day,
        expected: cost / channelMicrosPerMinor,
        actual: charged + overdelivered,
        message: `${cost} micros make ${cost / channelMicrosPerMinor} centavos, the day booked ${charged} charged + ${overdelivered} over-delivery`,
      });
    const inLedger = booked.get(k);
    booked.delete(k);
    const ledgerCharged = BigInt(inLedger?.charged ?? '0');
    const ledgerOver = BigInt(inLedger?.overdelivered ?? '0');
    if (ledgerCharged !== charged)
      differences.push({
        check: 'channel_days_vs_ledger',
        campaignId: d.campaign_id,
        day: d.day,
        expected: charged,
        actual: ledgerCharged,
        message: `the day records ${charged} centavos charged to the advertiser, the ledger's transfers ${ledgerCharged}`,
      });
    if (ledgerOver !== overdelivered)
      differences.push({
        check: 'channel_overdelivery_vs_ledger',
        campaignId: d.campaign_id,
        day: d.day,
        expected: overdelivered,
        actual: ledgerOver,
        message: `the day records ${overdelivered} centavos of over-delivery, the ledger's transfers ${ledgerOver}`,
      });
  }
  for (const orphan of booked.values())
    differences.push({
      check: 'channel_days_vs_ledger',
      campaignId: orphan.campaign_id,
      day: orphan.day,
      expected: 0n,
      actual: BigInt(orphan.charged) + BigInt(orphan.overdelivered),
      message: `the ledger holds channel postings for a day channel_spend_days does not know`,
    });

  const reservations = await queryRows<{
    campaign_id: string;
    amount: string;
    posted: string;
    charged: string;
    returned: string;
  }>(
    db,
    sql`WITH charged AS (SELECT campaign_id, sum(charged) AS charged FROM channel_spend_days GROUP BY campaign_id),
             returned AS (SELECT reference_id AS campaign_id, sum(amount) AS returned FROM ledger_transfers
                          WHERE kind = 'spend_reversal' AND reference_type = 'campaign' GROUP BY reference_id)
        SELECT c.id::text AS campaign_id, r.amount::text, r.posted::text, ch.charged::text,
               coalesce(rt.returned, 0)::text AS returned
        FROM charged ch JOIN campaigns c ON c.id = ch.campaign_id
        JOIN ledger_reservations r ON r.id = c.reservation_id
        LEFT JOIN returned rt ON rt.campaign_id = c.id::text
        ORDER BY 1`,
  );
  for (const r of reservations) {
    const [amount, posted, charged, returned] = [r.amount, r.posted, r.charged, r.returned].map(BigInt) as [
      bigint,
      bigint,
      bigint,
      bigint,
    ];
    if (posted !== charged + returned)
      differences.push({
        check: 'channel_reservation_vs_days',
        campaignId: r.campaign_id,
        day: null,
        expected: charged + returned,
        actual: posted,
        message: `the days charged ${charged} centavos (and ${returned} went back to the wallet after consolidation), the reservation posted ${posted}`,
      });
    if (charged > amount)
      differences.push({
        check: 'channel_reservation_vs_days',
        campaignId: r.campaign_id,
        day: null,
        expected: amount,
        actual: charged,
        message: `the days charged ${charged} centavos, more than the reservation of ${amount}`,
      });
  }
  return differences;
}

/** Each (campaign, day)'s platform cost: its whole-day rows if any, else the sum of its hours. */
function dayCostsOf(rows: readonly PlatformStatsRow[]): Map<string, bigint> {
  const whole = new Map<string, bigint>();
  const hours = new Map<string, bigint>();
  for (const row of rows) {
    const k = `${row.campaignId}|${row.day}`;
    const into = row.hour === null ? whole : hours;
    into.set(k, (into.get(k) ?? 0n) + row.costMicros);
  }
  for (const [k, micros] of hours) if (!whole.has(k)) whole.set(k, micros);
  return whole;
}
