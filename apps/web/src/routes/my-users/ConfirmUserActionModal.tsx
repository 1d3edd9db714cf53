import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/ConfirmModal';
import { useDeleteUser, useSetUserActive, type UserRow } from '../../hooks/api/users';
import { feedback } from '../../shell/feedback-store';

export type UserAction = 'activate' | 'deactivate' | 'delete';

interface ConfirmUserActionModalProps {
  action: UserAction | undefined;
  user: UserRow | undefined;
  opened: boolean;
  onClose: () => void;
  onExited: () => void;
}

/** Asks before activating, deactivating or deleting a user; a refusal is shown inside the dialog. */
export function ConfirmUserActionModal({
  action,
  user,
  opened,
  onClose,
  onExited,
}: ConfirmUserActionModalProps) {
  const { t } = useTranslation();
  const setActive = useSetUserActive();
  const remove = useDeleteUser();

  const text = (() => {
    const name = user?.name ?? '';
    switch (action) {
      case 'activate':
        return {
          title: t('users:activate_modal.title'),
          body: t('users:activate_modal.body', { name }),
          confirm: t('users:actions.activate'),
          color: undefined,
        };
      case 'deactivate':
        return {
          title: t('users:deactivate_modal.title'),
          body: t('users:deactivate_modal.body', { name }),
          confirm: t('users:actions.deactivate'),
          color: 'orange',
        };
      case 'delete':
        return {
          title: t('users:delete_modal.title'),
          body: t('users:delete_modal.body', { name }),
          confirm: t('users:actions.delete'),
          color: 'red',
        };
      default:
        return undefined;
    }
  })();

  async function confirm() {
    if (!user || !action) return;
    if (action === 'delete') {
      await remove.mutateAsync(user.id);
      feedback.notify('success', t('users:delete_modal.done', { name: user.name }));
    } else {
      await setActive.mutateAsync({ id: user.id, active: action === 'activate' });
      feedback.notify(
        'success',
        action === 'activate'
          ? t('users:activate_modal.done', { name: user.name })
          : t('users:deactivate_modal.done', { name: user.name }),
      );
    }
  }

  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      onExited={onExited}
      title={text?.title}
      cancelLabel={t('users:actions.cancel')}
      confirmLabel={text?.confirm ?? ''}
      confirmColor={text?.color}
      onConfirm={confirm}
    >
      <Text size="sm">{text?.body}</Text>
    </ConfirmModal>
  );
}
