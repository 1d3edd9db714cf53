import type { googleAdsColumns, metaAdsColumns } from './columns';
import type { CampaignImportSource } from './types';

type MetaColumn = keyof typeof metaAdsColumns;
type GoogleColumn = keyof typeof googleAdsColumns;

/** A draft's field (rule path without indexes: `groups.strategies.bid.amount`) → the export column it came from. */
const metaColumnOf: Record<string, MetaColumn> = {
  name: 'campaign',
  objective: 'objective',
  budget: 'campaignLifetimeBudget',
  daily_budget: 'campaignDailyBudget',
  start_date: 'campaignStart',
  end_date: 'campaignStop',
  'groups.name': 'adSet',
  'groups.budget': 'adSetLifetimeBudget',
  'groups.start_date': 'adSetStart',
  'groups.end_date': 'adSetStop',
  'groups.strategies.name': 'adSet',
  'groups.strategies.budget': 'adSetLifetimeBudget',
  'groups.strategies.bid': 'optimizationGoal',
  'groups.strategies.bid.type': 'optimizationGoal',
  'groups.strategies.bid.amount': 'bidAmount',
  'groups.strategies.locations': 'countries',
  'groups.strategies.genders': 'gender',
  'groups.strategies.age_ranges': 'ageMin',
  'groups.strategies.devices': 'devicePlatforms',
};

const googleColumnOf: Record<string, GoogleColumn> = {
  name: 'campaign',
  budget: 'budget',
  daily_budget: 'budget',
  start_date: 'startDate',
  end_date: 'endDate',
  'groups.name': 'adGroup',
  'groups.strategies.name': 'adGroup',
  'groups.strategies.bid': 'maxCpc',
  'groups.strategies.bid.amount': 'maxCpc',
  'groups.strategies.locations': 'location',
  creative_ids: 'headline',
};

/**
 * The column of the export a draft's rule path comes from (`groups.0.strategies.1.bid.amount` →
 * Meta's "Bid Amount"), so a missing value can be named as the user knows it in the file; none
 * for a field the export does not carry.
 */
export function importColumnOfPath(source: CampaignImportSource, path: string): string | undefined {
  const field = path
    .split('.')
    .filter((segment) => !/^\d+$/.test(segment))
    .join('.');
  const map: Record<string, string> = source === 'META_ADS_MANAGER' ? metaColumnOf : googleColumnOf;
  return map[field] ?? map[field.split('.').slice(0, -1).join('.')];
}
