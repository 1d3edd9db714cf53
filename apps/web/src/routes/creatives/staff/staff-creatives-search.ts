import {
  creativeFormats,
  creativeStatuses,
  type CreativeFormat,
  type CreativeStatus,
} from '@verba/domain/creatives/formats';

/** `/staff/creatives` list state in the URL: page, status (pending when left out), format and search. */
export interface StaffCreativesSearch {
  page?: number;
  status?: CreativeStatus;
  format?: CreativeFormat;
  search?: string;
}

export function validateStaffCreativesSearch(search: Record<string, unknown>): StaffCreativesSearch {
  const page = Number(search.page);
  const status = creativeStatuses.find((s) => s === search.status);
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 128) : '';
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    status: status === 'pending' ? undefined : status,
    format: creativeFormats.find((f) => f === search.format),
    search: text || undefined,
  };
}
