import { Badge } from '@mantine/core';
import type { WithdrawalStatus } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { wholeBadgeStyles } from '../../../components/list/whole-badge';

const color: Record<WithdrawalStatus, string> = {
  requested: 'blue',
  processing: 'yellow',
  paid: 'teal',
  failed: 'red',
};
const label = {
  requested: 'finances_payouts:withdrawals.status.requested',
  processing: 'finances_payouts:withdrawals.status.processing',
  paid: 'finances_payouts:withdrawals.status.paid',
  failed: 'finances_payouts:withdrawals.status.failed',
} as const satisfies Record<WithdrawalStatus, string>;

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={color[status]}
      radius="sm"
      data-testid="withdrawal-status"
      styles={wholeBadgeStyles}
    >
      {t(label[status])}
    </Badge>
  );
}
