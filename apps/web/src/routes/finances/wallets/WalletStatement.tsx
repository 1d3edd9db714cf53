import { Center, Group, Loader, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { WalletEntriesTable } from '../../../components/wallet/WalletEntriesTable';
import { useWalletEntries, type WalletView } from '../../../hooks/api/wallets';
import { BalanceSparkline } from './BalanceSparkline';

const perPage = 15;

/** A wallet's statement, paged, with the balance over the page. */
export function WalletStatement({ wallet, name, page, onPage }: { wallet: WalletView; name: string; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const entries = useWalletEntries(wallet.account_id, { page, per_page: perPage });
  const rows = entries.data?.data ?? [];
  const meta = entries.data?.meta;

  return (
    <Paper withBorder radius="md" data-testid="wallet-statement">
      <Group justify="space-between" align="flex-start" p="lg" pb="sm" gap="md">
        <Stack gap={2}>
          <Title order={2} size="h5">
            {t('finances:statement.title', { name })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('finances:statement.subtitle')}
          </Text>
        </Stack>
        <BalanceSparkline entries={rows} label={t('finances:statement.chart_label')} />
      </Group>
      {wallet.account_id === null || (entries.isSuccess && rows.length === 0) ? (
        <Text size="sm" c="dimmed" p="lg" pt={0}>
          {t('finances:statement.empty')}
        </Text>
      ) : entries.isError ? (
        <LoadError message={t('finances:load_error')} retryLabel={t('finances:retry')} onRetry={() => void entries.refetch()} />
      ) : !entries.data ? (
        <Center p="xl">
          <Loader size="sm" />
        </Center>
      ) : (
        <>
          <WalletEntriesTable entries={rows} />
          {meta && meta.last_page > 1 && (
            <Group justify="flex-end" p="md">
              <Pagination total={meta.last_page} value={meta.current_page} onChange={onPage} size="sm" />
            </Group>
          )}
        </>
      )}
    </Paper>
  );
}
