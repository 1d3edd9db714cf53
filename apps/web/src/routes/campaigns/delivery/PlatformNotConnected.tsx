import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Said instead of "no deliveries yet" for a channel that runs on its platform's own API, not yet connected. */
export function PlatformNotConnected() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" data-testid="delivery-platform-not-connected">
      <Text size="sm" fw={600}>
        {t('delivery:platform.title')}
      </Text>
      <Text size="sm">{t('delivery:reasons.platform_not_connected.hint')}</Text>
    </Alert>
  );
}
