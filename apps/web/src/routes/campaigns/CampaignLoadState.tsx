import { Button, Center, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { ButtonLink } from '../advertisers/links';

/** What a campaign screen shows before its data: skeletons, "not found", or a retry. */
export function CampaignLoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!error)
    return (
      <Stack gap="lg">
        <Skeleton height={120} radius="md" />
        <Skeleton height={320} radius="md" />
      </Stack>
    );
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Paper withBorder radius="md" p="xl">
      <Center>
        <Stack align="center" gap="sm">
          <Text c="dimmed">
            {notFound ? t('campaigns:pages.not_found') : t('campaigns:pages.load_error')}
          </Text>
          {notFound ? (
            <ButtonLink to="/campaigns" variant="light">
              {t('campaigns:pages.back_to_list')}
            </ButtonLink>
          ) : (
            <Button variant="light" onClick={onRetry}>
              {t('campaigns:pages.retry')}
            </Button>
          )}
        </Stack>
      </Center>
    </Paper>
  );
}
