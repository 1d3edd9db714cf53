import { Alert, Stack, Tabs } from '@mantine/core';
import { IconBuildingBank, IconCash, IconInfoCircle, IconReceipt, IconWallet } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { can } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/forms/FormSection';
import { useCurrentUser } from '../../session/current-user';
import { BankAccountsPanel } from './bank-accounts';
import { NewPaymentModal } from './payments/NewPaymentModal';
import { PaymentsTab } from './payments/PaymentsTab';
import type { FinancesSearch, FinancesTab } from './search';
import { WalletTab } from './wallets/WalletTab';
import { WithdrawalsPanel } from './withdrawals';

const route = getRouteApi('/app/finances');

/**
 * `/finances` (spec §2): wallet balances and statements, payment history with "new payment",
 * withdrawals from the company wallet, and bank accounts; the tab and lists' state live in the URL.
 */
export function FinancesPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [newPayment, setNewPayment] = useState<{ advertiserId?: string } | null>(null);
  const tab: FinancesTab = search.tab ?? 'wallet';
  const setSearch = (next: FinancesSearch, replace = true) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace });

  return (
    <Stack gap={0} maw={1200}>
      <PageHeader title={t('finances:title')} subtitle={t('finances:subtitle')} />
      {!can.manageFinance(me.role) ? (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          title={t('finances:no_access.title')}
        >
          {t('finances:no_access.text')}
        </Alert>
      ) : (
        <Tabs
          value={tab}
          onChange={(value) =>
            setSearch({ tab: value === 'wallet' ? undefined : (value as FinancesTab) }, false)
          }
          keepMounted={false}
        >
          <Tabs.List mb="lg">
            <Tabs.Tab value="wallet" leftSection={<IconWallet size={16} />}>
              {t('finances:tabs.wallet')}
            </Tabs.Tab>
            <Tabs.Tab value="payments" leftSection={<IconReceipt size={16} />}>
              {t('finances:tabs.payments')}
            </Tabs.Tab>
            <Tabs.Tab value="withdrawals" leftSection={<IconCash size={16} />}>
              {t('finances:tabs.withdrawals')}
            </Tabs.Tab>
            <Tabs.Tab value="bank-accounts" leftSection={<IconBuildingBank size={16} />}>
              {t('finances:tabs.bank_accounts')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="wallet">
            <WalletTab
              selected={search.wallet}
              page={search.page ?? 1}
              onSelect={(wallet) => setSearch({ wallet, page: undefined })}
              onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
              onAddFunds={(advertiserId) => setNewPayment({ advertiserId })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="payments">
            <PaymentsTab
              page={search.payments_page ?? 1}
              filters={{
                status: search.status,
                method: search.method,
                search: search.search,
                from: search.from,
                to: search.to,
              }}
              onPage={(page) => setSearch({ payments_page: page > 1 ? page : undefined })}
              onFilters={(filters) => setSearch({ ...filters, payments_page: undefined })}
              onNew={() => setNewPayment({})}
            />
          </Tabs.Panel>
          <Tabs.Panel value="withdrawals">
            <WithdrawalsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="bank-accounts">
            <BankAccountsPanel />
          </Tabs.Panel>
        </Tabs>
      )}
      <NewPaymentModal
        opened={newPayment !== null}
        advertiserId={newPayment?.advertiserId}
        onClose={() => setNewPayment(null)}
      />
    </Stack>
  );
}
