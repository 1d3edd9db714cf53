import { eq, inArray } from 'drizzle-orm';
import { advertisers, creatives, readTogether, type CampaignRow, type DbOrTx } from '@verba/db';
import {
  audienceEligibility,
  defaultCampaignRuleSettings,
  segmentKindOf,
  type CampaignRuleContext,
  type ChannelReadiness,
  type RuleCampaign,
  type StrategyAudienceClass,
} from '@verba/domain';
import { audienceCatalogue } from '../audiences/audience-catalogue';
import { advertiserOwner } from '../advertisers/symbolic-credit';
import { findAccount } from '../ledger/find-account';
import { cachedBalance, type LedgerReservation } from '../ledger/types';
import { isUuid } from '../ids';
import { liveConnectionFor } from '../channels/connections/connection-rules';

/** The advertiser wallet's available balance (0 before its first money). */
export async function walletAvailable({
  db,
  advertiserId,
  currency,
}: {
  db: DbOrTx;
  advertiserId: string;
  currency: CampaignRow['currency'];
}): Promise<bigint> {
  const account = await findAccount({
    db,
    type: 'advertiser_wallet',
    owner: advertiserOwner(advertiserId),
    currency,
  });
  return account ? cachedBalance(account) : 0n;
}

function audienceClassesOf(campaign: RuleCampaign): Record<string, StrategyAudienceClass> {
  const catalogue = audienceCatalogue();
  const classes: Record<string, StrategyAudienceClass> = {};
  for (const strategy of (campaign.groups ?? []).flatMap((g) => g.strategies ?? []))
    for (const id of strategy.audience_ids ?? []) {
      const segment = catalogue.byId.get(id);
      if (segment) classes[id] = segmentKindOf(segment) === 'broad' ? 'BROAD' : 'SEGMENTED';
    }
  return classes;
}

/**
 * The facts outside the draft the rules need (rule-input.ts): the wallet's available balance plus
 * what the campaign already holds reserved, its creatives' formats and sizes, the audiences'
 * classes, what the advertiser's age lets it target, and the published start date (kept unchanged, it skips the start-date rules).
 */
export async function campaignRuleContext({
  db,
  campaign,
  draft,
  reservation,
  now,
}: {
  db: DbOrTx;
  /** The stored campaign (before an edit): its advertiser, currency and published start date. */
  campaign: CampaignRow;
  /** What the rules will check (the stored tree, or an edit's new one). */
  draft: RuleCampaign;
  reservation: LedgerReservation | null;
  now: Date;
}): Promise<CampaignRuleContext> {
  const creativeIds = (draft.creative_ids ?? []).filter(isUuid);
  const [available, creativeRows, advertiserRows] = await readTogether(db, [
    () => walletAvailable({ db, advertiserId: campaign.advertiserId, currency: campaign.currency }),
    () =>
      creativeIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: creatives.id,
              format: creatives.format,
              width: creatives.width,
              height: creatives.height,
              companionAssetId: creatives.companionAssetId,
              youtube_video_id: creatives.youtubeVideoId,
            })
            .from(creatives)
            .where(inArray(creatives.id, creativeIds)),
    () =>
      db
        .select({ createdAt: advertisers.createdAt, logoKey: advertisers.logoKey })
        .from(advertisers)
        .where(eq(advertisers.id, campaign.advertiserId))
        .limit(1),
  ]);
  const advertiser = advertiserRows[0];
  const channelReadiness =
    campaign.type === 'YOUTUBE' ? await youtubeReadiness({ db, campaign, advertiser }) : undefined;
  const held = reservation?.status === 'open' ? reservation.remaining : 0n;
  return {
    now,
    settings: defaultCampaignRuleSettings,
    currency: campaign.currency,
    availableBalance: available + held,
    creatives: creativeRows.map(({ companionAssetId, ...c }) => ({
      ...c,
      companionMissing: c.format === 'AUDIO' && companionAssetId === null,
    })),
    audienceClasses: audienceClassesOf(draft),
    // Spec §5: segmented audiences from the advertiser's 4th day (96 hours).
    ...(advertiser && {
      audienceEligibility: audienceEligibility({ advertiserCreatedAt: advertiser.createdAt, now }),
    }),
    // A published start date kept unchanged skips the start-date rules.
    ...(campaign.status !== 'draft' && campaign.startDate && { publishedStartDate: campaign.startDate }),
    ...(channelReadiness && { channelReadiness }),
  };
}

/**
 * YOUTUBE (issue 27): the advertiser's YouTube channel must be connected (an active connection of
 * this company and advertiser; one to reconnect does not count) and the advertiser must have a logo.
 */
export async function youtubeReadiness({
  db,
  campaign,
  advertiser,
}: {
  db: DbOrTx;
  campaign: Pick<CampaignRow, 'companyId' | 'advertiserId'>;
  /** The advertiser's logo when the caller has read it already. */
  advertiser?: { logoKey: string | null } | undefined;
}): Promise<ChannelReadiness> {
  // One after the other: `db` may be a transaction.
  const connection = await liveConnectionFor({
    db,
    companyId: campaign.companyId,
    advertiserId: campaign.advertiserId,
    platform: 'google_ads',
    purpose: 'youtube_channel',
  });
  const logo =
    advertiser ??
    (
      await db
        .select({ logoKey: advertisers.logoKey })
        .from(advertisers)
        .where(eq(advertisers.id, campaign.advertiserId))
    )[0];
  return {
    youtubeChannelConnected: connection?.status === 'active',
    advertiserHasLogo: Boolean(logo?.logoKey),
  };
}
