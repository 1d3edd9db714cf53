import type { CampaignRequestRow } from '@verba/db';
import type { CampaignRequestView } from '@verba/domain';

/** A managed-campaign request as its company sees it. */
export function toCampaignRequestView(row: CampaignRequestRow, advertiserName: string): CampaignRequestView {
  return {
    id: row.id,
    advertiser_id: row.advertiserId,
    advertiser_name: advertiserName,
    name: row.name,
    budget: row.budget.toString(),
    currency: row.currency,
    start_date: row.startDate,
    end_date: row.endDate,
    objective: row.objective,
    channels: row.channels,
    notes: row.notes,
    status: row.status,
    handled_at: row.handledAt?.toISOString() ?? null,
    campaign_id: row.campaignId,
    created_at: row.createdAt.toISOString(),
  };
}
