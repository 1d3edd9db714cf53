import { Button, Group, Paper, Stack } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/forms/FormSection';
import type { FormErrors } from './draft-check';
import { fieldError } from './form-errors';
import { formErrorsOfFailure } from './submit-error';

/**
 * The state of a group or strategy form page: the values, the domain's rules once the user has
 * tried to save, the fields every save needs, the server's field messages, and the save itself.
 */
export function useStructureForm<V, B>({
  initial,
  bodyOf,
  rulesOf,
  required,
  pathPrefix,
  save,
}: {
  initial: () => V;
  bodyOf: (values: V) => B;
  /** The domain's rules on the body (budget sums, periods, bids…). */
  rulesOf: (body: B) => FormErrors;
  /** The fields that must be given (by path), each with its value in the body. */
  required: (body: B) => Record<string, unknown>;
  /** Where the fields of this form sit in the server's error paths (`groups.0.` …). */
  pathPrefix: RegExp;
  save: (body: B) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const body = bodyOf(values);
  const given = required(body);
  const rules = submitted ? rulesOf(body) : {};
  const errorAt = (field: string) =>
    fieldError(t, rules, server, field) ??
    (submitted && field in given && !given[field] ? t('validation:required') : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const missing = Object.values(given).some((value) => !value);
    if (missing || Object.keys(rulesOf(body)).length > 0) return;
    try {
      await save(body);
    } catch (failure) {
      setServer(formErrorsOfFailure(failure, pathPrefix));
    }
  }

  const onChange = (next: V) => {
    setValues(next);
    setServer({});
  };
  return { values, onChange, errorAt, submit };
}

/** The frame of a group or strategy form page: header, the fields, cancel and save. */
export function StructureFormFrame({
  title,
  subtitle,
  maw,
  gap,
  onSubmit,
  saving,
  cancel,
  saveTestId,
  children,
}: {
  title: string;
  subtitle: string;
  maw: number;
  gap: 'md' | 'lg';
  onSubmit: (event: FormEvent) => Promise<void>;
  saving: boolean;
  /** The cancel link (back to where the form was opened from). */
  cancel: ReactNode;
  saveTestId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={maw}>
      <PageHeader title={title} subtitle={subtitle} />
      <Paper withBorder radius="md" p="lg" component="form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap={gap}>
          {children}
          <Group justify="flex-end" gap="sm">
            {cancel}
            <Button type="submit" loading={saving} data-testid={saveTestId}>
              {t('campaigns:pages.actions.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
