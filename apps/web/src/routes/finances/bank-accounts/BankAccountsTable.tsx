import { ActionIcon, Badge, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconPencil, IconStar, IconTrash } from '@tabler/icons-react';
import { formatDocument, type BankAccountView } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { ResponsiveList, type ListColumn } from '../../../components/list/ResponsiveList';
import { wholeBadgeStyles } from '../../../components/list/whole-badge';
import { formatAccountNumber, formatAgency } from './bank-account-format';

interface BankAccountsTableProps {
  accounts: BankAccountView[] | undefined;
  /** Administrators (manager) only: the row actions. */
  canManage: boolean;
  onEdit: (account: BankAccountView) => void;
  onDelete: (account: BankAccountView) => void;
  onMakeMain: (account: BankAccountView) => void;
}

const tabularNumbers = { fontVariantNumeric: 'tabular-nums' } as const;

export function BankAccountsTable({
  accounts,
  canManage,
  onEdit,
  onDelete,
  onMakeMain,
}: BankAccountsTableProps) {
  const { t } = useTranslation();
  const columns: ListColumn<BankAccountView>[] = [
    {
      key: 'bank',
      label: t('finances_payouts:bank_accounts.columns.bank'),
      card: 'title',
      render: (account) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {account.bank_code} · {account.bank_name}
          </Text>
          {account.is_main && (
            <Badge
              size="sm"
              variant="light"
              color="verba"
              w="fit-content"
              leftSection={<IconStar size={11} />}
              styles={wholeBadgeStyles}
            >
              {t('finances_payouts:bank_accounts.main')}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'agency',
      label: t('finances_payouts:bank_accounts.columns.agency'),
      render: (account) => (
        <Text size="sm" style={tabularNumbers}>
          {formatAgency(account)}
        </Text>
      ),
    },
    {
      key: 'account',
      label: t('finances_payouts:bank_accounts.columns.account'),
      render: (account) => (
        <Text size="sm" style={tabularNumbers}>
          {formatAccountNumber(account)}
        </Text>
      ),
    },
    {
      key: 'type',
      label: t('finances_payouts:bank_accounts.columns.type'),
      render: (account) => (
        <Text size="sm">
          {t(
            account.type === 'current'
              ? 'finances_payouts:bank_accounts.type.current'
              : 'finances_payouts:bank_accounts.type.savings',
          )}
        </Text>
      ),
    },
    {
      key: 'holder',
      label: t('finances_payouts:bank_accounts.columns.holder'),
      render: (account) => (
        <Stack gap={0}>
          <Text size="sm">{account.holder_name}</Text>
          <Text size="xs" c="dimmed">
            {formatDocument(account.holder_document)}
          </Text>
        </Stack>
      ),
    },
  ];
  if (canManage)
    columns.push({
      key: 'actions',
      label: t('finances_payouts:bank_accounts.actions'),
      labelHidden: true,
      width: 56,
      card: 'aside',
      render: (account) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('finances_payouts:bank_accounts.actions')}
            >
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {!account.is_main && (
              <Menu.Item leftSection={<IconStar size={16} />} onClick={() => onMakeMain(account)}>
                {t('finances_payouts:bank_accounts.make_main')}
              </Menu.Item>
            )}
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onEdit(account)}>
              {t('finances_payouts:bank_accounts.edit')}
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(account)}>
              {t('finances_payouts:bank_accounts.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ),
    });
  return (
    <ResponsiveList
      rows={accounts}
      columns={columns}
      rowKey={(account) => account.id}
      rowTestId="bank-account-row"
      skeletonRows={2}
      minWidth={680}
      horizontalSpacing="lg"
    />
  );
}
