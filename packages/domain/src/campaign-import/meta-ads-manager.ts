import { foldForSearch } from '../audiences/search-text';
import {
  ageRanges,
  type AgeRange,
  type CampaignObjective,
  type Device,
  type Gender,
} from '../campaigns/enumerations';
import { campaignLimits, type StrategyLocation } from '../campaigns/schemas';
import { metaAdsColumns, type ColumnMap } from './columns';
import { campaignDraftOf, importMessage, type CampaignBudgetCells } from './drafts';
import type {
  CampaignImportResult,
  ImportMessage,
  ImportRow,
  PlaceResolver,
  SkippedImportRow,
} from './types';
import { daysInclusive, parseAmountToMinorUnits, parseExportDate, splitList } from './values';

type Columns = ColumnMap<typeof metaAdsColumns>;

const placeKindOf = { countries: 'country', regions: 'state', cities: 'city' } as const;

interface AdSetAcc {
  row: number;
  name: string;
  start?: string;
  end?: string;
  lifetime?: bigint;
  daily?: bigint;
  bid?: { type: 'CPM' | 'CPC'; amount?: bigint };
  locations: StrategyLocation[];
  genders: Gender[];
  ages: AgeRange[];
  devices: Device[];
}

interface CampaignAcc {
  row: number;
  name: string;
  objectiveName: string;
  budget: CampaignBudgetCells;
  adSets: Map<string, AdSetAcc>;
  ads: Set<string>;
}

/** Meta's objectives (API names and the Ads Manager labels) → the platform's. */
function objectiveOf(name: string): CampaignObjective | undefined {
  const folded = foldForSearch(name).replace(/[_-]/g, ' ');
  if (/awareness|reach|reconhecimento|alcance|reconocimiento|video views/.test(folded)) return 'IMPRESSION';
  if (/sales|conversion|lead|vendas|conversoes|cadastro|ventas|conversiones|catalog/.test(folded))
    return 'CONVERSION';
  return undefined;
}

function genderOf(cell: string): Gender[] {
  const folded = foldForSearch(cell);
  if (/^(men|male|homens|masculino|hombres)$/.test(folded)) return ['MALE'];
  if (/^(women|female|mulheres|feminino|mujeres)$/.test(folded)) return ['FEMALE'];
  return [];
}

const ageFloor: Record<AgeRange, number> = {
  '18_24': 18,
  '25_34': 25,
  '35_44': 35,
  '45_54': 45,
  '55_64': 55,
  '65_PLUS': 65,
};
const ageCeiling: Record<AgeRange, number> = {
  '18_24': 24,
  '25_34': 34,
  '35_44': 44,
  '45_54': 54,
  '55_64': 64,
  '65_PLUS': Infinity,
};

/** The age ranges that overlap Meta's min–max; all of them means no age targeting. */
function agesOf(minCell: string, maxCell: string): AgeRange[] {
  const min = Number.parseInt(minCell, 10) || 18;
  const max = Number.parseInt(maxCell, 10) || 65;
  const ranges = ageRanges.filter((r) => ageCeiling[r] >= min && ageFloor[r] <= max);
  return ranges.length === ageRanges.length ? [] : ranges;
}

function devicesOf(cell: string): Device[] {
  const folded = foldForSearch(cell);
  const devices: Device[] = [];
  if (/mobile|celular|movil/.test(folded)) devices.push('MOBILE');
  if (/desktop|computador|computadora/.test(folded)) devices.push('DESKTOP');
  return devices.length === 2 ? [] : devices;
}

/**
 * The bid type from the optimisation goal (impressions/reach → CPM, clicks → CPC), with the bid
 * amount when the file has one (Meta's lowest-cost strategy has none: the wizard asks for it).
 */
function bidOf(amountCell: string, goalCell: string): AdSetAcc['bid'] | undefined {
  const amount = parseAmountToMinorUnits(amountCell);
  const goal = foldForSearch(goalCell).replace(/[_-]/g, ' ');
  const type = /impression|reach|impress|alcance/.test(goal)
    ? ('CPM' as const)
    : /click|clique|clic|link/.test(goal)
      ? ('CPC' as const)
      : undefined;
  if (!type) return undefined;
  return amount === undefined ? { type } : { type, amount };
}

/**
 * A Meta Ads Manager export (one row per ad, repeating its campaign's and ad set's columns) → one
 * META_ADS draft per campaign; each ad set becomes a group with one strategy carrying its
 * targeting (countries, regions, cities, gender, ages, devices), budget and bid. Ads are not
 * imported: their images are not in the export (a note says how many to upload as creatives).
 */
