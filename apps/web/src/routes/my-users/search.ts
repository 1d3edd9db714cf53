/** `/my-users` list state in the URL: page, search text and the active filter. */
export type StatusFilter = 'active' | 'inactive';

export interface MyUsersSearch {
  page?: number;
  search?: string;
  status?: StatusFilter;
}

export function validateMyUsersSearch(search: Record<string, unknown>): MyUsersSearch {
  const page = Number(search.page);
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 128) : '';
  const status = search.status === 'active' || search.status === 'inactive' ? search.status : undefined;
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    search: text || undefined,
    status,
  };
}
