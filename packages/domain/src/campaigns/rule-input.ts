import type { AudienceEligibility } from '../audiences/eligibility';
import type { CalendarDate } from '../calendar/calendar-date';
import type { Currency } from '../formats';
import type { CampaignCreativeFormat, CampaignStatus, StrategyAudienceClass } from './enumerations';
import type { CampaignDraft, GroupDraft, StrategyDraft } from './schemas';
import type { CampaignRuleSettings } from './settings';

/**
 * What the rules read: the wizard's draft (schemas.ts), where groups and strategies read from the
 * database also carry their status. A missing status is a draft's: it will run when published.
 */
export type RuleStrategy = StrategyDraft & { status?: CampaignStatus };
export type RuleGroup = Omit<GroupDraft, 'strategies'> & {
  status?: CampaignStatus;
  strategies?: RuleStrategy[];
};
export type RuleCampaign = Omit<CampaignDraft, 'groups'> & { groups?: RuleGroup[] };

/** A creative as the rules need it (resolved by the use case from `creative_ids`). */
export interface CampaignCreativeRef {
  id: string;
  format: CampaignCreativeFormat;
  width?: number | null;
  height?: number | null;
  /** AUDIO: the creative has no 640×640 companion image yet (made before it was required). */
  companionMissing?: boolean;
  /** YOUTUBE: the video chosen on the advertiser's YouTube channel (null: none); absent → unknown, not checked. */
  youtube_video_id?: string | null;
}

/**
 * What a channel's platform needs from the advertiser before a campaign can run there (issue 27),
 * gathered by the use case (the server) or from the API (the wizard). YOUTUBE only for now.
 */
export interface ChannelReadiness {
  /** The advertiser's YouTube channel is connected (an active connection; `reconnect` is not). */
  youtubeChannelConnected: boolean;
  /** The advertiser has a logo (Google requires a square logo on Demand Gen video ads). */
  advertiserHasLogo: boolean;
}

/** Facts from outside the draft, gathered by the use case. */
export interface CampaignRuleContext {
  /** The clock; dates are compared as São Paulo calendar days. */
  now: Date;
  settings?: CampaignRuleSettings;
  /** The advertiser's currency, to name amounts in messages (default BRL). */
  currency?: Currency;
  /**
   * What the campaign budget may reach: the wallet's available balance, plus what this campaign
   * already holds reserved when it is edited after publishing. Absent → not checked (a draft).
   */
  availableBalance?: bigint;
  /** The creatives of `creative_ids`, in any order; absent → only their number is checked. */
  creatives?: readonly CampaignCreativeRef[];
  /** Audience id → class; an id missing here counts as broad/segmented (the limit errs on the safe side). */
  audienceClasses?: Readonly<Record<string, StrategyAudienceClass>>;
  /** What the advertiser may target at `now` (by its age, spec §5); absent → not checked. */
  audienceEligibility?: AudienceEligibility;
  /** The start date of a campaign already published: keeping it unchanged skips the start-date rules. */
  publishedStartDate?: CalendarDate;
  /** A channel campaign's platform prerequisites (publish mode); absent → not checked. */
  channelReadiness?: ChannelReadiness;
}

/** Whether the rules report what is missing (publish) or only what breaks a rule (a draft being saved). */
export type RuleMode = 'draft' | 'publish';

/** Statuses whose budget counts towards the parent's: running, or coming back without the user acting on it. */
export const countsTowardsBudget = (status: CampaignStatus | undefined): boolean =>
  status !== 'paused' && status !== 'finished';
