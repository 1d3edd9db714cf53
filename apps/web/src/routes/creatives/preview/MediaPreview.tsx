import { Center, Paper, Stack, Text } from '@mantine/core';
import { IconMovie, IconMusic } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The uploaded video or audio in the browser's own player. */
export function MediaPreview({ kind, url }: { kind: 'video' | 'audio'; url: string | null }) {
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
