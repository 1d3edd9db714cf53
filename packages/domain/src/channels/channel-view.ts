import { z } from '../zod';
import { channelPlatforms, channelsModes, connectionPurposes } from './platforms';

export const channelCampaignStatuses = ['creating', 'paused', 'active', 'failed', 'removed'] as const;
export type ChannelCampaignStatus = (typeof channelCampaignStatuses)[number];

export const platformReviewStatuses = ['pending', 'approved', 'approved_limited', 'disapproved'] as const;

/**
 * Where a channel campaign stands, as its page's platform panel says it (issue 27):
 * - not_live: the type's platform has no live connector in this mode (CHANNEL_NOT_LIVE);
 * - waiting_approval: published, in Verba's review (nothing on the platform yet);
 * - creating: approved, being built on the platform (the push job);
 * - refused: the platform refused it (problems, with its reasons);
 * - paused: paused on the platform (the user's pause, an edit in review, or the budget watch);
 * - active: delivering on the platform; draft / ended: nothing to do there.
 */
export const channelStages = [
  'draft',
  'not_live',
  'waiting_approval',
  'creating',
  'refused',
  'paused',
  'active',
  'ended',
] as const;
export type ChannelStage = (typeof channelStages)[number];

/* eslint-disable no-restricted-syntax -- an answer the server writes, not input */
/** `GET campaigns/:id/channel`: the platform panel of a channel campaign (null data for the bidder's types). */
export const campaignChannelSchema = z.object({
  platform: z.enum(channelPlatforms),
  mode: z.enum(channelsModes),
  /** Whether the type can be published now (a live connector in this mode). */
  deliverable: z.boolean(),
  /** What the advertiser must connect before the campaign can run (YOUTUBE: its YouTube channel). */
  needs: z.array(z.enum(connectionPurposes)),
  /** Of those, what the advertiser has not connected (or must reconnect) yet. */
  missing: z.array(z.enum(connectionPurposes)),
  stage: z.enum(channelStages),
  /** channel_campaigns.status; null before the campaign was pushed. */
  status: z.enum(channelCampaignStatuses).nullable(),
  review: z
    .object({
      status: z.enum(platformReviewStatuses),
      ads: z.array(
        z.object({
          creative_id: z.string(),
          creative_name: z.string().nullable(),
          status: z.enum(platformReviewStatuses),
          reasons: z.array(z.string()),
        }),
      ),
    })
    .nullable(),
  /** The platform's refusals: Verba's code and the platform's own code and words. */
  problems: z.array(
    z.object({
      code: z.string(),
      field: z.string().nullable(),
      platform_code: z.string(),
      platform_message: z.string(),
    }),
  ),
  /** The daily budget last set on the platform, in minor units of the campaign's currency. */
  platform_daily_budget: z.string().nullable(),
  /** The platform's figures are complete up to this instant (ISO). */
  data_until: z.string().nullable(),
  /** A change is waiting to be retried on the platform (the last attempt failed). */
  retrying: z.boolean(),
  updated_at: z.string().nullable(),
  /**
   * Days the platform restated after they had been shown (issue 29, the restatement log), newest
   * first (at most 20): the figures shown before and the new ones, spend in minor units.
   */
  restatements: z.array(
    z.object({
      day: z.string(),
      impressions_before: z.number(),
      impressions_after: z.number(),
      clicks_before: z.number(),
      clicks_after: z.number(),
      spend_before: z.string(),
      spend_after: z.string(),
      detected_at: z.string(),
    }),
  ),
});
/* eslint-enable no-restricted-syntax */
export type CampaignChannel = z.output<typeof campaignChannelSchema>;

/** What each campaign type needs connected by the advertiser before it runs (DESIGN §9). */
export const channelNeedsOf = (type: string): (typeof connectionPurposes)[number][] =>
  type === 'YOUTUBE' ? ['youtube_channel'] : type === 'META_ADS' ? ['facebook_page'] : [];

/** The panel's stage from Verba's campaign status, deliverability and the platform's state. */
export function channelStageOf({
  campaignStatus,
  deliverable,
  channelStatus,
}: {
  campaignStatus: string;
  deliverable: boolean;
  channelStatus: ChannelCampaignStatus | null;
}): ChannelStage {
  if (campaignStatus === 'draft') return deliverable ? 'draft' : 'not_live';
  if (!deliverable) return 'not_live';
  if (channelStatus === 'failed') return 'refused';
  if (campaignStatus === 'finished' || channelStatus === 'removed') return 'ended';
  // In Verba's review (again, after an edit or a rejection): nothing runs on the platform meanwhile.
  if (campaignStatus === 'pending' || campaignStatus === 'failed' || campaignStatus === 'error')
    return 'waiting_approval';
  if (channelStatus === null || channelStatus === 'creating') return 'creating';
  return channelStatus === 'active' ? 'active' : 'paused';
}