export function mapMetaAdsManager(
  rows: readonly ImportRow[],
  columns: Columns,
  { dayFirst, resolvePlace }: { dayFirst: boolean; resolvePlace: PlaceResolver },
): CampaignImportResult {
  const skipped: SkippedImportRow[] = [];
  const skip = (row: ImportRow, key: string, values?: ImportMessage['values']) =>
    skipped.push({ row: row.number, ...importMessage(key, values) });
  const campaigns = new Map<string, CampaignAcc>();
  const date = (cell: string) => parseExportDate(cell, { dayFirst });

  for (const row of rows) {
    const name = columns.cell(row, 'campaign');
    if (!name) {
      skip(row, 'no_campaign');
      continue;
    }
    let campaign = campaigns.get(name);
    if (!campaign) {
      campaign = { row: row.number, name, objectiveName: '', budget: {}, adSets: new Map(), ads: new Set() };
      campaigns.set(name, campaign);
    }
    campaign.objectiveName ||= columns.cell(row, 'objective');
    campaign.budget.total ??= parseAmountToMinorUnits(columns.cell(row, 'campaignLifetimeBudget'));
    campaign.budget.daily ??= parseAmountToMinorUnits(columns.cell(row, 'campaignDailyBudget'));
    campaign.budget.start ??= date(columns.cell(row, 'campaignStart'));
    campaign.budget.end ??= date(columns.cell(row, 'campaignStop'));
    const adName = columns.cell(row, 'adName');
    if (adName) campaign.ads.add(adName);

    const adSetName = columns.cell(row, 'adSet');
    if (!adSetName || campaign.adSets.has(adSetName)) continue;
    const locations: StrategyLocation[] = [];
    for (const column of ['countries', 'regions', 'cities'] as const) {
      for (const place of splitList(columns.cell(row, column), { commas: column === 'countries' })) {
        const location = resolvePlace(place, placeKindOf[column]);
        if (location) locations.push(location);
        else skip(row, 'place_unknown', { place });
      }
    }
    campaign.adSets.set(adSetName, {
      row: row.number,
      name: adSetName,
      start: date(columns.cell(row, 'adSetStart')),
      end: date(columns.cell(row, 'adSetStop')),
      lifetime: parseAmountToMinorUnits(columns.cell(row, 'adSetLifetimeBudget')),
      daily: parseAmountToMinorUnits(columns.cell(row, 'adSetDailyBudget')),
      bid: bidOf(columns.cell(row, 'bidAmount'), columns.cell(row, 'optimizationGoal')),
      locations,
      genders: genderOf(columns.cell(row, 'gender')),
      ages: agesOf(columns.cell(row, 'ageMin'), columns.cell(row, 'ageMax')),
      devices: devicesOf(columns.cell(row, 'devicePlatforms')),
    });
  }

  const result: CampaignImportResult = { source: 'META_ADS_MANAGER', campaigns: [], skipped };
  for (const campaign of campaigns.values()) {
    const notes: ImportMessage[] = [];
    const adSets = [...campaign.adSets.values()].slice(0, campaignLimits.groups);
    const budget = { ...campaign.budget };
    // An ad set with a daily budget over known dates: its total is daily × days (said in a note).
    for (const s of adSets) {
      const start = s.start ?? budget.start;
      const end = s.end ?? budget.end;
      if (s.lifetime === undefined && s.daily !== undefined && start && end && end >= start) {
        const days = daysInclusive(start, end);
        s.lifetime = s.daily * BigInt(days);
        notes.push(importMessage('ad_set_budget_from_daily', { group: s.name, days }));
      } else if (s.lifetime === undefined && s.daily !== undefined)
        notes.push(importMessage('ad_set_daily_without_dates', { group: s.name }));
    }
    // Ad set budgets (Meta's "ABO") add up to the campaign's when the campaign has none.
    if (budget.total === undefined && budget.daily === undefined && adSets.length > 0) {
      if (adSets.every((s) => s.lifetime !== undefined)) {
        budget.total = adSets.reduce((sum, s) => sum + s.lifetime!, 0n);
        notes.push(importMessage('budget_from_ad_sets'));
      }
      if (adSets.every((s) => s.daily !== undefined)) {
        budget.daily = adSets.reduce((sum, s) => sum + s.daily!, 0n);
        notes.push(importMessage('daily_budget_from_ad_sets'));
      }
    }
    for (const s of adSets)
      if (s.bid && s.bid.amount === undefined)
        notes.push(importMessage('bid_amount_missing', { group: s.name, type: s.bid.type }));
    budget.start ??= adSets
      .map((s) => s.start)
      .filter(Boolean)
      .sort()[0];
    budget.end ??= adSets
      .map((s) => s.end)
      .filter(Boolean)
      .sort()
      .at(-1);
    const objective = objectiveOf(campaign.objectiveName);
    if (campaign.objectiveName && !objective)
      notes.push(importMessage('objective_not_mapped', { objective: campaign.objectiveName }));
    if (campaign.ads.size > 0) notes.push(importMessage('ads_not_imported', { count: campaign.ads.size }));
    const draft = campaignDraftOf({
      name: campaign.name,
      type: 'META_ADS',
      objective,
      budget,
      notes,
      groups: adSets.map((s) => ({
        name: s.name,
        ...(s.start ? { start_date: s.start } : {}),
        ...(s.end ? { end_date: s.end } : {}),
        ...(s.lifetime !== undefined ? { budget: s.lifetime.toString() } : {}),
        strategies: [
          {
            name: s.name,
            ...(s.lifetime !== undefined ? { budget: s.lifetime.toString() } : {}),
            ...(s.bid
              ? {
                  bid: {
                    type: s.bid.type,
                    ...(s.bid.amount !== undefined ? { amount: s.bid.amount.toString() } : {}),
                  },
                }
              : {}),
            ...(s.locations.length > 0 ? { locations: s.locations } : {}),
            ...(s.genders.length > 0 ? { genders: s.genders } : {}),
            ...(s.ages.length > 0 ? { age_ranges: s.ages } : {}),
            ...(s.devices.length > 0 ? { devices: s.devices } : {}),
          },
        ],
      })),
    });
    result.campaigns.push({ row: campaign.row, draft, searchAds: [], notes });
  }
  skipped.sort((a, b) => a.row - b.row);
  return result;
}
