import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { AccessRequestInput } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../api/client';
import { flattenErrors } from '../../shell/feedback-store';

/**
 * Shown when the sign-up found the CPF/CNPJ taken: "Pedir acesso" e-mails that company's
 * administrators that this e-mail asks to be invited (`POST register/access-request`). The answer
 * is the same whatever the company, so nothing about it is shown here.
 */
export function AccessRequest({ request }: { request: AccessRequestInput }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string>();

  async function ask() {
    setState('sending');
    setError(undefined);
    try {
      await api.post('register/access-request', request, { silent: true });
      setState('sent');
    } catch (failure) {
      setError(failure instanceof ApiError ? flattenErrors(failure.errors)[0] : t('common:generic_error'));
      setState('idle');
    }
  }

  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconUserPlus />}
      title={t('auth:access_request.title')}
      role="status"
    >
      {state === 'sent' ? (
        <Text size="sm">{t('auth:access_request.sent', { email: request.email })}</Text>
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('auth:access_request.body', { email: request.email })}</Text>
          {error && (
            <Text size="sm" c="red">
              {error}
            </Text>
          )}
          <Button size="xs" loading={state === 'sending'} onClick={() => void ask()}>
            {t('auth:access_request.action')}
          </Button>
        </Stack>
      )}
    </Alert>
  );
}
