import { Alert, Button, EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { can, type BankAccountView } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBankAccounts, useSetMainBankAccount } from '../../../hooks/api/bank-accounts';
import { useCompany } from '../../../hooks/api/company';
import { useCurrentUser } from '../../../session/current-user';
import { feedback } from '../../../shell/feedback-store';
import { BankAccountModal } from './BankAccountModal';
import { BankAccountsTable } from './BankAccountsTable';
import { DeleteBankAccountModal } from './DeleteBankAccountModal';

type Dialog = { kind: 'create' } | { kind: 'edit'; account: BankAccountView } | { kind: 'delete'; account: BankAccountView };

/**
 * The company's bank accounts (a tab of /finances). Managers and user managers see them; only
 * administrators (manager) add, edit, delete or change the main one — others see why not.
 */
export function BankAccountsPanel() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const canRead = can.manageFinance(me.role);
  const canManage = can.manageBankAccounts(me.role);
  const accounts = useBankAccounts({ enabled: canRead });
  const company = useCompany();
  const setMain = useSetMainBankAccount();
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const [opened, setOpened] = useState(false);
  const open = (next: Dialog) => {
    setDialog(next);
    setOpened(true);
  };
  const rows = accounts.data?.data;

  const makeMain = async (account: BankAccountView) => {
    try {
      await setMain.mutateAsync(account.id);
      feedback.notify('success', t('finances_payouts:bank_accounts.main_done', { bank: account.bank_name || account.bank_code }));
    } catch {
      // The API client has put the reason in the global error list.
    }
  };

  const addButton = canManage && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => open({ kind: 'create' })} disabled={!company.data}>
      {t('finances_payouts:bank_accounts.add')}
    </Button>
  );

  return (
    <Paper withBorder radius="md">
      <Group justify="space-between" align="flex-start" p="lg" gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('finances_payouts:bank_accounts.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('finances_payouts:bank_accounts.subtitle')}
          </Text>
        </Stack>
        {addButton}
      </Group>
      {!canManage && (
        <Alert mx="lg" mb="md" variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          {t('finances_payouts:bank_accounts.manager_only')}
        </Alert>
      )}
      {canRead &&
        (rows && rows.length === 0 ? (
          <EmptyState
            py={40}
            icon={<IconBuildingBank size={28} />}
            variant="light"
            title={t('finances_payouts:bank_accounts.empty')}
            description={canManage ? t('finances_payouts:bank_accounts.empty_manager') : undefined}
          >
            {addButton && <EmptyState.Actions>{addButton}</EmptyState.Actions>}
          </EmptyState>
        ) : (
          <BankAccountsTable
            accounts={rows}
            canManage={canManage}
            onEdit={(account) => open({ kind: 'edit', account })}
            onDelete={(account) => open({ kind: 'delete', account })}
            onMakeMain={(account) => void makeMain(account)}
          />
        ))}
      <BankAccountModal
        opened={opened && (dialog?.kind === 'create' || dialog?.kind === 'edit')}
        account={dialog?.kind === 'edit' ? dialog.account : undefined}
        companyDocument={company.data?.document ?? ''}
        firstAccount={(rows?.length ?? 0) === 0}
        onClose={() => setOpened(false)}
        onExited={() => setDialog(undefined)}
      />
      <DeleteBankAccountModal
        opened={opened && dialog?.kind === 'delete'}
        account={dialog?.kind === 'delete' ? dialog.account : undefined}
        onClose={() => setOpened(false)}
        onExited={() => setDialog(undefined)}
      />
    </Paper>
  );
}
