import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { documentChangeReasonMax } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { FormErrors } from '../../components/forms/FormErrors';
import { modalStyles } from '../../components/modal-styles';
import {
  useDocumentChangeDecision,
  type DocumentChangeRequestView,
} from '../../hooks/api/document-change-requests';
import { feedback, flattenErrors } from '../../shell/feedback-store';

export type DocumentChangeAction = 'approve' | 'reject';

/** Platform staff approve (the company's CPF/CNPJ changes at once) or reject (with a note for the requester) a change request. */
export function DocumentChangeDecisionModal({
  request,
  action,
  opened,
  onClose,
  onExited,
}: {
  request: DocumentChangeRequestView | undefined;
  action: DocumentChangeAction | undefined;
  opened: boolean;
  onClose: () => void;
  onExited: () => void;
}) {
  const { t } = useTranslation();
  const decide = useDocumentChangeDecision();
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const approving = action === 'approve';

  async function confirm() {
    if (!request || !action) return;
    setErrors([]);
    try {
      await decide.mutateAsync(
        action === 'approve' ? { id: request.id, action } : { id: request.id, action, note },
      );
      feedback.notify(
        'success',
        approving
          ? t('staff:document_changes.approve.done', {
              company: request.company.trade_name || request.company.legal_name,
            })
          : t('staff:document_changes.reject.done'),
      );
      onClose();
    } catch (error) {
      setErrors(error instanceof ApiError ? flattenErrors(error.errors) : [t('common:generic_error')]);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => {
        setNote('');
        setErrors([]);
        onExited();
      }}
      title={approving ? t('staff:document_changes.approve.title') : t('staff:document_changes.reject.title')}
      styles={modalStyles}
    >
      {request && (
        <Stack gap="md">
          <Text size="sm">
            {t(approving ? 'staff:document_changes.approve.body' : 'staff:document_changes.reject.body', {
              company: request.company.trade_name || request.company.legal_name,
              from: request.current_document_formatted,
              to: request.document_formatted,
            })}
          </Text>
          {approving ? (
            <Text size="sm" c="dimmed">
              {t('staff:document_changes.approve.note')}
            </Text>
          ) : (
            <Textarea
              label={t('staff:document_changes.reject.note_label')}
              description={t('staff:document_changes.reject.note_hint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autosize
              minRows={2}
              maxLength={documentChangeReasonMax}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
          )}
          <FormErrors messages={errors} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('staff:document_changes.cancel')}
            </Button>
            <Button
              color={approving ? 'teal' : 'red'}
              loading={decide.isPending}
              onClick={() => void confirm()}
            >
              {approving
                ? t('staff:document_changes.approve.confirm')
                : t('staff:document_changes.reject.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
