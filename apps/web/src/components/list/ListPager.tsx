import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Paged } from '../../api/client';

interface ListPagerProps {
  meta: Paged<unknown>['meta'];
  onPage: (page: number) => void;
  /** Shown after the range, e.g. how many rows in all. */
  note?: string;
}

/** Under a paged list: which rows are shown (“1–20 of 57”) and the pages, hidden with one page. */
export function ListPager({ meta, onPage, note }: ListPagerProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" p="md" gap="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Text size="sm" c="dimmed">
        {t('common:list_range', {
          from: (meta.current_page - 1) * meta.per_page + 1,
          to: Math.min(meta.current_page * meta.per_page, meta.total),
          total: meta.total,
        })}
        {note !== undefined && ` · ${note}`}
      </Text>
      <Pagination total={meta.last_page} value={meta.current_page} onChange={onPage} size="sm" hideWithOnePage />
    </Group>
  );
}
