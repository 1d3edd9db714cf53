import { Skeleton, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { formatDate } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { ResponsiveList, type ListColumn } from '../../components/list/ResponsiveList';
import type { PixelGroupView } from '../../hooks/api/pixels';
import { AnchorLink } from '../advertisers/links';
import { PixelStatusBadge } from './PixelStatusBadge';

/** The pixel groups of one page; a row opens the group. */
export function PixelGroupsList({
  groups,
  skeletonRows,
}: {
  groups: PixelGroupView[] | undefined;
  skeletonRows: number;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const columns: ListColumn<PixelGroupView>[] = [
    {
      key: 'name',
      label: t('pixels:columns.name'),
      card: 'title',
      skeleton: <Skeleton height={20} width={200} radius="sm" />,
      render: (g) => (
        <Stack gap={0} miw={0}>
          <AnchorLink to="/pixels/$id" params={{ id: g.id }} size="sm" fw={600} c="inherit" truncate>
            {g.name}
          </AnchorLink>
          <Text size="xs" c="dimmed" truncate maw={320} title={g.advertiser.name}>
            {g.advertiser.display_name}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'rules',
      label: t('pixels:columns.rules'),
      render: (g) => (
        <Text size="sm" truncate maw={280}>
          {g.rules.map((r) => r.event_name).join(', ')}
        </Text>
      ),
    },
    {
      key: 'status',
      label: t('pixels:columns.status'),
      card: 'aside',
      render: (g) => <PixelStatusBadge status={g.status} />,
    },
    {
      key: 'created_at',
      label: t('pixels:columns.created_at'),
      render: (g) => <Text size="sm">{formatDate(g.created_at, i18n.language)}</Text>,
    },
  ];
  return (
    <ResponsiveList
      rows={groups}
      columns={columns}
      rowKey={(g) => g.id}
      rowTestId="pixel-row"
      skeletonRows={skeletonRows}
      minWidth={720}
      onRowClick={(g) => void navigate({ to: '/pixels/$id', params: { id: g.id } })}
    />
  );
}
