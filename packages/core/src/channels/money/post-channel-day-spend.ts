import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '@verba/db';
import { channelMicrosPerMinor, isCalendarDate, type CalendarDate, type Currency } from '@verba/domain';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { ensureAccount } from '../../ledger/ensure-account';
import { lockReservation } from '../../ledger/lock-reservation';
import { postReservation } from '../../ledger/post-reservation';
import { transfer } from '../../ledger/transfer';
import { withTransaction } from '../../ledger/with-transaction';
import type { LedgerReservation } from '../../ledger/types';

export interface PostChannelDaySpendOptions {
  deps: Pick<Deps, 'db' | 'now'>;
  campaignId: string;
  /** São Paulo day. */
  date: CalendarDate;
  /** The platform's whole cost of the campaign for that day, as last fetched (micros, ≥ 0). */
  platformCostMicros: bigint;
  /** Where the figure comes from: the platform (`google_ads`, `meta`, ...) or `manual` (staff records). */
  source: string;
  /**
   * Test seam (crash tests): awaited inside the transaction after the transfers were booked and
   * before the day row is written. Never set in production code.
   */
  afterTransfers?: () => Promise<void>;
}

export interface ChannelDaySpend {
  campaignId: string;
  date: CalendarDate;
  platformCostMicros: bigint;
  /** What the ledger holds for the day now: floor(platformCostMicros / 10 000) = charged + overdelivered. */
  totalMinor: bigint;
  /** Charged to the advertiser's reservation for the day (minor units). */
  charged: bigint;
  /** Booked to platform_overdelivery for the day: what Verba absorbs (minor units). */
  overdelivered: bigint;
  /** What this call moved: + charged / − given back, + booked / − undone to over-delivery. */
  chargedDelta: bigint;
  overdeliveredDelta: bigint;
  /** Revision of the day row (how many times money moved for it). */
  revision: number;
}

interface DayRow {
  platform_cost_micros: string;
  charged: string;
  overdelivered: string;
  revision: number;
  source: string;
}

const minOf = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * Posts one channel campaign's platform cost for one São Paulo day to the ledger (DESIGN §5, §9):
 * only the DIFFERENCE from what was posted for that day before, in one transaction that also writes
 * the day's row of channel_spend_days — so a retry, or a process killed half-way and restarted,
 * posts nothing twice (the keys are derived from campaign, day, revision and target total, and the
 * row that decides the next revision commits with the transfers or not at all).
 *
 * The day's target is floor(micros / 10 000) centavos, the rounding of the programmatic spend
 * poster. An increase is charged to the campaign's reservation (postReservation) up to what it
 * still holds; the rest goes to `platform_overdelivery` → `platform_revenue` (Verba absorbs it,
 * never the advertiser). A decrease first undoes that day's over-delivery, then gives the charge
 * back: to the reservation while it is open (its `posted` goes down), to the advertiser's wallet
 * once it is resolved (consolidated).
 */
