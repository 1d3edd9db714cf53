import {
  creativeFormats,
  creativeStatuses,
  type CreativeFormat,
  type CreativeStatus,
} from '@verba/domain/creatives/formats';

/** `/advertisers/{id}` state in the URL: the tab, and the creatives list's filters and page. */
export interface AdvertiserPageSearch {
  tab?: 'creatives' | 'campaigns';
  format?: CreativeFormat;
  status?: CreativeStatus;
  search?: string;
  page?: number;
}

export function validateAdvertiserPageSearch(search: Record<string, unknown>): AdvertiserPageSearch {
  const page = Number(search.page);
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 128) : '';
  return {
    tab: search.tab === 'creatives' || search.tab === 'campaigns' ? search.tab : undefined,
    format: creativeFormats.find((f) => f === search.format),
    status: creativeStatuses.find((s) => s === search.status),
    search: text || undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** `/advertisers/{id}/creatives/create?format=…`: the format chosen, or none yet (the picker). */
export function validateCreateCreativeSearch(search: Record<string, unknown>): { format?: CreativeFormat } {
  const format = creativeFormats.find((f) => f === search.format);
  return format ? { format } : {};
}

/** `/creatives` list state in the URL: the advertiser page's filters without the tab, and the advertiser. */
export interface CreativesSearch extends Omit<AdvertiserPageSearch, 'tab'> {
  advertiser?: string;
}

export function validateCreativesSearch(search: Record<string, unknown>): CreativesSearch {
  const { tab: _tab, ...rest } = validateAdvertiserPageSearch(search);
  const advertiser =
    typeof search.advertiser === 'string' && /^[0-9a-f-]{36}$/i.test(search.advertiser)
      ? search.advertiser
      : undefined;
  return { ...rest, advertiser };
}
