import {
  campaignStatuses,
  campaignTypes,
  dateRangePresets,
  formatMoney,
  type CampaignStatus,
  type CampaignType,
  type DateRangePreset,
} from '@verba/domain';
import { campaignSorts, type CampaignSort, type CampaignsQuery } from '../../hooks/api/campaign-pages';

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

/** The API query of a list state (`GET campaigns`). */
export function campaignsQueryOf(search: CampaignsSearch, perPage: number): CampaignsQuery {
  return {
    page: search.page ?? 1,
    per_page: perPage,
    q: search.q,
    status: search.status,
    type: search.type,
    advertiser_id: search.advertiser,
    period: search.period,
    budget: search.budget,
    sort: search.sort ?? defaultSort,
    order: search.order ?? 'desc',
  };
}

export interface FilterChip {
  key: keyof CampaignsSearch;
  /** i18n key and its values. */
  label: string;
  values?: Record<string, string>;
}

const reais = (bucket: CampaignBudgetBucket) => formatMoney(BigInt(bucket.replace('+', '')) * 100n, 'BRL');

/** One removable chip per active filter (the advertiser's only where the list is not already one advertiser's). */
export function campaignFilterChips(
  search: CampaignsSearch,
  { advertiserFixed = false }: { advertiserFixed?: boolean } = {},
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (search.q)
    chips.push({ key: 'q', label: 'campaigns:pages.filters.search_chip', values: { q: search.q } });
  if (search.status) chips.push({ key: 'status', label: `campaigns:pages.status.${search.status}` });
  if (search.type) chips.push({ key: 'type', label: `campaigns:pages.types.${search.type}` });
  if (search.advertiser && !advertiserFixed)
    chips.push({ key: 'advertiser', label: 'campaigns:pages.filters.advertiser_chip' });
  if (search.period) chips.push({ key: 'period', label: `common:date_range.presets.${search.period}` });
  if (search.budget)
    chips.push({
      key: 'budget',
      label: search.budget.endsWith('+')
        ? 'campaigns:pages.filters.budget_above'
        : 'campaigns:pages.filters.budget_up_to',
      values: { amount: reais(search.budget) },
    });
  return chips;
}
