import type { CampaignRow, DbOrTx } from '@verba/db';
import type { Actor } from '../deps';
import { recordAudit, type AuditAction } from '../audit/record-audit';

/** One audit-log row for a user's action on a campaign, in the action's transaction. */
export const auditCampaign = ({
  db,
  actor,
  campaign,
  action,
  metadata,
}: {
  db: DbOrTx;
  actor: Actor;
  campaign: Pick<CampaignRow, 'id' | 'advertiserId' | 'companyId'>;
  action: AuditAction & `campaign.${string}`;
  metadata?: Record<string, unknown>;
}) =>
  recordAudit({
    db,
    actor,
    action,
    companyId: campaign.companyId,
    targetType: 'campaign',
    targetId: campaign.id,
    metadata: { advertiser_id: campaign.advertiserId, ...metadata },
  });
