import { ColumnMap, metaAdsColumns } from './columns';
import { importMessage } from './drafts';
import { mapMetaAdsManager } from './meta-ads-manager';
import type { CampaignImportResult, ImportMessage, ImportRow, PlaceResolver } from './types';

/**
 * One campaign of an advertiser's own Meta ad account, as the Graph API answers it (Campaign, its
 * AdSets with `targeting`, its Ads' names), read with their read-only connection.
 * Amounts are in the account currency's minor units (Meta's `daily_budget`, `lifetime_budget`,
 * `bid_amount` are integers in cents), times ISO 8601.
 */
export interface MetaAdsAccountCampaign {
  externalId: string;
  name: string;
  /** OUTCOME_AWARENESS, OUTCOME_TRAFFIC, OUTCOME_SALES… */
  objective: string;
  currency: string;
  startTime: string | null;
  stopTime: string | null;
  dailyBudget: string | null;
  lifetimeBudget: string | null;
  adSets: {
    name: string;
    startTime: string | null;
    endTime: string | null;
    dailyBudget: string | null;
    lifetimeBudget: string | null;
    bidAmount: string | null;
    optimizationGoal: string;
    targeting: {
      countries: string[];
      /** Region names as Meta writes them ("São Paulo (state)"). */
      regions: string[];
      /** "City, Region" */
      cities: string[];
      /** Meta's genders: 1 male, 2 female. */
      genders: number[];
      ageMin: number | null;
      ageMax: number | null;
      devicePlatforms: string[];
    };
  }[];
  ads: string[];
}

/** The Ads Manager export's columns, in the order the rows below fill them. */
const header = Object.values(metaAdsColumns).map((aliases) => aliases[0]);
const columnKeys = Object.keys(metaAdsColumns) as (keyof typeof metaAdsColumns)[];

const amountCell = (minor: string | null, brl: boolean) => {
  if (!brl || minor === null || !/^\d+$/.test(minor)) return '';
  const value = BigInt(minor);
  return `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;
};

/** Meta writes a region as "São Paulo (state)"; the import's places know "São Paulo". */
const regionName = (name: string) => name.replace(/\s*\((state|estado|region|região)\)\s*$/i, '').trim();

const inAccount = <T extends ImportMessage>(message: T): T => ({
  ...message,
  values: { ...message.values, context: 'account' },
});

/**
 * The chosen campaigns of a Meta ad account → META_ADS drafts, through the Ads Manager import's own
 * mapping (`mapMetaAdsManager`): each campaign is laid out as the rows an Ads Manager export would
 * have (one per ad set, then one per ad), so objectives, ad sets → groups with their targeting,
 * budgets, bids, notes and refusals are the file import's. What only an account says: dates already
 * past are left for the wizard (a draft cannot start in the past), an ended campaign keeps neither,
 * an account in another currency brings no amounts. Messages carry the `account` context.
 */
export function mapMetaAdsAccount(
  campaigns: readonly MetaAdsAccountCampaign[],
  { resolvePlace, today }: { resolvePlace: PlaceResolver; today: string },
): CampaignImportResult {
  const result: CampaignImportResult = { source: 'META_ADS_ACCOUNT', campaigns: [], skipped: [] };
  campaigns.forEach((campaign, index) => {
    const notes: ImportMessage[] = [];
    const brl = campaign.currency === 'BRL';
    if (!brl) notes.push(importMessage('account_currency', { currency: campaign.currency }));
    const day = (time: string | null) => (time && /^\d{4}-\d{2}-\d{2}/.test(time) ? time.slice(0, 10) : null);
    const end = day(campaign.stopTime);
    const ended = end !== null && end < today;
    if (ended) notes.push(importMessage('account_ended', { date: end }));
    let startPastNoted = false;
    const startCell = (time: string | null) => {
      const start = day(time);
      if (ended || !start) return '';
      if (start >= today) return start;
      if (!startPastNoted) notes.push(importMessage('account_start_past', { date: start }));
      startPastNoted = true;
      return '';
    };
    const endCell = (time: string | null) => (ended ? '' : (day(time) ?? ''));
    const rows: ImportRow[] = [];
    const row = (cells: Partial<Record<keyof typeof metaAdsColumns, string>>) =>
      rows.push({ number: rows.length + 2, cells: columnKeys.map((k) => cells[k] ?? '') });
    const campaignCells = {
      campaign: campaign.name,
      objective: campaign.objective,
      campaignDailyBudget: ended ? '' : amountCell(campaign.dailyBudget, brl),
      campaignLifetimeBudget: ended ? '' : amountCell(campaign.lifetimeBudget, brl),
      campaignStart: startCell(campaign.startTime),
      campaignStop: endCell(campaign.stopTime),
    };
    for (const s of campaign.adSets) {
      const t = s.targeting;
      row({
        ...campaignCells,
        adSet: s.name,
        adSetStart: startCell(s.startTime),
        adSetStop: endCell(s.endTime),
        adSetDailyBudget: ended ? '' : amountCell(s.dailyBudget, brl),
        adSetLifetimeBudget: ended ? '' : amountCell(s.lifetimeBudget, brl),
        bidAmount: amountCell(s.bidAmount, brl),
        optimizationGoal: s.optimizationGoal,
        countries: t.countries.join(', '),
        regions: t.regions.map(regionName).join('; '),
        cities: t.cities.join('; '),
        gender: t.genders.length === 1 ? (t.genders[0] === 1 ? 'Men' : 'Women') : '',
        ageMin: t.ageMin === null ? '' : String(t.ageMin),
        ageMax: t.ageMax === null ? '' : String(t.ageMax),
        devicePlatforms: t.devicePlatforms.join(', '),
      });
    }
    if (campaign.adSets.length === 0) row(campaignCells);
    for (const ad of campaign.ads) row({ campaign: campaign.name, adName: ad });
    const mapped = mapMetaAdsManager(rows, new ColumnMap(header, metaAdsColumns), {
      dayFirst: false,
      resolvePlace,
    });
    for (const imported of mapped.campaigns) {
      imported.row = index + 1;
      imported.notes = [...notes, ...imported.notes].map(inAccount);
      result.campaigns.push(imported);
    }
    result.skipped.push(
      ...mapped.skipped.map((s) => ({ ...inAccount(s), row: index + 1, where: campaign.name })),
    );
  });
  return result;
}
