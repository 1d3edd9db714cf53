import { Button, Group, Menu, Text } from '@mantine/core';
import {
  IconBookmark,
  IconChevronDown,
  IconDeviceFloppy,
  IconDownload,
  IconMail,
  IconUsers,
} from '@tabler/icons-react';
import type { ReportDefinition } from '@verba/domain';
import { reportExportFormats, type ReportExportFormat } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportDownload, useSavedReports, type SavedReport } from '../../hooks/api/reports';
import { EmailReportModal } from './EmailReportModal';
import { SaveReportModal } from './SaveReportModal';
import { exportFormatKeys } from './label-keys';
import { AddToDashboardButton } from '../dashboards/AddToDashboardButton';

/** Opens a signed download URL: the server streams the file as an attachment, the page stays. */
function openDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The report's actions: open a saved report, save this one, export it (CSV, the pt-BR Excel CSV,
 * XLSX; streamed by the server whatever its size) and send it by e-mail.
 */
export function ReportActions({
  definition,
  current,
  totalRows,
  onOpen,
  onSaved,
}: {
  definition: ReportDefinition;
  current: SavedReport | undefined;
  totalRows: number | undefined;
  onOpen: (report: SavedReport) => void;
  onSaved: (report: SavedReport) => void;
}) {
  const { t } = useTranslation();
  const saved = useSavedReports();
  const download = useReportDownload();
  const [saving, setSaving] = useState(false);
  const [emailing, setEmailing] = useState(false);
  const [exporting, setExporting] = useState<ReportExportFormat>();
  const mine = (saved.data ?? []).filter((r) => r.is_owner);
  const shared = (saved.data ?? []).filter((r) => !r.is_owner);

  const exportAs = async (format: ReportExportFormat) => {
    setExporting(format);
    try {
      const { url } = await download.mutateAsync({ definition, format });
      openDownload(url);
    } catch {
      // The global error list shows why.
    } finally {
      setExporting(undefined);
    }
  };

  return (
    <Group gap="xs" wrap="wrap">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconBookmark size={16} />}
            rightSection={<IconChevronDown size={14} />}
            data-testid="saved-reports-menu"
          >
            {t('reports:saved.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown mah={420} style={{ overflowY: 'auto' }}>
          {saved.data?.length === 0 && (
            <Text size="sm" c="dimmed" px="sm" py="xs" maw={260}>
              {t('reports:saved.none')}
            </Text>
          )}
          {mine.length > 0 && <Menu.Label>{t('reports:saved.mine')}</Menu.Label>}
          {mine.map((report) => (
            <Menu.Item key={report.id} onClick={() => onOpen(report)} data-testid="saved-report-item">
              {report.name}
            </Menu.Item>
          ))}
          {shared.length > 0 && <Menu.Label>{t('reports:saved.shared')}</Menu.Label>}
          {shared.map((report) => (
            <Menu.Item
              key={report.id}
              onClick={() => onOpen(report)}
              leftSection={<IconUsers size={14} />}
              data-testid="saved-report-item"
            >
              <Text size="sm">{report.name}</Text>
              <Text size="xs" c="dimmed">
                {report.owner.name}
              </Text>
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Button
        variant="default"
        leftSection={<IconDeviceFloppy size={16} />}
        onClick={() => setSaving(true)}
        data-testid="save-report"
      >
        {t('reports:save.button')}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            rightSection={<IconChevronDown size={14} />}
            loading={exporting !== undefined}
            data-testid="export-report"
          >
            {t('reports:export.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {reportExportFormats.map((format) => (
            <Menu.Item key={format} onClick={() => void exportAs(format)} data-testid={`export-${format}`}>
              {t(exportFormatKeys[format])}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Button
        leftSection={<IconMail size={16} />}
        onClick={() => setEmailing(true)}
        data-testid="email-report"
      >
        {t('reports:email.button')}
      </Button>
      <AddToDashboardButton definition={definition} title={current?.name} />
      {saving && (
        <SaveReportModal
          opened
          onClose={() => setSaving(false)}
          definition={definition}
          current={current}
          onSaved={onSaved}
        />
      )}
      {emailing && (
        <EmailReportModal
          opened
          onClose={() => setEmailing(false)}
          definition={definition}
          totalRows={totalRows}
          savedReportId={current?.id}
        />
      )}
    </Group>
  );
}
