import { formatMoney } from '@verba/domain';
import type { CampaignsQuery } from '../../hooks/api/campaigns';
import type { CampaignBudgetBucket, CampaignsSearch } from './search';

const defaultSort: CampaignsQuery['sort'] = 'created_at';

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
  if (search.status) chips.push({ key: 'status', label: `campaigns:statuses.${search.status}` });
  if (search.type) chips.push({ key: 'type', label: `campaigns:types.${search.type}` });
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
