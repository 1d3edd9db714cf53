import { Chip, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A multiple choice among an enumeration, as chips; none chosen means "all". */
export function ChoiceChips<T extends string>({
  label,
  options,
  value,
  onChange,
  labelGroup,
}: {
  label: string;
  options: readonly T[];
  value: T[];
  onChange: (next: T[]) => void;
  /** The group of option labels of the wizard (devices, genders…). */
  labelGroup: 'devices' | 'environments' | 'genders' | 'age_ranges' | 'browsers' | 'spotify_platforms';
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
        <Text span size="xs" c="dimmed" ml={6}>
          {value.length === 0 ? t('campaigns:wizard.strategies.all') : ''}
        </Text>
      </Text>
      <Chip.Group multiple value={value} onChange={(next) => onChange(next)}>
        <Group gap={6}>
          {options.map((option) => (
            <Chip key={option} value={option} size="xs">
              {t(`campaigns:targeting.${labelGroup}.${option}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}
