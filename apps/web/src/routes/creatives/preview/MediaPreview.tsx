import { Button, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMovie, IconMusic } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The uploaded video or audio in the browser's own player, with the ad's headline and button under
 * it (and, for YouTube, its description).
 */
export function MediaPreview({
  kind,
  url,
  caption,
  description,
  callToAction,
}: {
  kind: 'video' | 'audio';
  url: string | null;
  caption?: string;
  description?: string;
  callToAction?: string;
}) {
  const player = <Player kind={kind} url={url} />;
  if (!caption && !callToAction && !description) return player;
  return (
    <Stack gap="xs" maw={480}>
      {player}
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} lineClamp={2}>
          {caption}
        </Text>
        {callToAction && (
          <Button size="compact-sm" component="span" style={{ flexShrink: 0 }}>
            {callToAction}
          </Button>
        )}
      </Group>
      {description && (
        <Text size="xs" c="dimmed" lineClamp={2} data-testid="video-description">
          {description}
        </Text>
      )}
    </Stack>
  );
}

function Player({ kind, url }: { kind: 'video' | 'audio'; url: string | null }) {
  const { t } = useTranslation();
  if (!url)
    return (
      <Paper withBorder radius="md" maw={480}>
        <Center h={kind === 'video' ? 220 : 80}>
          <Stack gap={4} align="center">
            {kind === 'video' ? <IconMovie size={28} /> : <IconMusic size={28} />}
            <Text size="xs" c="dimmed">
              {kind === 'video' ? t('creatives:preview.no_video') : t('creatives:preview.no_audio')}
            </Text>
          </Stack>
        </Center>
      </Paper>
    );
  return kind === 'video' ? (
    <video
      src={url}
      controls
      preload="metadata"
      data-testid="video-preview"
      style={{ width: '100%', maxWidth: 480, borderRadius: 8, background: '#000' }}
    />
  ) : (
    <audio
      src={url}
      controls
      preload="metadata"
      data-testid="audio-preview"
      style={{ width: '100%', maxWidth: 480 }}
    />
  );
}
