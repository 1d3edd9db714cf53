import { Button, Center, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MediaPreview } from './MediaPreview';

/**
 * An AUDIO (Spotify) ad as the listener sees it while the spot plays: the 640×640 companion image
 * (shown square, clickable on Spotify), the advertiser's name, the tagline and the button, with the
 * uploaded audio in the browser's player under it.
 */
export function AudioPreview({
  audioUrl,
  companionUrl,
  advertiserName,
  tagline,
  callToAction,
}: {
  audioUrl: string | null;
  companionUrl: string | null;
  advertiserName: string;
  tagline: string;
  callToAction?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" maw={360} data-testid="audio-ad-preview">
      <Paper radius="md" p="sm" bg="dark.7" c="white">
        <Stack gap="xs">
          {companionUrl ? (
            <Image
              src={companionUrl}
              alt={t('creatives:preview.companion_alt')}
              radius="sm"
              w="100%"
              style={{ aspectRatio: '1 / 1', objectFit: 'cover' }}
              data-testid="companion-preview"
            />
          ) : (
            <Paper radius="sm" bg="dark.5" style={{ aspectRatio: '1 / 1' }}>
              <Center h="100%">
                <Stack gap={4} align="center">
                  <IconPhoto size={28} />
                  <Text size="xs" c="gray.4">
                    {t('creatives:preview.no_companion')}
                  </Text>
                </Stack>
              </Center>
            </Paper>
          )}
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-end">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="xs" c="gray.4" lineClamp={1}>
                {advertiserName || t('creatives:preview.sponsored')}
              </Text>
              <Text size="sm" fw={600} lineClamp={2}>
                {tagline || t('creatives:preview.title_placeholder')}
              </Text>
            </Stack>
            {callToAction && (
              <Button size="compact-sm" radius="xl" color="green" component="span" style={{ flexShrink: 0 }}>
                {callToAction}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      <MediaPreview kind="audio" url={audioUrl} />
    </Stack>
  );
}
