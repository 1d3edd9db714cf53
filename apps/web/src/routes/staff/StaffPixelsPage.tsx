import { Button, EmptyState, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTarget } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { formatDate, pixelStatuses } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/forms/FormSection';
import { LoadError } from '../../components/LoadError';
import { ListPager } from '../../components/list/ListPager';
import { ListSearchInput } from '../../components/list/ListSearchInput';
import { ResponsiveList, type ListColumn } from '../../components/list/ResponsiveList';
import { useStaffPixelGroups, type PixelGroupView } from '../../hooks/api/pixels';
import { PixelStatusBadge } from '../pixels/PixelStatusBadge';
import { PixelDecisionModal, type PixelAction } from './PixelDecisionModal';
import type { StaffPixelsSearch } from './pixels-search';

const route = getRouteApi('/app/staff/pixels');
const statusKeys = {
  pending: 'pixels:status.pending',
  active: 'pixels:status.active',
  rejected: 'pixels:status.rejected',
} as const;

/**
 * `/staff/pixels` (DESIGN §7): platform staff review new pixel groups, oldest first — activate
 * them (spec §4: within 48 h) or reject them with a reason. List state in the URL.
 */
export function StaffPixelsPage() {
  const { t, i18n } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const status = search.status ?? 'pending';
  const groups = useStaffPixelGroups({ page: search.page ?? 1, status, search: search.search });
  const setSearch = (next: StaffPixelsSearch) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  const [target, setTarget] = useState<{ group: PixelGroupView; action: PixelAction }>();
  const [opened, modal] = useDisclosure(false);
  const open = (group: PixelGroupView, action: PixelAction) => {
    setTarget({ group, action });
    modal.open();
  };

  const columns: ListColumn<PixelGroupView>[] = [
    {
      key: 'group',
      label: t('staff:pixels.columns.group'),
      card: 'title',
      render: (g) => (
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600} truncate>
            {g.name}
          </Text>
          <Text size="xs" c="dimmed" truncate title={`${g.company?.name ?? ''} · ${g.advertiser.name}`}>
            {g.company?.name} · {g.advertiser.display_name}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'rules',
      label: t('staff:pixels.columns.rules'),
      render: (g) => (
        <Text size="sm" ff="monospace" truncate maw={260}>
          {g.rules.map((r) => r.event_name).join(', ')}
        </Text>
      ),
    },
    {
      key: 'status',
      label: t('staff:pixels.columns.status'),
      card: 'aside',
      render: (g) => <PixelStatusBadge status={g.status} />,
    },
    {
      key: 'created_at',
      label: t('staff:pixels.columns.created_at'),
      render: (g) => <Text size="sm">{formatDate(g.created_at, i18n.language)}</Text>,
    },
    {
      key: 'actions',
      label: t('staff:pixels.columns.actions'),
      card: 'actions',
      align: 'right',
      render: (g) =>
        g.status === 'pending' ? (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button
              size="xs"
              color="teal"
              onClick={() => open(g, 'activate')}
              aria-label={`${t('staff:pixels.activate')}: ${g.name}`}
            >
              {t('staff:pixels.activate')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => open(g, 'reject')}
              aria-label={`${t('staff:pixels.reject')}: ${g.name}`}
            >
              {t('staff:pixels.reject')}
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed" maw={260} truncate>
            {g.rejection_reason ?? ''}
          </Text>
        ),
    },
  ];
  const rows = groups.data?.data;
  const meta = groups.data?.meta;

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('staff:pixels.title')} subtitle={t('staff:pixels.subtitle')} />
      <Paper withBorder radius="md">
        <Group justify="space-between" gap="sm" p="md" wrap="wrap">
          <ListSearchInput
            label={t('staff:pixels.search_label')}
            placeholder={t('staff:pixels.search_placeholder')}
            value={search.search}
            onSearch={(value) => setSearch({ search: value, page: undefined })}
            style={{ flex: '1 1 240px', maxWidth: 360 }}
          />
          <SegmentedControl
            aria-label={t('staff:pixels.status_label')}
            value={status}
            onChange={(value) =>
              setSearch({
                status: pixelStatuses.find((s) => s === value && s !== 'pending'),
                page: undefined,
              })
            }
            data={pixelStatuses.map((s) => ({ value: s, label: t(statusKeys[s]) }))}
          />
        </Group>
        {groups.isError && !rows ? (
          <LoadError
            message={t('staff:pixels.load_error')}
            retryLabel={t('staff:pixels.retry')}
            onRetry={() => void groups.refetch()}
          />
        ) : rows && rows.length === 0 ? (
          <EmptyState
            py={48}
            icon={<IconTarget size={28} />}
            variant="light"
            title={t('staff:pixels.empty_title')}
            description={status === 'pending' ? t('staff:pixels.empty_pending') : t('staff:pixels.empty')}
          />
        ) : (
          <div style={{ opacity: groups.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
            <ResponsiveList
              rows={rows}
              columns={columns}
              rowKey={(g) => g.id}
              rowTestId="staff-pixel-row"
              skeletonRows={3}
              minWidth={860}
            />
          </div>
        )}
        {meta && meta.total > 0 && (
          <ListPager meta={meta} onPage={(next) => setSearch({ page: next > 1 ? next : undefined })} />
        )}
      </Paper>
      <PixelDecisionModal
        group={target?.group}
        action={target?.action}
        opened={opened}
        onClose={modal.close}
        onExited={() => setTarget(undefined)}
      />
    </Stack>
  );
}
