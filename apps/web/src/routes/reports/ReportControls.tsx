import {
  Button,
  Collapse,
  Group,
  MultiSelect,
  Pill,
  Select,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
  useMantineTheme,
  type ComboboxItem,
  type ComboboxItemGroup,
} from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import {
  brazilianStates,
  campaignTypes,
  dateRangeOfPreset,
  devices,
  environments,
  formatDate,
  saoPauloDateOf,
} from '@verba/domain';
import { dateRangePresets } from '@verba/domain/calendar/date-range';
import {
  reportBudgetBuckets,
  reportLimits,
  type ReportDimension,
  type ReportMetric,
} from '@verba/domain/reports/vocabulary';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/forms/DateField';
import { useAdvertisers } from '../../hooks/api/advertisers';
import { campaignTypeKeys } from '../campaigns/label-keys';
import { NamedFilterSelect } from './NamedFilterSelect';
import { definitionOfSearch } from './report-state';
import {
  defaultReportPeriod,
  listParam,
  reportFilterParamNames,
  type ReportFilterParam,
  type ReportsSearch,
} from './search';
import {
  reportBudgetBucketLabelKeys,
  reportComparisonLabelKeys,
  reportDimensionLabelKeys,
  reportMetricLabelKeys,
} from '@verba/domain/reports/label-keys';
import { dimensionGroupKeys, filterChipKeys, metricGroupKeys } from './label-keys';

/** The dimension picker's groups, in the order a media buyer looks for them. */
export const dimensionGroups: { group: keyof typeof dimensionGroupKeys; items: ReportDimension[] }[] = [
  { group: 'time', items: ['date', 'week', 'month', 'hour'] },
  { group: 'structure', items: ['advertiser', 'campaign', 'group', 'strategy', 'creative', 'channel'] },
  { group: 'location', items: ['state', 'city'] },
  { group: 'technology', items: ['device', 'environment', 'browser'] },
  { group: 'inventory', items: ['site_or_app', 'content_category', 'audience', 'keyword'] },
];

export const metricGroups: { group: keyof typeof metricGroupKeys; items: ReportMetric[] }[] = [
  {
    group: 'delivery',
    items: ['impressions', 'clicks', 'ctr', 'conversions', 'conversion_rate', 'reach', 'frequency'],
  },
  { group: 'cost', items: ['spend', 'cpm', 'cpc', 'cpa', 'cpv'] },
  {
    group: 'video',
    items: [
      'video_starts',
      'video_first_quartiles',
      'video_midpoints',
      'video_third_quartiles',
      'video_completes',
      'completion_rate',
    ],
  },
];

const custom = 'custom';

/**
 * What the report is made of: the period (spec presets or a custom range, São Paulo days), the
 * comparison, the dimensions (up to four, in order), the metrics and the filters. Every change
 * goes to the URL through `onChange`, which sends the page back to the first.
 */
