import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The Verba mark (a "V" in a rounded square) and the word mark. */
export function Logo({ size = 28, inverted = false }: { size?: number; inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap" role="img" aria-label={t('common:app_name')}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
        <rect width="32" height="32" rx="8" fill={inverted ? '#fff' : '#0b7a5c'} />
        <path d="M8 9l8 15 8-15" fill="none" stroke={inverted ? '#0b7a5c' : '#fff'} strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <Text component="span" fw={800} fz={size * 0.75} lh={1} c={inverted ? 'white' : undefined} style={{ letterSpacing: '-0.02em' }}>
        {t('common:app_name')}
      </Text>
    </Group>
  );
}
