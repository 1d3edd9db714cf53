import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The panel before its first answer: a skeleton, or a retry when the figures could not be read. */
export function DeliveryLoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!error)
    return (
      <Stack gap="sm">
        <Skeleton height={72} radius="md" />
        <Skeleton height={220} radius="md" />
      </Stack>
    );
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('delivery:load_error')}
        </Text>
        <Button variant="light" size="xs" onClick={onRetry}>
          {t('delivery:retry')}
        </Button>
      </Group>
    </Paper>
  );
}
