import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { useCancelEmailChange, useResendEmailChange, type UserRow } from '../hooks/api/users';
import { feedback, flattenErrors } from '../shell/feedback-store';
import { FormErrors } from './forms/FormErrors';

/**
 * A user's e-mail change waiting for the link sent to the new address (it takes effect only
 * then): the address, and buttons to send the link again or drop the change.
 */
export function PendingEmailNotice({
  userId,
  pendingEmail,
  onChanged,
}: {
  userId: string;
  pendingEmail: string;
  /** The pending address after a resend or cancel, for screens holding a copy of the user. */
  onChanged?: (pendingEmail: string | null) => void;
}) {
  const { t } = useTranslation();
  const resend = useResendEmailChange();
  const cancel = useCancelEmailChange();
  const [messages, setMessages] = useState<string[]>([]);

  const run = async (action: () => Promise<UserRow>, done: string) => {
    setMessages([]);
    try {
      const user = await action();
      feedback.notify('success', done);
      onChanged?.(user.pending_email);
    } catch (error) {
      setMessages(error instanceof ApiError ? flattenErrors(error.errors) : [t('common:generic_error')]);
    }
  };

  return (
    <Alert color="blue" variant="light" icon={<IconMailForward size={20} aria-hidden />}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('users:pending_email.title', { email: pendingEmail })}
        </Text>
        <Text size="sm">{t('users:pending_email.help')}</Text>
        <FormErrors messages={messages} />
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            loading={resend.isPending}
            disabled={cancel.isPending}
            onClick={() =>
              void run(
                () => resend.mutateAsync(userId),
                t('users:pending_email.resent', { email: pendingEmail }),
              )
            }
          >
            {t('users:pending_email.resend')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            loading={cancel.isPending}
            disabled={resend.isPending}
            onClick={() => void run(() => cancel.mutateAsync(userId), t('users:pending_email.canceled'))}
          >
            {t('users:pending_email.cancel')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
