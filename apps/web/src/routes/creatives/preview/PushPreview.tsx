import { Avatar, Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBell, IconBrandChrome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface PushPreviewProps {
  iconUrl: string | null;
  imageUrl?: string | null;
  title: string;
  body: string;
  displayUrl: string;
}

/** A web push notification as Android's shade and a desktop browser show it. */
export function PushPreview({ iconUrl, imageUrl, title, body, displayUrl }: PushPreviewProps) {
  const { t } = useTranslation();
  const shownTitle = title || t('creatives:preview.title_placeholder');
  const shownBody = body || t('creatives:preview.body_placeholder');
  const icon = (size: number) => (
    <Avatar src={iconUrl} size={size} radius="sm" color="verba" variant="light">
      <IconBell size={size / 2} />
    </Avatar>
  );
  return (
    <SimpleGrid cols={1} spacing="md" data-testid="push-preview">
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {t('creatives:preview.android')}
        </Text>
        <Paper radius="lg" p="sm" bg="dark.6" c="gray.0" maw={360}>
          <Group gap={6} mb={6}>
            <IconBrandChrome size={14} />
            <Text size="xs" c="gray.4" truncate>
              Chrome · {displayUrl || '…'} · {t('creatives:preview.now')}
            </Text>
          </Group>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Box miw={0}>
              <Text size="sm" fw={600} truncate>
                {shownTitle}
              </Text>
              <Text size="sm" c="gray.4" lineClamp={2}>
                {shownBody}
              </Text>
            </Box>
            {icon(40)}
          </Group>
          {imageUrl && <img src={imageUrl} alt="" style={{ width: '100%', marginTop: 8, borderRadius: 8 }} />}
        </Paper>
      </Stack>
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {t('creatives:preview.desktop')}
        </Text>
        <Paper withBorder radius="sm" p="sm" shadow="md" maw={360}>
          <Group gap="sm" align="flex-start" wrap="nowrap">
            {icon(48)}
            <Box miw={0}>
              <Text size="sm" fw={600} truncate>
                {shownTitle}
              </Text>
              <Text size="xs" lineClamp={2}>
                {shownBody}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {displayUrl || '…'}
              </Text>
            </Box>
          </Group>
        </Paper>
      </Stack>
    </SimpleGrid>
  );
}
