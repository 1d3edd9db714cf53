import { Badge, Button, EmptyState, Group, Paper, Stack, Text } from '@mantine/core';
import { wholeBadgeStyles } from '../../components/list/whole-badge';
import { IconPlugConnected, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/forms/FormSection';
import { LoadError } from '../../components/LoadError';
import { ResponsiveList, type ListColumn } from '../../components/list/ResponsiveList';
import {
  useExchanges,
  useRotateExchangeSecret,
  useSetExchangeStatus,
  type ExchangeView,
  type ExchangeWithSecret,
} from '../../hooks/api/exchanges';
import { feedback } from '../../shell/feedback-store';
import { ExchangeFormModal } from './ExchangeFormModal';
import { ExchangeSecretModal } from './ExchangeSecretModal';
import { ExchangeReportsSection } from './ExchangeReportsSection';

/**
 * `/staff/exchanges` (issue 25, DESIGN §8a): platform staff register the exchanges whose bid
 * requests the bidders answer and whose notices they bill, edit them, rotate their secrets (shown
 * once) and pause them. Changes reach the bidders within seconds.
 */
export function StaffExchangesPage() {
  const { t } = useTranslation();
  const exchanges = useExchanges();
  const rotate = useRotateExchangeSecret();
  const setStatus = useSetExchangeStatus();
  const [form, setForm] = useState<{ exchange: ExchangeView | undefined } | null>(null);
  const [issued, setIssued] = useState<ExchangeWithSecret>();
  const maxWindow = exchanges.data?.meta.max_notice_window_seconds ?? 120;

  const onRotate = async (exchange: ExchangeView) => {
    if (!window.confirm(t('exchanges:rotate_confirm', { name: exchange.name }))) return;
    try {
      setIssued(await rotate.mutateAsync(exchange.id));
    } catch (error) {
      feedback.setErrors(error instanceof Error ? error.message : t('common:generic_error'));
    }
  };
  const onStatus = async (exchange: ExchangeView) => {
    const status = exchange.status === 'active' ? 'paused' : 'active';
    try {
      await setStatus.mutateAsync({ id: exchange.id, status });
      feedback.notify(
        'success',
        t(status === 'paused' ? 'exchanges:paused_done' : 'exchanges:activated_done'),
      );
    } catch (error) {
      feedback.setErrors(error instanceof Error ? error.message : t('common:generic_error'));
    }
  };

  const columns: ListColumn<ExchangeView>[] = [
    {
      key: 'exchange',
      label: t('exchanges:columns.exchange'),
      card: 'title',
      render: (e) => (
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600} truncate>
            {e.name}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace" truncate title={e.bid_path}>
            {e.bid_path} · OpenRTB {e.openrtb_version} · {e.currency}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'auth',
      label: t('exchanges:columns.auth'),
      render: (e) => (
        <Stack gap={0}>
          <Text size="sm">{t(`exchanges:auth_method.${e.auth_method}`)}</Text>
          {e.allowed_cidrs.length > 0 && (
            <Text size="xs" c="dimmed" ff="monospace" truncate maw={220} title={e.allowed_cidrs.join(', ')}>
              {e.allowed_cidrs.join(', ')}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'billing',
      label: t('exchanges:columns.billing'),
      render: (e) => <Text size="sm">{t(`exchanges:billing.${e.billing}`)}</Text>,
    },
    {
      key: 'window',
      label: t('exchanges:columns.window'),
      render: (e) => <Text size="sm">{t('exchanges:seconds', { count: e.notice_window_seconds })}</Text>,
    },
    {
      key: 'status',
      label: t('exchanges:columns.status'),
      card: 'aside',
      render: (e) => (
        <Badge color={e.status === 'active' ? 'teal' : 'gray'} variant="light" styles={wholeBadgeStyles}>
          {t(`exchanges:status.${e.status}`)}
        </Badge>
      ),
    },
    {
      key: 'actions',
      label: t('exchanges:columns.actions'),
      card: 'actions',
      align: 'right',
      render: (e) => (
        <Group gap={6} justify="flex-end" wrap="wrap" maw={230} ml="auto">
          <Button
            size="xs"
            variant="default"
            onClick={() => setForm({ exchange: e })}
            aria-label={`${t('exchanges:edit')}: ${e.name}`}
          >
            {t('exchanges:edit')}
          </Button>
          {(e.auth_method === 'path_secret' || e.auth_method === 'signed_header') && (
            <Button
              size="xs"
              variant="light"
              onClick={() => void onRotate(e)}
              aria-label={`${t('exchanges:rotate')}: ${e.name}`}
            >
              {t('exchanges:rotate')}
            </Button>
          )}
          <Button
            size="xs"
            variant="light"
            color={e.status === 'active' ? 'red' : 'teal'}
            onClick={() => void onStatus(e)}
            aria-label={`${t(e.status === 'active' ? 'exchanges:pause' : 'exchanges:activate')}: ${e.name}`}
          >
            {t(e.status === 'active' ? 'exchanges:pause' : 'exchanges:activate')}
          </Button>
        </Group>
      ),
    },
  ];
  const rows = exchanges.data?.data;

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t('exchanges:title')}
        subtitle={t('exchanges:subtitle')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ exchange: undefined })}>
            {t('exchanges:new')}
          </Button>
        }
      />
      <Paper withBorder radius="md">
        {exchanges.isError && !rows ? (
          <LoadError
            message={t('exchanges:load_error')}
            retryLabel={t('exchanges:retry')}
            onRetry={() => void exchanges.refetch()}
          />
        ) : rows && rows.length === 0 ? (
          <EmptyState
            py={48}
            icon={<IconPlugConnected size={28} />}
            variant="light"
            title={t('exchanges:empty')}
          />
        ) : (
          <ResponsiveList
            rows={rows}
            columns={columns}
            rowKey={(e) => e.id}
            rowTestId="staff-exchange-row"
            skeletonRows={2}
            minWidth={900}
          />
        )}
      </Paper>
      {rows && rows.length > 0 && <ExchangeReportsSection exchanges={rows} />}
      <ExchangeFormModal
        opened={form !== null}
        exchange={form?.exchange}
        maxNoticeWindowSeconds={maxWindow}
        onClose={() => setForm(null)}
        onIssued={setIssued}
      />
      <ExchangeSecretModal issued={issued} onClose={() => setIssued(undefined)} />
    </Stack>
  );
}
