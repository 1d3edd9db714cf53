import {
  Button,
  EmptyState,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEye, IconPhoto } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { creativeFormats, creativeStatuses, formatDate } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/forms/FormSection';
import { LoadError } from '../../../components/LoadError';
import { ListPager } from '../../../components/list/ListPager';
import { ListSearchInput } from '../../../components/list/ListSearchInput';
import { ResponsiveList, type ListColumn } from '../../../components/list/ResponsiveList';
import { useStaffCreatives, type StaffCreative } from '../../../hooks/api/creatives';
import { formatLabels, statusLabels } from '../labels';
import { CreativeStatusBadge, CreativeThumbnail } from '../list/CreativeBadges';
import { ReviewCreativeModal } from './ReviewCreativeModal';
import type { StaffCreativesSearch } from './staff-creatives-search';

const route = getRouteApi('/app/staff/creatives');
const perPage = 20;

/** `/staff/creatives`: platform staff review the companies' creatives, pending first (oldest first). */
export function StaffCreativesPage() {
  const { t, i18n } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const status = search.status ?? 'pending';
  const creatives = useStaffCreatives({
    page: search.page ?? 1,
    per_page: perPage,
    status,
    format: search.format,
    search: search.search,
  });
  const setSearch = (next: StaffCreativesSearch) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  const [selectedId, setSelectedId] = useState<string>();
  const [opened, modal] = useDisclosure(false);
  const rows = creatives.data?.data;
  const meta = creatives.data?.meta;
  const selected = rows?.find((c) => c.id === selectedId);
  const open = (creative: StaffCreative) => {
    setSelectedId(creative.id);
    modal.open();
  };

  const columns: ListColumn<StaffCreative>[] = [
    {
      key: 'creative',
      label: t('creatives:columns.creative'),
      card: 'title',
      skeleton: <Skeleton height={48} width={220} radius="sm" />,
      render: (c, place) => (
        <Group gap="sm" wrap="nowrap" miw={0}>
          <CreativeThumbnail creative={c} />
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600} truncate={place === 'table'} maw={place === 'table' ? 260 : undefined}>
              {c.name}
            </Text>
            <Text
              size="xs"
              c="dimmed"
              truncate={place === 'table'}
              maw={place === 'table' ? 260 : undefined}
              title={`${c.company.name} · ${c.advertiser_name}`}
            >
              {c.company.name} · {c.advertiser_display_name}
            </Text>
          </Stack>
        </Group>
      ),
    },
    {
      key: 'format',
      label: t('creatives:columns.format'),
      render: (c) => <Text size="sm">{t(formatLabels[c.format].name)}</Text>,
    },
    {
      key: 'size',
      label: t('creatives:columns.size'),
      render: (c) => <Text size="sm">{c.size ?? '—'}</Text>,
    },
    {
      key: 'status',
      label: t('creatives:columns.status'),
      card: 'aside',
      render: (c) => <CreativeStatusBadge creative={c} />,
    },
    {
      key: 'updated_at',
      label: t('creatives:columns.updated_at'),
      render: (c) => <Text size="sm">{formatDate(c.updated_at, i18n.language)}</Text>,
    },
    {
      key: 'actions',
      label: t('creatives:review.actions'),
      labelHidden: true,
      card: 'actions',
      align: 'right',
      render: (c) => (
        <Button size="compact-sm" variant="light" leftSection={<IconEye size={14} />} onClick={() => open(c)}>
          {c.status === 'pending' ? t('creatives:review.open') : t('creatives:review.view')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('creatives:review.page_title')} subtitle={t('creatives:review.page_subtitle')} />
      <Paper withBorder radius="md">
        <Group justify="space-between" gap="sm" p="md" wrap="wrap">
          <SegmentedControl
            aria-label={t('creatives:list.status_label')}
            value={status}
            onChange={(value) =>
              setSearch({
                status: creativeStatuses.find((s) => s === value && s !== 'pending'),
                page: undefined,
              })
            }
            data={creativeStatuses.map((s) => ({ value: s, label: t(statusLabels[s]) }))}
          />
          <Group gap="sm" wrap="wrap" style={{ flex: '1 1 320px' }}>
            <ListSearchInput
              label={t('creatives:list.search_label')}
              placeholder={t('creatives:list.search_placeholder')}
              value={search.search}
              onSearch={(value) => setSearch({ search: value, page: undefined })}
              style={{ flex: '1 1 200px' }}
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
            title={t('creatives:review.empty_title')}
            description={t('creatives:review.empty')}
          />
        ) : (
          <div style={{ opacity: creatives.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
            <ResponsiveList
              rows={rows}
              columns={columns}
              rowKey={(c) => c.id}
              rowTestId="staff-creative-row"
              skeletonRows={4}
              minWidth={760}
              onRowClick={open}
            />
          </div>
        )}
        {meta && meta.total > 0 && (
          <ListPager meta={meta} onPage={(next) => setSearch({ page: next > 1 ? next : undefined })} />
        )}
      </Paper>
      <ReviewCreativeModal creative={selected} opened={opened && Boolean(selected)} onClose={modal.close} />
    </Stack>
  );
}