export function ReportControls({
  search,
  onChange,
}: {
  search: ReportsSearch;
  onChange: (patch: Partial<ReportsSearch>) => void;
}) {
  const { t, i18n } = useTranslation();
  const definition = definitionOfSearch(search);
  const customRange = Boolean(search.from && search.to);
  const [customOpen, setCustomOpen] = useState(customRange);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = reportFilterParamNames.filter((name) => search[name]).length;

  const choosePeriod = (choice: string | null) => {
    if (choice === custom) {
      setCustomOpen(true);
      const today = saoPauloDateOf(new Date());
      const range = dateRangeOfPreset(search.period ?? defaultReportPeriod, today);
      onChange({ period: undefined, from: range.from, to: range.to });
      return;
    }
    setCustomOpen(false);
    const preset = dateRangePresets.find((p) => p === choice);
    if (preset) onChange({ period: preset, from: undefined, to: undefined });
  };

  const dimensionData: ComboboxItemGroup<ComboboxItem>[] = dimensionGroups.map(({ group, items }) => ({
    group: t(dimensionGroupKeys[group]),
    items: items.map((value) => ({ value, label: t(reportDimensionLabelKeys[value]) })),
  }));
  const metricData: ComboboxItemGroup<ComboboxItem>[] = metricGroups.map(({ group, items }) => ({
    group: t(metricGroupKeys[group]),
    items: items.map((value) => ({ value, label: t(reportMetricLabelKeys[value]) })),
  }));

  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, {
    getInitialValueInEffect: false,
  });
  const [editing, setEditing] = useState(false);
  const summary = [
    customRange
      ? `${formatDate(search.from!, i18n.language)} – ${formatDate(search.to!, i18n.language)}`
      : t(`common:date_range.presets.${search.period ?? defaultReportPeriod}`),
    definition.dimensions.map((d) => t(reportDimensionLabelKeys[d])).join(' › '),
    t('reports:controls.metrics_count', { count: definition.metrics.length }),
  ].join(' · ');

  return (
    <Stack gap="sm">
      {phone && (
        <UnstyledButton
          onClick={() => setEditing((open) => !open)}
          aria-expanded={editing}
          data-testid="report-edit-toggle"
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600}>
                {t('reports:controls.edit')}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {summary}
              </Text>
            </Stack>
            {editing ? <IconChevronUp size={18} /> : <IconChevronDown size={18} />}
          </Group>
        </UnstyledButton>
      )}
      <Collapse expanded={!phone || editing}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="sm">
            <Select
              label={t('reports:controls.period')}
              data={[
                ...dateRangePresets.map((p) => ({ value: p, label: t(`common:date_range.presets.${p}`) })),
                { value: custom, label: t('common:date_range.custom') },
              ]}
              value={customRange || customOpen ? custom : (search.period ?? defaultReportPeriod)}
              onChange={choosePeriod}
              allowDeselect={false}
              data-testid="report-period"
            />
            {(customRange || customOpen) && (
              <Group gap="xs" grow wrap="nowrap" align="flex-end">
                <DateField
                  label={t('common:date_range.from')}
                  value={search.from ?? ''}
                  onChange={(from) => {
                    if (from) onChange({ from, to: search.to && search.to >= from ? search.to : from });
                  }}
                  testId="report-from"
                />
                <DateField
                  label={t('common:date_range.to')}
                  value={search.to ?? ''}
                  onChange={(to) => {
                    if (to) onChange({ to, from: search.from && search.from <= to ? search.from : to });
                  }}
                  testId="report-to"
                />
              </Group>
            )}
            <Select
              label={t('reports:controls.compare')}
              data={(['none', 'previous_period', 'previous_year'] as const).map((value) => ({
                value,
                label: t(reportComparisonLabelKeys[value]),
              }))}
              value={search.compare ?? 'none'}
              onChange={(value) =>
                onChange({
                  compare: value === 'previous_period' || value === 'previous_year' ? value : undefined,
                })
              }
              allowDeselect={false}
              data-testid="report-compare"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="sm">
            <MultiSelect
              label={t('reports:controls.dimensions')}
              description={t('reports:controls.dimensions_hint', { max: reportLimits.dimensions })}
              data={dimensionData}
              value={definition.dimensions}
              maxValues={reportLimits.dimensions}
              onChange={(values) =>
                values.length > 0 && onChange({ dims: values.join(','), sort: undefined })
              }
              searchable
              hidePickedOptions
              comboboxProps={{ withinPortal: true }}
              data-testid="report-dimensions"
            />
            <MultiSelect
              label={t('reports:controls.metrics')}
              description={t('reports:controls.metrics_hint')}
              data={metricData}
              value={definition.metrics}
              onChange={(values) =>
                values.length > 0 && onChange({ metrics: values.join(','), chart: undefined })
              }
              searchable
              hidePickedOptions
              comboboxProps={{ withinPortal: true }}
              data-testid="report-metrics"
            />
          </SimpleGrid>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconAdjustmentsHorizontal size={14} />}
              onClick={() => setFiltersOpen((open) => !open)}
              aria-expanded={filtersOpen}
              data-testid="report-filters-toggle"
            >
              {t('reports:filters.toggle', { count: activeFilters })}
            </Button>
            <FilterChips search={search} onChange={onChange} />
          </Group>
          <Collapse expanded={filtersOpen}>
            <ReportFilters search={search} onChange={onChange} />
          </Collapse>
        </Stack>
      </Collapse>
    </Stack>
  );
}

function useFilterOptions() {
  const advertisers = useAdvertisers({ page: 1, per_page: 100, sort: 'name' });
  return {
    advertisers: (advertisers.data?.data ?? []).map((a) => ({ value: a.id, label: a.display_name })),
  };
}

