import { campaignRejectionReasonMax, rejectCampaignSchema } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { useCampaignDecision, type StaffCampaign } from '../../hooks/api/campaign-review';
import { DecisionModal, type DecisionModalFrame } from './DecisionModal';

export type CampaignAction = 'approve' | 'reject';

/** Staff approve a pending campaign, or reject it with a reason its creator is e-mailed. */
export function CampaignDecisionModal({
  campaign,
  action,
  ...frame
}: DecisionModalFrame & { campaign: StaffCampaign | undefined; action: CampaignAction | undefined }) {
  const { t } = useTranslation();
  const decision = useCampaignDecision();
  const rejecting = action === 'reject';
  return (
    <DecisionModal
      {...frame}
      rejecting={rejecting}
      schema={rejectCampaignSchema}
      reasonMax={campaignRejectionReasonMax}
      text={{
        title: rejecting ? t('staff:campaigns.reject_title') : t('staff:campaigns.approve_title'),
        target: t('staff:campaigns.decision_target', {
          name: campaign?.name ?? '',
          company: campaign?.company_name ?? '',
        }),
        reason: t('staff:campaigns.reason'),
        cancel: t('staff:campaigns.cancel'),
        submit: rejecting ? t('staff:campaigns.reject') : t('staff:campaigns.approve'),
        done: rejecting ? t('staff:campaigns.rejected') : t('staff:campaigns.approved'),
      }}
      decide={
        campaign &&
        ((reason) =>
          decision.mutateAsync(
            rejecting
              ? { id: campaign.id, action: 'reject', reason: reason ?? '' }
              : { id: campaign.id, action: 'approve' },
          ))
      }
      pending={decision.isPending}
    />
  );
}
