import { Group, Text, Title } from '@mantine/core';
import { formatTime } from './time-format';
import { useTranslation } from 'react-i18next';

/** "Delivery", with when the figures were read (they refresh by themselves). */
export function DeliveryHeading({ generatedAt }: { generatedAt: string | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
      <Title order={2} size="h3" id="delivery-heading">
        {t('delivery:title')}
      </Title>
      {generatedAt && (
        <Text size="xs" c="dimmed">
          {t('delivery:updated_at', { time: formatTime(generatedAt, i18n.language) })}
        </Text>
      )}
    </Group>
  );
}
