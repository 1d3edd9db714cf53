import { Badge, Table, Text } from '@mantine/core';
import { formatDate, formatMoney, type WalletEntryView } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { entryDescriptionKey, entryTypeColors, entryTypeLabelKeys } from './entry-labels';

export type WalletEntryRow = Pick<WalletEntryView, 'id' | 'type' | 'sign' | 'amount' | 'currency' | 'balance_after' | 'kind' | 'created_at'>;

/** Wallet entries: date, type badge, what it was, signed amount (plus/minus as spec §3) and balance after. */
export function WalletEntriesTable({ entries }: { entries: readonly WalletEntryRow[] }) {
  const { t, i18n } = useTranslation();
  return (
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
          {entries.map((entry) => (
            <Table.Tr key={entry.id} data-testid="wallet-entry">
              <Table.Td>
                <Text size="sm">{formatDate(entry.created_at, i18n.language, { timeZone: 'America/Sao_Paulo' })}</Text>
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
  );
}
