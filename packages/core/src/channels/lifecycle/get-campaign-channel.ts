import { inArray } from 'drizzle-orm';
import { creatives } from '@verba/db';
import { channelMicrosPerMinor, channelNeedsOf, channelPlatformOf, channelStageOf, type CampaignChannel } from '@verba/domain';
import type { Actor, Deps } from '../../deps';
import { findCampaign } from '../../campaigns/find-campaign';
import { campaignTypeDeliverable } from '../registry';
import { findChannelCampaign } from './channel-campaign-row';
import { liveConnectionFor } from '../connections/connection-rules';
import { readRestatements } from '../sync/platform-restatements';

/**
 * GET campaigns/:id/channel: the platform panel of a channel campaign — the platform and whether
 * it is live in this mode, what the advertiser must connect, the stage (waiting for approval,
 * being created, refused with the platform's reasons, paused, active), the platform's review per
 * ad with its reasons, the daily budget set there and how fresh its figures are. Null for the
 * types Verba's own bidder delivers. Another company's campaign is NOT_FOUND.
 */
export async function getCampaignChannel({
  deps,
  actor,
  campaignId,
}: {
  deps: Deps;
  actor: Actor;
  campaignId: string;
}): Promise<CampaignChannel | null> {
  const campaign = await findCampaign({ db: deps.db, companyId: actor.companyId, id: campaignId });
  const platform = channelPlatformOf(campaign.type);
  if (platform === null) return null;
  const deliverable = campaignTypeDeliverable(deps, campaign.type);
  const state = await findChannelCampaign(deps.db, campaign.id);
  const ads = state?.review?.ads ?? [];
  const names =
    ads.length === 0
      ? new Map<string, string>()
      : new Map(
          (
            await deps.db
              .select({ id: creatives.id, name: creatives.name, companyId: creatives.companyId })
              .from(creatives)
              .where(inArray(creatives.id, ads.map((a) => a.creativeId)))
          )
            .filter((c) => c.companyId === campaign.companyId)
            .map((c) => [c.id, c.name]),
        );
  const status = state?.row.status ?? null;
  const restatements = await readRestatements(deps, {
    companyId: campaign.companyId,
    campaignIds: [campaign.id],
    limit: 20,
  });
  const needs = channelNeedsOf(campaign.type);
  const missing: typeof needs = [];
  // What the advertiser connected by OAuth (the managed service needs nothing).
  if (platform !== 'manual')
    for (const purpose of needs) {
      const connection = await liveConnectionFor({
        db: deps.db,
        companyId: campaign.companyId,
        advertiserId: campaign.advertiserId,
        platform,
        purpose,
      });
      if (connection?.status !== 'active') missing.push(purpose);
    }
  return {
    platform,
    mode: deps.config.channelsMode,
    deliverable,
    needs,
    missing,
    stage: channelStageOf({ campaignStatus: campaign.status, deliverable, channelStatus: status }),
    status,
    review: state?.review
      ? {
          status: state.review.status,
          ads: ads.map((a) => ({
            creative_id: a.creativeId,
            creative_name: names.get(a.creativeId) ?? null,
            status: a.status,
            reasons: a.reasons,
          })),
        }
      : null,
    problems: (state?.problems ?? []).map((p) => ({
      code: p.code,
      field: p.field ?? null,
      platform_code: p.platformCode,
      platform_message: p.platformMessage,
    })),
    platform_daily_budget:
      state?.row.platformDailyBudgetMicros == null
        ? null
        : (state.row.platformDailyBudgetMicros / channelMicrosPerMinor).toString(),
    data_until: state?.row.dataUntil?.toISOString() ?? null,
    retrying: Boolean(state?.row.lastError),
    updated_at: state?.row.updatedAt.toISOString() ?? null,
    restatements: restatements.map((r) => ({
      day: r.day,
      impressions_before: r.before.impressions,
      impressions_after: r.after.impressions,
      clicks_before: r.before.clicks,
      clicks_after: r.after.clicks,
      spend_before: (r.before.costMicros / channelMicrosPerMinor).toString(),
      spend_after: (r.after.costMicros / channelMicrosPerMinor).toString(),
      detected_at: r.detectedAt.toISOString(),
    })),
  };
}
