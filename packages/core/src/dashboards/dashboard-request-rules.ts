import type { DashboardRequestRow } from '@verba/db';

/** What the API answers for a "Solicitar dashboard" request. */
export interface DashboardRequestView {
  id: string;
  description: string;
  advertiser: { id: string; name: string } | null;
  requester: { id: string; name: string };
  company: { id: string; name: string } | null;
  status: 'open' | 'done';
  dashboard_id: string | null;
  created_at: string;
  done_at: string | null;
}

export function dashboardRequestView(
  row: DashboardRequestRow,
  names: { requester: string; advertiser: string | null; company: string | null },
): DashboardRequestView {
  return {
    id: row.id,
    description: row.description,
    advertiser: row.advertiserId ? { id: row.advertiserId, name: names.advertiser ?? '' } : null,
    requester: { id: row.requesterUserId, name: names.requester },
    company: names.company === null ? null : { id: row.companyId, name: names.company },
    status: row.status,
    dashboard_id: row.dashboardId,
    created_at: row.createdAt.toISOString(),
    done_at: row.doneAt?.toISOString() ?? null,
  };
}
