import { sql } from 'drizzle-orm';
import { channelCampaigns, type DbOrTx } from '@verba/db';
import type { CalendarDate } from '@verba/domain';
import { insertActiveCampaign } from '../../delivery/leases/testing';
import type { ScriptedConnector } from './scripted-connector';

/**
 * For channel money tests: an active SEARCH campaign whose budget (centavos) is reserved from a
 * funded wallet, already created and active on the scripted platform (channel_campaigns row with
 * its ref), as publishing and pushing to the platform leave it.
 */
export async function insertChannelCampaign({
  db,
  connector,
  budget,
  endDate = null,
  dailyBudget = null,
}: {
  db: DbOrTx;
  connector: ScriptedConnector;
  budget: bigint;
  endDate?: CalendarDate | null;
  /** The campaign's own daily budget (centavos), when it has one. */
  dailyBudget?: bigint | null;
}): Promise<{ campaignId: string; reservationId: string; walletId: string; platformCampaignId: string }> {
  const { campaignId, reservationId, walletId, companyId } = await insertActiveCampaign({ db, budget });
  await db.execute(
    sql`UPDATE campaigns SET type = 'SEARCH', end_date = ${endDate}, daily_budget = ${dailyBudget?.toString() ?? null}::bigint
        WHERE id = ${campaignId}`,
  );
  const platformCampaignId = `p-${campaignId}`;
  const ref = connector.add({ platformCampaignId });
  await db.insert(channelCampaigns).values({
    campaignId,
    companyId,
    platform: connector.platform,
    status: 'active',
    ref: ref as unknown as Record<string, unknown>,
  });
  return { campaignId, reservationId, walletId, platformCampaignId };
}
