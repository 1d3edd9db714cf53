import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useSetAdvertiserStatus, type Advertiser } from '../../hooks/api/advertisers';
import { feedback, flattenErrors } from '../../shell/feedback-store';

/**
 * Confirms (de)activation and says what it does (spec §4): deactivating pauses the running
 * campaigns; activating does not reactivate them.
 */
export function ConfirmStatusModal({ advertiser, opened, onClose }: { advertiser: Advertiser; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const setStatus = useSetAdvertiserStatus();
  const [errors, setErrors] = useState<string[]>([]);
  const deactivating = advertiser.status === 'active';
  const name = advertiser.display_name;

  async function confirm() {
    setErrors([]);
    try {
      await setStatus.mutateAsync({ id: advertiser.id, status: deactivating ? 'inactive' : 'active' });
      feedback.notify('success', deactivating ? t('advertisers:status_modal.deactivated', { name }) : t('advertisers:status_modal.activated', { name }));
      onClose();
    } catch (error) {
      setErrors(error instanceof ApiError ? flattenErrors(error.errors) : [t('common:generic_error')]);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => setErrors([])}
      title={<Text fw={700}>{deactivating ? t('advertisers:status_modal.deactivate_title', { name }) : t('advertisers:status_modal.activate_title', { name })}</Text>}
      centered
    >
      <Stack gap="md">
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
        {errors.length > 0 && (
          <Alert color="red" variant="light" title={t('common:attention')} role="alert">
            <List size="sm" listStyleType="none">
              {errors.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={setStatus.isPending}>
            {t('advertisers:status_modal.cancel')}
          </Button>
          <Button color={deactivating ? 'orange' : undefined} loading={setStatus.isPending} onClick={() => void confirm()}>
            {deactivating ? t('advertisers:actions.deactivate') : t('advertisers:actions.activate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
