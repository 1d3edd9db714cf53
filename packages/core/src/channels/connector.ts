import type { CalendarDate, CampaignType, ChannelPlatform, Currency, MetaPlacement } from '@verba/domain';

/**
 * One interface for every platform that delivers a campaign type through its own API (DESIGN §9,
 * issue 27). Implementations talk to the platform over plain `fetch` with one API-version constant;
 * sandbox and live differ only by base URLs and credentials (`ChannelEndpoints`). Money never flows
 * through a connector: it reads statistics, and `postChannelDaySpend` (channels/money) posts them.
 */
export interface ChannelConnector {
  readonly platform: ChannelPlatform;
  /** The campaign types this connector can deliver. */
  readonly campaignTypes: readonly CampaignType[];
  /**
   * Creates the whole campaign tree on the platform, paused (or as a draft where the platform has
   * drafts), after the platform's own validation. Idempotent by `plan.campaignId`: a retry after a
   * crash finds what an earlier attempt created (by name/label) and creates only what is missing.
   */
  createPaused(input: { plan: PlatformCampaignPlan }): Promise<PlatformCampaignRef>;
  /** Runs the platform's validation without creating anything (validate-only where it exists). */
  validate(input: { plan: PlatformCampaignPlan }): Promise<PlatformValidation>;
  activate(input: { ref: PlatformCampaignRef }): Promise<void>;
  pause(input: { ref: PlatformCampaignRef }): Promise<void>;
  /** Sets the platform's budget (per day, in micros of the campaign's currency) and end date. */
  setBudget(input: {
    ref: PlatformCampaignRef;
    dailyBudgetMicros: bigint;
    endDate: CalendarDate | null;
  }): Promise<void>;
  /** The platform's review state of the campaign's ads, with the platform's own reasons. */
  reviewState(input: { ref: PlatformCampaignRef }): Promise<PlatformReview>;
  /**
   * Delivery statistics per São Paulo day (and hour where the platform gives it) over
   * [from, to], inclusive. Callers ask for a look-back window so restated days are picked up.
   */
  statistics(input: {
    ref: PlatformCampaignRef;
    from: CalendarDate;
    to: CalendarDate;
    /** Hourly rows (hour 0–23) instead of whole days, where the platform reports hours. */
    hourly?: boolean;
  }): Promise<PlatformDayStats[]>;
  /**
   * Search campaigns' figures per keyword and São Paulo day over [from, to], inclusive (issue 29:
   * reports by keyword). Only platforms with keywords implement it (Google Ads `keyword_view`).
   */
  keywordStatistics?(input: {
    ref: PlatformCampaignRef;
    from: CalendarDate;
    to: CalendarDate;
  }): Promise<PlatformKeywordStats[]>;
}

/** Where a connector's platform answers: the real API in live mode, the loopback sandbox otherwise. */
export interface ChannelEndpoints {
  apiBaseUrl: string;
  oauthAuthorizeUrl: string;
  oauthTokenUrl: string;
  oauthRevokeUrl?: string;
}

/** Verba's campaign tree as a platform must build it (a pure mapping of the Verba campaign). */
export interface PlatformCampaignPlan {
  campaignId: string;
  companyId: string;
  advertiserId: string;
  type: CampaignType;
  name: string;
  currency: Currency;
  startDate: CalendarDate;
  endDate: CalendarDate | null;
  /** What the platform may spend per day: never more than what remains reserved (channels/money). */
  dailyBudgetMicros: bigint;
  groups: PlatformGroupPlan[];
  /** Verba's campaign objective (META_ADS maps it to Meta's objective); absent: from the bid type. */
  objective?: 'IMPRESSION' | 'CONVERSION' | 'RETARGETING';
  /**
   * META_ADS: the advertiser's Facebook Page (and Instagram account) the ads run under, from the
   * advertiser's facebook_page connection. Without it Meta refuses every creative.
   */
  metaIdentity?: { pageId: string; instagramUserId: string | null } | null;
  /** META_ADS (issue 28): the chosen placements; null or absent → automatic (Advantage+ placements). */
  metaPlacements?: MetaPlacement[] | null;
}

export interface PlatformGroupPlan {
  groupId: string;
  strategyId: string;
  name: string;
  bidType: 'CPM' | 'CPC' | 'CPV';
  bidMicros: bigint;
  keywords: { text: string; matchType: 'BROAD' | 'PHRASE' | 'EXACT'; negative: boolean }[];
  /** IBGE municipality codes or Brazilian state codes (UF). Empty: all of Brazil. */
  locations: string[];
  languages: string[];
  ageRanges: string[];
  genders: string[];
  devices: string[];
  /** AUDIO (Spotify): genre ids; empty: no genre target. */
  genreIds?: string[];
  ads: PlatformAdPlan[];
}

