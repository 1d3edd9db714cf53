import { Text } from '@mantine/core';
import type { BankAccountView } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { useDeleteBankAccount } from '../../../hooks/api/bank-accounts';
import { feedback } from '../../../shell/feedback-store';
import { formatAccountNumber } from './bank-account-format';

/** Asks before deleting a bank account; says so when the main one goes (another one takes its place). */
export function DeleteBankAccountModal({ account, opened, onClose, onExited }: { account: BankAccountView | undefined; opened: boolean; onClose: () => void; onExited: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteBankAccount();

  async function confirm() {
    if (!account) return;
    await remove.mutateAsync(account.id);
    feedback.notify('success', t('finances_payouts:bank_accounts.delete_modal.done'));
  }

  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      onExited={onExited}
      title={t('finances_payouts:bank_accounts.delete_modal.title')}
      cancelLabel={t('finances_payouts:bank_accounts.form.cancel')}
      confirmLabel={t('finances_payouts:bank_accounts.delete_modal.confirm')}
      confirmColor="red"
      onConfirm={confirm}
    >
      <Text size="sm">
        {account && t('finances_payouts:bank_accounts.delete_modal.body', { account: formatAccountNumber(account), bank: account.bank_name || account.bank_code })}
      </Text>
      {account?.is_main && (
        <Text size="sm" c="dimmed">
          {t('finances_payouts:bank_accounts.delete_modal.body_main')}
        </Text>
      )}
    </ConfirmModal>
  );
}
