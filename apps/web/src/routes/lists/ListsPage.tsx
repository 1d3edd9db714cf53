import { Button, EmptyState, Group, Paper, Select, Stack } from '@mantine/core';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { customListTypes } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/forms/FormSection';
import { LoadError } from '../../components/LoadError';
import { ListPager } from '../../components/list/ListPager';
import { ListSearchInput } from '../../components/list/ListSearchInput';
import { useAdvertisers } from '../../hooks/api/advertisers';
import { useCustomLists } from '../../hooks/api/custom-lists';
import { CreateListModal } from './CreateListModal';
import { ListsTable } from './ListsTable';
import { typeLabels } from './list-labels';
import type { ListsSearch } from './search';

const route = getRouteApi('/app/lists');
const perPage = 20;

/** `/lists`: site/app lists and e-mail audiences, filtered by advertiser, type and name in the URL. */
export function ListsPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [creating, setCreating] = useState(false);
  const lists = useCustomLists({
    page: search.page ?? 1,
    per_page: perPage,
    search: search.search,
    advertiser_id: search.advertiser_id,
    type: search.type,
  });
  const advertisers = useAdvertisers({ page: 1, per_page: 100, status: 'active', sort: 'name' });
  const advertiserOptions = advertisers.data?.data ?? [];

  const setSearch = (next: ListsSearch) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  const rows = lists.data?.data;
  const meta = lists.data?.meta;
  const filtered = Boolean(search.search || search.advertiser_id || search.type);
  const createButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
      {t('lists:new')}
    </Button>
  );

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('lists:title')} subtitle={t('lists:subtitle')} actions={createButton} />
      <Paper withBorder radius="md">
        <Group gap="sm" p="md" wrap="wrap" align="flex-end">
          <ListSearchInput
            label={t('lists:filters.search_label')}
            placeholder={t('lists:filters.search_placeholder')}
            value={search.search}
            onSearch={(value) => setSearch({ search: value, page: undefined })}
            style={{ flex: '1 1 240px', maxWidth: 360 }}
          />
          <Select
            label={t('lists:filters.advertiser')}
            placeholder={t('lists:filters.all_advertisers')}
            data={advertiserOptions.map((a) => ({ value: a.id, label: a.display_name }))}
            value={search.advertiser_id ?? null}
            onChange={(value) => setSearch({ advertiser_id: value ?? undefined, page: undefined })}
            clearable
            searchable
            style={{ flex: '1 1 200px' }}
          />
          <Select
            label={t('lists:filters.type')}
            placeholder={t('lists:filters.all_types')}
            data={customListTypes.map((value) => ({ value, label: t(typeLabels[value]) }))}
            value={search.type ?? null}
            onChange={(value) =>
              setSearch({ type: customListTypes.find((type) => type === value), page: undefined })
            }
            clearable
            style={{ flex: '1 1 180px' }}
          />
        </Group>

        {lists.isError && !rows ? (
          <LoadError
            message={t('lists:load_error')}
            retryLabel={t('lists:retry')}
            onRetry={() => void lists.refetch()}
          />
        ) : rows && rows.length === 0 ? (
          <EmptyState
            py={48}
            icon={<IconListDetails size={28} />}
            variant="light"
            title={filtered ? t('lists:empty_filtered_title') : t('lists:empty_title')}
            description={filtered ? t('lists:empty_filtered') : t('lists:empty')}
          >
            <EmptyState.Actions>
              {filtered ? (
                <Button
                  variant="light"
                  onClick={() =>
                    setSearch({
                      search: undefined,
                      advertiser_id: undefined,
                      type: undefined,
                      page: undefined,
                    })
                  }
                >
                  {t('lists:clear_filters')}
                </Button>
              ) : (
                createButton
              )}
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <div style={{ opacity: lists.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
            <ListsTable lists={rows} />
          </div>
        )}
        {meta && meta.total > 0 && (
          <ListPager meta={meta} onPage={(next) => setSearch({ page: next > 1 ? next : undefined })} />
        )}
      </Paper>
      {creating && (
        <CreateListModal
          opened={creating}
          onClose={() => setCreating(false)}
          advertisers={advertiserOptions}
          defaultAdvertiserId={search.advertiser_id}
        />
      )}
    </Stack>
  );
}