function ReportFilters({
  search,
  onChange,
}: {
  search: ReportsSearch;
  onChange: (patch: Partial<ReportsSearch>) => void;
}) {
  const { t } = useTranslation();
  const options = useFilterOptions();
  const set = (name: ReportFilterParam) => (values: string[]) =>
    onChange({ [name]: values.length ? values.join(',') : undefined });
  const value = (name: ReportFilterParam) => listParam(search[name]);
  const common = { searchable: true, clearable: true, comboboxProps: { withinPortal: true } } as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="sm" pt="xs">
      <MultiSelect
        {...common}
        label={t('reports:filters.advertisers')}
        placeholder={value('advertisers').length ? undefined : t('reports:filters.all')}
        data={options.advertisers}
        value={value('advertisers')}
        onChange={set('advertisers')}
        data-testid="report-filter-advertisers"
      />
      <NamedFilterSelect
        kind="campaign"
        value={value('campaigns')}
        campaignIds={[]}
        advertiserIds={value('advertisers')}
        onChange={set('campaigns')}
        testId="report-filter-campaigns"
      />
      <NamedFilterSelect
        kind="group"
        value={value('groups')}
        campaignIds={value('campaigns')}
        advertiserIds={value('advertisers')}
        onChange={set('groups')}
        testId="report-filter-groups"
      />
      <NamedFilterSelect
        kind="strategy"
        value={value('strategies')}
        campaignIds={value('campaigns')}
        advertiserIds={value('advertisers')}
        onChange={set('strategies')}
        testId="report-filter-strategies"
      />
      <NamedFilterSelect
        kind="creative"
        value={value('creatives')}
        campaignIds={value('campaigns')}
        advertiserIds={value('advertisers')}
        onChange={set('creatives')}
        testId="report-filter-creatives"
      />
      <MultiSelect
        {...common}
        label={t('reports:filters.types')}
        placeholder={value('types').length ? undefined : t('reports:filters.all')}
        data={campaignTypes.map((type) => ({ value: type, label: t(campaignTypeKeys[type]) }))}
        value={value('types')}
        onChange={set('types')}
        data-testid="report-filter-types"
      />
      <MultiSelect
        {...common}
        label={t('reports:filters.budgets')}
        description={t('reports:filters.budgets_hint')}
        placeholder={value('budgets').length ? undefined : t('reports:filters.all')}
        data={reportBudgetBuckets.map((bucket) => ({
          value: bucket,
          label: t(reportBudgetBucketLabelKeys[bucket]),
        }))}
        value={value('budgets')}
        onChange={set('budgets')}
        data-testid="report-filter-budgets"
      />
      <MultiSelect
        {...common}
        label={t('reports:filters.states')}
        placeholder={value('states').length ? undefined : t('reports:filters.all')}
        data={[...brazilianStates]}
        value={value('states')}
        onChange={set('states')}
        data-testid="report-filter-states"
      />
      <MultiSelect
        {...common}
        label={t('reports:filters.devices')}
        placeholder={value('devices').length ? undefined : t('reports:filters.all')}
        data={devices.map((device) => ({ value: device, label: t(`campaigns:targeting.devices.${device}`) }))}
        value={value('devices')}
        onChange={set('devices')}
        data-testid="report-filter-devices"
      />
      <MultiSelect
        {...common}
        label={t('reports:filters.environments')}
        placeholder={value('environments').length ? undefined : t('reports:filters.all')}
        data={environments.map((env) => ({
          value: env,
          label: t(`campaigns:targeting.environments.${env}`),
        }))}
        value={value('environments')}
        onChange={set('environments')}
        data-testid="report-filter-environments"
      />
    </SimpleGrid>
  );
}

/** The active filters as removable chips, each with the count of its values. */
function FilterChips({
  search,
  onChange,
}: {
  search: ReportsSearch;
  onChange: (patch: Partial<ReportsSearch>) => void;
}) {
  const { t } = useTranslation();
  const active = reportFilterParamNames.filter((name) => search[name]);
  if (!active.length) return null;
  return (
    <Group gap={6} data-testid="report-filter-chips">
      {active.map((name) => (
        <Pill
          key={name}
          withRemoveButton
          removeButtonProps={{ 'aria-label': t('reports:filters.remove') }}
          onRemove={() => onChange({ [name]: undefined })}
        >
          {t(filterChipKeys[name], { count: listParam(search[name]).length })}
        </Pill>
      ))}
      <Button
        variant="subtle"
        size="compact-xs"
        onClick={() => onChange(Object.fromEntries(active.map((name) => [name, undefined])))}
      >
        {t('reports:filters.clear')}
      </Button>
    </Group>
  );
}
