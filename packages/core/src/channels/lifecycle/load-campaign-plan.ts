import { eq, inArray } from 'drizzle-orm';
import { creativeAssets, creatives, type CampaignRow, type DbOrTx } from '@verba/db';
import { planOfCampaign, platformDailyBudgetMinor, saoPauloDateOf } from '@verba/domain';
import type { Deps } from '../../deps';
import { loadCampaignTree } from '../../campaigns/campaign-tree';
import { campaignReservation } from '../../campaigns/campaign-reservation';
import { creativeAssetUrl } from '../../creatives/creative-view';
import type { PlatformCampaignPlan } from '../connector';

/**
 * What the platform may spend per day (minor units): the campaign's daily budget, else what
 * remains reserved over the days left — never above what remains reserved (0 without an open
 * reservation). To be replaced by chanmoney's `platformDailyBudget` (the 2× over-delivery watch).
 */
export async function channelDailyBudgetMinor({
  deps,
  db,
  campaign,
}: {
  deps: Deps;
  db: DbOrTx;
  campaign: CampaignRow;
}): Promise<bigint> {
  const reservation = await campaignReservation({ db, campaign });
  return platformDailyBudgetMinor({
    dailyBudget: campaign.dailyBudget,
    remainingReserved: reservation?.status === 'open' ? reservation.remaining : 0n,
    today: saoPauloDateOf(deps.now()),
    startDate: campaign.startDate,
    endDate: campaign.endDate,
  });
}

/** The campaign's tree as its platform must build it (domain planOfCampaign over the stored rows). */
export async function loadCampaignPlan({
  deps,
  db,
  campaign,
}: {
  deps: Deps;
  db: DbOrTx;
  campaign: CampaignRow;
}): Promise<PlatformCampaignPlan> {
  const tree = await loadCampaignTree({ db, campaign });
  const rows =
    tree.creativeIds.length === 0
      ? []
      : await db
          .select({ creative: creatives, asset: creativeAssets })
          .from(creatives)
          .leftJoin(creativeAssets, eq(creativeAssets.id, creatives.assetId))
          .where(inArray(creatives.id, tree.creativeIds));
  const byId = new Map(rows.map((r) => [r.creative.id, r]));
  const dailyBudgetMinor = await channelDailyBudgetMinor({ deps, db, campaign });
  const plan: PlatformCampaignPlan = planOfCampaign({
    campaign,
    groups: tree.groups,
    strategies: tree.strategies,
    creatives: tree.creativeIds.flatMap((id) => {
      const row = byId.get(id);
      // A creative Verba's review rejected never reaches the platform.
      if (!row || row.creative.status === 'rejected') return [];
      const { creative, asset } = row;
      return [
        {
          id: creative.id,
          format: creative.format,
          destinationUrl: creative.destinationUrl,
          title: creative.title,
          headline: creative.headline,
          search: creative.search,
          mediaUrl: asset ? `${deps.config.appUrl}${creativeAssetUrl(asset)}` : null,
        },
      ];
    }),
    dailyBudgetMinor,
    today: saoPauloDateOf(deps.now()),
  });
  return plan;
}
