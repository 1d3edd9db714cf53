import { Badge, Table, Text } from '@mantine/core';
import { formatDate, formatMoney, type CompanyWalletEntryView } from '@verba/domain';
import { useTranslation } from 'react-i18next';

const typeColor: Record<CompanyWalletEntryView['type'], string> = {
  CREDIT: 'teal',
  FAILED_TRANSFER_FUND: 'teal',
  DEBIT: 'gray',
  CHECKOUT: 'blue',
  REFUND: 'orange',
  CHARGEBACK: 'red',
};

const typeLabel = {
  CREDIT: 'finances_payouts:withdrawals.entry_type.CREDIT',
  FAILED_TRANSFER_FUND: 'finances_payouts:withdrawals.entry_type.FAILED_TRANSFER_FUND',
  DEBIT: 'finances_payouts:withdrawals.entry_type.DEBIT',
  CHECKOUT: 'finances_payouts:withdrawals.entry_type.CHECKOUT',
  REFUND: 'finances_payouts:withdrawals.entry_type.REFUND',
  CHARGEBACK: 'finances_payouts:withdrawals.entry_type.CHARGEBACK',
} as const satisfies Record<CompanyWalletEntryView['type'], string>;

const kindLabel: Record<string, string> = {
  bonus_credit: 'finances_payouts:withdrawals.entry_kind.bonus_credit',
  withdrawal: 'finances_payouts:withdrawals.entry_kind.withdrawal',
  withdrawal_fee: 'finances_payouts:withdrawals.entry_kind.withdrawal_fee',
  failed_transfer_fund: 'finances_payouts:withdrawals.entry_kind.failed_transfer_fund',
};

/** The company wallet's statement: date, type (plus/minus as spec §3), what it was, amount, balance after. */
export function CompanyWalletEntries({ entries }: { entries: CompanyWalletEntryView[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table verticalSpacing="sm" horizontalSpacing="lg">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('finances_payouts:withdrawals.entry_columns.date')}</Table.Th>
            <Table.Th>{t('finances_payouts:withdrawals.entry_columns.type')}</Table.Th>
            <Table.Th>{t('finances_payouts:withdrawals.entry_columns.description')}</Table.Th>
            <Table.Th ta="right">{t('finances_payouts:withdrawals.entry_columns.amount')}</Table.Th>
            <Table.Th ta="right">{t('finances_payouts:withdrawals.entry_columns.balance_after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id} data-testid="company-wallet-entry">
              <Table.Td>
                <Text size="sm">{formatDate(entry.created_at, i18n.language, { timeZone: 'America/Sao_Paulo' })}</Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={typeColor[entry.type]} radius="sm">
                  {t(typeLabel[entry.type])}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(kindLabel[entry.kind] ?? typeLabel[entry.type])}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={600} c={entry.sign === 'plus' ? 'teal.7' : 'red.7'} style={{ whiteSpace: 'nowrap' }}>
                  {entry.sign === 'plus' ? '+' : '−'} {formatMoney(entry.amount)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(entry.balance_after)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
