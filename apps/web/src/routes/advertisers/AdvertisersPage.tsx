import { Button, EmptyState, Group, Paper, SegmentedControl, Select, Stack } from '@mantine/core';
import { IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/forms/FormSection';
import { LoadError } from '../../components/LoadError';
import { ListSearchInput } from '../../components/list/ListSearchInput';
import { ListPager } from '../../components/list/ListPager';
import { useAdvertisers, type AdvertiserSort } from '../../hooks/api/advertisers';
import { AdvertisersTable } from './AdvertisersTable';
import type { AdvertisersSearch } from './search';
import { ButtonLink } from './links';

const route = getRouteApi('/app/advertisers');
const perPage = 20;

/** `/advertisers` (spec §2): the company's advertisers with search, status filter, sort and paging, all in the URL. */
export function AdvertisersPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const sort: AdvertiserSort = search.sort ?? '-created_at';
  const advertisers = useAdvertisers({
    page,
    per_page: perPage,
    search: search.search,
    status: search.status,
    sort,
  });

  const setSearch = (next: AdvertisersSearch) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });

  const meta = advertisers.data?.meta;
  const rows = advertisers.data?.data;
  const filtered = Boolean(search.search || search.status);
  const clearFilters = () => {
    setSearch({ search: undefined, status: undefined, page: undefined });
  };
  const createButton = (
    <ButtonLink to="/advertisers/create" leftSection={<IconPlus size={18} />}>
      {t('advertisers:new')}
    </ButtonLink>
  );

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t('advertisers:title')}
        subtitle={t('advertisers:subtitle')}
        actions={createButton}
      />

      <Paper withBorder radius="md">
        <Group justify="space-between" gap="sm" p="md" wrap="wrap">
          <ListSearchInput
            label={t('advertisers:list.search_label')}
            placeholder={t('advertisers:list.search_placeholder')}
            value={search.search}
            onSearch={(value) => setSearch({ search: value, page: undefined })}
            style={{ flex: '1 1 260px', maxWidth: 420 }}
          />
          <Group gap="sm">
            <SegmentedControl
              aria-label={t('advertisers:list.filter_label')}
              value={search.status ?? 'all'}
              onChange={(value) =>
                setSearch({
                  status: value === 'active' || value === 'inactive' ? value : undefined,
                  page: undefined,
                })
              }
              data={[
                { value: 'all', label: t('advertisers:list.filter_all') },
                { value: 'active', label: t('advertisers:list.filter_active') },
                { value: 'inactive', label: t('advertisers:list.filter_inactive') },
              ]}
            />
            <Select
              aria-label={t('advertisers:list.sort_label')}
              value={sort}
              onChange={(value) =>
                setSearch({ sort: !value || value === '-created_at' ? undefined : value, page: undefined })
              }
              data={[
                { value: '-created_at', label: t('advertisers:list.sort_newest') },
                { value: 'created_at', label: t('advertisers:list.sort_oldest') },
                { value: 'name', label: t('advertisers:list.sort_name_asc') },
                { value: '-name', label: t('advertisers:list.sort_name_desc') },
              ]}
              allowDeselect={false}
              w={190}
            />
          </Group>
        </Group>

        {advertisers.isError && !rows ? (
          <LoadError
            message={t('advertisers:load_error')}
            retryLabel={t('advertisers:retry')}
            onRetry={() => void advertisers.refetch()}
          />
        ) : rows && rows.length === 0 ? (
          <EmptyState
            py={48}
            icon={<IconSpeakerphone size={28} />}
            variant="light"
            title={filtered ? t('advertisers:list.empty_filtered_title') : t('advertisers:list.empty_title')}
            description={filtered ? t('advertisers:list.empty_filtered') : t('advertisers:list.empty')}
          >
            <EmptyState.Actions>
              {filtered ? (
                <Button variant="light" onClick={clearFilters}>
                  {t('advertisers:list.clear_filters')}
                </Button>
              ) : (
                createButton
              )}
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <div style={{ opacity: advertisers.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
            <AdvertisersTable advertisers={rows} skeletonRows={5} />
          </div>
        )}

        {meta && meta.total > 0 && (
          <ListPager meta={meta} onPage={(next) => setSearch({ page: next > 1 ? next : undefined })} />
        )}
      </Paper>
    </Stack>
  );
}
