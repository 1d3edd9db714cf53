import { eq, inArray } from 'drizzle-orm';
import { advertisers, creativeAssets, creatives, type CampaignRow, type DbOrTx } from '@verba/db';
import { planOfCampaign, saoPauloDateOf, type MetaSettings } from '@verba/domain';
import type { Deps } from '../../deps';
import { loadCampaignTree } from '../../campaigns/campaign-tree';
import { platformBudgetOf } from '../money/platform-budget-of';
import { creativeAssetUrl } from '../../creatives/creative-view';
import { advertiserLogoUrl } from '../../advertisers/advertiser-view';
import type { PlatformCampaignPlan } from '../connector';
import { metaIdentitiesOf } from '../meta/meta-identities';

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
          body: creative.body,
          search: creative.search,
          youtubeVideoId: creative.youtubeVideoId,
          mediaUrl: asset ? `${deps.config.appUrl}${creativeAssetUrl(asset)}` : null,
        },
      ];
    }),
    dailyBudgetMicros,
    today: saoPauloDateOf(deps.now()),
  });
  if (campaign.type === 'META_ADS') await fillMeta(db, campaign, plan);
  if (campaign.type === 'AUDIO') await fillAudioCompanions(deps, db, plan);
  return plan;
}

/**
 * AUDIO (Spotify): each ad's 640×640 companion image, Verba's served URL of the creative's
 * `companion_asset_id` (none: the connector refuses the ad with CREATIVE_ASSET_MISSING).
 */
async function fillAudioCompanions(deps: Deps, db: DbOrTx, plan: PlatformCampaignPlan) {
  const ids = [...new Set(plan.groups.flatMap((g) => g.ads.map((a) => a.creativeId)))];
  if (ids.length === 0) return;
  const rows = await db
    .select({ creativeId: creatives.id, asset: creativeAssets })
    .from(creatives)
    .innerJoin(creativeAssets, eq(creativeAssets.id, creatives.companionAssetId))
    .where(inArray(creatives.id, ids));
  const urlOf = new Map(rows.map((r) => [r.creativeId, `${deps.config.appUrl}${creativeAssetUrl(r.asset)}`]));
  for (const group of plan.groups)
    for (const ad of group.ads) ad.companionImageUrl = urlOf.get(ad.creativeId) ?? null;
}

/**
 * META_ADS: the wizard's Meta fields (issue 28) over the plan. The identity is the Page the campaign
 * chose among those its own advertiser connected (same company), else the advertiser's
 * newest; a chosen Page no longer connected gives none (Meta then refuses the creatives, and the
 * platform panel says why) — never another advertiser's or company's Page. Primary text, headline
 * and CTA replace the creative's; placements absent → automatic.
 */
async function fillMeta(db: DbOrTx, campaign: CampaignRow, plan: PlatformCampaignPlan) {
  const meta = (campaign.metaSettings ?? null) as MetaSettings | null;
  // A Page to reconnect stays usable: Verba's system user creates the ads (assert-meta-page.ts).
  const identities = await metaIdentitiesOf({
    db,
    companyId: campaign.companyId,
    advertiserId: campaign.advertiserId,
    statuses: ['active', 'reconnect'],
  });
  const identity = meta?.page_id ? identities.find((i) => i.pageId === meta.page_id) : identities[0];
  plan.metaIdentity = identity
    ? {
        pageId: identity.pageId,
        instagramUserId:
          meta?.instagram_user_id && meta.instagram_user_id === identity.instagramUserId
            ? meta.instagram_user_id
            : identity.instagramUserId,
      }
    : null;
  if (campaign.objective) plan.objective = campaign.objective;
  plan.metaPlacements = meta?.placements?.length ? meta.placements : null;
  for (const group of plan.groups)
    for (const ad of group.ads) {
      if (meta?.primary_text) ad.primaryText = meta.primary_text;
      if (meta?.headline)
        ad.headlines = [meta.headline, ...(ad.headlines ?? []).filter((h) => h !== meta.headline)];
      if (meta?.call_to_action) ad.callToAction = meta.call_to_action;
    }
}
