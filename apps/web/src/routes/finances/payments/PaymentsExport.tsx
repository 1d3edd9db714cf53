import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import type { ExportFormat } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../api/client';
import type { PaymentFilters } from '../search';

/** Saves a Blob under a file name (a temporary object URL on a hidden link). */
function save({ blob, fileName }: { blob: Blob; fileName: string }) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "Export" of the payment history: the rows the current filters match, as CSV or XLSX (server-made). */
export function PaymentsExport({ filters }: { filters: PaymentFilters }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      save(await downloadFile('payment-orders/export', { query: { ...filters, format } }));
    } catch {
      // The global error list shows what failed.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={busy}
        >
          {t('finances:export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run('csv')}>{t('finances:export.csv')}</Menu.Item>
        <Menu.Item onClick={() => void run('xlsx')}>{t('finances:export.xlsx')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
