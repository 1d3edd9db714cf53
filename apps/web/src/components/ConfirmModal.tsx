import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { flattenErrors } from '../shell/feedback-store';
import { FormErrors } from './forms/FormErrors';
import { modalStyles } from './modal-styles';

interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  /** After the closing transition, e.g. to forget what the dialog was about. */
  onExited?: () => void;
  title: ReactNode;
  /** What the action does. */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  confirmColor?: string | undefined;
  /** Does the action; the dialog closes when it resolves and shows the refusal inside itself when it throws. */
  onConfirm: () => Promise<void>;
}

/** Asks before an action: what it does, cancel or confirm; a refusal is shown inside the dialog. */
export function ConfirmModal({ opened, onClose, onExited, title, children, cancelLabel, confirmLabel, confirmColor, onConfirm }: ConfirmModalProps) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setErrors([]);
    setPending(true);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setErrors(error instanceof ApiError ? flattenErrors(error.errors) : [t('common:generic_error')]);
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => {
        setErrors([]);
        onExited?.();
      }}
      title={title}
      centered
      styles={modalStyles}
    >
      <Stack gap="md">
        {children}
        <FormErrors messages={errors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button color={confirmColor} loading={pending} onClick={() => void confirm()} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
