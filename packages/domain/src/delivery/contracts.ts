/**
 * Delivery contracts (issue 12): the shapes shared by the bidder, the tracking endpoints, the
 * sandbox exchange, the banker, the event store and the pages. Types only; each module that
 * produces one of them owns its behaviour.
 */
import type {
  AgeRange,
  BidType,
  Browser,
  CampaignType,
  Device,
  Environment,
  FrequencyCapUnit,
  Gender,
} from '../campaigns/enumerations';
import type { CreativeFormat } from '../creatives/formats';
import type { StrategyLocation } from '../campaigns/schemas';

export type Currency = 'BRL' | 'EUR' | 'USD';

/** One creative a live strategy may serve (approved, of the campaign, file present). */
export interface LiveCreative {
  id: string;
  format: CreativeFormat;
  width: number | null;
  height: number | null;
  title: string | null;
  body: string | null;
  callToAction: string | null;
  destinationUrl: string;
  displayUrl: string | null;
  sponsoredBy: string | null;
  /** Absolute URL of the image, video or audio file: CREATIVES_ORIGIN + `/cr/v1/<asset>/<token>.<ext>` (served for third-party pages). */
  mediaUrl: string | null;
  mimeType: string | null;
  /** Seconds, for video and audio. */
  durationSeconds: number | null;
  /** Advertiser's domain for `adomain` (from the advertiser's website). */
  advertiserDomain: string;
}

/** A custom list a strategy targets, with its entries (domains or app bundles), lowercased. */
export interface LiveList {
  id: string;
  type: 'BLACKLIST' | 'WISHLIST' | 'SITE_LIST' | 'APP_LIST' | 'EMAIL_AUDIENCE';
  entries: readonly string[];
}

/**
 * A strategy that may bid now: campaign active (approved, within its dates), group and strategy
 * active, with at least one approved creative. Built from PostgreSQL by the index loader; the
 * bidder compiles it into the targeting index. Money in minor units of the campaign currency.
 */
export interface LiveStrategy {
  strategyId: string;
  groupId: string;
  campaignId: string;
  advertiserId: string;
  companyId: string;
  campaignType: CampaignType;
  currency: Currency;
  objective: 'IMPRESSION' | 'CONVERSION' | 'RETARGETING';
  bid: { type: BidType; amount: bigint };
  /** Strategy, group and campaign budgets and the campaign's daily budget (null = none). */
  budget: { strategy: bigint; group: bigint; campaign: bigint; campaignDaily: bigint | null };
  /** YYYY-MM-DD, São Paulo days; end inclusive; null = open-ended. */
  startDate: string;
  endDate: string | null;
  targeting: {
    audienceIds: readonly string[];
    locations: readonly StrategyLocation[];
    browsers: readonly Browser[];
    devices: readonly Device[];
    environments: readonly Environment[];
    genders: readonly Gender[];
    ageRanges: readonly AgeRange[];
    lists: readonly LiveList[];
    contentCategoryIds: readonly string[];
    /** PMP deal ids this strategy buys; empty = open auction only. */
    dealIds: readonly string[];
  };
  frequencyCap: { count: number; period: number; unit: FrequencyCapUnit } | null;
  creatives: readonly LiveCreative[];
  pixelGroupId: string | null;
  /**
   * The advertiser's ad categories (IAB Content Taxonomy 3.1 ids, OpenRTB `cattax` 7) with the
   * tier-1 parent of each tier-2 one: sent as the bid's `cat`, and no bid where one is in `bcat`.
   */
  adCategories?: readonly string[];
  /** Bumped on every change of the strategy, its group, campaign or creatives. */
  version: string;
}

/** Why a strategy did not bid on an imp, or why a request got no bid. Counted by reason. */
export const noBidReasons = [
  'malformed',
  'unsupported',
  'timeout',
  'no_matching_strategy',
  'targeting',
  'format',
  'floor_above_bid',
  'frequency_cap',
  'pacing',
  'daily_budget',
  'campaign_budget',
  'no_lease',
  'creative_pending',
  'blocked',
  'test',
  'blocked_category',
  'blocked_app',
] as const;
export type NoBidReason = (typeof noBidReasons)[number];

export const deliveryEventTypes = [
  'bid',
  'win',
  'billing',
  'loss',
  'impression',
  'click',
  'video_start',
  'video_first_quartile',
  'video_midpoint',
  'video_third_quartile',
  'video_complete',
  'video_skip',
  'video_error',
  'conversion',
] as const;
export type DeliveryEventType = (typeof deliveryEventTypes)[number];

