import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useConfirmEmailChange } from '../../hooks/api/users';
import { flattenErrors } from '../../shell/feedback-store';
import { useSession } from '../../session/session-store';
import { AuthCard } from './AuthCard';

const route = getRouteApi('/public/confirm-email');

/**
 * `/confirm-email?token=…`: the link of an e-mail change, sent to the new address. Works signed in
 * or not; the change is confirmed by a click (never on load, so a mail scanner opening the link
 * confirms nothing).
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const { token } = route.useSearch();
  const { authenticated } = useSession();
  const confirm = useConfirmEmailChange();
  const back = (
    <Text size="sm" ta="center">
      <Anchor component={Link} to="/">
        {authenticated ? t('auth:confirm_email.back_home') : t('auth:back_to_login')}
      </Anchor>
    </Text>
  );

  const body = () => {
    if (!token || confirm.isError) {
      const messages =
        confirm.error instanceof ApiError
          ? flattenErrors(confirm.error.errors)
          : [confirm.isError ? t('common:generic_error') : t('errors:EMAIL_CHANGE_TOKEN_INVALID')];
      return (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
            {messages.map((message) => (
              <Text key={message} size="sm">
                {message}
              </Text>
            ))}
          </Alert>
          {back}
        </Stack>
      );
    }
    if (confirm.isSuccess) {
      return (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} role="status">
            {t('auth:confirm_email.done', { email: confirm.data.email })}
          </Alert>
          {back}
        </Stack>
      );
    }
    return (
      <Stack gap="md">
        <Text size="sm">{t('auth:confirm_email.intro')}</Text>
        <Button fullWidth loading={confirm.isPending} onClick={() => confirm.mutate(token)}>
          {t('auth:confirm_email.submit')}
        </Button>
      </Stack>
    );
  };

  return <AuthCard title={t('auth:confirm_email.title')}>{body()}</AuthCard>;
}
