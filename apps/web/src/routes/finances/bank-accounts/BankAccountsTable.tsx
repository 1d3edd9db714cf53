import { ActionIcon, Badge, Menu, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDots, IconPencil, IconStar, IconTrash } from '@tabler/icons-react';
import { formatDocument, type BankAccountView } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { formatAccountNumber, formatAgency } from './bank-account-format';

interface BankAccountsTableProps {
  accounts: BankAccountView[] | undefined;
  /** Administrators (manager) only: the row actions. */
  canManage: boolean;
  onEdit: (account: BankAccountView) => void;
  onDelete: (account: BankAccountView) => void;
  onMakeMain: (account: BankAccountView) => void;
}

export function BankAccountsTable({ accounts, canManage, onEdit, onDelete, onMakeMain }: BankAccountsTableProps) {
  const { t } = useTranslation();
  const columns = canManage ? 6 : 5;
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('finances_payouts:bank_accounts.columns.bank')}</Table.Th>
            <Table.Th>{t('finances_payouts:bank_accounts.columns.agency')}</Table.Th>
            <Table.Th>{t('finances_payouts:bank_accounts.columns.account')}</Table.Th>
            <Table.Th>{t('finances_payouts:bank_accounts.columns.type')}</Table.Th>
            <Table.Th>{t('finances_payouts:bank_accounts.columns.holder')}</Table.Th>
            {canManage && (
              <Table.Th w={56}>
                <VisuallyHidden>{t('finances_payouts:bank_accounts.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts
            ? accounts.map((account) => (
                <Table.Tr key={account.id} data-testid="bank-account-row">
                  <Table.Td>
                    <Stack gap={2}>
                      <Text size="sm" fw={600}>
                        {account.bank_code} · {account.bank_name}
                      </Text>
                      {account.is_main && (
                        <Badge size="sm" variant="light" color="verba" w="fit-content" leftSection={<IconStar size={11} />}>
                          {t('finances_payouts:bank_accounts.main')}
                        </Badge>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{formatAgency(account)}</Table.Td>
                  <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{formatAccountNumber(account)}</Table.Td>
                  <Table.Td>{t(account.type === 'current' ? 'finances_payouts:bank_accounts.type.current' : 'finances_payouts:bank_accounts.type.savings')}</Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm">{account.holder_name}</Text>
                      <Text size="xs" c="dimmed">
                        {formatDocument(account.holder_document)}
                      </Text>
                    </Stack>
                  </Table.Td>
                  {canManage && (
                    <Table.Td>
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <ActionIcon variant="subtle" color="gray" aria-label={t('finances_payouts:bank_accounts.actions')}>
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
                    </Table.Td>
                  )}
                </Table.Tr>
              ))
            : Array.from({ length: 2 }, (_, i) => (
                <Table.Tr key={i}>
                  {Array.from({ length: columns }, (_, j) => (
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
