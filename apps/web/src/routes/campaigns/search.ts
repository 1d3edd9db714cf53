import { dateRangePresets, type DateRangePreset } from '@verba/domain/calendar/date-range';
import {
  campaignStatuses,
  campaignTypes,
  type CampaignStatus,
  type CampaignType,
} from '@verba/domain/campaigns/enumerations';
import type { CampaignSort } from '../../hooks/api/campaigns';

// Light imports only: the router reads this on the login page's first load (first-load.test.ts).
const campaignSorts = [
  'created_at',
  'name',
  'start_date',
  'budget',
] as const satisfies readonly CampaignSort[];

/** Budget buckets of spec §2: up to that many reais, or above the last one. */
export const campaignBudgetBuckets = ['500', '1000', '5000', '15000', '15000+'] as const;
export type CampaignBudgetBucket = (typeof campaignBudgetBuckets)[number];

/** `/campaigns` list state in the URL (and the advertiser page's campaigns tab). */
export interface CampaignsSearch {
  page?: number;
  q?: string;
  status?: CampaignStatus;
  type?: CampaignType;
  advertiser?: string;
  period?: DateRangePreset;
  budget?: CampaignBudgetBucket;
  sort?: CampaignSort;
  order?: 'asc' | 'desc';
}

const defaultSort: CampaignSort = 'created_at';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const pick = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((v) => v === value);

/** Unknown values and defaults are dropped, so the URL only holds what differs from the plain list. */
export function validateCampaignsSearch(search: Record<string, unknown>): CampaignsSearch {
  const page = Number(search.page);
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 128) : '';
  const sort = pick(campaignSorts, search.sort);
  const order = pick(['asc', 'desc'] as const, search.order);
  const out: CampaignsSearch = {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    q: q || undefined,
    status: pick(campaignStatuses, search.status),
    type: pick(campaignTypes, search.type),
    advertiser:
      typeof search.advertiser === 'string' && uuid.test(search.advertiser) ? search.advertiser : undefined,
    period: pick(dateRangePresets, search.period),
    budget: pick(campaignBudgetBuckets, search.budget),
    sort: sort === defaultSort ? undefined : sort,
    order: order === 'desc' ? undefined : order,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}
