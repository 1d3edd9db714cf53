import { useEffect } from 'react';
import { Alert, CloseButton, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { feedback, useFeedback, type Alert as FeedbackAlert, type AlertKind } from './feedback-store';
import { autoDismisses } from './notice-rules';

const alertColor: Record<AlertKind, string> = { success: 'teal', info: 'blue', warning: 'yellow' };
const autoDismissMs = 8_000;

function NotificationAlert({ alert }: { alert: FeedbackAlert }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!autoDismisses(alert.kind)) return;
    const timer = setTimeout(() => feedback.dismissAlert(alert.id), autoDismissMs);
    return () => clearTimeout(timer);
  }, [alert.id, alert.kind]);
  return (
    <Alert
      variant="light"
      color={alertColor[alert.kind]}
      title={alert.kind === 'success' ? t('common:success') : t('common:attention')}
      withCloseButton
      closeButtonLabel={t('shell:dismiss')}
      onClose={() => feedback.dismissAlert(alert.id)}
      role={alert.kind === 'warning' ? 'alert' : 'status'}
    >
      {alert.message}
    </Alert>
  );
}

/**
 * Spec §2 Behaviours: the global errors as a dismissible list titled "Attention!", and the
 * success, info and warning notifications.
 */
export function FeedbackArea() {
  const { t } = useTranslation();
  const { errors, alerts } = useFeedback();
  if (errors.length === 0 && alerts.length === 0) return null;
  return (
    <Stack gap="sm" mb="md">
      {errors.length > 0 && (
        <Alert variant="light" color="red" title={t('common:attention')} role="alert">
          <List spacing={4} size="sm" listStyleType="none">
            {errors.map((message, index) => (
              <List.Item key={`${index}-${message}`}>
                <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
                  <Text size="sm">{message}</Text>
                  <CloseButton size="sm" aria-label={t('shell:dismiss')} onClick={() => feedback.dismissError(index)} />
                </Group>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {alerts.map((alert) => (
        <NotificationAlert key={alert.id} alert={alert} />
      ))}
    </Stack>
  );
}
