import { Badge, Text } from '@mantine/core';
import { formatDate, formatMoney, type WalletEntryView } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { ResponsiveList, type ListColumn } from '../list/ResponsiveList';
import { moneyColumn } from '../list/money-column';
import { entryDescriptionKey, entryTypeColors, entryTypeLabelKeys } from './entry-labels';
import { wholeBadgeStyles } from '../list/whole-badge';

export type WalletEntryRow = Pick<
  WalletEntryView,
  'id' | 'type' | 'sign' | 'amount' | 'currency' | 'balance_after' | 'kind' | 'created_at'
>;

/** Wallet entries: date, type badge, what it was, signed amount (plus/minus as spec §3) and balance after. */
export function WalletEntriesTable({ entries }: { entries: readonly WalletEntryRow[] }) {
  const { t, i18n } = useTranslation();
  const columns: ListColumn<WalletEntryRow>[] = [
    {
      key: 'date',
      label: t('finances:statement.date'),
      card: 'title',
      cardOrder: 2,
      render: (entry) => (
        <Text size="sm">
          {formatDate(entry.created_at, i18n.language, { timeZone: 'America/Sao_Paulo' })}
        </Text>
      ),
    },
    {
      key: 'type',
      label: t('finances:statement.type'),
      card: 'title',
      render: (entry) => (
        <Badge
          variant="light"
          color={entryTypeColors[entry.type]}
          radius="sm"
          data-testid="entry-type"
          styles={wholeBadgeStyles}
        >
          {t(entryTypeLabelKeys[entry.type])}
        </Badge>
      ),
    },
    {
      key: 'description',
      label: t('finances:statement.description'),
      card: 'title',
      render: (entry) => <Text size="sm">{t(entryDescriptionKey(entry))}</Text>,
    },
    {
      key: 'amount',
      label: t('finances:statement.amount'),
      align: 'right',
      card: 'aside',
      render: (entry) => (
        <Text
          size="sm"
          fw={600}
          c={entry.sign === 'plus' ? 'teal.7' : 'red.7'}
          style={{ whiteSpace: 'nowrap' }}
          data-testid="entry-amount"
        >
          {entry.sign === 'plus' ? '+' : '−'} {formatMoney(entry.amount, entry.currency)}
        </Text>
      ),
    },
    moneyColumn({
      key: 'balance_after',
      label: t('finances:statement.balance_after'),
      value: (entry) => ({ amount: entry.balance_after, currency: entry.currency }),
      testId: 'entry-balance-after',
      muted: true,
    }),
  ];
  return (
    <ResponsiveList
      rows={entries}
      columns={columns}
      rowKey={(entry) => entry.id}
      rowTestId="wallet-entry"
      minWidth={620}
      horizontalSpacing="lg"
      striped
    />
  );
}
