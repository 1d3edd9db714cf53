import { Button, Group, Modal, MultiSelect, Select, Stack, Switch, TextInput } from '@mantine/core';
import type { ReportDefinition } from '@verba/domain';
import { reportExportFormats, reportScheduleFrequencies } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { FormErrors } from '../../components/forms/FormErrors';
import { modalStyles } from '../../components/modal-styles';
import { useSaveReport, type SavedReport } from '../../hooks/api/reports';
import { useUsers } from '../../hooks/api/users';
import { useCurrentUser } from '../../session/current-user';
import { flattenErrors } from '../../shell/feedback-store';
import { exportFormatKeys, frequencyKeys } from './label-keys';

const noSchedule = 'none';

/**
 * "Salvar relatório": a name, whether colleagues of the company see it, and optionally a schedule
 * (daily, weekly or monthly, to chosen users of the company). With one's own saved report open it
 * updates that one, or saves a copy; a colleague's shared report is always saved as a new one.
 */
export function SaveReportModal({
  opened,
  onClose,
  definition,
  current,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  definition: ReportDefinition;
  /** The saved report on screen, if any. */
  current: SavedReport | undefined;
  onSaved: (report: SavedReport) => void;
}) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const save = useSaveReport();
  const own = current?.is_owner ? current : undefined;
  const users = useUsers({ page: 1, per_page: 100, is_active: true });
  const [asNew, setAsNew] = useState(!own);
  const [name, setName] = useState(
    current ? (own ? current.name : t('reports:save.copy_of', { name: current.name })) : '',
  );
  const [shared, setShared] = useState(own?.shared ?? false);
  const [frequency, setFrequency] = useState<string>(own?.schedule?.frequency ?? noSchedule);
  const [recipients, setRecipients] = useState<string[]>(own?.schedule?.recipients ?? [me.id]);
  const [format, setFormat] = useState<string>(own?.schedule?.format ?? 'xlsx');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);

  const submit = async () => {
    setErrors({});
    setGeneral([]);
    const schedule = reportScheduleFrequencies.find((f) => f === frequency);
    try {
      const saved = await save.mutateAsync({
        id: own && !asNew ? own.id : undefined,
        input: {
          name: name.trim(),
          definition,
          shared,
          schedule: schedule
            ? {
                frequency: schedule,
                recipients,
                format: reportExportFormats.find((f) => f === format) ?? 'xlsx',
              }
            : null,
        },
      });
      onSaved(saved);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors()).length > 0)
        setErrors(error.fieldErrors());
      else if (error instanceof ApiError) setGeneral(flattenErrors(error.errors));
      else setGeneral([t('common:generic_error')]);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('reports:save.title')} styles={modalStyles} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <FormErrors messages={general} />
          {own && (
            <Switch
              label={t('reports:save.as_new')}
              description={t('reports:save.as_new_hint', { name: own.name })}
              checked={asNew}
              onChange={(event) => setAsNew(event.currentTarget.checked)}
              data-testid="save-report-as-new"
            />
          )}
          <TextInput
            label={t('reports:save.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={120}
            error={errors.name}
            required
            data-autofocus
            data-testid="save-report-name"
          />
          <Switch
            label={t('reports:save.shared')}
            description={t('reports:save.shared_hint')}
            checked={shared}
            onChange={(event) => setShared(event.currentTarget.checked)}
            data-testid="save-report-shared"
          />
          <Select
            label={t('reports:save.schedule')}
            description={t('reports:save.schedule_hint')}
            data={[noSchedule, ...reportScheduleFrequencies].map((value) => ({
              value,
              label: t(frequencyKeys[value as keyof typeof frequencyKeys]),
            }))}
            value={frequency}
            onChange={(value) => setFrequency(value ?? noSchedule)}
            allowDeselect={false}
            error={errors['schedule.frequency']}
            data-testid="save-report-schedule"
          />
          {frequency !== noSchedule && (
            <Group grow align="flex-start" wrap="wrap">
              <MultiSelect
                label={t('reports:save.recipients')}
                data={(users.data?.data ?? []).map((user) => ({
                  value: user.id,
                  label: `${user.name} <${user.email}>`,
                }))}
                value={recipients}
                onChange={setRecipients}
                searchable
                error={errors['schedule.recipients'] ?? errors.schedule}
                miw={240}
                data-testid="save-report-recipients"
              />
              <Select
                label={t('reports:export.format')}
                data={reportExportFormats.map((value) => ({ value, label: t(exportFormatKeys[value]) }))}
                value={format}
                onChange={(value) => setFormat(value ?? 'xlsx')}
                allowDeselect={false}
                maw={240}
              />
            </Group>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('reports:save.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="save-report-submit">
              {own && !asNew ? t('reports:save.update') : t('reports:save.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
