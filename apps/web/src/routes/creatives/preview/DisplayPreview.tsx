import { Box, Center, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A display banner at its real size (scrolling sideways when wider than the space, never scaled). */
export function DisplayPreview({
  imageUrl,
  width,
  height,
}: {
  imageUrl: string | null;
  width: number | null;
  height: number | null;
}) {
  const { t } = useTranslation();
  const size = width && height ? `${width} × ${height}` : null;
  return (
    <Stack gap={6}>
      <Box style={{ overflowX: 'auto', maxWidth: '100%' }}>
        {imageUrl ? (
          <img
            src={imageUrl}
            alt={t('creatives:preview.banner_alt', { size: size ?? '' })}
            width={width ?? undefined}
            height={height ?? undefined}
            data-testid="display-preview"
            style={{
              display: 'block',
              maxWidth: 'none',
              border: '1px solid var(--mantine-color-default-border)',
            }}
          />
        ) : (
          <Center
            w={width ?? 300}
            h={height ?? 250}
            bg="var(--mantine-color-default-hover)"
            style={{ border: '1px dashed var(--mantine-color-default-border)' }}
          >
            <Stack gap={4} align="center">
              <IconPhoto size={28} color="var(--mantine-color-dimmed)" />
              <Text size="xs" c="dimmed">
                {size ?? t('creatives:preview.no_image')}
              </Text>
            </Stack>
          </Center>
        )}
      </Box>
      {size && (
        <Text size="xs" c="dimmed">
          {t('creatives:preview.real_size', { size })}
        </Text>
      )}
    </Stack>
  );
}
