import { Badge, Center, Group, Loader, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatMoney } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { useWalletEntries, type WalletView } from '../../../hooks/api/wallets';
import { BalanceSparkline } from './BalanceSparkline';
import { entryDescriptionKey, entryTypeColors, entryTypeLabelKeys } from './entry-labels';

const perPage = 15;

/** A wallet's statement: date, type badge, what it was, signed amount and balance after, paged. */
export function WalletStatement({ wallet, name, page, onPage }: { wallet: WalletView; name: string; page: number; onPage: (page: number) => void }) {
  const { t, i18n } = useTranslation();
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
        <Text size="sm" c="red" p="lg" pt={0}>
          {t('finances:load_error')}
        </Text>
      ) : !entries.data ? (
        <Center p="xl">
          <Loader size="sm" />
        </Center>
      ) : (
        <>
          <Table.ScrollContainer minWidth={620}>
            <Table verticalSpacing="sm" horizontalSpacing="lg" striped="even" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('finances:statement.date')}</Table.Th>
                  <Table.Th>{t('finances:statement.type')}</Table.Th>
                  <Table.Th>{t('finances:statement.description')}</Table.Th>
                  <Table.Th ta="right">{t('finances:statement.amount')}</Table.Th>
                  <Table.Th ta="right">{t('finances:statement.balance_after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((entry) => (
                  <Table.Tr key={entry.id} data-testid="wallet-entry">
                    <Table.Td>
                      <Text size="sm">{formatDate(entry.created_at, i18n.language)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={entryTypeColors[entry.type]} radius="sm">
                        {t(entryTypeLabelKeys[entry.type])}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{t(entryDescriptionKey(entry))}</Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm" fw={600} c={entry.sign === 'plus' ? 'teal.7' : 'red.7'} style={{ whiteSpace: 'nowrap' }}>
                        {entry.sign === 'plus' ? '+' : '−'} {formatMoney(entry.amount, entry.currency)}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(entry.balance_after, entry.currency)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
