import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { DocumentChangeRequestStatus } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { ResponsiveList, type ListColumn } from '../../components/list/ResponsiveList';
import { wholeBadgeStyles } from '../../components/list/whole-badge';
import type { DocumentChangeRequestView } from '../../hooks/api/document-change-requests';
import type { DocumentChangeAction } from './DocumentChangeDecisionModal';
import { NoAction, TwoLines, useStaffDate } from './staff-list-parts';

const documentChangeStatusKeys = {
  pending: 'staff:document_changes.status.pending',
  approved: 'staff:document_changes.status.approved',
  rejected: 'staff:document_changes.status.rejected',
} as const satisfies Record<DocumentChangeRequestStatus, string>;
const statusColors: Record<DocumentChangeRequestStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'gray',
};

/** One page of CPF/CNPJ change requests: company, from → to, why, who asked, and the decision or its actions. */
export function DocumentChangesTable({
  requests,
  skeletonRows,
  onAction,
}: {
  requests: DocumentChangeRequestView[] | undefined;
  skeletonRows: number;
  onAction: (request: DocumentChangeRequestView, action: DocumentChangeAction) => void;
}) {
  const { t } = useTranslation();
  const date = useStaffDate();
  const columns: ListColumn<DocumentChangeRequestView>[] = [
    {
      key: 'company',
      label: t('staff:document_changes.columns.company'),
      card: 'title',
      render: (request) => (
        <TwoLines
          first={request.company.trade_name || request.company.legal_name}
          second={request.company.legal_name}
          width={200}
        />
      ),
    },
    {
      key: 'document',
      label: t('staff:document_changes.columns.document'),
      render: (request) => (
        <Stack gap={0}>
          <Text
            size="xs"
            c="dimmed"
            ff="monospace"
            style={{ whiteSpace: 'nowrap', textDecoration: 'line-through' }}
          >
            {request.current_document_formatted}
          </Text>
          <Text size="sm" fw={600} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {request.document_formatted}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'reason',
      label: t('staff:document_changes.columns.reason'),
      cardWide: true,
      skeleton: <Skeleton height={14} width={200} radius="sm" />,
      render: (request) => (
        <Text size="sm" lineClamp={3} maw={280} title={request.reason}>
          {request.reason}
        </Text>
      ),
    },
    {
      key: 'requested_by',
      label: t('staff:document_changes.columns.requested_by'),
      render: (request) => (
        <Stack gap={0} miw={0}>
          <Text size="sm" truncate maw={200} title={request.requested_by.email}>
            {request.requested_by.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('staff:document_changes.requested_on', { date: date(request.requested_at) })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      label: t('staff:document_changes.columns.status'),
      card: 'aside',
      render: (request) => (
        <Stack gap={2} align="flex-start">
          <Badge
            variant="light"
            color={statusColors[request.status]}
            radius="sm"
            tt="none"
            styles={wholeBadgeStyles}
          >
            {t(documentChangeStatusKeys[request.status])}
          </Badge>
          {request.decided_at && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('staff:document_changes.decided_on', { date: date(request.decided_at) })}
            </Text>
          )}
          {request.decision_note && (
            <Text size="xs" c="dimmed" lineClamp={2} maw={200} title={request.decision_note}>
              {request.decision_note}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'actions',
      label: t('staff:document_changes.columns.actions'),
      align: 'right',
      card: 'actions',
      render: (request) =>
        request.status === 'pending' ? (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button size="xs" variant="light" color="teal" onClick={() => onAction(request, 'approve')}>
              {t('staff:document_changes.approve.action')}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => onAction(request, 'reject')}>
              {t('staff:document_changes.reject.action')}
            </Button>
          </Group>
        ) : (
          <NoAction label={t('staff:document_changes.no_action')} />
        ),
    },
  ];
  return (
    <ResponsiveList
      rows={requests}
      columns={columns}
      rowKey={(request) => request.id}
      rowTestId="document-change-row"
      skeletonRows={skeletonRows}
      minWidth={1000}
      horizontalSpacing="sm"
    />
  );
}
