import type { AdvertiserSort } from '../../hooks/api/advertisers';

/** `/advertisers` list state in the URL: page, search text, status filter and sort. */
export interface AdvertisersSearch {
  page?: number;
  search?: string;
  status?: 'active' | 'inactive';
  sort?: AdvertiserSort;
}

const sorts: AdvertiserSort[] = ['name', '-name', 'created_at', '-created_at'];

export function validateAdvertisersSearch(search: Record<string, unknown>): AdvertisersSearch {
  const page = Number(search.page);
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 128) : '';
  const status = search.status === 'active' || search.status === 'inactive' ? search.status : undefined;
  const sort = sorts.find((s) => s === search.sort);
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    search: text || undefined,
    status,
    sort: sort === '-created_at' ? undefined : sort,
  };
}
