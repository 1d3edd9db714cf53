import { Badge, Button, FileButton, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, type Currency } from '@verba/domain';
import { LoadError } from '../../components/LoadError';
import { ResponsiveList, type ListColumn } from '../../components/list/ResponsiveList';
import {
  useExchangeReports,
  useUploadExchangeReport,
  type ExchangeReportDay,
} from '../../hooks/api/exchange-reports';
import type { ExchangeView } from '../../hooks/api/exchanges';
import { feedback } from '../../shell/feedback-store';

const statusColor = { agrees: 'teal', differs: 'red', currency_differs: 'red', no_report: 'gray' } as const;
const statusLabel = {
  agrees: 'exchangeReports:status.agrees',
  differs: 'exchangeReports:status.differs',
  currency_differs: 'exchangeReports:status.currency_differs',
  no_report: 'exchangeReports:status.no_report',
} as const;

/** Micros (a decimal string) as money, to the centavo. */
const money = (micros: string | null, currency: string | null) =>
  micros === null ? '—' : formatMoney(BigInt(micros) / 10_000n, (currency ?? 'BRL') as Currency);

/**
 * The exchanges' daily reports on `/staff/exchanges` (issue 25, docs/exchange-reports.md): upload an
 * exchange's report and see, per exchange and São Paulo day, what Verba counted, what the ledger
 * posted, what the exchange billed, the difference and whether it is within the tolerance.
 */
export function ExchangeReportsSection({ exchanges }: { exchanges: readonly ExchangeView[] }) {
  const { t, i18n } = useTranslation();
  const reports = useExchangeReports();
  const upload = useUploadExchangeReport();
  const [exchangeId, setExchangeId] = useState<string | null>(null);
  const chosen = exchangeId ?? exchanges[0]?.id ?? null;

  const onFile = async (file: File | null) => {
    if (!file || !chosen) return;
    try {
      const result = await upload.mutateAsync({ exchangeId: chosen, file });
      feedback.notify('success', t('exchangeReports:imported', { count: result.days.length }));
    } catch (error) {
      feedback.setErrors(error instanceof Error ? error.message : t('common:generic_error'));
    }
  };

  const columns: ListColumn<ExchangeReportDay>[] = [
    {
      key: 'day',
      label: t('exchangeReports:columns.day'),
      card: 'title',
      render: (d) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {formatDate(d.day, i18n.language)}
          </Text>
          <Text size="xs" c="dimmed">
            {d.name || d.slug}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'counted',
      label: t('exchangeReports:columns.counted'),
      render: (d) => (
        <Text size="sm">
          {d.counted_impressions.toLocaleString(i18n.language)} · {money(d.counted_spend_micros, d.counted_currency)}
        </Text>
      ),
    },
    {
      key: 'posted',
      label: t('exchangeReports:columns.posted'),
      render: (d) => (
        <Text size="sm">
          {d.ledger_posted_micros === null
            ? t('exchangeReports:not_posted_yet')
            : money(d.ledger_posted_micros, d.counted_currency)}
        </Text>
      ),
    },
    {
      key: 'billed',
      label: t('exchangeReports:columns.billed'),
      render: (d) => (
        <Text size="sm">
          {d.billed_impressions === null
            ? '—'
            : `${d.billed_impressions.toLocaleString(i18n.language)} · ${money(d.billed_spend_micros, d.billed_currency)}`}
        </Text>
      ),
    },
    {
      key: 'difference',
      label: t('exchangeReports:columns.difference'),
      render: (d) => (
        <Text size="sm">
          {d.difference_impressions === null
            ? '—'
            : `${d.difference_impressions > 0 ? '+' : ''}${d.difference_impressions.toLocaleString(i18n.language)} · ${money(d.difference_spend_micros, d.billed_currency)}`}
        </Text>
      ),
    },
    {
      key: 'status',
      label: t('exchangeReports:columns.status'),
      render: (d) => (
        <Badge color={statusColor[d.status]} variant="light">
          {t(statusLabel[d.status])}
        </Badge>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="end" wrap="wrap">
        <Stack gap={2}>
          <Title order={3}>{t('exchangeReports:title')}</Title>
          <Text size="sm" c="dimmed">
            {t('exchangeReports:intro')}
          </Text>
        </Stack>
        <Group gap="xs" align="end">
          <Select
            label={t('exchangeReports:exchange')}
            data={exchanges.map((e) => ({ value: e.id, label: e.name }))}
            value={chosen}
            onChange={setExchangeId}
            allowDeselect={false}
            w={200}
          />
          <FileButton onChange={(file) => void onFile(file)} accept=".csv,.xlsx,text/csv">
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />} loading={upload.isPending} disabled={!chosen}>
                {t('exchangeReports:upload')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Group>
      <Paper withBorder radius="md">
        {reports.isError && !reports.data ? (
          <LoadError
            message={t('exchangeReports:load_error')}
            retryLabel={t('exchanges:retry')}
            onRetry={() => void reports.refetch()}
          />
        ) : reports.data && reports.data.length === 0 ? (
          <Text p="lg" size="sm" c="dimmed">
            {t('exchangeReports:empty')}
          </Text>
        ) : (
          <ResponsiveList
            rows={reports.data}
            columns={columns}
            rowKey={(d) => `${d.exchange_id}|${d.day}`}
            rowTestId="staff-exchange-report-row"
            skeletonRows={2}
            minWidth={960}
          />
        )}
      </Paper>
    </Stack>
  );
}