/** Why an event is not billed or counted in delivery (bots and replays are counted apart). */
export const eventExclusions = ['', 'bot', 'replay', 'late', 'invalid'] as const;
export type EventExclusion = (typeof eventExclusions)[number];

/**
 * One event row of the event store (DESIGN §8). `id` is the dedup key: `bid:<bidId>`,
 * `billing:<bidId>` (nurl and burl both map to it: counted once), `imp:<bidId>`,
 * `click:<bidId>:<n>`, `video_<event>:<bidId>`, `conversion:<pixelEventId>`, ...
 * Money in micros (1/1,000,000) of the campaign currency.
 */
export interface DeliveryEvent {
  id: string;
  type: DeliveryEventType;
  /** Epoch milliseconds. */
  at: number;
  bidId: string;
  leaseId: string;
  companyId: string;
  advertiserId: string;
  campaignId: string;
  groupId: string;
  strategyId: string;
  creativeId: string;
  currency: Currency;
  /** The bid's CPM in micros (bid events), else 0. */
  bidCpmMicros: number;
  /** What this event costs the advertiser in micros: the clearing price of a billing event, else 0. */
  costMicros: number;
  /** Conversion value in micros (conversions), else 0. */
  valueMicros: number;
  /** UF and IBGE city code from device.geo, '' when unknown. */
  state: string;
  city: string;
  device: Device | '';
  environment: Environment | '';
  /** Site domain or app bundle. */
  siteOrApp: string;
  audienceIds: readonly string[];
  /** Hashed user key (buyeruid, user.id or ifa); '' when absent. */
  userKey: string;
  exclusion: EventExclusion;
  /**
   * The registered exchange (DESIGN §8a) the bid was answered for: its id in the exchange registry
   * (`exchanges.id`). Every event of a bid carries its bid's exchange; '' only for rows written
   * before exchanges were registered (events migration 0005 defaults the column to '').
   */
  exchangeId: string;
  /** The browser family of the request (reports, issue 29); '' or absent when unknown. */
  browser?: string;
  /** The placement's IAB content category (reports, issue 29); '' or absent when unknown. */
  contentCategory?: string;
}

/**
 * What the signed tracking token of a bid carries, so every beacon, click, notice and VAST event
 * can be attributed without a lookup and from any process. Signed with HMAC; a tampered token is
 * refused.
 */
export interface TrackingClaims {
  bidId: string;
  leaseId: string;
  companyId: string;
  advertiserId: string;
  campaignId: string;
  groupId: string;
  strategyId: string;
  creativeId: string;
  currency: Currency;
  bidCpmMicros: number;
  /** Epoch ms of the bid; notices later than the bid TTL are `late` (not billed). */
  at: number;
  state: string;
  city: string;
  device: Device | '';
  environment: Environment | '';
  siteOrApp: string;
  audienceIds: readonly string[];
  userKey: string;
  /** Currency of the bid's `price` and `${AUCTION_PRICE}` when not the campaign's (absent = `currency`). */
  bidCurrency?: Currency;
  /** A test request's bid (OpenRTB `test=1`): answered and tracked, never billed. */
  test?: boolean;
  /**
   * The registered exchange the bid was answered for (`exchanges.id`). A notice is billed only when
   * it arrives on this exchange's own notice path; '' in tokens signed before exchanges existed
   * (payload version 1), which no exchange can bill.
   */
  exchangeId: string;
  /** The request's browser family (reports, issue 29); absent when unknown or in older tokens. */
  browser?: string;
  /** The placement's tier-1 IAB content category (reports, issue 29); absent when none was sent. */
  contentCategory?: string;
}

/**
 * A short lease of budget out of a campaign's ledger reservation (the banker, DESIGN §5/§8). A
 * bidder bids only against leases it holds; a lease it does not renew expires and its unspent
 * part returns. Micros of the campaign currency.
 */
export interface BudgetLease {
  id: string;
  campaignId: string;
  bidderId: string;
  grantedMicros: bigint;
  /** Epoch ms after which no bid may be made against it. */
  expiresAt: number;
}

/** Where bidders get leases (PostgreSQL in packages/core/src/delivery; a fake in unit tests). */
export interface LeaseSource {
  /** Grants up to `wantMicros` (less when less remains), or null when nothing remains. */
  acquire(request: {
    campaignId: string;
    bidderId: string;
    wantMicros: bigint;
    now: number;
  }): Promise<BudgetLease | null>;
}
