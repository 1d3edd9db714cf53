import type { CampaignRow } from '@verba/db';
import type { StaffCampaign } from '@verba/domain';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A campaign as the staff's review queue shows it. The checks count only when they ran for the
 * current submission.
 */
export function toStaffCampaign(
  row: CampaignRow,
  names: { advertiserName: string; companyName: string },
): StaffCampaign {
  const checksCurrent =
    row.automaticChecksAt !== null && (row.submittedAt === null || row.automaticChecksAt >= row.submittedAt);
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    objective: row.objective,
    status: row.status,
    advertiser_id: row.advertiserId,
    advertiser_name: names.advertiserName,
    company_id: row.companyId,
    company_name: names.companyName,
    currency: row.currency,
    budget: row.budget?.toString() ?? null,
    start_date: row.startDate,
    end_date: row.endDate,
    submitted_at: iso(row.submittedAt),
    reviewed_at: iso(row.reviewedAt),
    rejection_reason: row.rejectionReason,
    automatic_checks: checksCurrent ? (row.automaticChecks as StaffCampaign['automatic_checks']) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
