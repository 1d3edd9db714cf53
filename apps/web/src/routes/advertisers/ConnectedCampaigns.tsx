import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { useConnectedAccounts, type ConnectedStatsPlatform } from '../../hooks/api/connected-accounts';
import { AnchorLink } from './links';

const platformLabels = {
  google_ads: 'connections:connected.platforms.google_ads',
  meta: 'connections:connected.platforms.meta',
  spotify: 'connections:connected.platforms.spotify',
} as const;

/** Micros of the account currency → centavos (what formatMoney takes). */
const minorOf = (micros: string) => BigInt(micros) / 10_000n;

/**
 * "Campanhas na conta conectada" on the advertiser's page (issue 28): the campaigns of the
 * advertiser's own Google Ads, Meta and Spotify ad accounts connected read-only, with their last 30
 * days' figures, each platform linking to its connected-accounts page. Nothing when none is connected.
 */
export function ConnectedCampaigns({ advertiserId }: { advertiserId: string }) {
  const { t, i18n } = useTranslation();
  const views = {
    google_ads: useConnectedAccounts(advertiserId, 'last_30_days', 'google_ads'),
    meta: useConnectedAccounts(advertiserId, 'last_30_days', 'meta'),
    spotify: useConnectedAccounts(advertiserId, 'last_30_days', 'spotify'),
  };
  const rows = (Object.keys(views) as ConnectedStatsPlatform[]).flatMap((platform) => {
    const view = views[platform].data;
    if (view?.status !== 'active') return [];
    return view.accounts.flatMap((account) =>
      account.campaigns.map((campaign) => ({ platform, account, campaign })),
    );
  });
  const connected = (Object.keys(views) as ConnectedStatsPlatform[]).filter(
    (p) => views[p].data?.status === 'active',
  );
  if (connected.length === 0) return null;
  const number = new Intl.NumberFormat(i18n.language);
  const currencyOf = (code: string) => (code === 'USD' || code === 'EUR' ? code : 'BRL');

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} data-testid="advertiser-connected-campaigns">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h5">
              {t('advertisers:connected_campaigns.title')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('advertisers:connected_campaigns.hint')}
            </Text>
          </Stack>
          <Group gap="sm">
            {connected.map((platform) => (
              <AnchorLink
                key={platform}
                to="/advertisers/$id/connected-accounts"
                params={{ id: advertiserId }}
                search={platform === 'google_ads' ? {} : { platform }}
                size="sm"
              >
                {t('advertisers:connected_campaigns.see_platform', { platform: t(platformLabels[platform]) })}
              </AnchorLink>
            ))}
          </Group>
        </Group>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('connections:connected.no_campaigns')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing={6} fz="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('connections:connected.columns.campaign')}</Table.Th>
                  <Table.Th ta="right">{t('connections:connected.columns.impressions')}</Table.Th>
                  <Table.Th ta="right">{t('connections:connected.columns.clicks')}</Table.Th>
                  <Table.Th ta="right">{t('connections:connected.columns.cost')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map(({ platform, account, campaign }) => (
                  <Table.Tr key={`${platform}:${campaign.id}`} data-testid="advertiser-connected-campaign">
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {campaign.name}
                      </Text>
                      <Group gap={6}>
                        <Badge size="xs" variant="light" color="gray">
                          {t(platformLabels[platform])}
                        </Badge>
                        <Text size="xs" c="dimmed">
                          {account.name}
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">{number.format(campaign.totals.impressions)}</Table.Td>
                    <Table.Td ta="right">{number.format(campaign.totals.clicks)}</Table.Td>
                    <Table.Td ta="right">
                      {formatMoney(minorOf(campaign.totals.cost_micros), currencyOf(account.currency))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
