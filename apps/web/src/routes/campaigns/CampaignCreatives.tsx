import { Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCreative } from '../../hooks/api/creatives';
import { CreativeThumbnail } from '../creatives/list/CreativeBadges';

function CreativeTile({ id }: { id: string }) {
  const creative = useCreative(id);
  if (!creative.data) return <Skeleton width={64} height={64} radius="sm" />;
  const name = creative.data.name;
  return (
    <Tooltip label={name} withArrow>
      <div data-testid="campaign-creative">
        <CreativeThumbnail creative={creative.data} size={64} />
      </div>
    </Tooltip>
  );
}

/** The campaign's creatives as thumbnails (name on hover). */
export function CampaignCreatives({ ids }: { ids: string[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('campaigns:pages.detail.creatives')}
        </Title>
        {ids.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('campaigns:pages.detail.no_creatives')}
          </Text>
        ) : (
          <Group gap="sm">
            {ids.map((id) => (
              <CreativeTile key={id} id={id} />
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
