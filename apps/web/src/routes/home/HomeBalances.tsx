import { Card, SimpleGrid, Text } from '@mantine/core';
import { formatMoney, type HomeView } from '@verba/domain';
import { useTranslation } from 'react-i18next';

type Balances = NonNullable<HomeView['balances']>;

const totals = (amounts: Balances['available_for_campaigns']) =>
  amounts.length === 0
    ? formatMoney(0n, 'BRL')
    : amounts.map((a) => formatMoney(a.amount, a.currency)).join(' · ');

/** The company wallet and what active advertisers have for campaigns (inactive ones apart). */
export function HomeBalances({ balances }: { balances: Balances }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      component="section"
      aria-label={t('shell:home.balances.title')}
    >
      <Card withBorder padding="lg">
        <Text size="sm" c="dimmed">
          {t('finances:wallets.cashback_balance')}
        </Text>
        <Text fz={26} fw={700} data-testid="home-company-wallet">
          {formatMoney(balances.company_wallet, 'BRL')}
        </Text>
      </Card>
      <Card withBorder padding="lg">
        <Text size="sm" c="dimmed">
          {t('finances:wallets.advertisers_balance')}
        </Text>
        <Text fz={26} fw={700} data-testid="home-available">
          {totals(balances.available_for_campaigns)}
        </Text>
        {balances.inactive_advertisers_count > 0 && (
          <Text size="xs" c="orange.8">
            {t('finances:wallets.inactive_note', {
              count: balances.inactive_advertisers_count,
              amount: totals(balances.inactive_advertisers),
            })}
          </Text>
        )}
      </Card>
    </SimpleGrid>
  );
}
