import { Alert, Group, Pagination, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { can, formatDate, formatMoney, type CompanyWalletView } from '@verba/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBankAccounts } from '../../../hooks/api/bank-accounts';
import { useCompanyWallet, useWithdrawals } from '../../../hooks/api/withdrawals';
import { useCurrentUser } from '../../../session/current-user';
import { WalletEntriesTable } from '../../../components/wallet/WalletEntriesTable';
import { WithdrawalForm } from './WithdrawalForm';
import { WithdrawalsTable } from './WithdrawalsTable';

const perPage = 10;

/**
 * Withdrawals (a tab of /finances, manager and user_manager): the company wallet's balance, the
 * request form with fee, total and expected date, the history with statuses and the wallet's
 * statement, where a refused transfer shows up as FAILED_TRANSFER_FUND.
 */
export function WithdrawalsPanel() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  if (!can.manageFinance(me.role)) {
    return (
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
        {t('finances_payouts:withdrawals.finance_only')}
      </Alert>
    );
  }
  return <FinanceWithdrawals />;
}

function FinanceWithdrawals() {
  const { t } = useTranslation();
  const [historyPage, setHistoryPage] = useState(1);
  const [entriesPage, setEntriesPage] = useState(1);
  const wallet = useCompanyWallet({ page: entriesPage, per_page: perPage });
  const history = useWithdrawals({ page: historyPage, per_page: perPage });
  const accounts = useBankAccounts();
  const mainAccount = accounts.data ? (accounts.data.data.find((a) => a.is_main) ?? null) : undefined;
  const view = wallet.data?.data;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('finances_payouts:withdrawals.balance')}
            </Text>
            {view ? (
              <Text
                fz={32}
                fw={700}
                data-testid="company-wallet-balance"
                style={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {formatMoney(view.balance)}
              </Text>
            ) : (
              <Skeleton height={38} width={200} />
            )}
            <Text size="sm" c="dimmed">
              {t('finances_payouts:withdrawals.balance_hint')}
            </Text>
            {view && (
              <Text size="sm" mt="xs">
                {t('finances_payouts:withdrawals.available', {
                  amount: formatMoney(view.available_for_withdrawal),
                })}
              </Text>
            )}
            {view && BigInt(view.cashback_on_hold) > 0n && <CashbackOnHold view={view} />}
            {view && BigInt(view.chargeback_debt) > 0n && (
              <Alert
                variant="light"
                color="yellow"
                icon={<IconAlertTriangle size={18} />}
                mt="xs"
                data-testid="company-chargeback-debt"
              >
                {t('finances_payouts:withdrawals.chargeback_debt', {
                  amount: formatMoney(view.chargeback_debt),
                })}
              </Alert>
            )}
          </Stack>
          {view ? (
            <WithdrawalForm
              balance={BigInt(view.balance) - BigInt(view.chargeback_debt)}
              debt={BigInt(view.chargeback_debt)}
              mainAccount={mainAccount}
              sandbox={view.payout_rail === 'sandbox'}
            />
          ) : (
            <Skeleton height={260} />
          )}
        </SimpleGrid>
      </Paper>

      <Section title={t('finances_payouts:withdrawals.history_title')}>
        {history.data?.data.length === 0 ? (
          <Text size="sm" c="dimmed" px="lg" pb="lg">
            {t('finances_payouts:withdrawals.history_empty')}
          </Text>
        ) : (
          <WithdrawalsTable withdrawals={history.data?.data} />
        )}
        {history.data && history.data.meta.last_page > 1 && (
          <Group justify="flex-end" p="md">
            <Pagination
              total={history.data.meta.last_page}
              value={historyPage}
              onChange={setHistoryPage}
              size="sm"
            />
          </Group>
        )}
      </Section>

      <Section title={t('finances_payouts:withdrawals.entries_title')}>
        {view && view.entries.length === 0 ? (
          <Text size="sm" c="dimmed" px="lg" pb="lg">
            {t('finances_payouts:withdrawals.entries_empty')}
          </Text>
        ) : (
          view && <WalletEntriesTable entries={view.entries} />
        )}
        {wallet.data && wallet.data.meta.last_page > 1 && (
          <Group justify="flex-end" p="md">
            <Pagination
              total={wallet.data.meta.last_page}
              value={entriesPage}
              onChange={setEntriesPage}
              size="sm"
            />
          </Group>
        )}
      </Section>
    </Stack>
  );
}

/** Cashback from card and PayPal payments still held: not in the balance, and when the next part joins it. */
function CashbackOnHold({ view }: { view: CompanyWalletView }) {
  const { t, i18n } = useTranslation();
  const next = view.cashback_releases[0];
  return (
    <Text size="sm" c="dimmed" data-testid="company-cashback-on-hold">
      {t('finances_payouts:withdrawals.on_hold', {
        amount: formatMoney(view.cashback_on_hold),
        days: view.cashback_hold_days,
      })}{' '}
      {next &&
        t('finances_payouts:withdrawals.next_release', {
          amount: formatMoney(next.amount),
          date: formatDate(next.available_at, i18n.language, { timeZone: 'America/Sao_Paulo' }),
        })}
    </Text>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md">
      <Title order={2} size="h5" p="lg" pb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
