import { campaignStatuses, type CampaignStatus } from '@verba/domain/campaigns/enumerations';

/** `/staff/campaigns` list state in the URL: page, search and status (pending when left out). */
export interface StaffCampaignsSearch {
  page?: number | undefined;
  q?: string | undefined;
  status?: CampaignStatus | undefined;
}

export function validateStaffCampaignsSearch(search: Record<string, unknown>): StaffCampaignsSearch {
  const page = Number(search.page);
  const text = typeof search.q === 'string' ? search.q.trim().slice(0, 128) : '';
  const status = campaignStatuses.find((s) => s === search.status);
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    q: text || undefined,
    status: status === 'pending' ? undefined : status,
  };
}

/** `/staff/campaign-requests` list state in the URL: page and status (open when left out). */
export interface StaffCampaignRequestsSearch {
  page?: number | undefined;
  status?: 'handled' | undefined;
}

export function validateStaffCampaignRequestsSearch(
  search: Record<string, unknown>,
): StaffCampaignRequestsSearch {
  const page = Number(search.page);
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    status: search.status === 'handled' ? 'handled' : undefined,
  };
}
