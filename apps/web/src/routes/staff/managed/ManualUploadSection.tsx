import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  List,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@verba/domain';
import { ApiError } from '../../../api/client';
import { wholeBadgeStyles } from '../../../components/list/whole-badge';
import { ResponsiveList, type ListColumn } from '../../../components/list/ResponsiveList';
import {
  useManualDeliveryFile,
  type ManagedCampaignDetail,
  type ManualImportView,
  type ManualProblemView,
} from '../../../hooks/api/managed-campaigns';
import { feedback, flattenErrors } from '../../../shell/feedback-store';
import { count, micros } from './money';

type PreviewRow = ManualImportView['rows'][number];
const changeColor = { new: 'teal', changed: 'orange', unchanged: 'gray', refused: 'red' } as const;
const changeLabel = {
  new: 'manualDelivery:upload.change.new',
  changed: 'manualDelivery:upload.change.changed',
  unchanged: 'manualDelivery:upload.change.unchanged',
  refused: 'manualDelivery:upload.change.refused',
} as const;

/**
 * Staff upload a partner's delivery file (CSV or XLSX): first a preview (each row's figures, its
 * problems, and whether it is a new day, a correction or unchanged), then the confirmation, which
 * sends the same file again and records it all or nothing.
 */
export function ManualUploadSection({ detail }: { detail: ManagedCampaignDetail }) {
  const { t, i18n } = useTranslation();
  const currency = detail.campaign.currency;
  const upload = useManualDeliveryFile(detail.campaign.id);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ManualImportView | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  const problemText = (p: ManualProblemView) => t(p.key, p.params);
  const send = async (chosen: File, confirm: boolean) => {
    setPercent(0);
    try {
      const result = await upload.mutateAsync({
        file: chosen,
        confirm,
        sha256: confirm ? preview?.file_sha256 : undefined,
        onProgress: ({ loaded, total }) => setPercent(total > 0 ? Math.round((loaded / total) * 100) : 0),
      });
      if (confirm) {
        feedback.notify(
          'success',
          t('manualDelivery:upload.imported', { count: result.totals.new + result.totals.changed }),
        );
        setFile(null);
        setPreview(null);
      } else setPreview(result);
    } catch (error) {
      feedback.setErrors(error instanceof ApiError ? flattenErrors(error.errors) : t('common:generic_error'));
    } finally {
      setPercent(null);
    }
  };
  const onFile = (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    if (chosen) void send(chosen, false);
  };

  const figure = (row: PreviewRow, pick: (f: NonNullable<PreviewRow['figures']>) => string) =>
    row.figures ? pick(row.figures) : '—';
  const columns: ListColumn<PreviewRow>[] = [
    {
      key: 'row',
      label: t('manualDelivery:columns.row'),
      card: 'title',
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {r.day ? formatDate(r.day, i18n.language) : '—'}
          </Text>
          <Text size="xs" c="dimmed">
            {t('manualDelivery:columns.row')} {r.row}
            {r.strategy_name ? ` · ${r.strategy_name}` : ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'impressions',
      label: t('manualDelivery:columns.impressions'),
      align: 'right',
      render: (r) => <Text size="sm">{figure(r, (f) => count(f.impressions, i18n.language))}</Text>,
    },
    {
      key: 'clicks',
      label: t('manualDelivery:columns.clicks'),
      align: 'right',
      render: (r) => <Text size="sm">{figure(r, (f) => count(f.clicks, i18n.language))}</Text>,
    },
    {
      key: 'cost',
      label: t('manualDelivery:columns.cost'),
      align: 'right',
      render: (r) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {figure(r, (f) => micros(f.cost_micros, currency))}
          </Text>
          {r.change === 'changed' && r.previous && (
            <Text size="xs" c="dimmed">
              {t('manualDelivery:upload.was', { value: micros(r.previous.cost_micros, currency) })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'change',
      label: t('manualDelivery:columns.change'),
      card: 'aside',
      render: (r) => (
        <Badge color={changeColor[r.change ?? 'refused']} variant="light" styles={wholeBadgeStyles}>
          {t(changeLabel[r.change ?? 'refused'])}
        </Badge>
      ),
    },
    {
      key: 'problems',
      label: t('manualDelivery:columns.problems'),
      cardWide: true,
      render: (r) =>
        r.problems.length === 0 ? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ) : (
          <List size="sm" c="red">
            {r.problems.map((p, i) => (
              <List.Item key={i}>{problemText(p)}</List.Item>
            ))}
          </List>
        ),
    },
  ];

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={2} maw={640}>
            <Title order={2} size="h4">
              {t('manualDelivery:upload.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('manualDelivery:upload.intro')}
            </Text>
          </Stack>
          <FileButton onChange={onFile} accept=".csv,.xlsx,text/csv">
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconUpload size={16} />}
                loading={upload.isPending}
                data-testid="manual-file"
              >
                {t('manualDelivery:upload.choose')}
              </Button>
            )}
          </FileButton>
        </Group>
        {percent !== null && (
          <Stack gap={4}>
            <Progress
              value={percent}
              animated={percent >= 100}
              aria-label={t('manualDelivery:upload.uploading', { percent })}
            />
            <Text size="xs" c="dimmed">
              {t('manualDelivery:upload.uploading', { percent })}
            </Text>
          </Stack>
        )}
        {preview && (
          <Stack gap="sm" data-testid="manual-preview">
            <Text size="sm" fw={600}>
              {preview.file_name}
            </Text>
            <Text size="sm">
              {t('manualDelivery:upload.summary', {
                rows: preview.totals.rows,
                new: preview.totals.new,
                changed: preview.totals.changed,
                unchanged: preview.totals.unchanged,
                refused: preview.totals.refused,
                cost: micros(preview.totals.cost_micros, currency),
              })}
            </Text>
            {!preview.acceptable && (
              <Alert color="red" variant="light">
                <Text size="sm">{t('manualDelivery:upload.refused')}</Text>
                {preview.problems.length > 0 && (
                  <List size="sm" mt={4}>
                    {preview.problems.map((p, i) => (
                      <List.Item key={i}>{problemText(p)}</List.Item>
                    ))}
                  </List>
                )}
              </Alert>
            )}
            {preview.rows.length > 0 && (
              <ResponsiveList
                rows={preview.rows}
                columns={columns}
                rowKey={(r) => String(r.row)}
                rowTestId="manual-preview-row"
                minWidth={820}
              />
            )}
            <Group gap="sm">
              <Button
                onClick={() => file && void send(file, true)}
                disabled={!preview.acceptable || preview.totals.new + preview.totals.changed === 0}
                loading={upload.isPending}
                data-testid="manual-confirm"
              >
                {t('manualDelivery:upload.confirm')}
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  setFile(null);
                  setPreview(null);
                }}
              >
                {t('manualDelivery:upload.cancel')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
