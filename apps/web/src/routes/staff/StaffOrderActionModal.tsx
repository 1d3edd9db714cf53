import { Alert, Stack, Text } from '@mantine/core';
import { formatMoney } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/ConfirmModal';
import {
  useStaffOrderAction,
  type StaffOrderAction,
  type StaffPaymentOrder,
} from '../../hooks/api/staff-payment-orders';
import { feedback } from '../../shell/feedback-store';

interface StaffOrderActionModalProps {
  order: StaffPaymentOrder | undefined;
  action: StaffOrderAction | undefined;
  opened: boolean;
  onClose: () => void;
  onExited: () => void;
}

/** Asks before confirming a bank transfer or refunding an order; a refusal is shown inside the dialog. */
export function StaffOrderActionModal({
  order,
  action,
  opened,
  onClose,
  onExited,
}: StaffOrderActionModalProps) {
  const { t } = useTranslation();
  const run = useStaffOrderAction();
  const values = order && {
    amount: formatMoney(order.amount, order.currency),
    order: order.public_id,
    advertiser: order.advertiser.display_name,
    company: order.company.name,
  };
  const refund = action === 'refund';

  async function confirm() {
    if (!order || !action || !values) return;
    await run.mutateAsync({ id: order.id, action });
    feedback.notify(
      'success',
      refund ? t('staff:payments.refund.done', values) : t('staff:payments.confirm_deposit.done', values),
    );
  }

  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      onExited={onExited}
      title={refund ? t('staff:payments.refund.title') : t('staff:payments.confirm_deposit.title')}
      cancelLabel={t('staff:payments.cancel')}
      confirmLabel={refund ? t('staff:payments.refund.confirm') : t('staff:payments.confirm_deposit.confirm')}
      confirmColor={refund ? 'red' : 'teal'}
      onConfirm={confirm}
    >
      {values && (
        <Stack gap="sm">
          <Text size="sm">
            {refund
              ? t('staff:payments.refund.body', values)
              : t('staff:payments.confirm_deposit.body', values)}
          </Text>
          {refund ? (
            <Text size="sm" c="dimmed">
              {t('staff:payments.refund.note')}
            </Text>
          ) : (
            order?.status === 'canceled' && (
              <Alert color="yellow" variant="light" p="sm">
                <Text size="sm">{t('staff:payments.confirm_deposit.canceled_note')}</Text>
              </Alert>
            )
          )}
        </Stack>
      )}
    </ConfirmModal>
  );
}
