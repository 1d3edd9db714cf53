import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconClockHour4, IconInfoCircle } from '@tabler/icons-react';
import { formatDate } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { useDocumentChangeRequest } from '../../hooks/api/document-change-requests';
import { DocumentChangeModal } from './DocumentChangeModal';

/**
 * Under the CPF/CNPJ on /company/edit: the pending change request (the document changes only when
 * platform staff approve it), the outcome of the last one, and, for the roles that edit the
 * company, the way to ask for a change.
 */
export function DocumentChangeStatus({
  currentDocument,
  canRequest,
}: {
  currentDocument: string;
  canRequest: boolean;
}) {
  const { t, i18n } = useTranslation();
  const latest = useDocumentChangeRequest();
  const [opened, { open, close }] = useDisclosure(false);
  const request = latest.data;
  const pending = request?.status === 'pending';

  return (
    <Stack gap="xs">
      {pending && (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconClockHour4 />}
          title={t('company:document_change.pending_title')}
        >
          {t('company:document_change.pending', {
            document: request.document_formatted,
            date: formatDate(request.requested_at, i18n.language, { timeZone: 'America/Sao_Paulo' }),
          })}
        </Alert>
      )}
      {request?.status === 'rejected' && (
        <Alert variant="light" color="gray" icon={<IconInfoCircle />}>
          <Text size="sm">
            {t('company:document_change.rejected', { document: request.document_formatted })}
          </Text>
          {request.decision_note && (
            <Text size="sm" c="dimmed">
              {t('company:document_change.note', { note: request.decision_note })}
            </Text>
          )}
        </Alert>
      )}
      {canRequest && !pending && latest.isSuccess && (
        <Group>
          <Button variant="light" size="xs" onClick={open}>
            {t('company:document_change.open')}
          </Button>
        </Group>
      )}
      {canRequest && (
        <DocumentChangeModal opened={opened} onClose={close} currentDocument={currentDocument} />
      )}
    </Stack>
  );
}
