import { foldForSearch } from '../audiences/search-text';
import { bidTypesByCampaignType, type CampaignType, type KeywordMatchType } from '../campaigns/enumerations';
import { keywordOfCell } from '../campaigns/keyword-syntax';
import { campaignLimits, type StrategyLocation } from '../campaigns/schemas';
import { defaultCampaignRuleSettings } from '../campaigns/settings';
import { searchAdLimits } from '../creatives/search-ads';
import type { SearchAdForm, Sitelink } from '../creatives/schemas';
import { googleAdsColumns, type ColumnMap } from './columns';
import { campaignDraftOf, importMessage, type CampaignBudgetCells } from './drafts';
import { cleanSearchAd } from './search-ad-cleaning';
import type {
  CampaignImportResult,
  ImportedSearchAd,
  ImportMessage,
  ImportRow,
  PlaceResolver,
  SkippedImportRow,
} from './types';
import { parseAmountToMinorUnits, parseExportDate, truncate } from './values';

type Columns = ColumnMap<typeof googleAdsColumns>;

/** Google Ads campaign types the platform buys, by the folded name Editor writes. */
const typeByEditorName: Record<string, CampaignType> = {
  search: 'SEARCH',
  pesquisa: 'SEARCH',
  'rede de pesquisa': 'SEARCH',
  busqueda: 'SEARCH',
  display: 'PROGRAMMATIC',
  'rede de display': 'PROGRAMMATIC',
  video: 'YOUTUBE',
};

/** What a Google Ads export or account says of one ad group (shared with the account import). */
export interface AdGroupAcc {
  row: number;
  name: string;
  maxCpc?: bigint;
  keywords: { text: string; match_type: KeywordMatchType; negative?: boolean }[];
  sitelinks: Sitelink[];
  callouts: string[];
  ads: {
    row: number;
    titles: string[];
    descriptions: string[];
    finalUrl: string;
    path1: string;
    path2: string;
  }[];
}

/** What a Google Ads export or account says of one campaign (shared with the account import). */
export interface CampaignAcc {
  row: number;
  name: string;
  typeName: string;
  budget: CampaignBudgetCells;
  sitelinks: Sitelink[];
  callouts: string[];
  locations: StrategyLocation[];
  /** Campaign-level negative keywords, added to every group. */
  negatives: AdGroupAcc['keywords'];
  groups: Map<string, AdGroupAcc>;
}

const numbered = (columns: Columns, row: ImportRow, column: 'headline' | 'description', max: number) =>
  Array.from({ length: max }, (_, i) => columns.cell(row, column, i + 1)).filter(Boolean);

/**
 * A Google Ads Editor export (one entity per row: campaign, ad group, keyword, responsive search
 * ad, sitelink, callout, location) → one draft per campaign: each ad group becomes a group with
 * one strategy (its Max CPC as the CPC bid, the campaign's locations), each responsive search ad a
 * SEARCH creative carrying its ad group's keywords and the sitelinks and callouts in reach.
 */
export function mapGoogleAdsEditor(
  rows: readonly ImportRow[],
  columns: Columns,
  { dayFirst, resolvePlace }: { dayFirst: boolean; resolvePlace: PlaceResolver },
): CampaignImportResult {
  const skipped: SkippedImportRow[] = [];
  const skip = (row: ImportRow, key: string, values?: ImportMessage['values']) =>
    skipped.push({ row: row.number, ...importMessage(key, values) });
  const campaigns = new Map<string, CampaignAcc>();

  for (const row of rows) {
    const name = columns.cell(row, 'campaign');
    if (!name) {
      skip(row, 'no_campaign');
      continue;
    }
    let campaign = campaigns.get(name);
    if (!campaign) {
      campaign = {
        row: row.number,
        name,
        typeName: '',
        budget: {},
        sitelinks: [],
        callouts: [],
        locations: [],
        negatives: [],
        groups: new Map(),
      };
      campaigns.set(name, campaign);
    }
    const groupName = columns.cell(row, 'adGroup');
    const group = groupName ? groupOf(campaign, groupName, row.number) : undefined;
    const headline = columns.cell(row, 'headline', 1);
    const keyword = columns.cell(row, 'keyword');
    const sitelinkText = columns.cell(row, 'sitelinkText');
    const callout = columns.cell(row, 'callout');
    const location = columns.cell(row, 'location');

    if (headline) {
      if (!group) skip(row, 'ad_without_group');
      else
        group.ads.push({
          row: row.number,
          titles: numbered(columns, row, 'headline', searchAdLimits.titlesMax),
          descriptions: numbered(columns, row, 'description', searchAdLimits.descriptionsMax),
          finalUrl: columns.cell(row, 'finalUrl'),
          path1: columns.cell(row, 'path1'),
          path2: columns.cell(row, 'path2'),
        });
    } else if (keyword) {
      // Negative keywords (issue 27): the ad group's own, or the campaign's for every group.
      const negative = /negativ/.test(foldForSearch(columns.cell(row, 'criterionType')));
      const parsed = keywordOfCell(keyword, columns.cell(row, 'criterionType'));
      if (negative) (group?.keywords ?? campaign.negatives).push({ ...parsed, negative: true });
      else if (!group) skip(row, 'keyword_without_group');
      else group.keywords.push(parsed);
    } else if (sitelinkText) {
      (group ?? campaign).sitelinks.push({
        text: sitelinkText,
        final_url: columns.cell(row, 'finalUrl'),
        description1: columns.cell(row, 'sitelinkLine1') || null,
        description2: columns.cell(row, 'sitelinkLine2') || null,
      });
    } else if (callout) {
      (group ?? campaign).callouts.push(callout);
    } else if (location) {
      const place = resolvePlace(location);
      if (place) campaign.locations.push(place);
      else skip(row, 'place_unknown', { place: location });
    } else if (group) {
      const maxCpc = columns.cell(row, 'maxCpc');
      if (maxCpc) group.maxCpc = parseAmountToMinorUnits(maxCpc);
    } else {
      campaign.typeName ||= columns.cell(row, 'campaignType');
      const budget = parseAmountToMinorUnits(columns.cell(row, 'budget'));
      if (budget !== undefined) {
        const total = /total/.test(foldForSearch(columns.cell(row, 'budgetType')));
        campaign.budget = total
          ? { ...campaign.budget, total: budget }
          : { ...campaign.budget, daily: budget };
      }
      campaign.budget.start ??= parseExportDate(columns.cell(row, 'startDate'), { dayFirst });
      campaign.budget.end ??= parseExportDate(columns.cell(row, 'endDate'), { dayFirst });
    }
  }

  const result: CampaignImportResult = { source: 'GOOGLE_ADS_EDITOR', campaigns: [], skipped };
  for (const campaign of campaigns.values()) {
    const type = campaign.typeName ? typeByEditorName[foldForSearch(campaign.typeName)] : 'SEARCH';
    if (!type) {
      skipped.push({
        row: campaign.row,
        ...importMessage('type_not_supported', { type: campaign.typeName }),
      });
      continue;
    }
    result.campaigns.push(toImportedCampaign(campaign, type, skipped));
  }
  skipped.sort((a, b) => a.row - b.row);
  return result;
}

