import type { CampaignType, KeywordMatchType } from '../campaigns/enumerations';
import { keywordMatchTypes } from '../campaigns/enumerations';
import type { StrategyLocation } from '../campaigns/schemas';
import { searchAdLimits } from '../creatives/search-ads';
import type { Sitelink } from '../creatives/schemas';
import { importMessage, type CampaignBudgetCells } from './drafts';
import { toImportedCampaign, type AdGroupAcc, type CampaignAcc } from './google-ads-editor';
import type { CampaignImportResult, ImportMessage, PlaceResolver, SkippedImportRow } from './types';

/**
 * One campaign of an advertiser's own Google Ads account as the connector reads it (GAQL over
 * campaign, campaign_budget, ad_group, ad_group_criterion, campaign_criterion, ad_group_ad and
 * campaign_asset; docs/channels-connected-import.md). Plain values, no platform client here.
 */
export interface GoogleAdsAccountCampaign {
  externalId: string;
  name: string;
  /** campaign.advertising_channel_type (SEARCH, DISPLAY, VIDEO, PERFORMANCE_MAX…). */
  channelType: string;
  /** The account's currency (customer.currency_code); amounts are only carried over in BRL. */
  currency: string;
  /** campaign.start_date_time / end_date_time, as `YYYY-MM-DD[ hh:mm:ss]`. */
  startDateTime: string | null;
  endDateTime: string | null;
  budget: { amountMicros: string | null; period: string | null; totalAmountMicros: string | null };
  adGroups: { id: string; name: string; cpcBidMicros: string | null }[];
  /** Keywords of ad groups (adGroupId) and campaign negatives (adGroupId null). */
  keywords: { adGroupId: string | null; text: string; matchType: string; negative: boolean }[];
  /** Locations by Google's canonical name ("Campinas,State of Sao Paulo,Brazil"). */
  locations: { canonicalName: string | null; negative: boolean }[];
  /** Radius targets (campaign_criterion.proximity): not carried over. */
  proximities: number;
  ads: {
    adGroupId: string;
    finalUrl: string;
    headlines: string[];
    descriptions: string[];
    path1: string;
    path2: string;
  }[];
  /** Campaign-level sitelink and callout assets. */
  sitelinks: Sitelink[];
  callouts: string[];
}

/** campaign.end_date_time of a campaign without an end date (Google Ads API: Campaign.end_date_time). */
const googleNoEndDate = '2037-12-30';

/** Google's advertising channel types Verba buys (others are not imported). */
const typeByChannel: Record<string, CampaignType> = {
  SEARCH: 'SEARCH',
  DISPLAY: 'PROGRAMMATIC',
  VIDEO: 'YOUTUBE',
};

/** i18next's context `account`: the message's variant that speaks of the account, not a file's line. */
const inAccount = <T extends ImportMessage>(message: T): T => ({
  ...message,
  values: { ...message.values, context: 'account' },
});

/** Micros of BRL → centavos (a micro amount below a centavo is dropped). */
const centavosOf = (micros: string | null): bigint | undefined => {
  if (!micros || !/^\d+$/.test(micros)) return undefined;
  const cents = BigInt(micros) / 10_000n;
  return cents > 0n ? cents : undefined;
};

const matchTypeOf = (value: string): KeywordMatchType =>
  (keywordMatchTypes as readonly string[]).includes(value) ? (value as KeywordMatchType) : 'BROAD';

/**
 * Campaigns read from a connected Google Ads account → the same drafts, search ads and notes as a
 * Google Ads Editor export of them (`toImportedCampaign`): one group and strategy per ad group
 * (its CPC bid), keywords with match types and negatives (campaign negatives on every group), each
 * responsive search ad a SEARCH creative with the campaign's sitelinks and callouts, locations by
 * name over the IBGE data. Dates already past in the account are left for the wizard (a draft
 * cannot start in the past); amounts of an account in another currency are not carried over.
 * `row` is the campaign's place in the selection; every message left out names it in `where`.
 */
