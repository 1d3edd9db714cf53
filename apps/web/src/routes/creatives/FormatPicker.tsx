import { SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconBell,
  IconBrandYoutube,
  IconLayoutCards,
  IconMovie,
  IconMusic,
  IconPhoto,
  IconSearch,
  type IconProps,
} from '@tabler/icons-react';
import { creativeFormats, type CreativeFormat } from '@verba/domain';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLabels } from './labels';

const icons: Record<CreativeFormat, ComponentType<IconProps>> = {
  DISPLAY: IconPhoto,
  NATIVE_DISPLAY: IconLayoutCards,
  DISPLAY_VIDEO: IconMovie,
  PUSH: IconBell,
  SEARCH: IconSearch,
  YOUTUBE: IconBrandYoutube,
  AUDIO: IconMusic,
};

/** The first step of a new creative: which format (it cannot change later). */
export function FormatPicker({ onPick }: { onPick: (format: CreativeFormat) => void }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="format-picker">
      {creativeFormats.map((format) => {
        const Icon = icons[format];
        return (
          <UnstyledButton
            key={format}
            onClick={() => onPick(format)}
            p="md"
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-md)',
            }}
            aria-label={t(formatLabels[format].name)}
          >
            <Stack gap={8}>
              <ThemeIcon variant="light" size={40} radius="md">
                <Icon size={22} />
              </ThemeIcon>
              <Text fw={600}>{t(formatLabels[format].name)}</Text>
              <Text size="sm" c="dimmed">
                {t(formatLabels[format].description)}
              </Text>
            </Stack>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
