import { Button, EmptyState, Group, Paper, SegmentedControl, Select, Stack } from '@mantine/core';
import { IconPlus, IconTarget } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { pixelStatuses } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/forms/FormSection';
import { LoadError } from '../../components/LoadError';
import { ListPager } from '../../components/list/ListPager';
import { ListSearchInput } from '../../components/list/ListSearchInput';
import { useAdvertisers } from '../../hooks/api/advertisers';
import { usePixelGroups } from '../../hooks/api/pixels';
import { ButtonLink } from '../advertisers/links';
import { PixelGroupsList } from './PixelGroupsList';
import type { PixelsSearch } from './search';

const route = getRouteApi('/app/pixels');
const perPage = 20;
const statusKeys = {
  pending: 'pixels:status.pending',
  active: 'pixels:status.active',
  rejected: 'pixels:status.rejected',
} as const;

/** `/pixels` (spec §2): the company's pixel groups by advertiser, status and name; state in the URL. */
export function PixelsPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const groups = usePixelGroups({
    page: search.page ?? 1,
    per_page: perPage,
    search: search.search,
    status: search.status,
    advertiser_id: search.advertiser,
  });
  const advertisers = useAdvertisers({ page: 1, per_page: 100, sort: 'name' });
  const setSearch = (next: PixelsSearch) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });

  const meta = groups.data?.meta;
  const rows = groups.data?.data;
  const filtered = Boolean(search.search || search.status || search.advertiser);
  const createButton = (
    <ButtonLink
      to="/pixels/create"
      search={{ advertiser: search.advertiser }}
      leftSection={<IconPlus size={18} />}
    >
      {t('pixels:new')}
    </ButtonLink>
  );

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('pixels:title')} subtitle={t('pixels:subtitle')} actions={createButton} />
      <Paper withBorder radius="md">
        <Group justify="space-between" gap="sm" p="md" wrap="wrap">
          <ListSearchInput
            label={t('pixels:list.search_label')}
            placeholder={t('pixels:list.search_placeholder')}
            value={search.search}
            onSearch={(value) => setSearch({ search: value, page: undefined })}
            style={{ flex: '1 1 240px', maxWidth: 360 }}
          />
          <Group gap="sm" wrap="wrap" miw={0} maw="100%">
            <Select
              aria-label={t('pixels:list.advertiser_label')}
              placeholder={t('pixels:list.advertiser_all')}
              data={(advertisers.data?.data ?? []).map((a) => ({ value: a.id, label: a.display_name }))}
              value={search.advertiser ?? null}
              onChange={(value) => setSearch({ advertiser: value ?? undefined, page: undefined })}
              clearable
              searchable
              w={220}
            />
            <SegmentedControl
              // On a phone the four statuses scroll sideways inside the card instead of overflowing it.
              maw="100%"
              style={{ overflowX: 'auto' }}
              aria-label={t('pixels:list.status_label')}
              value={search.status ?? 'all'}
              onChange={(value) =>
                setSearch({ status: pixelStatuses.find((s) => s === value), page: undefined })
              }
              data={[
                { value: 'all', label: t('pixels:list.status_all') },
                ...pixelStatuses.map((s) => ({ value: s, label: t(statusKeys[s]) })),
              ]}
            />
          </Group>
        </Group>

        {groups.isError && !rows ? (
          <LoadError
            message={t('pixels:load_error')}
            retryLabel={t('pixels:retry')}
            onRetry={() => void groups.refetch()}
          />
        ) : rows && rows.length === 0 ? (
          <EmptyState
            py={48}
            icon={<IconTarget size={28} />}
            variant="light"
            title={filtered ? t('pixels:list.empty_filtered_title') : t('pixels:list.empty_title')}
            description={filtered ? t('pixels:list.empty_filtered') : t('pixels:list.empty')}
          >
            <EmptyState.Actions>
              {filtered ? (
                <Button
                  variant="light"
                  onClick={() =>
                    setSearch({
                      search: undefined,
                      status: undefined,
                      advertiser: undefined,
                      page: undefined,
                    })
                  }
                >
                  {t('pixels:list.clear_filters')}
                </Button>
              ) : (
                createButton
              )}
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <div style={{ opacity: groups.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
            <PixelGroupsList groups={rows} skeletonRows={4} />
          </div>
        )}

        {meta && meta.total > 0 && (
          <ListPager meta={meta} onPage={(next) => setSearch({ page: next > 1 ? next : undefined })} />
        )}
      </Paper>
    </Stack>
  );
}
