import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { FormErrors } from '../../components/forms/FormErrors';
import { useDeleteUser, useSetUserActive, type UserRow } from '../../hooks/api/users';
import { feedback, flattenErrors } from '../../shell/feedback-store';
import { modalStyles } from './modal-styles';

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
  const [errors, setErrors] = useState<string[]>([]);
  const pending = setActive.isPending || remove.isPending;

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
    setErrors([]);
    try {
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
      onClose();
    } catch (error) {
      setErrors(error instanceof ApiError ? flattenErrors(error.errors) : [t('common:generic_error')]);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => {
        setErrors([]);
        onExited();
      }}
      title={text?.title}
      centered
      styles={modalStyles}
    >
      <Stack gap="md">
        <Text size="sm">{text?.body}</Text>
        <FormErrors messages={errors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('users:actions.cancel')}
          </Button>
          <Button color={text?.color} loading={pending} onClick={() => void confirm()} data-autofocus>
            {text?.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
