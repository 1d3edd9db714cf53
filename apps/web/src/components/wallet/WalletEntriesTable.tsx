import { Badge, Stack, Text } from '@mantine/core';
import { formatMoney, listDateFormatter, type WalletEntryView } from '@verba/domain';
import { AnchorLink } from '../../routes/advertisers/links';
import { useTranslation } from 'react-i18next';
import { ResponsiveList, type ListColumn } from '../list/ResponsiveList';
import { moneyColumn } from '../list/money-column';
import { entryDescriptionKey, entryTypeColors, entryTypeLabelKeys } from './entry-labels';
import { wholeBadgeStyles } from '../list/whole-badge';

export type WalletEntryRow = Pick<
  WalletEntryView,
  'id' | 'type' | 'sign' | 'amount' | 'currency' | 'balance_after' | 'kind' | 'created_at' | 'order'
> &
  Partial<Pick<WalletEntryView, 'campaign'>>;

/** The order a line came from, linked to it in the payment history: `PED-7K3Q9X · Advertiser`. */
function EntryOrder({ order }: { order: NonNullable<WalletEntryRow['order']> }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" data-testid="entry-order">
      {t('finances:statement.from_order_prefix')}{' '}
      <AnchorLink to="/finances" search={{ tab: 'payments', search: order.code }} size="xs" ff="monospace">
        {order.code}
      </AnchorLink>{' '}
      · {order.advertiser.display_name}
    </Text>
  );
}

/**
 * The campaign a budget reservation (or its release) was for, linked to its page, with the
 * delivery spend posted against it so far: spend moves the reservation, not the wallet.
 */
function EntryCampaign({
  campaign,
  currency,
}: {
  campaign: NonNullable<WalletEntryView['campaign']>;
  currency: WalletEntryView['currency'];
}) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" data-testid="entry-campaign">
      {t('finances:statement.from_campaign_prefix')}{' '}
      <AnchorLink to="/campaigns/$id" params={{ id: campaign.id }} size="xs">
        {campaign.name}
      </AnchorLink>{' '}
      ·{' '}
      {t('finances:statement.campaign_spent', {
        spent: formatMoney(campaign.spent, currency),
        reserved: formatMoney(campaign.reserved, currency),
      })}
    </Text>
  );
}

/**
 * Wallet entries: date (with the time where several share a day), type badge, what it was and the
 * order and advertiser it came from, signed amount (plus/minus as spec §3) and balance after.
 */
export function WalletEntriesTable({ entries }: { entries: readonly WalletEntryRow[] }) {
  const { t, i18n } = useTranslation();
  const date = listDateFormatter(
    entries.map((entry) => entry.created_at),
    i18n.language,
  );
  const columns: ListColumn<WalletEntryRow>[] = [
    {
      key: 'date',
      label: t('finances:statement.date'),
      card: 'title',
      cardOrder: 2,
      render: (entry) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {date(entry.created_at)}
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
      render: (entry) => (
        <Stack gap={0}>
          <Text size="sm">{t(entryDescriptionKey(entry))}</Text>
          {entry.order && <EntryOrder order={entry.order} />}
          {entry.campaign && <EntryCampaign campaign={entry.campaign} currency={entry.currency} />}
        </Stack>
      ),
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
