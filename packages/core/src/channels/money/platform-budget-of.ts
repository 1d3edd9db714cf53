import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';
import {
  channelMicrosPerMinor,
  channelPlatformOf,
  platformDailyBudget,
  saoPauloDateOf,
  type CampaignType,
} from '@verba/domain';
import { fail } from '../../errors';

/**
 * The daily budget (micros) a campaign's platform may be given now, from what its reservation still
 * holds (platformDailyBudget): what the publish flow puts in PlatformCampaignPlan.dailyBudgetMicros
 * before creating the campaign on its platform, and what an edit of budget or end date sets. 0 when
 * the campaign holds no open reservation (nothing may be spent). NOT_FOUND for an unknown campaign;
 * a campaign type without a platform (Verba's own bidder) throws a TypeError.
 */
export async function platformBudgetOf({
  db,
  campaignId,
  now,
}: {
  db: DbOrTx;
  campaignId: string;
  now: Date;
}): Promise<bigint> {
  const today = saoPauloDateOf(now);
  const [row] = await queryRows<{
    type: CampaignType;
    end_date: string | null;
    daily_budget: string | null;
    remaining: string | null;
    status: string | null;
    spent_today: string | null;
  }>(
    db,
    sql`SELECT c.type, c.end_date::text, c.daily_budget::text, (r.amount - r.posted - r.released)::text AS remaining, r.status,
               (SELECT charged::text FROM channel_spend_days d WHERE d.campaign_id = c.id AND d.day = ${today}) AS spent_today
        FROM campaigns c LEFT JOIN ledger_reservations r ON r.id = c.reservation_id
        WHERE c.id = ${campaignId}`,
  );
  if (!row) throw fail('NOT_FOUND');
  const platform = channelPlatformOf(row.type);
  if (!platform) throw new TypeError(`Campaign type ${row.type} is not delivered on a platform`);
  if (row.status !== 'open' || row.remaining === null) return 0n;
  return platformDailyBudget({
    platform,
    remainingMicros: BigInt(row.remaining) * channelMicrosPerMinor,
    spentTodayMicros: BigInt(row.spent_today ?? '0') * channelMicrosPerMinor,
    today,
    endDate: row.end_date,
    campaignDailyBudgetMicros:
      row.daily_budget === null ? null : BigInt(row.daily_budget) * channelMicrosPerMinor,
  });
}
