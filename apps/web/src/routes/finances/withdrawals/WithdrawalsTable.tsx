import { Skeleton, Stack, Table, Text, Tooltip } from '@mantine/core';
import { formatDate, formatMoney, type WithdrawalView } from '@verba/domain';
import { useTranslation } from 'react-i18next';
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
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" horizontalSpacing="lg">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('finances_payouts:withdrawals.columns.requested_at')}</Table.Th>
            <Table.Th ta="right">{t('finances_payouts:withdrawals.columns.amount')}</Table.Th>
            <Table.Th ta="right">{t('finances_payouts:withdrawals.columns.fee')}</Table.Th>
            <Table.Th>{t('finances_payouts:withdrawals.columns.destination')}</Table.Th>
            <Table.Th>{t('finances_payouts:withdrawals.columns.settlement_date')}</Table.Th>
            <Table.Th>{t('finances_payouts:withdrawals.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {withdrawals
            ? withdrawals.map((w) => (
                <Table.Tr key={w.id} data-testid="withdrawal-row">
                  <Table.Td>
                    <Text size="sm">
                      {formatDate(w.requested_at, i18n.language, { timeZone: 'America/Sao_Paulo' })}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(w.amount)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(w.fee)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm">{w.destination.bank_name || w.destination.bank_code}</Text>
                      <Text size="xs" c="dimmed">
                        {formatAgency(w.destination)} · {formatAccountNumber(w.destination)}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDate(w.settlement_date, i18n.language)}</Text>
                  </Table.Td>
                  <Table.Td>
                    {w.status === 'failed' ? (
                      <Tooltip label={t(reasonKey(w.failure_reason))} multiline w={260} withArrow>
                        <span>
                          <WithdrawalStatusBadge status={w.status} />
                        </span>
                      </Tooltip>
                    ) : (
                      <WithdrawalStatusBadge status={w.status} />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))
            : Array.from({ length: 3 }, (_, i) => (
                <Table.Tr key={i}>
                  {Array.from({ length: 6 }, (_, j) => (
                    <Table.Td key={j}>
                      <Skeleton height={14} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