function groupOf(campaign: CampaignAcc, name: string, row: number): AdGroupAcc {
  let group = campaign.groups.get(name);
  if (!group) {
    group = { row, name, keywords: [], sitelinks: [], callouts: [], ads: [] };
    campaign.groups.set(name, group);
  }
  return group;
}

/**
 * One campaign's accumulator → its draft (one group and strategy per ad group) and the search ads
 * it carries. `context` picks the messages' variant (`account`: no line numbers to name).
 */
export function toImportedCampaign(
  campaign: CampaignAcc,
  type: CampaignType,
  skipped: SkippedImportRow[],
  context?: 'account',
) {
  const notes: ImportMessage[] = [];
  if (!campaign.typeName) notes.push(importMessage('type_assumed', { type }));
  const cpcAllowed = bidTypesByCampaignType[type].includes('CPC');
  const groups = [...campaign.groups.values()].slice(0, campaignLimits.groups);
  const draft = campaignDraftOf({
    name: campaign.name,
    type,
    budget: campaign.budget,
    notes,
    groups: groups.map((group) => {
      if (group.maxCpc !== undefined && !cpcAllowed)
        notes.push(importMessage('bid_dropped', { group: group.name }));
      return {
        name: group.name,
        strategies: [
          {
            name: group.name,
            ...(group.maxCpc !== undefined && cpcAllowed
              ? { bid: { type: 'CPC' as const, amount: group.maxCpc.toString() } }
              : {}),
            ...(campaign.locations.length > 0 ? { locations: campaign.locations } : {}),
            ...(type === 'SEARCH' && group.keywords.length + campaign.negatives.length > 0
              ? {
                  keywords: [...group.keywords, ...campaign.negatives]
                    .filter((k) => k.text && k.text.length <= 80)
                    .slice(0, 200),
                }
              : {}),
          },
        ],
      };
    }),
  });
  const searchAds: ImportedSearchAd[] = [];
  for (const group of groups) {
    for (const [i, ad] of group.ads.entries()) {
      if (type !== 'SEARCH') {
        skipped.push({ row: ad.row, ...importMessage('ad_not_search') });
      } else if (searchAds.length >= defaultCampaignRuleSettings.maxCreatives) {
        skipped.push({
          row: ad.row,
          ...importMessage('creatives_over_limit', { max: defaultCampaignRuleSettings.maxCreatives }),
        });
      } else {
        const name = truncate(`${campaign.name} / ${group.name} #${i + 1}`, campaignLimits.name);
        const cleaned = cleanSearchAd(searchAdOf(ad, group, campaign), {
          name,
          row: ad.row,
          ...(context ? { context } : {}),
        });
        notes.push(...cleaned.notes);
        searchAds.push({ name, rows: [ad.row], ad: cleaned.ad });
      }
    }
  }
  return { row: campaign.row, draft, searchAds, notes };
}

function searchAdOf(ad: AdGroupAcc['ads'][number], group: AdGroupAcc, campaign: CampaignAcc): SearchAdForm {
  return {
    final_url: ad.finalUrl,
    path1: ad.path1 || null,
    path2: ad.path2 || null,
    titles: ad.titles,
    descriptions: ad.descriptions,
    sitelinks: [...group.sitelinks, ...campaign.sitelinks].slice(0, searchAdLimits.sitelinksMax),
    callouts: [...group.callouts, ...campaign.callouts].slice(0, searchAdLimits.calloutsMax),
    keywords: group.keywords
      .filter((k) => !k.negative)
      .map((k) => k.text)
      .slice(0, searchAdLimits.keywordsMax),
  };
}
