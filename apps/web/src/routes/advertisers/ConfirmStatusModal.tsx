import { List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/ConfirmModal';
import { useSetAdvertiserStatus, type Advertiser } from '../../hooks/api/advertisers';
import { feedback } from '../../shell/feedback-store';

/**
 * Confirms (de)activation and says what it does (spec §4): deactivating pauses the running
 * campaigns; activating does not reactivate them.
 */
export function ConfirmStatusModal({ advertiser, opened, onClose }: { advertiser: Advertiser; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const setStatus = useSetAdvertiserStatus();
  const deactivating = advertiser.status === 'active';
  const name = advertiser.display_name;

  async function confirm() {
    await setStatus.mutateAsync({ id: advertiser.id, status: deactivating ? 'inactive' : 'active' });
    feedback.notify('success', deactivating ? t('advertisers:status_modal.deactivated', { name }) : t('advertisers:status_modal.activated', { name }));
  }

  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      title={deactivating ? t('advertisers:status_modal.deactivate_title', { name }) : t('advertisers:status_modal.activate_title', { name })}
      cancelLabel={t('advertisers:status_modal.cancel')}
      confirmLabel={deactivating ? t('advertisers:actions.deactivate') : t('advertisers:actions.activate')}
      confirmColor={deactivating ? 'orange' : undefined}
      onConfirm={confirm}
    >
      {deactivating ? (
        <List size="sm" spacing={6}>
          <List.Item>{t('advertisers:status_modal.deactivate_pauses')}</List.Item>
          <List.Item>{t('advertisers:status_modal.deactivate_no_edit')}</List.Item>
          <List.Item>{t('advertisers:status_modal.deactivate_balance')}</List.Item>
        </List>
      ) : (
        <List size="sm" spacing={6}>
          <List.Item>{t('advertisers:status_modal.activate_edit')}</List.Item>
          <List.Item>{t('advertisers:status_modal.activate_campaigns_stay_paused')}</List.Item>
        </List>
      )}
    </ConfirmModal>
  );
}
