import { EmptyState, Paper } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../components/list/ListPager';
import { useFavoriteSegments } from '../../hooks/api/audiences';
import type { SegmentActions } from './segment-actions';
import { SegmentList } from './SegmentList';

/** The signed-in user's starred segments, newest first, paged. */
export function FavoritesTab({
  actions,
  page,
  onPage,
}: {
  actions: SegmentActions;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const favorites = useFavoriteSegments(page, actions.language, true);
  const rows = favorites.data?.data;
  return (
    <Paper withBorder radius="md">
      {rows && rows.length === 0 ? (
        <EmptyState
          py={48}
          icon={<IconStar size={28} />}
          variant="light"
          title={t('audiences:favorites.empty_title')}
          description={t('audiences:favorites.empty')}
        />
      ) : (
        <SegmentList rows={rows} actions={actions} />
      )}
      {favorites.data && favorites.data.meta.total > 0 && (
        <ListPager meta={favorites.data.meta} onPage={onPage} />
      )}
    </Paper>
  );
}
