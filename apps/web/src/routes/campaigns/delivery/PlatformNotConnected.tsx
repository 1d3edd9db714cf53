import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Said instead of "no deliveries yet" for a channel whose platform has no live connector in this mode (issue 27). */
export function PlatformNotConnected() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" data-testid="delivery-platform-not-connected">
      <Text size="sm" fw={600}>
        {t('delivery:platform.title')}
      </Text>
      <Text size="sm">{t('delivery:reasons.channel_not_live.hint')}</Text>
    </Alert>
  );
}
