import type { CalendarDate } from '../calendar/calendar-date';
import type { CampaignType } from '../campaigns/enumerations';
import type { Currency } from '../formats';
import { channelMicrosPerMinor } from './budget-rules';

/**
 * Verba's campaign tree → the tree a platform builds (issue 27), pure. The shapes mirror
 * PlatformCampaignPlan & co. in packages/core/src/channels/connector.ts (core checks they stay
 * assignable). Money: Verba keeps minor units (centavos), platforms take micros (×10 000).
 *
 * - One platform ad group per Verba strategy (bids, keywords and targeting live on strategies);
 *   only active strategies of active groups are planned (a paused one has nothing to build yet).
 * - Each ad group carries every creative of the campaign in the channel's format (SEARCH: the
 *   responsive search ad with its sitelinks and callouts; YOUTUBE: the video ad).
 * - Locations: Brazilian states by UF, cities by IBGE code; a country (Brazil) adds nothing (empty
 *   means all of Brazil); a radius around a city is planned as the city.
 */

export interface PlanSourceCampaign {
  id: string;
  companyId: string;
  advertiserId: string;
  type: CampaignType;
  name: string | null;
  currency: Currency;
  startDate: CalendarDate | null;
  endDate: CalendarDate | null;
}

export interface PlanSourceGroup {
  id: string;
  name: string | null;
  status: 'active' | 'paused' | 'inactive';
}

export interface PlanSourceStrategy {
  id: string;
  groupId: string;
  name: string | null;
  status: 'active' | 'paused' | 'inactive';
  bidType: 'CPM' | 'CPC' | 'CPV' | null;
  /** Minor units. */
  bidAmount: bigint | null;
  targeting: {
    keywords?: { text: string; match_type: 'BROAD' | 'PHRASE' | 'EXACT'; negative?: boolean }[];
    locations?: unknown[];
    genders?: string[];
    age_ranges?: string[];
    devices?: string[];
    genre_ids?: string[];
  };
}

export interface PlanSourceCreative {
  id: string;
  format: string;
  destinationUrl: string | null;
  /** YOUTUBE: the video's headline (stored as title or headline). */
  title: string | null;
  headline: string | null;
  /** YOUTUBE: the ad's description (the creative's `body`). */
  body?: string | null;
  search: {
    final_url: string;
    path1: string | null;
    path2: string | null;
    titles: string[];
    descriptions: string[];
    sitelinks: {
      text: string;
      final_url: string;
      description1: string | null;
      description2: string | null;
    }[];
    callouts: string[];
  } | null;
  /** Where Verba serves the creative's file (video, image, audio), when it has one. */
  mediaUrl: string | null;
  /** YOUTUBE: the video's id on the advertiser's connected channel, once uploaded. */
  youtubeVideoId?: string | null;
}

export interface PlanSource {
  campaign: PlanSourceCampaign;
  groups: readonly PlanSourceGroup[];
  strategies: readonly PlanSourceStrategy[];
  creatives: readonly PlanSourceCreative[];
  /**
   * The daily budget the platform may be given (micros): chanmoney's platformDailyBudget, never
   * more than what remains reserved allows (channels/money/platform-budget-of.ts).
   */
  dailyBudgetMicros: bigint;
  /** The campaign's first day when it has none (today in São Paulo). */
  today: CalendarDate;
  /** Languages the ads are in (ISO 639-1); Portuguese unless said. */
  languages?: string[];
  /**
   * The advertiser the ads run for: YOUTUBE (Demand Gen) ads carry its name (businessName, ≤ 25
   * characters) and its square logo (Verba logos are 200×200 PNG/JPEG, above Google's 128×128).
   */
  advertiser?: { name: string; logoUrl: string | null };
}

export interface ChannelPlan {
  campaignId: string;
  companyId: string;
  advertiserId: string;
  type: CampaignType;
  name: string;
  currency: Currency;
  startDate: CalendarDate;
  endDate: CalendarDate | null;
  dailyBudgetMicros: bigint;
  groups: ChannelGroupPlan[];
}

export interface ChannelGroupPlan {
  groupId: string;
  strategyId: string;
  name: string;
  bidType: 'CPM' | 'CPC' | 'CPV';
  bidMicros: bigint;
  keywords: { text: string; matchType: 'BROAD' | 'PHRASE' | 'EXACT'; negative: boolean }[];
  locations: string[];
  languages: string[];
  ageRanges: string[];
  genders: string[];
  devices: string[];
  /** AUDIO (Spotify): genre ids; empty: no genre target. */
  genreIds: string[];
  ads: ChannelAdPlan[];
}

export interface ChannelAdPlan {
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
  youtubeVideoId?: string | null;
  mediaUrls?: string[];
  /** YOUTUBE: the advertiser's name as Google's business name (≤ 25 characters). */
  businessName?: string;
  /** YOUTUBE: the advertiser's square logo, or null when it has none (publishing is refused). */
  logoUrl?: string | null;
}

/** Google's business name limit (DemandGenVideoResponsiveAdInfo.business_name). */
export const businessNameMaxLength = 25;

/**
 * The advertiser's name within 25 characters: whole words when the cut falls inside one (and the
 * result keeps at least half the limit), never ending on a space or punctuation.
 */
export function businessNameOf(name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  if ([...clean].length <= businessNameMaxLength) return clean;
  const chars = [...clean];
  let cut = chars.slice(0, businessNameMaxLength).join('');
  const nextIsBreak = chars[businessNameMaxLength] === ' ';
  const lastSpace = cut.lastIndexOf(' ');
  if (!nextIsBreak && lastSpace >= Math.ceil(businessNameMaxLength / 2)) cut = cut.slice(0, lastSpace);
  return cut.replace(/[\s\p{P}]+$/u, '') || chars.slice(0, businessNameMaxLength).join('');
}

