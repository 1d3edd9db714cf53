import {
  Button,
  Collapse,
  EmptyState,
  Group,
  Paper,
  Pill,
  Select,
  Stack,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { IconSpeakerphone } from '@tabler/icons-react';
import { campaignStatuses, campaignTypes, dateRangePresets } from '@verba/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { ListPager } from '../../components/list/ListPager';
import { ListSearchInput } from '../../components/list/ListSearchInput';
import { useAdvertisers } from '../../hooks/api/advertisers';
import { campaignSorts, useCampaignList } from '../../hooks/api/campaigns';
import { CampaignsTable } from './CampaignsTable';
import { campaignFilterChips, campaignsQueryOf } from './list-filters';
import { campaignBudgetBuckets, validateCampaignsSearch, type CampaignsSearch } from './search';

const perPage = 20;
const sortOptions = campaignSorts.flatMap((sort) => [`${sort}:desc`, `${sort}:asc`]);

/**
 * Filters, chips, the list and its pager. `/campaigns` keeps the state in its URL; an advertiser's
 * page passes its advertiser as `advertiserId` (no advertiser filter then).
 */
export function CampaignsListCard({
  search,
  onSearch,
  advertiserId,
  emptyAction,
}: {
  search: CampaignsSearch;
  onSearch: (next: CampaignsSearch) => void;
  advertiserId?: string;
  /** What the empty state of a new account offers (the "Nova campanha" menu). */
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation();
  const effective = advertiserId ? { ...search, advertiser: advertiserId } : search;
  const campaigns = useCampaignList(campaignsQueryOf(effective, perPage));
  const advertisers = useAdvertisers({ page: 1, per_page: 100, sort: 'name' });
  const set = (next: CampaignsSearch) =>
    onSearch(validateCampaignsSearch({ ...search, page: undefined, ...next }));
  const chips = campaignFilterChips(search, { advertiserFixed: Boolean(advertiserId) });
  const rows = campaigns.data?.data;
  const meta = campaigns.data?.meta;
  const sortValue = `${search.sort ?? 'created_at'}:${search.order ?? 'desc'}`;
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, {
    getInitialValueInEffect: false,
  });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = chips.filter((c) => c.key !== 'q').length;

  return (
    <Paper withBorder radius="md">
      <Stack gap="sm" p="md">
        <Group gap="sm" wrap="wrap" align="flex-end">
          <ListSearchInput
            label={t('campaigns:pages.filters.search_label')}
            placeholder={t('campaigns:pages.filters.search_placeholder')}
            value={search.q}
            onSearch={(value) => set({ q: value })}
            style={{ flex: '1 1 240px', maxWidth: 360 }}
          />
          <Select
            label={t('campaigns:pages.filters.sort')}
            data={sortOptions.map((o) => ({
              value: o,
              label: t(`campaigns:pages.sort.${o.replace(':', '_')}`),
            }))}
            value={sortValue}
            onChange={(value) => {
              const [sort, order] = (value ?? 'created_at:desc').split(':');
              set({ sort: sort as CampaignsSearch['sort'], order: order as CampaignsSearch['order'] });
            }}
            allowDeselect={false}
            w={{ base: '100%', xs: 210 }}
            data-testid="filter-sort"
          />
          {phone && (
            <Button
              variant="default"
              leftSection={<IconAdjustmentsHorizontal size={16} />}
              onClick={() => setFiltersOpen((o) => !o)}
              aria-expanded={filtersOpen}
              data-testid="filters-toggle"
            >
              {t('campaigns:pages.filters.toggle', { count: activeFilters })}
            </Button>
          )}
        </Group>
        <Collapse expanded={!phone || filtersOpen}>
          <Group gap="sm" wrap="wrap" align="flex-end">
            <Select
              label={t('campaigns:pages.filters.status')}
              placeholder={t('campaigns:pages.filters.all')}
              data={campaignStatuses
                .filter((s) => s !== 'inactive')
                .map((s) => ({ value: s, label: t(`campaigns:statuses.${s}`) }))}
              value={search.status ?? null}
              onChange={(value) => set({ status: value ?? undefined })}
              clearable
              w={{ base: '100%', xs: 160 }}
              data-testid="filter-status"
            />
            <Select
              label={t('campaigns:pages.filters.type')}
              placeholder={t('campaigns:pages.filters.all')}
              data={campaignTypes.map((type) => ({ value: type, label: t(`campaigns:types.${type}`) }))}
              value={search.type ?? null}
              onChange={(value) => set({ type: value ?? undefined })}
              clearable
              w={{ base: '100%', xs: 190 }}
              data-testid="filter-type"
            />
            {!advertiserId && (
              <Select
                label={t('campaigns:pages.filters.advertiser')}
                placeholder={t('campaigns:pages.filters.all')}
                data={(advertisers.data?.data ?? []).map((a) => ({ value: a.id, label: a.display_name }))}
                value={search.advertiser ?? null}
                onChange={(value) => set({ advertiser: value ?? undefined })}
                clearable
                searchable
                w={{ base: '100%', xs: 200 }}
                data-testid="filter-advertiser"
              />
            )}
            <Select
              label={t('campaigns:pages.filters.period')}
              placeholder={t('common:date_range.all')}
              data={dateRangePresets.map((p) => ({ value: p, label: t(`common:date_range.presets.${p}`) }))}
              value={search.period ?? null}
              onChange={(value) => set({ period: value ?? undefined })}
              clearable
              w={{ base: '100%', xs: 170 }}
              data-testid="filter-period"
            />
            <Select
              label={t('campaigns:pages.filters.budget')}
              placeholder={t('campaigns:pages.filters.all')}
              data={campaignBudgetBuckets.map((b) => {
                const chip = campaignFilterChips({ budget: b })[0]!;
                return { value: b, label: t(chip.label, chip.values) };
              })}
              value={search.budget ?? null}
              onChange={(value) => set({ budget: value ?? undefined })}
              clearable
              w={{ base: '100%', xs: 170 }}
              data-testid="filter-budget"
            />
          </Group>
        </Collapse>
        {chips.length > 0 && (
          <Group gap="xs" data-testid="filter-chips">
            {chips.map((chip) => (
              <Pill
                key={chip.key}
                withRemoveButton
                removeButtonProps={{ 'aria-label': t('campaigns:pages.filters.remove') }}
                onRemove={() => set({ [chip.key]: undefined })}
              >
                {chip.key === 'advertiser'
                  ? (advertisers.data?.data.find((a) => a.id === search.advertiser)?.display_name ??
                    t(chip.label))
                  : t(chip.label, chip.values)}
              </Pill>
            ))}
            <Button variant="subtle" size="compact-sm" onClick={() => onSearch({})}>
              {t('campaigns:pages.filters.clear')}
            </Button>
          </Group>
        )}
      </Stack>

      {campaigns.isError && !rows ? (
        <LoadError
          message={t('campaigns:pages.load_error')}
          retryLabel={t('campaigns:pages.retry')}
          onRetry={() => void campaigns.refetch()}
        />
      ) : rows && rows.length === 0 ? (
        <EmptyState
          py={48}
          icon={<IconSpeakerphone size={28} />}
          variant="light"
          title={chips.length ? t('campaigns:pages.empty_filtered_title') : t('campaigns:pages.empty_title')}
          description={chips.length ? t('campaigns:pages.empty_filtered') : t('campaigns:pages.empty')}
          data-testid="campaigns-empty"
        >
          <EmptyState.Actions>
            {chips.length ? (
              <Button variant="light" onClick={() => onSearch({})}>
                {t('campaigns:pages.filters.clear')}
              </Button>
            ) : (
              emptyAction
            )}
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <div style={{ opacity: campaigns.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
          <CampaignsTable campaigns={rows} skeletonRows={5} showAdvertiser={!advertiserId} />
        </div>
      )}

      {meta && meta.total > 0 && (
        <ListPager
          meta={meta}
          onPage={(next) => onSearch({ ...search, page: next > 1 ? next : undefined })}
        />
      )}
    </Paper>
  );
}
