import { Button, EmptyState, Group, Paper, Select } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import {
  creativeFormats,
  creativeStatuses,
  type CreativeFormat,
  type CreativeStatus,
} from '@verba/domain/creatives/formats';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paged } from '../../../api/client';
import { LoadError } from '../../../components/LoadError';
import { ListPager } from '../../../components/list/ListPager';
import { ListSearchInput } from '../../../components/list/ListSearchInput';
import { formatLabels, statusLabels } from '../labels';

/** The list filters every creatives list keeps in its URL. */
export interface CreativesFilters {
  search?: string;
  format?: CreativeFormat;
  status?: CreativeStatus;
  page?: number;
}

/**
 * One creatives list (the company's, an advertiser's, staff review): the toolbar (text search,
 * format and status filters, and what the page adds), the load error, the empty state, the rows
 * and the pager. The pages differ only in their query, the extra filters and actions, the empty
 * words and the table, which are the props.
 */
export function CreativesListPanel<T>({
  list,
  filters,
  setFilters,
  leading,
  extraFilters,
  statusFilter = true,
  actions,
  filtered,
  onClearFilters,
  empty,
  children,
}: {
  list: {
    data: Paged<T> | undefined;
    isError: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  filters: CreativesFilters;
  setFilters: (next: CreativesFilters) => void;
  /** A control before the search (staff: the status as a segmented control); the search then takes the rest. */
  leading?: ReactNode;
  /** Filters before the format one (the company list: the advertiser). */
  extraFilters?: ReactNode;
  /** The status as a select (off where `leading` holds it). */
  statusFilter?: boolean;
  /** After the filters (an advertiser's "Novo criativo"); also the empty state's action when nothing is filtered. */
  actions?: ReactNode;
  /** Whether a filter is on: the empty state then offers to clear them. */
  filtered: boolean;
  onClearFilters: () => void;
  empty: { title: string; description: string };
  children: (rows: T[] | undefined) => ReactNode;
}) {
  const { t } = useTranslation();
  const rows = list.data?.data;
  const meta = list.data?.meta;
  const search = (
    <ListSearchInput
      label={t('creatives:list.search_label')}
      placeholder={t('creatives:list.search_placeholder')}
      value={filters.search}
      onSearch={(value) => setFilters({ search: value, page: undefined })}
      style={leading ? { flex: '1 1 200px' } : { flex: '1 1 220px', maxWidth: 360 }}
    />
  );
  const selects = (
    <>
      {extraFilters}
      <Select
        aria-label={t('creatives:list.format_label')}
        placeholder={t('creatives:list.all_formats')}
        data={creativeFormats.map((f) => ({ value: f, label: t(formatLabels[f].name) }))}
        value={filters.format ?? null}
        onChange={(value) => setFilters({ format: creativeFormats.find((f) => f === value), page: undefined })}
        clearable
        w={{ base: '100%', xs: 190 }}
      />
      {statusFilter && (
        <Select
          aria-label={t('creatives:list.status_label')}
          placeholder={t('creatives:list.all_statuses')}
          data={creativeStatuses.map((s) => ({ value: s, label: t(statusLabels[s]) }))}
          value={filters.status ?? null}
          onChange={(value) =>
            setFilters({ status: creativeStatuses.find((s) => s === value), page: undefined })
          }
          clearable
          w={{ base: '100%', xs: 190 }}
        />
      )}
    </>
  );
  const emptyActions = filtered ? (
    <Button variant="light" onClick={onClearFilters}>
      {t('creatives:list.clear_filters')}
    </Button>
  ) : (
    actions
  );

  return (
    <Paper withBorder radius="md">
      <Group justify="space-between" gap="sm" p="md" wrap="wrap">
        {leading ? (
          <>
            {leading}
            <Group gap="sm" wrap="wrap" style={{ flex: '1 1 320px' }}>
              {search}
              {selects}
            </Group>
          </>
        ) : (
          <>
            {search}
            <Group gap="sm" wrap="wrap">
              {selects}
              {actions}
            </Group>
          </>
        )}
      </Group>
      {list.isError && !rows ? (
        <LoadError
          message={t('creatives:list.load_error')}
          retryLabel={t('creatives:list.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : rows && rows.length === 0 ? (
        <EmptyState
          py={48}
          icon={<IconPhoto size={28} />}
          variant="light"
          title={filtered ? t('creatives:list.empty_filtered_title') : empty.title}
          description={filtered ? t('creatives:list.empty_filtered') : empty.description}
        >
          {emptyActions && <EmptyState.Actions>{emptyActions}</EmptyState.Actions>}
        </EmptyState>
      ) : (
        <div style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
          {children(rows)}
        </div>
      )}
      {meta && meta.total > 0 && (
        <ListPager meta={meta} onPage={(next) => setFilters({ page: next > 1 ? next : undefined })} />
      )}
    </Paper>
  );
}
