import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WalletEntriesTable } from '../../components/wallet/WalletEntriesTable';
import type { AdvertiserDetail } from '../../hooks/api/advertisers';

/** The latest wallet entries of an advertiser. */
export function WalletActivity({ advertiser }: { advertiser: AdvertiserDetail }) {
  const { t } = useTranslation();
  const entries = advertiser.wallet_entries;
  return (
    <Paper withBorder radius="md">
      <Stack gap={2} p="lg" pb="sm">
        <Title order={2} size="h5">
          {t('advertisers:activity.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {advertiser.wallet_entries_total > entries.length
            ? t('advertisers:activity.latest', { shown: entries.length, total: advertiser.wallet_entries_total })
            : t('advertisers:activity.subtitle')}
        </Text>
      </Stack>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed" p="lg" pt={0}>
          {t('advertisers:activity.empty')}
        </Text>
      ) : (
        <WalletEntriesTable entries={entries} />
      )}
    </Paper>
  );
}
