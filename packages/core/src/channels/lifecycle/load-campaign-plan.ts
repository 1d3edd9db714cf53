import { eq, inArray } from 'drizzle-orm';
import { advertisers, creativeAssets, creatives, type CampaignRow, type DbOrTx } from '@verba/db';
import { planOfCampaign, saoPauloDateOf } from '@verba/domain';
import type { Deps } from '../../deps';
import { loadCampaignTree } from '../../campaigns/campaign-tree';
import { platformBudgetOf } from '../money/platform-budget-of';
import { creativeAssetUrl } from '../../creatives/creative-view';
import { advertiserLogoUrl } from '../../advertisers/advertiser-view';
import type { PlatformCampaignPlan } from '../connector';

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
  // chanmoney's rule: never more than what remains reserved allows, the platform's over-delivery included.
  const dailyBudgetMicros = await platformBudgetOf({ db, campaignId: campaign.id, now: deps.now() });
  const [advertiser] = await db
    .select({
      id: advertisers.id,
      name: advertisers.name,
      displayName: advertisers.displayName,
      logoKey: advertisers.logoKey,
    })
    .from(advertisers)
    .where(eq(advertisers.id, campaign.advertiserId));
  const logoPath = advertiser ? advertiserLogoUrl(advertiser.id, advertiser.logoKey) : null;
  const plan: PlatformCampaignPlan = planOfCampaign({
    ...(advertiser && {
      advertiser: {
        name: advertiser.displayName || advertiser.name,
        // Verba's logos are 200×200 (square, above Google's 128×128), served publicly.
        logoUrl: logoPath ? `${deps.config.appUrl}${logoPath}` : null,
      },
    }),
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
          youtubeVideoId: creative.youtubeVideoId,
          mediaUrl: asset ? `${deps.config.appUrl}${creativeAssetUrl(asset)}` : null,
        },
      ];
    }),
    dailyBudgetMicros,
    today: saoPauloDateOf(deps.now()),
  });
  return plan;
}
