import { Group, Select } from '@mantine/core';
import { dateRangeOfPreset, dateRangePresets, saoPauloDateOf, type ReportRange } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/forms/DateField';

const custom = 'custom';

/**
 * The period of the whole board: one of the spec's presets, or "Personalizado" with the first and
 * last São Paulo day (as /reports). Choosing "Personalizado" starts from the days of the preset on
 * screen; the days are kept in order (moving one past the other moves both).
 */
export function BoardRangePicker({
  range,
  onChange,
}: {
  range: ReportRange;
  onChange: (range: ReportRange) => void;
}) {
  const { t } = useTranslation();
  const isCustom = 'from' in range;
  const [open, setOpen] = useState(isCustom);
  const showDays = isCustom || open;
  return (
    <Group gap="xs" wrap="wrap" align="flex-end" w={{ base: '100%', xs: 'auto' }}>
      <Select
        aria-label={t('dashboards:board.range')}
        data={[
          ...dateRangePresets.map((p) => ({ value: p, label: t(`common:date_range.presets.${p}`) })),
          { value: custom, label: t('common:date_range.custom') },
        ]}
        value={showDays ? custom : range.preset}
        onChange={(value) => {
          if (value === custom) {
            setOpen(true);
            if (!isCustom) onChange(dateRangeOfPreset(range.preset, saoPauloDateOf(new Date())));
            return;
          }
          const preset = dateRangePresets.find((p) => p === value);
          if (!preset) return;
          setOpen(false);
          onChange({ preset });
        }}
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
        data-testid="dashboard-range"
      />
      {showDays && isCustom && (
        <Group gap="xs" wrap="nowrap" grow w={{ base: '100%', xs: 300 }}>
          <DateField
            aria-label={t('common:date_range.from')}
            value={range.from}
            onChange={(from) => {
              if (from) onChange({ from, to: range.to >= from ? range.to : from });
            }}
            testId="dashboard-range-from"
          />
          <DateField
            aria-label={t('common:date_range.to')}
            value={range.to}
            onChange={(to) => {
              if (to) onChange({ to, from: range.from <= to ? range.from : to });
            }}
            testId="dashboard-range-to"
          />
        </Group>
      )}
    </Group>
  );
}