export async function postChannelDaySpend(options: PostChannelDaySpendOptions): Promise<ChannelDaySpend> {
  const { deps, campaignId, date, platformCostMicros, source, afterTransfers } = options;
  if (typeof platformCostMicros !== 'bigint' || platformCostMicros < 0n)
    throw new RangeError(`A platform cost is a non-negative bigint, got ${String(platformCostMicros)}`);
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const target = platformCostMicros / channelMicrosPerMinor;

  return withTransaction(deps.db, async (tx) => {
    const [campaign] = await queryRows<{ reservation_id: string | null; currency: Currency }>(
      tx,
      sql`SELECT reservation_id, currency FROM campaigns WHERE id = ${campaignId}`,
    );
    if (!campaign) throw fail('NOT_FOUND');
    await tx.execute(
      sql`INSERT INTO channel_spend_days (campaign_id, day, currency, source)
          VALUES (${campaignId}, ${date}, ${campaign.currency}, ${source}) ON CONFLICT DO NOTHING`,
    );
    const [day] = await queryRows<DayRow>(
      tx,
      sql`SELECT platform_cost_micros::text, charged::text, overdelivered::text, revision, source
          FROM channel_spend_days WHERE campaign_id = ${campaignId} AND day = ${date} FOR UPDATE`,
    );
    const before = { charged: BigInt(day!.charged), overdelivered: BigInt(day!.overdelivered) };
    const booked = before.charged + before.overdelivered;
    const result = (charged: bigint, overdelivered: bigint, revision: number): ChannelDaySpend => ({
      campaignId,
      date,
      platformCostMicros,
      totalMinor: charged + overdelivered,
      charged,
      overdelivered,
      chargedDelta: charged - before.charged,
      overdeliveredDelta: overdelivered - before.overdelivered,
      revision,
    });

    if (target === booked) {
      if (BigInt(day!.platform_cost_micros) !== platformCostMicros || day!.source !== source)
        await tx.execute(
          sql`UPDATE channel_spend_days SET platform_cost_micros = ${platformCostMicros.toString()}::bigint,
                source = ${source}, updated_at = ${deps.now()}
              WHERE campaign_id = ${campaignId} AND day = ${date}`,
        );
      return result(before.charged, before.overdelivered, day!.revision);
    }

    const revision = day!.revision + 1;
    const key = (part: string) => `channel-spend:${campaignId}:${date}:${revision}:${target}:${part}`;
    const metadata = { campaign: campaignId, channel_day: date, source, revision };
    const reservation = campaign.reservation_id
      ? await lockReservation({ db: tx, reservationId: campaign.reservation_id })
      : null;
    const revenue = await ensureAccount({ db: tx, type: 'platform_revenue', currency: campaign.currency });
    const overdelivery = await ensureAccount({
      db: tx,
      type: 'platform_overdelivery',
      currency: campaign.currency,
    });
    const campaignRef = { type: 'campaign', id: campaignId };
    let { charged, overdelivered } = before;

    if (target > booked) {
      let up = target - booked;
      if (reservation?.status === 'open' && reservation.remaining > 0n) {
        const charge = minOf(up, reservation.remaining);
        await postReservation({
          db: tx,
          reservationId: reservation.id,
          amount: charge,
          idempotencyKey: key('charge'),
          metadata,
        });
        charged += charge;
        up -= charge;
      }
      if (up > 0n) {
        await transfer({
          db: tx,
          from: overdelivery.id,
          to: revenue.id,
          amount: up,
          kind: 'overdelivery',
          idempotencyKey: key('overdelivery'),
          reference: campaignRef,
          metadata,
        });
        overdelivered += up;
      }
    } else {
      let down = booked - target;
      const undo = minOf(down, overdelivered);
      if (undo > 0n) {
        await transfer({
          db: tx,
          from: revenue.id,
          to: overdelivery.id,
          amount: undo,
          kind: 'overdelivery_reversal',
          idempotencyKey: key('overdelivery-back'),
          reference: campaignRef,
          metadata,
        });
        overdelivered -= undo;
        down -= undo;
      }
      if (down > 0n) {
        await giveBack({ tx, reservation: reservation!, revenueId: revenue.id, amount: down, key, metadata });
        charged -= down;
      }
    }

    await afterTransfers?.();
    await tx.execute(
      sql`UPDATE channel_spend_days SET platform_cost_micros = ${platformCostMicros.toString()}::bigint,
            charged = ${charged.toString()}::bigint, overdelivered = ${overdelivered.toString()}::bigint,
            revision = ${revision}, source = ${source}, updated_at = ${deps.now()}
          WHERE campaign_id = ${campaignId} AND day = ${date}`,
    );
    return result(charged, overdelivered, revision);
  });
}

/**
 * A charge given back (a day restated downwards): into the reservation while it is open (so the
 * campaign may spend it again), to the advertiser's wallet once the reservation is resolved.
 */
async function giveBack({
  tx,
  reservation,
  revenueId,
  amount,
  key,
  metadata,
}: {
  tx: Tx;
  reservation: LedgerReservation;
  revenueId: string;
  amount: bigint;
  key: (part: string) => string;
  metadata: Record<string, unknown>;
}): Promise<void> {
  const open = reservation.status === 'open';
  await transfer({
    db: tx,
    from: revenueId,
    to: open ? reservation.accountId : reservation.walletAccountId,
    amount,
    kind: 'spend_reversal',
    idempotencyKey: key('charge-back'),
    reference: open ? { type: 'reservation', id: reservation.id } : reservation.reference,
    metadata,
  });
  if (open)
    await tx.execute(
      sql`UPDATE ledger_reservations SET posted = posted - ${amount.toString()}::bigint WHERE id = ${reservation.id}`,
    );
}
