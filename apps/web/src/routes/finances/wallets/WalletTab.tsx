import { Center, Group, Loader, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCoin, IconSpeakerphone } from '@tabler/icons-react';
import { campaignFunds, formatDate, formatMoney, type CompanyWalletView, type Currency } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { useWallets, type WalletView } from '../../../hooks/api/wallets';
import { useCompanyWallet } from '../../../hooks/api/withdrawals';
import { WalletsList } from './WalletsList';
import { WalletStatement } from './WalletStatement';

export const walletName = (wallet: WalletView, companyLabel: string) =>
  wallet.advertiser ? wallet.advertiser.display_name || wallet.advertiser.name : companyLabel;

/** Totals per currency, `R$ 1,00 · $2.00`; zero reais when there is none. */
export const formatTotals = (totals: [Currency, bigint][]) =>
  totals.length === 0
    ? formatMoney(0n, 'BRL')
    : totals.map(([currency, total]) => formatMoney(total, currency)).join(' · ');

function Stat({
  icon,
  label,
  value,
  hint,
  testId,
  note,
}: {
  icon: React.ReactNode;
  label: string;
  value: string;
  hint: string;
  testId: string;
  /** A second hint line, e.g. what the figure leaves out. */
  note?: string | null;
}) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={42} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={26} fw={700} lh={1.2} data-testid={testId}>
            {value}
          </Text>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
          {note && (
            <Text size="xs" c="orange.8" data-testid={`${testId}-note`}>
              {note}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * The Wallet tab: the company's cashback wallet and the advertisers' budgets at a glance, every
 * wallet with its balance, and the statement of the one selected.
 */
export function WalletTab({
  selected,
  page,
  onSelect,
  onPage,
  onAddFunds,
}: {
  selected: string | undefined;
  page: number;
  onSelect: (accountId: string) => void;
  onPage: (page: number) => void;
  onAddFunds: (advertiserId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const wallets = useWallets();
  const companyWallet = useCompanyWallet({ page: 1, per_page: 1 }).data?.data;
  if (wallets.isError)
    return (
      <LoadError
        message={t('finances:load_error')}
        retryLabel={t('finances:retry')}
        onRetry={() => void wallets.refetch()}
      />
    );
  if (!wallets.data)
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );

  const list = wallets.data;
  const company = list.find((w) => w.kind === 'company' && w.currency === 'BRL');
  const advertisers = list.filter((w) => w.kind === 'advertiser');
  const current =
    list.find((w) => w.account_id !== null && w.account_id === selected) ??
    list.find((w) => w.account_id !== null) ??
    list[0];
  const companyLabel = t('finances:wallets.company_wallet');
  const funds = campaignFunds(advertisers);

  /** With cashback on hold: how much, and when the next part joins the balance. */
  function cashbackHint(view: CompanyWalletView | undefined) {
    const next = view?.cashback_releases[0];
    if (!view || !next) return null;
    return t('finances:wallets.cashback_hint_on_hold', {
      amount: formatMoney(view.cashback_on_hold, 'BRL'),
      next: formatMoney(next.amount, 'BRL'),
      date: formatDate(next.available_at, i18n.language, { timeZone: 'America/Sao_Paulo' }),
    });
  }

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stat
          icon={<IconCoin size={22} />}
          label={t('finances:wallets.cashback_balance')}
          value={formatMoney(company?.balance ?? '0', 'BRL')}
          hint={cashbackHint(companyWallet) ?? t('finances:wallets.cashback_hint')}
          testId="company-balance"
        />
        <Stat
          icon={<IconSpeakerphone size={22} />}
          label={t('finances:wallets.advertisers_balance')}
          value={formatTotals(funds.available)}
          hint={t('finances:wallets.advertisers_hint', { count: funds.activeCount })}
          note={
            funds.inactiveWithBalance > 0
              ? t('finances:wallets.inactive_note', {
                  count: funds.inactiveWithBalance,
                  amount: formatTotals(funds.inactive),
                })
              : null
          }
          testId="advertisers-balance"
        />
      </SimpleGrid>

      <Paper withBorder radius="md">
        <WalletsList
          wallets={list}
          current={current}
          nameOf={(wallet) => walletName(wallet, companyLabel)}
          onSelect={onSelect}
          onAddFunds={onAddFunds}
        />
        {advertisers.length === 0 && (
          <Text size="sm" c="dimmed" p="lg" pt={0}>
            {t('finances:wallets.no_advertisers')}
          </Text>
        )}
      </Paper>

      {current && (
        <WalletStatement
          key={current.account_id ?? 'none'}
          wallet={current}
          name={walletName(current, companyLabel)}
          page={page}
          onPage={onPage}
        />
      )}
    </Stack>
  );
}
