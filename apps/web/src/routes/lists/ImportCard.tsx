import {
  Alert,
  Button,
  FileButton,
  Group,
  Paper,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { formatFileSize } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { FormErrors } from '../../components/forms/FormErrors';
import { useImportCustomList, useImportLimits, type CustomList } from '../../hooks/api/custom-lists';
import { flattenErrors } from '../../shell/feedback-store';
import { ImportReport } from './ImportReport';
import { kindFileHelp } from './list-labels';

type Phase = { step: 'idle' } | { step: 'uploading'; fraction: number } | { step: 'processing' };

/**
 * Import from a CSV or XLSX: the upload's progress bar, then "processing" while the server reads,
 * normalises and stores the rows; then its report (or the refusal, the same message as the API's).
 */
export function ImportCard({ list, disabled }: { list: CustomList; disabled: boolean }) {
  const { t, i18n } = useTranslation();
  const importFile = useImportCustomList();
  const [mode, setMode] = useState<'add' | 'replace'>('add');
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [errors, setErrors] = useState<string[]>([]);
  const limits = useImportLimits().data;

  const start = async (file: File | null) => {
    if (!file) return;
    setErrors([]);
    setPhase({ step: 'uploading', fraction: 0 });
    try {
      await importFile.mutateAsync({
        id: list.id,
        file,
        mode,
        onProgress: (fraction) => setPhase({ step: 'uploading', fraction }),
        onUploaded: () => setPhase({ step: 'processing' }),
      });
    } catch (error) {
      setErrors(error instanceof ApiError ? flattenErrors(error.errors) : [t('common:generic_error')]);
    } finally {
      setPhase({ step: 'idle' });
    }
  };

  const report = importFile.data?.report ?? list.last_import;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t('lists:import.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t(kindFileHelp[list.entry_kind])}{' '}
              {limits &&
                t('lists:import.limits', {
                  size: formatFileSize(limits.max_bytes, i18n.language),
                  rows: limits.max_rows.toLocaleString(i18n.language),
                })}
            </Text>
          </Stack>
          <Group gap="sm" wrap="wrap">
            <SegmentedControl
              aria-label={t('lists:import.mode')}
              value={mode}
              onChange={(value) => setMode(value === 'replace' ? 'replace' : 'add')}
              data={[
                { value: 'add', label: t('lists:import.mode_add') },
                { value: 'replace', label: t('lists:import.mode_replace') },
              ]}
              disabled={phase.step !== 'idle'}
            />
            <FileButton
              onChange={(file) => void start(file)}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            >
              {(props) => (
                <Button
                  {...props}
                  leftSection={<IconUpload size={18} />}
                  loading={phase.step !== 'idle'}
                  disabled={disabled}
                  data-testid="import-button"
                >
                  {t('lists:import.choose')}
                </Button>
              )}
            </FileButton>
          </Group>
        </Group>
        {phase.step === 'uploading' && (
          <Stack gap={4} data-testid="import-progress">
            <Text size="sm">
              {t('lists:import.uploading', { percent: Math.round(phase.fraction * 100) })}
            </Text>
            <Progress value={phase.fraction * 100} animated aria-label={t('lists:import.upload_progress')} />
          </Stack>
        )}
        {phase.step === 'processing' && (
          <Stack gap={4} data-testid="import-processing">
            <Text size="sm">{t('lists:import.processing')}</Text>
            <Progress value={100} striped animated color="teal" aria-label={t('lists:import.processing')} />
          </Stack>
        )}
        <FormErrors messages={errors} />
        {report ? (
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t('lists:import.last_report')}
            </Text>
            <ImportReport report={report} />
          </Stack>
        ) : (
          phase.step === 'idle' && (
            <Alert variant="light" color="gray" icon={<IconFileSpreadsheet size={18} />}>
              {t('lists:import.none_yet')}
            </Alert>
          )
        )}
      </Stack>
    </Paper>
  );
}
