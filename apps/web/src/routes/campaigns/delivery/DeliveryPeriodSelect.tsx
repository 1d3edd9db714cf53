import { Group, Select, Text } from '@mantine/core';
import { dateRangeOfPreset, formatDate, saoPauloDateOf } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { deliveryPeriods, type DeliveryPeriod } from './period-totals';

/**
 * The period of a delivery panel's figures: all time (the default) or a preset counted from today
 * in São Paulo, with the days it covers.
 */
export function DeliveryPeriodSelect({
  value,
  onChange,
}: {
  value: DeliveryPeriod | null;
  onChange: (period: DeliveryPeriod | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const range = value && dateRangeOfPreset(value, saoPauloDateOf(new Date()));
  return (
    <Group gap="sm" wrap="wrap">
      <Select
        size="xs"
        w={180}
        aria-label={t('common:date_range.label')}
        data-testid="delivery-period"
        allowDeselect={false}
        value={value ?? 'all'}
        onChange={(choice) => onChange(deliveryPeriods.find((p) => p === choice) ?? null)}
        data={[
          { value: 'all', label: t('common:date_range.all') },
          ...deliveryPeriods.map((p) => ({ value: p, label: t(`common:date_range.presets.${p}`) })),
        ]}
      />
      {range && (
        <Text size="xs" c="dimmed" data-testid="delivery-period-range">
          {range.from === range.to
            ? formatDate(range.from, i18n.language)
            : t('delivery:period_range', {
                from: formatDate(range.from, i18n.language),
                to: formatDate(range.to, i18n.language),
              })}
        </Text>
      )}
    </Group>
  );
}
