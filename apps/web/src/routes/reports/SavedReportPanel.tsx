import {
  ActionIcon,
  Badge,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconLink, IconLinkOff, IconTrash, IconUsers } from '@tabler/icons-react';
import { formatDate } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/ConfirmModal';
import { useDeleteSavedReport, useReportLink, type SavedReport } from '../../hooks/api/reports';
import { frequencyKeys } from './label-keys';

/**
 * The saved report on screen: its name, whose it is, whether colleagues see it, its schedule, and
 * (to its owner) the spreadsheet link: a secret CSV address for Google Sheets `IMPORTDATA` or
 * Excel Power Query, copied here, replaced or revoked. The link always serves the report as saved.
 */
export function SavedReportPanel({
  report,
  modified,
  onDeleted,
}: {
  report: SavedReport;
  /** The report on screen differs from the saved one. */
  modified: boolean;
  onDeleted: () => void;
}) {
  const { t, i18n } = useTranslation();
  const link = useReportLink();
  const remove = useDeleteSavedReport();
  const [revoking, setRevoking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const url = report.link?.url ?? null;

  return (
    <Paper withBorder radius="md" p="md" data-testid="saved-report-panel">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: '1 1 240px' }}>
            <Group gap="xs">
              <Title order={2} size="h4" data-testid="saved-report-name">
                {report.name}
              </Title>
              {report.shared && (
                <Badge variant="light" leftSection={<IconUsers size={12} />}>
                  {t('reports:saved.shared_badge')}
                </Badge>
              )}
              {modified && (
                <Badge variant="light" color="orange" data-testid="saved-report-modified">
                  {t('reports:saved.modified')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {report.is_owner
                ? t('reports:saved.yours', { date: formatDate(report.updated_at, i18n.language) })
                : t('reports:saved.by', { name: report.owner.name })}
              {report.schedule &&
                ` · ${t('reports:saved.scheduled', {
                  frequency: t(frequencyKeys[report.schedule.frequency]).toLocaleLowerCase(i18n.language),
                  count: report.schedule.recipients.length,
                })}`}
            </Text>
          </Stack>
          {report.is_owner && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={() => setDeleting(true)}
            >
              {t('reports:saved.delete')}
            </Button>
          )}
        </Group>

        {report.is_owner ? (
          url ? (
            <Stack gap={6} data-testid="report-link">
              <Text size="sm" fw={500}>
                {t('reports:link.title')}
              </Text>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <TextInput
                  value={url}
                  readOnly
                  aria-label={t('reports:link.title')}
                  onFocus={(event) => event.currentTarget.select()}
                  style={{ flex: 1 }}
                  data-testid="report-link-url"
                />
                <CopyButton value={url}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? t('reports:link.copied') : t('reports:link.copy')} withinPortal>
                      <ActionIcon
                        variant={copied ? 'light' : 'default'}
                        color={copied ? 'teal' : undefined}
                        size={36}
                        onClick={copy}
                        aria-label={t('reports:link.copy')}
                        data-testid="report-link-copy"
                      >
                        {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              </Group>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('reports:link.how', { formula: `=IMPORTDATA("${url}")` })}
              </Text>
              {modified && (
                <Text size="xs" c="orange.8">
                  {t('reports:link.serves_saved')}
                </Text>
              )}
              <Group gap="xs">
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconLink size={14} />}
                  loading={link.create.isPending}
                  onClick={() => link.create.mutate(report.id)}
                >
                  {t('reports:link.replace')}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconLinkOff size={14} />}
                  onClick={() => setRevoking(true)}
                  data-testid="report-link-revoke"
                >
                  {t('reports:link.revoke')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Group gap="sm">
              <Button
                variant="light"
                size="xs"
                leftSection={<IconLink size={14} />}
                loading={link.create.isPending}
                onClick={() => link.create.mutate(report.id)}
                data-testid="report-link-create"
              >
                {t('reports:link.create')}
              </Button>
              <Text size="xs" c="dimmed" style={{ flex: '1 1 240px' }}>
                {t('reports:link.hint')}
              </Text>
            </Group>
          )
        ) : (
          <Text size="xs" c="dimmed">
            {t('reports:link.owner_only', { name: report.owner.name })}
          </Text>
        )}
      </Stack>

      <ConfirmModal
        opened={revoking}
        onClose={() => setRevoking(false)}
        title={t('reports:link.revoke_title')}
        cancelLabel={t('reports:save.cancel')}
        confirmLabel={t('reports:link.revoke')}
        confirmColor="red"
        onConfirm={() => link.revoke.mutateAsync(report.id).then(() => undefined)}
      >
        <Text size="sm">{t('reports:link.revoke_body')}</Text>
      </ConfirmModal>
      <ConfirmModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title={t('reports:saved.delete_title')}
        cancelLabel={t('reports:save.cancel')}
        confirmLabel={t('reports:saved.delete')}
        confirmColor="red"
        onConfirm={async () => {
          await remove.mutateAsync(report.id);
          onDeleted();
        }}
      >
        <Text size="sm">{t('reports:saved.delete_body', { name: report.name })}</Text>
      </ConfirmModal>
    </Paper>
  );
}
