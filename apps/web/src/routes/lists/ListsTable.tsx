import { Skeleton, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { formatDate } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { ResponsiveList, type ListColumn } from '../../components/list/ResponsiveList';
import type { CustomList } from '../../hooks/api/custom-lists';
import { AnchorLink } from '../advertisers/links';
import { ListStatusBadge, ListTypeBadge } from './ListBadges';

/** One page of lists; a row opens the list. */
export function ListsTable({ lists }: { lists: CustomList[] | undefined }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const columns: ListColumn<CustomList>[] = [
    {
      key: 'name',
      label: t('lists:columns.name'),
      card: 'title',
      skeleton: <Skeleton height={32} width={200} radius="sm" />,
      render: (list) => (
        <Stack gap={0} miw={0}>
          <AnchorLink to="/lists/$id" params={{ id: list.id }} size="sm" fw={600} c="inherit" truncate>
            {list.name}
          </AnchorLink>
          <Text size="xs" c="dimmed" truncate maw={280} title={list.advertiser_name}>
            {list.advertiser_display_name}
          </Text>
        </Stack>
      ),
    },
    { key: 'type', label: t('lists:columns.type'), render: (list) => <ListTypeBadge list={list} /> },
    {
      key: 'entries',
      label: t('lists:columns.entries'),
      align: 'right',
      card: 'aside',
      render: (list, place) => (
        <Text size="sm" fw={600} data-testid="list-entry-count">
          {place === 'card'
            ? t('lists:entries.title', { count: list.entry_count })
            : list.entry_count.toLocaleString(i18n.language)}
        </Text>
      ),
    },
    { key: 'status', label: t('lists:columns.status'), render: (list) => <ListStatusBadge list={list} /> },
    {
      key: 'updated_at',
      label: t('lists:columns.updated_at'),
      visibleFrom: 'lg',
      card: 'hidden',
      render: (list) => <Text size="sm">{formatDate(list.updated_at, i18n.language)}</Text>,
    },
  ];
  return (
    <ResponsiveList
      rows={lists}
      columns={columns}
      rowKey={(list) => list.id}
      rowTestId="list-row"
      skeletonRows={4}
      minWidth={720}
      onRowClick={(list) => void navigate({ to: '/lists/$id', params: { id: list.id } })}
    />
  );
}
