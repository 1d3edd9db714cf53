import { Alert, Button, Group, Modal, MultiSelect, Progress, Select, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import type { ReportDefinition } from '@verba/domain';
import { reportExportFormats, type ReportExportFormat } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { FormErrors } from '../../components/forms/FormErrors';
import { modalStyles } from '../../components/modal-styles';
import { useEmailReport, useReportJob } from '../../hooks/api/reports';
import { useUsers } from '../../hooks/api/users';
import { useCurrentUser } from '../../session/current-user';
import { flattenErrors } from '../../shell/feedback-store';
import { exportFormatKeys, jobStatusKeys } from './label-keys';

/**
 * "Enviar por e-mail": chosen users of the company (the user by default) and a format; the server
 * writes the file in a durable job and e-mails a signed link valid for days. The dialog follows
 * the job (rows written of the report's rows) until it is sent, and may be closed meanwhile.
 */
export function EmailReportModal({
  opened,
  onClose,
  definition,
  totalRows,
  savedReportId,
}: {
  opened: boolean;
  onClose: () => void;
  definition: ReportDefinition;
  /** The report's rows (from the table's answer), for the progress bar. */
  totalRows: number | undefined;
  savedReportId: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const users = useUsers({ page: 1, per_page: 100, is_active: true });
  const send = useEmailReport();
  const [recipients, setRecipients] = useState<string[]>([me.id]);
  const [format, setFormat] = useState<ReportExportFormat>('xlsx');
  const [jobId, setJobId] = useState<string>();
  const job = useReportJob(jobId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);

  const submit = async () => {
    setErrors({});
    setGeneral([]);
    try {
      const started = await send.mutateAsync({
        definition,
        format,
        recipients,
        ...(savedReportId ? { saved_report_id: savedReportId } : {}),
      });
      setJobId(started.id);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors()).length > 0)
        setErrors(error.fieldErrors());
      else if (error instanceof ApiError) setGeneral(flattenErrors(error.errors));
      else setGeneral([t('common:generic_error')]);
    }
  };

  const status = job.data?.status;
  const written = job.data?.rows_written ?? 0;
  const finished = status === 'done' || status === 'failed';
  // While queued or at its first rows, a sliver, so the bar is seen moving.
  const share = finished
    ? 100
    : Math.max(4, totalRows ? Math.min(99, Math.round((written / Math.max(1, totalRows)) * 100)) : 0);

  return (
    <Modal opened={opened} onClose={onClose} title={t('reports:email.title')} styles={modalStyles} size="lg">
      {jobId ? (
        <Stack gap="md" data-testid="email-report-job">
          <Group gap="xs">
            {status === 'done' ? (
              <IconCircleCheck size={20} color="var(--mantine-color-teal-6)" />
            ) : (
              <IconMailForward size={20} />
            )}
            <Text fw={600} data-testid="email-report-status">
              {t(jobStatusKeys[status ?? 'pending'])}
            </Text>
          </Group>
          <Progress
            value={share}
            striped={!finished}
            animated={!finished}
            color={status === 'failed' ? 'red' : status === 'done' ? 'teal' : undefined}
            aria-label={t('reports:email.progress')}
          />
          <Text size="sm" c="dimmed">
            {totalRows !== undefined
              ? t('reports:email.rows_of', { written: count(written), total: count(totalRows) })
              : t('reports:email.rows', { written: count(written) })}
          </Text>
          {status === 'done' && (
            <Alert color="teal" variant="light">
              {t('reports:email.sent', { count: job.data?.recipients ?? 1 })}
            </Alert>
          )}
          {status === 'failed' && (
            <Alert color="red" variant="light">
              {job.data?.error ?? t('reports:email.failed')}
            </Alert>
          )}
          <Text size="xs" c="dimmed">
            {t('reports:email.close_hint')}
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('reports:email.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            <FormErrors messages={general} />
            <MultiSelect
              label={t('reports:email.recipients')}
              description={t('reports:email.recipients_hint')}
              data={(users.data?.data ?? []).map((user) => ({
                value: user.id,
                label: `${user.name} <${user.email}>`,
              }))}
              value={recipients}
              onChange={setRecipients}
              searchable
              error={errors.recipients}
              data-testid="email-report-recipients"
            />
            <Select
              label={t('reports:export.format')}
              data={reportExportFormats.map((value) => ({ value, label: t(exportFormatKeys[value]) }))}
              value={format}
              onChange={(value) => setFormat(reportExportFormats.find((f) => f === value) ?? 'xlsx')}
              allowDeselect={false}
              data-testid="email-report-format"
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('reports:save.cancel')}
              </Button>
              <Button
                type="submit"
                loading={send.isPending}
                leftSection={<IconMailForward size={16} />}
                data-testid="email-report-submit"
              >
                {t('reports:email.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
