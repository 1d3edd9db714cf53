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

/** The dialog's texts per action (literal keys, so the i18n check sees them). */
const actionTexts: Record<
  StaffOrderAction,
  { title: string; body: string; note?: string; confirm: string; done: string }
> = {
  'confirm-deposit': {
    title: 'staff:payments.confirm_deposit.title',
    body: 'staff:payments.confirm_deposit.body',
    confirm: 'staff:payments.confirm_deposit.confirm',
    done: 'staff:payments.confirm_deposit.done',
  },
  refund: {
    title: 'staff:payments.refund.title',
    body: 'staff:payments.refund.body',
    note: 'staff:payments.refund.note',
    confirm: 'staff:payments.refund.confirm',
    done: 'staff:payments.refund.done',
  },
  'confirm-refund': {
    title: 'staff:payments.confirm_refund.title',
    body: 'staff:payments.confirm_refund.body',
    note: 'staff:payments.confirm_refund.note',
    confirm: 'staff:payments.confirm_refund.confirm',
    done: 'staff:payments.confirm_refund.done',
  },
};

interface StaffOrderActionModalProps {
  order: StaffPaymentOrder | undefined;
  action: StaffOrderAction | undefined;
  opened: boolean;
  onClose: () => void;
  onExited: () => void;
}

/**
 * Asks before confirming a bank transfer, refunding an order or confirming a refund sent by hand;
 * a refusal is shown inside the dialog.
 */
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
    order: order.code,
    advertiser: order.advertiser.display_name,
    company: order.company.name,
  };
  const texts = action ? actionTexts[action] : actionTexts['confirm-deposit'];

  async function confirm() {
    if (!order || !action || !values) return;
    await run.mutateAsync({ id: order.id, action });
    feedback.notify('success', t(texts.done, values));
  }

  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      onExited={onExited}
      title={t(texts.title)}
      cancelLabel={t('staff:payments.cancel')}
      confirmLabel={t(texts.confirm)}
      confirmColor={action === 'refund' ? 'red' : 'teal'}
      onConfirm={confirm}
    >
      {values && (
        <Stack gap="sm">
          <Text size="sm">{t(texts.body, values)}</Text>
          {texts.note && (
            <Text size="sm" c="dimmed">
              {t(texts.note)}
            </Text>
          )}
          {action === 'confirm-deposit' && order?.status === 'canceled' && (
            <Alert color="yellow" variant="light" p="sm">
              <Text size="sm">{t('staff:payments.confirm_deposit.canceled_note')}</Text>
            </Alert>
          )}
        </Stack>
      )}
    </ConfirmModal>
  );
}
