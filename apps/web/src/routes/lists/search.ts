import { customListTypes, type CustomListType } from '@verba/domain/lists/list-entries';

/** `/lists` state in the URL: page, name search, advertiser and type filters. */
export interface ListsSearch {
  page?: number | undefined;
  search?: string | undefined;
  advertiser_id?: string | undefined;
  type?: CustomListType | undefined;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const pageOf = (value: unknown) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : undefined;
};
const textOf = (value: unknown, max: number) =>
  (typeof value === 'string' ? value.trim().slice(0, max) : '') || undefined;

export function validateListsSearch(search: Record<string, unknown>): ListsSearch {
  return {
    page: pageOf(search.page),
    search: textOf(search.search, 80),
    advertiser_id:
      typeof search.advertiser_id === 'string' && uuid.test(search.advertiser_id)
        ? search.advertiser_id
        : undefined,
    type: customListTypes.find((type) => type === search.type),
  };
}

/** `/lists/$id` state in the URL: the entries' page and search. */
export interface ListEntriesSearch {
  page?: number | undefined;
  search?: string | undefined;
}

export function validateListEntriesSearch(search: Record<string, unknown>): ListEntriesSearch {
  return { page: pageOf(search.page), search: textOf(search.search, 254) };
}
