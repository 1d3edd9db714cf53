import { Badge, Button, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBuildingBank, IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ResponsiveList, type ListColumn } from '../../../components/list/ResponsiveList';
import { moneyColumn } from '../../../components/list/money-column';
import type { WalletView } from '../../../hooks/api/wallets';
import { wholeBadgeStyles } from '../../../components/list/whole-badge';

const walletKey = (wallet: WalletView) =>
  wallet.account_id ?? `${wallet.kind}:${wallet.advertiser?.id ?? wallet.currency}`;

/** Every wallet with its kind and balance; the selected one's statement shows below, and advertisers' wallets take funds. */
export function WalletsList({
  wallets,
  current,
  nameOf,
  onSelect,
  onAddFunds,
}: {
  wallets: readonly WalletView[];
  current: WalletView | undefined;
  nameOf: (wallet: WalletView) => string;
  onSelect: (accountId: string) => void;
  onAddFunds: (advertiserId: string) => void;
}) {
  const { t } = useTranslation();
  const columns: ListColumn<WalletView>[] = [
    {
      key: 'wallet',
      label: t('finances:wallets.wallet'),
      card: 'title',
      render: (wallet) => {
        const name = nameOf(wallet);
        return (
          <UnstyledButton
            onClick={() => wallet.account_id && onSelect(wallet.account_id)}
            disabled={wallet.account_id === null}
            aria-label={t('finances:wallets.show_statement_of', { name })}
            maw="100%"
          >
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" radius="xl" color={wallet.kind === 'company' ? 'grape' : 'verba'}>
                {wallet.kind === 'company' ? <IconBuildingBank size={16} /> : <IconSpeakerphone size={16} />}
              </ThemeIcon>
              <Stack gap={0} miw={0}>
                <Group gap={6} wrap="nowrap" miw={0}>
                  <Text size="sm" fw={600} truncate>
                    {name}
                  </Text>
                  {wallet.advertiser && wallet.advertiser.status !== 'active' && (
                    <Badge
                      variant="light"
                      color="gray"
                      radius="sm"
                      size="sm"
                      styles={wholeBadgeStyles}
                      data-testid="wallet-inactive"
                    >
                      {t('finances:wallets.inactive')}
                    </Badge>
                  )}
                </Group>
                {wallet.advertiser && wallet.advertiser.name !== name && (
                  <Text size="xs" c="dimmed" truncate>
                    {wallet.advertiser.name}
                  </Text>
                )}
              </Stack>
            </Group>
          </UnstyledButton>
        );
      },
    },
    {
      key: 'kind',
      label: t('finances:wallets.kind'),
      card: 'aside',
      cardOrder: 10,
      render: (wallet) => (
        <Badge
          variant="light"
          color={wallet.kind === 'company' ? 'grape' : 'gray'}
          radius="sm"
          styles={wholeBadgeStyles}
        >
          {wallet.kind === 'company'
            ? t('finances:wallets.kind_company')
            : t('finances:wallets.kind_advertiser')}
        </Badge>
      ),
    },
    moneyColumn({
      key: 'balance',
      label: t('finances:wallets.balance'),
      value: (wallet) => ({ amount: wallet.balance, currency: wallet.currency }),
      testId: 'wallet-balance',
    }),
    {
      key: 'actions',
      label: t('finances:wallets.actions'),
      labelHidden: true,
      align: 'right',
      card: 'actions',
      render: (wallet) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {wallet.account_id && wallet !== current && (
            <Button size="compact-sm" variant="subtle" onClick={() => onSelect(wallet.account_id!)}>
              {t('finances:wallets.show_statement')}
            </Button>
          )}
          {wallet.advertiser && wallet.advertiser.status === 'active' && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={() => onAddFunds(wallet.advertiser!.id)}
            >
              {t('finances:wallets.add_funds')}
            </Button>
          )}
        </Group>
      ),
    },
  ];
  return (
    <ResponsiveList
      rows={wallets}
      columns={columns}
      rowKey={walletKey}
      rowTestId="wallet-row"
      minWidth={560}
      horizontalSpacing="lg"
      isRowSelected={(wallet) => wallet === current}
    />
  );
}
