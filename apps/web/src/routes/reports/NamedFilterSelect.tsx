import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useReportFilterOptions,
  type ReportFilterOption,
  type ReportFilterOptionKind,
} from '../../hooks/api/report-filter-options';

const labelKeys: Record<ReportFilterOptionKind, string> = {
  campaign: 'reports:filters.campaigns',
  group: 'reports:filters.groups',
  strategy: 'reports:filters.strategies',
  creative: 'reports:filters.creatives',
};

const hintKeys: Record<ReportFilterOptionKind, string> = {
  campaign: 'reports:filters.campaigns_hint',
  group: 'reports:filters.groups_hint',
  strategy: 'reports:filters.strategies_hint',
  creative: 'reports:filters.creatives_hint',
};

/** How an option reads: the name, then where it lives (a strategy's group, the campaign). */
export function optionLabel(option: ReportFilterOption, unnamed: string): string {
  const name = option.name || unnamed;
  const where = [option.group, option.campaign].filter(Boolean).join(' · ');
  return where ? `${name} (${where})` : name;
}

/**
 * A filter of /reports that picks the company's campaigns, groups, strategies or creatives by name:
 * searched on the server as the user types, inside the advertisers (and, below campaigns, the
 * campaigns) chosen in the filters beside it; the picked ones stay named even when the search would
 * not find them.
 */
export function NamedFilterSelect({
  kind,
  value,
  campaignIds,
  advertiserIds,
  onChange,
  testId,
}: {
  kind: ReportFilterOptionKind;
  value: string[];
  campaignIds: string[];
  advertiserIds: string[];
  onChange: (ids: string[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const options = useReportFilterOptions(kind, { q, campaignIds, advertiserIds, ids: value });
  const unnamed = kind === 'campaign' ? t('reports:filters.unnamed') : t('reports:filters.unnamed_item');
  const data = (options.data ?? []).map((o) => ({ value: o.id, label: optionLabel(o, unnamed) }));
  // An id of the URL that is not the company's (or no longer exists) still shows, as its id.
  for (const id of value) if (!data.some((d) => d.value === id)) data.push({ value: id, label: id });
  return (
    <MultiSelect
      searchable
      clearable
      comboboxProps={{ withinPortal: true }}
      label={t(labelKeys[kind])}
      description={
        kind !== 'campaign' && campaignIds.length
          ? t('reports:filters.in_campaigns', { count: campaignIds.length })
          : advertiserIds.length
            ? t('reports:filters.in_advertisers', { count: advertiserIds.length })
            : t(hintKeys[kind])
      }
      placeholder={value.length ? undefined : t('reports:filters.search_by_name')}
      data={data}
      value={value}
      onChange={(ids) => {
        setSearch('');
        onChange(ids);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched by name; keep its answer as it is.
      filter={({ options: all }) => all}
      nothingFoundMessage={
        options.isFetching ? t('reports:filters.searching') : t('reports:filters.nothing_found')
      }
      maxDropdownHeight={280}
      data-testid={testId}
    />
  );
}
