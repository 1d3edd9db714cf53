import { Button, EmptyState, Group, Paper, Select, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { creativeFormats, creativeStatuses } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/forms/FormSection';
import { LoadError } from '../../components/LoadError';
import { ListPager } from '../../components/list/ListPager';
import { ListSearchInput } from '../../components/list/ListSearchInput';
import { useAdvertisers } from '../../hooks/api/advertisers';
import { useCompanyCreatives } from '../../hooks/api/creatives';
import { formatLabels, statusLabels } from './labels';
import { CreativesTable } from './list/CreativesTable';
import type { CreativesSearch } from './search';

const route = getRouteApi('/app/creatives');
const perPage = 20;

/** `/creatives`: the creatives of all the company's advertisers; new ones are made from an advertiser. */
export function CreativesPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const creatives = useCompanyCreatives({
    page: search.page ?? 1,
    per_page: perPage,
    search: search.search,
    format: search.format,
    status: search.status,
    advertiser_id: search.advertiser,
  });
  const advertisers = useAdvertisers({ page: 1, per_page: 100, sort: 'name' });
  const setSearch = (next: CreativesSearch) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  const rows = creatives.data?.data;
  const meta = creatives.data?.meta;
  const filtered = Boolean(search.search || search.format || search.status || search.advertiser);

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('creatives:nav')} subtitle={t('creatives:all.subtitle')} />
      <Paper withBorder radius="md">
        <Group justify="space-between" gap="sm" p="md" wrap="wrap">
          <ListSearchInput
            label={t('creatives:list.search_label')}
            placeholder={t('creatives:list.search_placeholder')}
            value={search.search}
            onSearch={(value) => setSearch({ search: value, page: undefined })}
            style={{ flex: '1 1 220px', maxWidth: 360 }}
          />
          <Group gap="sm" wrap="wrap">
            <Select
              aria-label={t('creatives:list.advertiser_label')}
              placeholder={t('creatives:list.all_advertisers')}
              data={(advertisers.data?.data ?? []).map((a) => ({ value: a.id, label: a.display_name }))}
              value={search.advertiser ?? null}
              onChange={(value) => setSearch({ advertiser: value ?? undefined, page: undefined })}
              searchable
              clearable
              w={{ base: '100%', xs: 220 }}
            />
            <Select
              aria-label={t('creatives:list.format_label')}
              placeholder={t('creatives:list.all_formats')}
              data={creativeFormats.map((f) => ({ value: f, label: t(formatLabels[f].name) }))}
              value={search.format ?? null}
              onChange={(value) =>
                setSearch({ format: creativeFormats.find((f) => f === value), page: undefined })
              }
              clearable
              w={{ base: '100%', xs: 190 }}
            />
            <Select
              aria-label={t('creatives:list.status_label')}
              placeholder={t('creatives:list.all_statuses')}
              data={creativeStatuses.map((s) => ({ value: s, label: t(statusLabels[s]) }))}
              value={search.status ?? null}
              onChange={(value) =>
                setSearch({ status: creativeStatuses.find((s) => s === value), page: undefined })
              }
              clearable
              w={{ base: '100%', xs: 190 }}
            />
          </Group>
        </Group>
        {creatives.isError && !rows ? (
          <LoadError
            message={t('creatives:list.load_error')}
            retryLabel={t('creatives:list.retry')}
            onRetry={() => void creatives.refetch()}
          />
        ) : rows && rows.length === 0 ? (
          <EmptyState
            py={48}
            icon={<IconPhoto size={28} />}
            variant="light"
            title={filtered ? t('creatives:list.empty_filtered_title') : t('creatives:list.empty_title')}
            description={filtered ? t('creatives:list.empty_filtered') : t('creatives:all.empty')}
          >
            {filtered && (
              <EmptyState.Actions>
                <Button
                  variant="light"
                  onClick={() =>
                    setSearch({
                      search: undefined,
                      format: undefined,
                      status: undefined,
                      advertiser: undefined,
                      page: undefined,
                    })
                  }
                >
                  {t('creatives:list.clear_filters')}
                </Button>
              </EmptyState.Actions>
            )}
          </EmptyState>
        ) : (
          <div style={{ opacity: creatives.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
            <CreativesTable creatives={rows} skeletonRows={5} withAdvertiser />
          </div>
        )}
        {meta && meta.total > 0 && (
          <ListPager meta={meta} onPage={(next) => setSearch({ page: next > 1 ? next : undefined })} />
        )}
      </Paper>
    </Stack>
  );
}
