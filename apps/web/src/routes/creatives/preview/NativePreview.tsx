import { AspectRatio, Box, Button, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface NativePreviewProps {
  imageUrl: string | null;
  title: string;
  body: string;
  sponsoredBy: string;
  callToAction: string;
  displayUrl: string;
}

/** A native ad as a publisher's content card shows it: image, title, body, "sponsored by" and the button. */
export function NativePreview({
  imageUrl,
  title,
  body,
  sponsoredBy,
  callToAction,
  displayUrl,
}: NativePreviewProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" maw={340} style={{ overflow: 'hidden' }} data-testid="native-preview">
      <AspectRatio ratio={1.91}>
        {imageUrl ? (
          <img src={imageUrl} alt="" style={{ objectFit: 'cover' }} />
        ) : (
          <Center bg="var(--mantine-color-default-hover)">
            <IconPhoto size={32} color="var(--mantine-color-dimmed)" />
          </Center>
        )}
      </AspectRatio>
      <Stack gap={6} p="sm">
        <Text size="xs" c="dimmed">
          {t('creatives:preview.sponsored_by', { name: sponsoredBy || '…' })}
        </Text>
        <Text fw={700} size="md" lh={1.25}>
          {title || t('creatives:preview.title_placeholder')}
        </Text>
        {(body || !title) && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {body || t('creatives:preview.body_placeholder')}
          </Text>
        )}
        <Group justify="space-between" gap="xs" wrap="nowrap" mt={4}>
          <Box miw={0}>
            <Text size="xs" c="dimmed" truncate>
              {displayUrl}
            </Text>
          </Box>
          {callToAction && (
            <Button size="compact-sm" radius="xl" component="span" style={{ flexShrink: 0 }}>
              {callToAction}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
