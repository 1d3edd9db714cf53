import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDownload, IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchInvoicePdf, type InvoiceView } from '../../../hooks/api/invoices';
import { printedInvoiceNumber } from './invoice-labels';

/**
 * The issued document: the PDF is fetched with the session's token (it is not public), kept as an
 * object URL, and offered to open in a new tab or to download.
 */
export function InvoiceDocument({ invoice }: { invoice: InvoiceView & { number: string } }) {
  const { t } = useTranslation();
  const pdf = useQuery({
    queryKey: ['invoices', 'pdf', invoice.id],
    queryFn: () => fetchInvoicePdf(invoice.id),
    staleTime: Infinity,
    retry: 1,
  });
  const url = useMemo(() => (pdf.data ? URL.createObjectURL(pdf.data) : undefined), [pdf.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const fileName = `nfse-${printedInvoiceNumber(invoice.number)}.pdf`;

  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={48} radius="md" variant="light" color="red">
            <IconFileTypePdf size={28} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={600}>{t('invoices:document.title', { number: printedInvoiceNumber(invoice.number) })}</Text>
            <Text size="sm" c="dimmed">
              {pdf.isError ? t('invoices:document.load_error') : t('invoices:document.subtitle')}
            </Text>
          </Stack>
        </Group>
        <Group gap="sm">
          <Button component="a" href={url} target="_blank" rel="noopener" variant="default" leftSection={<IconExternalLink size={16} />} disabled={!url} loading={pdf.isPending}>
            {t('invoices:document.open')}
          </Button>
          <Button component="a" href={url} download={fileName} leftSection={<IconDownload size={16} />} disabled={!url} loading={pdf.isPending}>
            {t('invoices:document.download')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
