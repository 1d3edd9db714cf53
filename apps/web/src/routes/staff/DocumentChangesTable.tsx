import { Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatDate, type DocumentChangeRequestStatus } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import type { DocumentChangeRequestView } from '../../hooks/api/document-change-requests';
import type { DocumentChangeAction } from './DocumentChangeDecisionModal';

const columns = 6;
const timeZone = 'America/Sao_Paulo';

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
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatDate(value, i18n.language, { timeZone });

  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('staff:document_changes.columns.company')}</Table.Th>
            <Table.Th>{t('staff:document_changes.columns.document')}</Table.Th>
            <Table.Th>{t('staff:document_changes.columns.reason')}</Table.Th>
            <Table.Th>{t('staff:document_changes.columns.requested_by')}</Table.Th>
            <Table.Th>{t('staff:document_changes.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('staff:document_changes.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests
            ? requests.map((request) => (
                <Table.Tr key={request.id} data-testid="document-change-row">
                  <Table.Td>
                    <Stack gap={0} miw={0}>
                      <Text size="sm" fw={500} truncate maw={200} title={request.company.trade_name}>
                        {request.company.trade_name || request.company.legal_name}
                      </Text>
                      <Text size="xs" c="dimmed" truncate maw={200} title={request.company.legal_name}>
                        {request.company.legal_name}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={3} maw={280} title={request.reason}>
                      {request.reason}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={0} miw={0}>
                      <Text size="sm" truncate maw={200} title={request.requested_by.email}>
                        {request.requested_by.name}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {t('staff:document_changes.requested_on', { date: date(request.requested_at) })}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      <Badge
                        variant="light"
                        color={statusColors[request.status]}
                        radius="sm"
                        tt="none"
                        styles={{
                          root: { maxWidth: 'none', overflow: 'visible' },
                          label: { overflow: 'visible' },
                        }}
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
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      {request.status === 'pending' ? (
                        <>
                          <Button
                            size="xs"
                            variant="light"
                            color="teal"
                            onClick={() => onAction(request, 'approve')}
                          >
                            {t('staff:document_changes.approve.action')}
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() => onAction(request, 'reject')}
                          >
                            {t('staff:document_changes.reject.action')}
                          </Button>
                        </>
                      ) : (
                        <Text size="sm" c="dimmed" aria-label={t('staff:document_changes.no_action')}>
                          —
                        </Text>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))
            : Array.from({ length: skeletonRows }, (_, i) => (
                <Table.Tr key={i}>
                  {Array.from({ length: columns }, (__, j) => (
                    <Table.Td key={j}>
                      <Skeleton height={14} width={j === 2 ? 200 : 90} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