export interface PlatformAdPlan {
  creativeId: string;
  format: 'SEARCH' | 'YOUTUBE' | 'DISPLAY' | 'DISPLAY_VIDEO' | 'AUDIO';
  finalUrl: string;
  headlines?: string[];
  descriptions?: string[];
  path1?: string | null;
  path2?: string | null;
  sitelinks?: {
    text: string;
    finalUrl: string;
    description1?: string | null;
    description2?: string | null;
  }[];
  callouts?: string[];
  /** YOUTUBE: the video on the advertiser's connected YouTube channel. */
  youtubeVideoId?: string | null;
  /** YOUTUBE (Demand Gen video responsive ad): long headlines (up to 90 characters); the headlines when absent. */
  longHeadlines?: string[];
  /** YOUTUBE: the advertiser's brand name shown with the ad (required by Google, up to 25 characters). */
  businessName?: string | null;
  /** YOUTUBE: the advertiser's square logo (PNG/JPEG/GIF, at least 128×128), Verba's served URL. */
  logoUrl?: string | null;
  /** AUDIO (Spotify): the 640×640 companion image shown while the audio plays, Verba's served URL. */
  companionImageUrl?: string | null;
  /** Files (image, video, audio) the platform must receive: Verba's served URL of each. */
  mediaUrls?: string[];
  /** META_ADS: the primary text above the media (else the first description). */
  primaryText?: string | null;
  /** META_ADS: Meta's call-to-action type (LEARN_MORE, SHOP_NOW...; default LEARN_MORE). */
  callToAction?: string | null;
}

/** The platform's ids of what a connector created, stored with the campaign (JSON). */
export interface PlatformCampaignRef {
  platform: ChannelPlatform;
  /** The platform account the campaign lives in (Google Ads customer id, Meta ad account, ...). */
  accountId: string;
  campaignId: string;
  /** Platform ids by Verba id (budget, ad groups, ads, assets), for later changes. */
  ids: Record<string, string>;
}

export interface PlatformValidation {
  ok: boolean;
  problems: PlatformProblem[];
}

/** A platform refusal mapped to a Verba code (spec §8), with the platform's own words kept. */
export interface PlatformProblem {
  /** Verba's code, e.g. `DUPLICATE_ASSET_NAME`, `ASSET_CONTAINS_PROHIBITED_CONTENT`, `CHANNEL_PLATFORM_REFUSED`. */
  code: string;
  /** The Verba object the problem is about (creative, strategy, keyword...), when known. */
  field?: string;
  /** The platform's own error code and message, shown to the user as the reason. */
  platformCode: string;
  platformMessage: string;
}

export type PlatformReviewStatus = 'pending' | 'approved' | 'approved_limited' | 'disapproved';

export interface PlatformReview {
  status: PlatformReviewStatus;
  /**
   * Per ad (Verba creative id): the platform's status and its reasons (policy topics...), and, when
   * disapproved or limited by policy, the Verba code of why (spec §8: ASSET_CONTAINS_PROHIBITED_CONTENT,
   * ASSET_REQUIRES_CERTIFICATION).
   */
  ads: { creativeId: string; status: PlatformReviewStatus; reasons: string[]; code?: string }[];
}

/** One day (or hour) of a campaign's delivery as the platform reports it; money in micros. */
export interface PlatformDayStats {
  /** São Paulo day. */
  date: CalendarDate;
  /** 0–23 where the platform reports hours; null for a whole-day row. */
  hour: number | null;
  /** The Verba strategy the row belongs to (mapped back from the platform's ad group), when known. */
  strategyId: string | null;
  impressions: number;
  clicks: number;
  costMicros: bigint;
  conversions: number;
  conversionValueMicros: bigint;
  videoViews: number;
  videoQuartiles: [number, number, number, number];
}

/** One keyword's delivery on one São Paulo day as the platform reports it; money in micros. */
export interface PlatformKeywordStats {
  date: CalendarDate;
  /** The Verba strategy of the keyword's ad group, when known. */
  strategyId: string | null;
  keyword: string;
  /** BROAD, PHRASE or EXACT (the platform's match type). */
  matchType: string;
  /** The platform's id of the keyword (Google Ads ad_group_criterion.criterion_id). */
  criterionId: string;
  impressions: number;
  clicks: number;
  costMicros: bigint;
  conversions: number;
  conversionValueMicros: bigint;
}
