import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  documentChangeReasonMax,
  documentChangeRequestInputSchema,
  type DocumentChangeRequestInput,
} from '@verba/domain';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DocumentInput } from '../../components/forms/DocumentInput';
import { FormErrors } from '../../components/forms/FormErrors';
import { modalStyles } from '../../components/modal-styles';
import { placeSubmitError } from '../../forms/server-errors';
import { zodResolver } from '../../forms/zod-resolver';
import { useRequestDocumentChange } from '../../hooks/api/document-change-requests';
import { feedback } from '../../shell/feedback-store';

interface Values {
  document: string;
  reason: string;
}
const fields: FieldPath<Values>[] = ['document', 'reason'];

/** Asks platform staff to change the company's CPF/CNPJ: the new document and why. */
export function DocumentChangeModal({
  opened,
  onClose,
  currentDocument,
}: {
  opened: boolean;
  onClose: () => void;
  currentDocument: string;
}) {
  const { t } = useTranslation();
  const requestChange = useRequestDocumentChange();
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<Values, unknown, DocumentChangeRequestInput>({
    resolver: zodResolver<Values, typeof documentChangeRequestInputSchema>(documentChangeRequestInputSchema),
    defaultValues: { document: '', reason: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setErrors([]);
    try {
      await requestChange.mutateAsync(input);
      feedback.notify('success', t('company:document_change.sent'));
      onClose();
    } catch (error) {
      setErrors(placeSubmitError(error, form.setError, fields, { COMPANY_DOCUMENT_TAKEN: 'document' }));
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => {
        form.reset();
        setErrors([]);
      }}
      title={t('company:document_change.title')}
      styles={modalStyles}
      size="lg"
    >
      {/* The dialog sits inside the company form in React's tree: its submit must not reach that form. */}
      <form
        onSubmit={(event) => {
          event.stopPropagation();
          void submit(event);
        }}
        noValidate
      >
        <Stack gap="md">
          <Text size="sm">{t('company:document_change.intro', { document: currentDocument })}</Text>
          <Controller
            control={form.control}
            name="document"
            render={({ field }) => (
              <DocumentInput
                label={t('company:document_change.new_document')}
                required
                data-autofocus
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={form.formState.errors.document?.message}
              />
            )}
          />
          <Textarea
            label={t('company:document_change.reason')}
            description={t('company:document_change.reason_hint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            autosize
            minRows={3}
            maxLength={documentChangeReasonMax}
            {...form.register('reason')}
            error={form.formState.errors.reason?.message}
          />
          <FormErrors messages={errors} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('company:document_change.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('company:document_change.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
