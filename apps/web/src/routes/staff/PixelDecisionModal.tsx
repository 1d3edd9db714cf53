import { pixelLimits, rejectPixelGroupSchema } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { usePixelDecision, type PixelGroupView } from '../../hooks/api/pixels';
import { DecisionModal, type DecisionModalFrame } from './DecisionModal';

export type PixelAction = 'activate' | 'reject';

/** Staff activate a pending pixel group, or reject it with a reason its owner sees. */
export function PixelDecisionModal({
  group,
  action,
  ...frame
}: DecisionModalFrame & { group: PixelGroupView | undefined; action: PixelAction | undefined }) {
  const { t } = useTranslation();
  const decision = usePixelDecision();
  const rejecting = action === 'reject';
  return (
    <DecisionModal
      {...frame}
      rejecting={rejecting}
      schema={rejectPixelGroupSchema}
      reasonMax={pixelLimits.rejectionReason}
      text={{
        title: rejecting ? t('staff:pixels.reject_title') : t('staff:pixels.activate_title'),
        target: t('staff:pixels.decision_target', {
          name: group?.name ?? '',
          company: group?.company?.name ?? '',
        }),
        reason: t('staff:pixels.reason'),
        cancel: t('staff:pixels.cancel'),
        submit: rejecting ? t('staff:pixels.reject') : t('staff:pixels.activate'),
        done: rejecting ? t('staff:pixels.rejected') : t('staff:pixels.activated'),
      }}
      decide={
        group &&
        ((reason) =>
          decision.mutateAsync(
            rejecting
              ? { id: group.id, action: 'reject', reason: reason ?? '' }
              : { id: group.id, action: 'activate' },
          ))
      }
      pending={decision.isPending}
    />
  );
}