export function mapGoogleAdsAccount(
  campaigns: readonly GoogleAdsAccountCampaign[],
  { resolvePlace, today }: { resolvePlace: PlaceResolver; today: string },
): CampaignImportResult {
  const result: CampaignImportResult = { source: 'GOOGLE_ADS_ACCOUNT', campaigns: [], skipped: [] };
  campaigns.forEach((account, index) => {
    const row = index + 1;
    const skipped: SkippedImportRow[] = [];
    const skip = (key: string, values?: Record<string, string | number>, group?: string) =>
      skipped.push({
        row,
        ...importMessage(key, values),
        where: group ? `${account.name} / ${group}` : account.name,
      });
    const type = typeByChannel[account.channelType];
    if (!type) {
      skip('type_not_supported', { type: account.channelType });
      result.skipped.push(...skipped);
      return;
    }
    const brl = account.currency === 'BRL';
    const notes: ImportMessage[] = [];
    if (!brl) notes.push(importMessage('account_currency', { currency: account.currency }));

    const budget: CampaignBudgetCells = {};
    if (brl) {
      const total = account.budget.period === 'CUSTOM_PERIOD' || account.budget.totalAmountMicros;
      if (total) budget.total = centavosOf(account.budget.totalAmountMicros);
      else budget.daily = centavosOf(account.budget.amountMicros);
    }
    const start = account.startDateTime?.slice(0, 10) || undefined;
    // Google writes 2037-12-30 as the end of a campaign that has none.
    const written = account.endDateTime?.slice(0, 10) || undefined;
    const end = written === googleNoEndDate ? undefined : written;
    if (end && end < today) notes.push(importMessage('account_ended', { date: end }));
    else {
      if (start && start >= today) budget.start = start;
      else if (start) notes.push(importMessage('account_start_past', { date: start }));
      if (end) budget.end = end;
    }

    const locations: StrategyLocation[] = [];
    for (const location of account.locations) {
      const name = (location.canonicalName ?? '').split(',').join(', ');
      if (location.negative) skip('account_location_excluded', { place: name });
      else {
        const place = name ? resolvePlace(name) : undefined;
        if (place) locations.push(place);
        else skip('place_unknown', { place: name });
      }
    }
    if (account.proximities > 0) skip('account_radius', { count: account.proximities });

    const campaignNegatives = account.keywords.filter((k) => k.adGroupId === null && k.negative);
    const groups = new Map<string, AdGroupAcc>();
    for (const adGroup of account.adGroups) {
      const cpc = brl ? centavosOf(adGroup.cpcBidMicros) : undefined;
      groups.set(adGroup.id, {
        row,
        name: adGroup.name,
        ...(cpc !== undefined ? { maxCpc: cpc } : {}),
        keywords: [
          ...account.keywords
            .filter((k) => k.adGroupId === adGroup.id)
            .map((k) => ({
              text: k.text,
              match_type: matchTypeOf(k.matchType),
              ...(k.negative ? { negative: true } : {}),
            })),
          ...campaignNegatives.map((k) => ({
            text: k.text,
            match_type: matchTypeOf(k.matchType),
            negative: true,
          })),
        ],
        sitelinks: [],
        callouts: [],
        ads: [],
      });
    }
    for (const keyword of account.keywords)
      if (keyword.text.length > 80) skip('account_keyword_too_long', { keyword: keyword.text, max: 80 });
    for (const ad of account.ads) {
      const group = groups.get(ad.adGroupId);
      if (!group) continue;
      group.ads.push({
        row,
        titles: ad.headlines.slice(0, searchAdLimits.titlesMax),
        descriptions: ad.descriptions.slice(0, searchAdLimits.descriptionsMax),
        finalUrl: ad.finalUrl,
        path1: ad.path1,
        path2: ad.path2,
      });
    }
    const acc: CampaignAcc = {
      row,
      name: account.name,
      typeName: account.channelType,
      budget,
      sitelinks: account.sitelinks,
      callouts: account.callouts,
      locations,
      negatives: [],
      groups: new Map([...groups.values()].map((g) => [g.name, g])),
    };
    const imported = toImportedCampaign(acc, type, skipped, 'account');
    imported.notes = [...notes, ...imported.notes].map(inAccount);
    result.campaigns.push(imported);
    result.skipped.push(...skipped.map((s) => ({ ...inAccount(s), where: s.where ?? account.name })));
  });
  return result;
}
