import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { BankAccountView } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useDeleteBankAccount } from '../../../hooks/api/bank-accounts';
import { feedback, flattenErrors } from '../../../shell/feedback-store';
import { formatAccountNumber } from './bank-account-format';

const modalStyles = { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } };

/** Asks before deleting a bank account; says so when the main one goes (another one takes its place). */
export function DeleteBankAccountModal({ account, opened, onClose, onExited }: { account: BankAccountView | undefined; opened: boolean; onClose: () => void; onExited: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteBankAccount();
  const [errors, setErrors] = useState<string[]>([]);

  async function confirm() {
    if (!account) return;
    setErrors([]);
    try {
      await remove.mutateAsync(account.id);
      feedback.notify('success', t('finances_payouts:bank_accounts.delete_modal.done'));
      onClose();
    } catch (error) {
      setErrors(error instanceof ApiError ? flattenErrors(error.errors) : [t('common:generic_error')]);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => {
        setErrors([]);
        onExited();
      }}
      title={t('finances_payouts:bank_accounts.delete_modal.title')}
      centered
      styles={modalStyles}
    >
      <Stack gap="md">
        <Text size="sm">
          {account && t('finances_payouts:bank_accounts.delete_modal.body', { account: formatAccountNumber(account), bank: account.bank_name || account.bank_code })}
        </Text>
        {account?.is_main && (
          <Text size="sm" c="dimmed">
            {t('finances_payouts:bank_accounts.delete_modal.body_main')}
          </Text>
        )}
        {errors.length > 0 && (
          <Alert color="red" variant="light" title={t('common:attention')} role="alert">
            <List size="sm" listStyleType="none">
              {errors.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {t('finances_payouts:bank_accounts.form.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => void confirm()} data-autofocus>
            {t('finances_payouts:bank_accounts.delete_modal.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
