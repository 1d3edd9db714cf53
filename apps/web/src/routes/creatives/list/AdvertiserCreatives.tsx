import { Button, EmptyState, Group, Paper, Select } from '@mantine/core';
import { IconPhoto, IconPlus } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { creativeFormats, creativeStatuses } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { ListPager } from '../../../components/list/ListPager';
import { ListSearchInput } from '../../../components/list/ListSearchInput';
import { useCreatives } from '../../../hooks/api/creatives';
import { ButtonLink } from '../../advertisers/links';
import { formatLabels, statusLabels } from '../labels';
import type { AdvertiserPageSearch } from '../search';
import { CreativesTable } from './CreativesTable';

const route = getRouteApi('/app/advertisers/$id');
const perPage = 20;

/** The "Criativos" tab of an advertiser: its creatives with format, status and text filters in the URL. */
export function AdvertiserCreatives({
  advertiserId,
  canCreate,
}: {
  advertiserId: string;
  canCreate: boolean;
}) {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const creatives = useCreatives(advertiserId, {
    page: search.page ?? 1,
    per_page: perPage,
    search: search.search,
    format: search.format,
    status: search.status,
  });
  const setSearch = (next: AdvertiserPageSearch) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  const rows = creatives.data?.data;
  const meta = creatives.data?.meta;
  const filtered = Boolean(search.search || search.format || search.status);
  const createButton = canCreate && (
    <ButtonLink
      to="/advertisers/$id/creatives/create"
      params={{ id: advertiserId }}
      leftSection={<IconPlus size={18} />}
    >
      {t('creatives:new')}
    </ButtonLink>
  );

  return (
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
          {createButton}
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
          description={filtered ? t('creatives:list.empty_filtered') : t('creatives:list.empty')}
        >
          <EmptyState.Actions>
            {filtered ? (
              <Button
                variant="light"
                onClick={() =>
                  setSearch({ search: undefined, format: undefined, status: undefined, page: undefined })
                }
              >
                {t('creatives:list.clear_filters')}
              </Button>
            ) : (
              createButton
            )}
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <div style={{ opacity: creatives.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
          <CreativesTable creatives={rows} skeletonRows={4} />
        </div>
      )}

      {meta && meta.total > 0 && (
        <ListPager meta={meta} onPage={(next) => setSearch({ page: next > 1 ? next : undefined })} />
      )}
    </Paper>
  );
}
