import { pixelStatuses, type PixelStatus } from '@verba/domain/pixels/pixel-statuses';

/** `/pixels` and `/staff/pixels` list state in the URL: page, name search, status and (company) advertiser. */
export interface PixelsSearch {
  page?: number | undefined;
  search?: string | undefined;
  status?: PixelStatus | undefined;
  advertiser?: string | undefined;
}

export function validatePixelsSearch(search: Record<string, unknown>): PixelsSearch {
  const page = Number(search.page);
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 128) : '';
  const advertiser =
    typeof search.advertiser === 'string' && /^[0-9a-f-]{36}$/i.test(search.advertiser)
      ? search.advertiser
      : undefined;
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    search: text || undefined,
    status: pixelStatuses.find((s) => s === search.status),
    advertiser,
  };
}
