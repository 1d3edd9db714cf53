import { Button, Center, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { ButtonLink } from './links';

/** What an advertiser screen shows before its data: skeletons, "not found", or a retry. */
export function AdvertiserLoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
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
          <Text c="dimmed">{notFound ? t('advertisers:not_found') : t('advertisers:load_error')}</Text>
          {notFound ? (
            <ButtonLink to="/advertisers" variant="light">
              {t('advertisers:back_to_list')}
            </ButtonLink>
          ) : (
            <Button variant="light" onClick={onRetry}>
              {t('advertisers:retry')}
            </Button>
          )}
        </Stack>
      </Center>
    </Paper>
  );
}
