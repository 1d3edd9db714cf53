import { pixelStatuses, type PixelStatus } from '@verba/domain/pixels/pixel-statuses';

/** `/staff/pixels` list state in the URL: page, search and status (pending when left out). */
export interface StaffPixelsSearch {
  page?: number | undefined;
  search?: string | undefined;
  status?: PixelStatus | undefined;
}

export function validateStaffPixelsSearch(search: Record<string, unknown>): StaffPixelsSearch {
  const page = Number(search.page);
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 128) : '';
  const status = pixelStatuses.find((s) => s === search.status);
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    search: text || undefined,
    status: status === 'pending' ? undefined : status,
  };
}
