import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatMoney } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import type { AdvertiserDetail, WalletEntry } from '../../hooks/api/advertisers';

const typeColor: Record<WalletEntry['type'], string> = {
  CREDIT: 'teal',
  FAILED_TRANSFER_FUND: 'teal',
  DEBIT: 'gray',
  CHECKOUT: 'blue',
  REFUND: 'orange',
  CHARGEBACK: 'red',
};

const typeLabel = {
  CREDIT: 'advertisers:entry_type.CREDIT',
  FAILED_TRANSFER_FUND: 'advertisers:entry_type.FAILED_TRANSFER_FUND',
  DEBIT: 'advertisers:entry_type.DEBIT',
  CHECKOUT: 'advertisers:entry_type.CHECKOUT',
  REFUND: 'advertisers:entry_type.REFUND',
  CHARGEBACK: 'advertisers:entry_type.CHARGEBACK',
} as const;

/** What an entry is about, in words: the symbolic credit, a payment, a campaign budget… */
function entryDescription(entry: WalletEntry, t: (key: string) => string): string {
  switch (entry.kind) {
    case 'symbolic_credit':
      return t('advertisers:entry_kind.symbolic_credit');
    case 'payment_credit':
      return t('advertisers:entry_kind.payment_credit');
    case 'reservation':
      return t('advertisers:entry_kind.reservation');
    case 'release':
      return t('advertisers:entry_kind.release');
    default:
      return t(typeLabel[entry.type]);
  }
}

/** The latest wallet entries of an advertiser: date, type, what it was, signed amount and balance after. */
export function WalletActivity({ advertiser }: { advertiser: AdvertiserDetail }) {
  const { t, i18n } = useTranslation();
  const entries = advertiser.wallet_entries;
  return (
    <Paper withBorder radius="md">
      <Stack gap={2} p="lg" pb="sm">
        <Title order={2} size="h5">
          {t('advertisers:activity.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {advertiser.wallet_entries_total > entries.length
            ? t('advertisers:activity.latest', { shown: entries.length, total: advertiser.wallet_entries_total })
            : t('advertisers:activity.subtitle')}
        </Text>
      </Stack>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed" p="lg" pt={0}>
          {t('advertisers:activity.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" horizontalSpacing="lg">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('advertisers:activity.date')}</Table.Th>
                <Table.Th>{t('advertisers:activity.type')}</Table.Th>
                <Table.Th>{t('advertisers:activity.description')}</Table.Th>
                <Table.Th ta="right">{t('advertisers:activity.amount')}</Table.Th>
                <Table.Th ta="right">{t('advertisers:activity.balance_after')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id} data-testid="wallet-entry">
                  <Table.Td>
                    <Text size="sm">{formatDate(entry.created_at, i18n.language)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={typeColor[entry.type]} radius="sm">
                      {t(typeLabel[entry.type])}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{entryDescription(entry, t)}</Text>
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
      )}
    </Paper>
  );
}
