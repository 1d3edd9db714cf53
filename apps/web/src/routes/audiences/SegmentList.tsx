import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResponsiveList, type ListColumn } from '../../components/list/ResponsiveList';
import type { Segment } from '../../hooks/api/audiences';
import { classLabels, FavoriteStar, KindBadge, PickButton, useReachFormat } from './segment-bits';
import type { SegmentActions } from './segment-actions';

/** Segments as a list (search results, favourites): name, kind, reach, star and pick. */
export function SegmentList({ rows, actions }: { rows: Segment[] | undefined; actions: SegmentActions }) {
  const { t } = useTranslation();
  const format = useReachFormat();
  const columns: ListColumn<Segment>[] = [
    {
      key: 'name',
      label: t('audiences:columns.segment'),
      card: 'title',
      render: (segment) => (
        <Stack gap={0} miw={0}>
          <Anchor
            component="button"
            type="button"
            ta="left"
            fw={500}
            onClick={() => actions.onOpen(segment.id)}
          >
            {segment.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t(classLabels[segment.class])} · {t('audiences:tier', { tier: segment.tier })}
            {segment.translated && segment.name !== segment.name_en && ` · ${segment.name_en}`}
          </Text>
          {/* Where a deep match sits; the root is the class already named above. */}
          {segment.path && segment.path.length > 1 && (
            <Text size="xs" c="dimmed" data-testid="segment-path" style={{ overflowWrap: 'anywhere' }}>
              {segment.path.slice(1).join(' › ')}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'kind',
      label: t('audiences:columns.kind'),
      render: (segment) => <KindBadge kind={segment.kind} />,
    },
    {
      key: 'reach',
      label: t('audiences:columns.reach'),
      align: 'right',
      card: 'aside',
      render: (segment) => (
        <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
          {format(segment.reach.people)}
        </Text>
      ),
    },
    {
      key: 'actions',
      label: t('audiences:columns.actions'),
      labelHidden: true,
      align: 'right',
      card: 'actions',
      render: (segment) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {actions.signedIn && (
            <FavoriteStar id={segment.id} name={segment.name} favorite={segment.favorite} />
          )}
          <PickButton
            name={segment.name}
            picked={actions.picked.has(segment.id)}
            full={actions.full}
            onPick={() => actions.onPick(segment.id)}
          />
        </Group>
      ),
    },
  ];
  return (
    <ResponsiveList
      rows={rows}
      columns={columns}
      rowKey={(segment) => segment.id}
      rowTestId="segment-row"
      skeletonRows={6}
      isRowSelected={(segment) => segment.id === actions.openId}
    />
  );
}
