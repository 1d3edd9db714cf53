import { Group, Select } from '@mantine/core';
import {
  dateRangeOfPreset,
  dateRangePresets,
  presetOfDateRange,
  saoPauloDateOf,
  type DateRangePreset as Preset,
} from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../forms/DateField';
import type { DateRangeSearch } from './date-range-search';

const custom = 'custom';

const presetLabelKeys: Record<Preset, string> = {
  today: 'common:date_range.presets.today',
  yesterday: 'common:date_range.presets.yesterday',
  this_week: 'common:date_range.presets.this_week',
  last_7_days: 'common:date_range.presets.last_7_days',
  last_15_days: 'common:date_range.presets.last_15_days',
  last_30_days: 'common:date_range.presets.last_30_days',
  this_month: 'common:date_range.presets.this_month',
  last_month: 'common:date_range.presets.last_month',
};

/**
 * The date filter of a list (spec §2): the presets (today, yesterday, this week, 7, 15 and 30 days,
 * this month, last month) counted from today in São Paulo, or a custom range of two days. Clearing
 * it shows every date. The list keeps `from`/`to` in its URL and the server applies them.
 */
export function DateRangePreset({
  value,
  onChange,
  today = saoPauloDateOf(new Date()),
}: {
  value: DateRangeSearch;
  onChange: (range: DateRangeSearch) => void;
  /** The São Paulo day the presets count from (tests pass one). */
  today?: string;
}) {
  const { t } = useTranslation();
  const hasRange = Boolean(value.from || value.to);
  const preset = hasRange ? presetOfDateRange(value, today) : undefined;
  const [customOpen, setCustomOpen] = useState(false);
  const selected = preset ?? (hasRange || customOpen ? custom : null);

  const choose = (choice: string | null) => {
    const next = dateRangePresets.find((p) => p === choice);
    setCustomOpen(choice === custom);
    if (next) onChange(dateRangeOfPreset(next, today));
    else if (choice === null) onChange({ from: undefined, to: undefined });
  };

  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      <Select
        aria-label={t('common:date_range.label')}
        placeholder={t('common:date_range.all')}
        data={[
          ...dateRangePresets.map((p) => ({ value: p, label: t(presetLabelKeys[p]) })),
          { value: custom, label: t('common:date_range.custom') },
        ]}
        value={selected}
        onChange={choose}
        clearable
        w={{ base: '100%', xs: 200 }}
        data-testid="date-range-preset"
      />
      {selected === custom && (
        <>
          <DateField
            aria-label={t('common:date_range.from')}
            value={value.from ?? ''}
            onChange={(from) => onChange({ ...value, from: from || undefined })}
            w={160}
          />
          <DateField
            aria-label={t('common:date_range.to')}
            value={value.to ?? ''}
            onChange={(to) => onChange({ ...value, to: to || undefined })}
            w={160}
          />
        </>
      )}
    </Group>
  );
}