/** What a channel plan lacks before it can be pushed (the server refuses publishing with these codes). */
export type ChannelPlanGap = 'ADVERTISER_LOGO_REQUIRED' | 'YOUTUBE_VIDEO_REQUIRED';

export function channelPlanGaps(plan: {
  type: string;
  groups: readonly { ads: readonly { logoUrl?: string | null; youtubeVideoId?: string | null }[] }[];
}): ChannelPlanGap[] {
  if (plan.type !== 'YOUTUBE') return [];
  const ads = plan.groups.flatMap((g) => g.ads);
  const gaps: ChannelPlanGap[] = [];
  if (ads.some((a) => !a.logoUrl)) gaps.push('ADVERTISER_LOGO_REQUIRED');
  if (ads.some((a) => !a.youtubeVideoId)) gaps.push('YOUTUBE_VIDEO_REQUIRED');
  return gaps;
}

/** The creative format each channel campaign type delivers. */
const adFormatOf: Partial<Record<CampaignType, ChannelAdPlan['format']>> = {
  SEARCH: 'SEARCH',
  YOUTUBE: 'YOUTUBE',
  META_ADS: 'DISPLAY',
  AUDIO: 'AUDIO',
};

/** The bid a platform takes for each channel: search buys clicks, YouTube views, the rest impressions. */
const defaultBidTypeOf: Partial<Record<CampaignType, ChannelGroupPlan['bidType']>> = {
  SEARCH: 'CPC',
  YOUTUBE: 'CPV',
};

function locationCodes(locations: readonly unknown[] | undefined): string[] {
  const codes = new Set<string>();
  for (const raw of locations ?? []) {
    const l = raw as { kind?: string; state?: string; city?: string | number };
    if (l.kind === 'state' && l.state) codes.add(l.state);
    else if ((l.kind === 'city' || l.kind === 'radius') && l.city !== undefined) codes.add(String(l.city));
  }
  return [...codes];
}

function adOf(
  creative: PlanSourceCreative,
  format: ChannelAdPlan['format'],
  advertiser: PlanSource['advertiser'],
): ChannelAdPlan | null {
  if (creative.format !== format) return null;
  if (format === 'SEARCH') {
    const s = creative.search;
    if (!s) return null;
    return {
      creativeId: creative.id,
      format,
      finalUrl: s.final_url,
      headlines: [...s.titles],
      descriptions: [...s.descriptions],
      path1: s.path1,
      path2: s.path2,
      // Google takes a sitelink's two description lines together or not at all: one alone is left out.
      sitelinks: s.sitelinks.map((l) => {
        const both = Boolean(l.description1) && Boolean(l.description2);
        return {
          text: l.text,
          finalUrl: l.final_url,
          description1: both ? l.description1 : null,
          description2: both ? l.description2 : null,
        };
      }),
      callouts: [...s.callouts],
    };
  }
  const headline = creative.headline ?? creative.title;
  return {
    creativeId: creative.id,
    format,
    finalUrl: creative.destinationUrl ?? '',
    ...(headline && { headlines: [headline] }),
    ...(format === 'YOUTUBE' && {
      descriptions: creative.body ? [creative.body] : [],
      youtubeVideoId: creative.youtubeVideoId ?? null,
      ...(advertiser && { businessName: businessNameOf(advertiser.name), logoUrl: advertiser.logoUrl }),
    }),
    // AUDIO (Spotify): the advertiser's name shown with the ad (advertiser_name, ≤ 25 characters).
    ...(format === 'AUDIO' && advertiser && { businessName: businessNameOf(advertiser.name) }),
    mediaUrls: creative.mediaUrl ? [creative.mediaUrl] : [],
  };
}

export function planOfCampaign(source: PlanSource): ChannelPlan {
  const { campaign } = source;
  const format = adFormatOf[campaign.type];
  const ads = format
    ? source.creatives.flatMap((c) => {
        const ad = adOf(c, format, source.advertiser);
        return ad ? [ad] : [];
      })
    : [];
  const activeGroups = new Map(source.groups.filter((g) => g.status === 'active').map((g) => [g.id, g]));
  const groups = source.strategies
    .filter((s) => s.status === 'active' && activeGroups.has(s.groupId))
    .map((s): ChannelGroupPlan => {
      const group = activeGroups.get(s.groupId)!;
      const keywords = campaign.type === 'SEARCH' ? (s.targeting.keywords ?? []) : [];
      return {
        groupId: group.id,
        strategyId: s.id,
        name: [group.name, s.name].filter(Boolean).join(' · ') || s.id,
        bidType: defaultBidTypeOf[campaign.type] ?? s.bidType ?? 'CPM',
        bidMicros: (s.bidAmount ?? 0n) * channelMicrosPerMinor,
        keywords: keywords.map((k) => ({
          text: k.text,
          matchType: k.match_type,
          negative: k.negative === true,
        })),
        locations: locationCodes(s.targeting.locations),
        languages: source.languages ?? ['pt'],
        ageRanges: [...(s.targeting.age_ranges ?? [])],
        genders: [...(s.targeting.genders ?? [])],
        devices: [...(s.targeting.devices ?? [])],
        genreIds: campaign.type === 'AUDIO' ? [...(s.targeting.genre_ids ?? [])] : [],
        ads: ads.map((a) => ({ ...a })),
      };
    });
  return {
    campaignId: campaign.id,
    companyId: campaign.companyId,
    advertiserId: campaign.advertiserId,
    type: campaign.type,
    name: campaign.name ?? campaign.id,
    currency: campaign.currency,
    startDate: campaign.startDate ?? source.today,
    endDate: campaign.endDate,
    dailyBudgetMicros: source.dailyBudgetMicros,
    groups,
  };
}
