import { Stack, Text } from '@mantine/core';
import { formatDate, type WithdrawalView } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { ResponsiveList, type ListColumn } from '../../../components/list/ResponsiveList';
import { useListDate } from '../../../components/list/use-list-date';
import { moneyColumn } from '../../../components/list/money-column';
import { formatAccountNumber, formatAgency } from '../bank-accounts/bank-account-format';
import { WithdrawalStatusBadge } from './WithdrawalStatusBadge';

const failureReason = {
  account_closed: 'finances_payouts:withdrawals.failure_reason.account_closed',
  account_not_found: 'finances_payouts:withdrawals.failure_reason.account_not_found',
  rejected: 'finances_payouts:withdrawals.failure_reason.rejected',
  holder_mismatch: 'finances_payouts:withdrawals.failure_reason.holder_mismatch',
  chargeback_debt: 'finances_payouts:withdrawals.failure_reason.chargeback_debt',
} as const;

const reasonKey = (reason: string | null) =>
  failureReason[(reason ?? 'rejected') as keyof typeof failureReason] ?? failureReason.rejected;

/** The withdrawal history: when, how much (and the fee), where, expected date, status. */
export function WithdrawalsTable({ withdrawals }: { withdrawals: WithdrawalView[] | undefined }) {
  const { t, i18n } = useTranslation();
  const requestedAt = useListDate((withdrawals ?? []).map((w) => w.requested_at));
  const columns: ListColumn<WithdrawalView>[] = [
    {
      key: 'requested_at',
      label: t('finances_payouts:withdrawals.columns.requested_at'),
      card: 'title',
      render: (w) => <Text size="sm">{requestedAt(w.requested_at)}</Text>,
    },
    moneyColumn({
      key: 'amount',
      label: t('finances_payouts:withdrawals.columns.amount'),
      value: (w) => ({ amount: w.amount }),
      testId: 'withdrawal-amount',
    }),
    moneyColumn({
      key: 'fee',
      label: t('finances_payouts:withdrawals.columns.fee'),
      value: (w) => ({ amount: w.fee }),
      testId: 'withdrawal-fee-paid',
      muted: true,
    }),
    {
      key: 'destination',
      label: t('finances_payouts:withdrawals.columns.destination'),
      render: (w) => (
        <Stack gap={0}>
          <Text size="sm">{w.destination.bank_name || w.destination.bank_code}</Text>
          <Text size="xs" c="dimmed">
            {formatAgency(w.destination)} · {formatAccountNumber(w.destination)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'settlement_date',
      label: t('finances_payouts:withdrawals.columns.settlement_date'),
      render: (w) => <Text size="sm">{formatDate(w.settlement_date, i18n.language)}</Text>,
    },
    {
      key: 'status',
      label: t('finances_payouts:withdrawals.columns.status'),
      card: 'title',
      // The reason of a failure is written under the badge (a tooltip is out of reach on a phone).
      render: (w) => (
        <Stack gap={2} maw={260}>
          <WithdrawalStatusBadge status={w.status} />
          {w.status === 'failed' && (
            <Text size="xs" c="red.8" data-testid="withdrawal-failure-reason">
              {t(reasonKey(w.failure_reason))}
            </Text>
          )}
        </Stack>
      ),
    },
  ];
  return (
    <ResponsiveList
      rows={withdrawals}
      columns={columns}
      rowKey={(w) => w.id}
      rowTestId="withdrawal-row"
      skeletonRows={3}
      minWidth={720}
      horizontalSpacing="lg"
    />
  );
}
