import { EmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Paged } from '../../api/client';
import { LoadError } from '../../components/LoadError';
import { ListPager } from '../../components/list/ListPager';
import { ResponsiveList, type ListColumn } from '../../components/list/ResponsiveList';

interface SupportRequestsListProps<Row extends { id: string }> {
  requests: UseQueryResult<Paged<Row>>;
  columns: ListColumn<Row>[];
  emptyTitle: string;
  rowTestId: string;
  minWidth: number;
  onPage: (page: number) => void;
}

/** A page of support requests (the company's own, or staff's queue): the list, its empty and failed states, the pager. */
export function SupportRequestsList<Row extends { id: string }>({
  requests,
  columns,
  emptyTitle,
  rowTestId,
  minWidth,
  onPage,
}: SupportRequestsListProps<Row>) {
  const { t } = useTranslation();
  const rows = requests.data?.data;
  const meta = requests.data?.meta;
  return (
    <>
      {requests.isError && !rows ? (
        <LoadError
          message={t('support:list.load_error')}
          retryLabel={t('support:help.retry')}
          onRetry={() => void requests.refetch()}
        />
      ) : rows && rows.length === 0 ? (
        <EmptyState py={48} icon={<IconInbox size={28} />} variant="light" title={emptyTitle} />
      ) : (
        <ResponsiveList
          rows={rows}
          columns={columns}
          rowKey={(r) => r.id}
          rowTestId={rowTestId}
          skeletonRows={3}
          minWidth={minWidth}
        />
      )}
      {meta && meta.total > 0 && <ListPager meta={meta} onPage={onPage} />}
    </>
  );
}
