import {
  Alert,
  Badge,
  Breadcrumbs,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { formatDate, formatMoney, type DateRangePreset } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdvertiser } from '../../hooks/api/advertisers';
import {
  useConnectedAccounts,
  type ConnectedAccountsView,
  type ConnectedStatsPlatform,
} from '../../hooks/api/connected-accounts';
import { AdvertiserLoadState } from '../advertisers/AdvertiserLoadState';
import { AnchorLink, ButtonLink } from '../advertisers/links';
import { LazyConnectedAccountsChart } from './LazyConnectedAccountsChart';

const notActive = {
  google_ads: {
    none: {
      title: 'connections:connected.none_title',
      body: 'connections:connected.none_body',
      action: 'connections:connected.go_connect',
    },
    reconnect: {
      title: 'connections:connected.reconnect_title',
      body: 'connections:connected.reconnect_body',
      action: 'connections:actions.reconnect',
    },
  },
  spotify: {
    none: {
      title: 'connections:connected.none_title_spotify',
      body: 'connections:connected.none_body_spotify',
      action: 'connections:connected.go_connect',
    },
    reconnect: {
      title: 'connections:connected.reconnect_title',
      body: 'connections:connected.reconnect_body_spotify',
      action: 'connections:actions.reconnect',
    },
  },
  meta: {
    none: {
      title: 'connections:connected.none_title_meta',
      body: 'connections:connected.none_body_meta',
      action: 'connections:connected.go_connect',
    },
    reconnect: {
      title: 'connections:connected.reconnect_title',
      body: 'connections:connected.reconnect_body_meta',
      action: 'connections:actions.reconnect',
    },
  },
} as const;
const platformLabels = {
  google_ads: 'connections:connected.platforms.google_ads',
  meta: 'connections:connected.platforms.meta',
  spotify: 'connections:connected.platforms.spotify',
} as const;
const campaignStatus: Record<string, string> = {
  ENABLED: 'connections:connected.status.ENABLED',
  ACTIVE: 'connections:connected.status.ENABLED',
  PAUSED: 'connections:connected.status.PAUSED',
  ARCHIVED: 'connections:connected.status.REMOVED',
  REMOVED: 'connections:connected.status.REMOVED',
};

const route = getRouteApi('/app/advertisers/$id/connected-accounts');

/** The presets the spec's reports offer (today, yesterday, 7/15/30 days, this and last month). */
const presets: DateRangePreset[] = [
  'today',
  'yesterday',
  'last_7_days',
  'last_15_days',
  'last_30_days',
  'this_month',
  'last_month',
];

/** Micros of the account currency → centavos (what formatMoney takes). */
const minorOf = (micros: string) => BigInt(micros) / 10_000n;
const ctrOf = (clicks: number, impressions: number, language: string) =>
  impressions === 0
    ? '—'
    : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
        clicks / impressions,
      );

/**
 * `/advertisers/{id}/connected-accounts`: the advertiser's own Google Ads, Meta or Spotify ad accounts, connected
 * read-only ("connect-only channels for data", spec §1): each campaign's impressions, clicks, CTR,
 * cost and conversions over a period, the whole per day, and when the platform's data was read.
 */
export function ConnectedAccountsPage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const advertiser = useAdvertiser(id);
  const [preset, setPreset] = useState<DateRangePreset>('last_30_days');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const platform: ConnectedStatsPlatform = search.platform ?? 'google_ads';
  const setPlatform = (next: ConnectedStatsPlatform) =>
    void navigate({ search: next === 'google_ads' ? {} : { platform: next }, replace: true });
  const view = useConnectedAccounts(id, preset, platform);

  return (
    <Stack gap="lg" maw={1100}>
      <Breadcrumbs>
        <AnchorLink to="/advertisers" size="sm">
          {t('advertisers:title')}
        </AnchorLink>
        <AnchorLink to="/advertisers/$id" params={{ id }} size="sm">
          {advertiser.data?.display_name ?? '…'}
        </AnchorLink>
        <span>{t('connections:connected.title')}</span>
      </Breadcrumbs>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('connections:connected.title')}
        </Title>
        <Text c="dimmed" size="sm" maw={760}>
          {t('connections:connected.intro')}
        </Text>
      </Stack>
      <SegmentedControl
        value={platform}
        onChange={(value) => setPlatform(value === 'meta' || value === 'spotify' ? value : 'google_ads')}
        data={(['google_ads', 'meta', 'spotify'] as const).map((p) => ({
          value: p,
          label: t(platformLabels[p]),
        }))}
        aria-label={t('connections:connected.platform')}
        data-testid="connected-platform"
        style={{ alignSelf: 'flex-start' }}
      />
      <Select
        w={220}
        label={t('common:date_range.label')}
        allowDeselect={false}
        value={preset}
        onChange={(choice) => setPreset(presets.find((p) => p === choice) ?? 'last_30_days')}
        data={presets.map((p) => ({ value: p, label: t(`common:date_range.presets.${p}`) }))}
        data-testid="connected-period"
      />
      {view.data ? (
        <Connected advertiserId={id} view={view.data} />
      ) : (
        <AdvertiserLoadState error={view.error} onRetry={() => void view.refetch()} />
      )}
    </Stack>
  );
}

function Connected({ advertiserId, view }: { advertiserId: string; view: ConnectedAccountsView }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (view.status !== 'active') {
    const texts = notActive[view.platform ?? 'google_ads'][view.status];
    return (
      <Alert
        color={view.status === 'reconnect' ? 'orange' : 'gray'}
        title={t(texts.title)}
        data-testid={`connected-${view.status}`}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t(texts.body)}</Text>
          <ButtonLink to="/advertisers/$id/connections" params={{ id: advertiserId }} size="xs">
            {t(texts.action)}
          </ButtonLink>
        </Stack>
      </Alert>
    );
  }
  const currency =
    view.accounts[0]?.currency === 'USD' || view.accounts[0]?.currency === 'EUR'
      ? view.accounts[0].currency
      : 'BRL';
  const chart = view.days.map((d) => ({
    day: formatDate(d.day, language).slice(0, 5),
    cost: Number(minorOf(d.cost_micros)) / 100,
    clicks: d.clicks,
  }));
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed" data-testid="connected-data-until">
        {t('connections:connected.period', {
          from: formatDate(view.from, language),
          to: formatDate(view.to, language),
        })}
        {' · '}
        {view.data_until &&
          t('connections:connected.data_until', {
            time: new Intl.DateTimeFormat(language, {
              hour: '2-digit',
              minute: '2-digit',
              timeZone: 'America/Sao_Paulo',
            }).format(new Date(view.data_until)),
          })}
      </Text>
      <Paper withBorder radius="md" p="md">
        <LazyConnectedAccountsChart
          data={chart}
          label={t('connections:connected.chart_label')}
          currency={currency}
        />
      </Paper>
      {view.accounts.map((account) => (
        <Paper
          key={account.id}
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'md' }}
          data-testid="connected-account"
        >
          <Group gap="xs" mb="sm">
            <Title order={2} size="h4">
              {account.name}
            </Title>
            <Badge variant="light" color="gray">
              {t('connections:connected.customer', {
                id: account.id.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3'),
              })}
            </Badge>
          </Group>
          {account.campaigns.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('connections:connected.no_campaigns')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table verticalSpacing={6} fz="sm" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('connections:connected.columns.campaign')}</Table.Th>
                    <Table.Th ta="right">{t('connections:connected.columns.impressions')}</Table.Th>
                    <Table.Th ta="right">{t('connections:connected.columns.clicks')}</Table.Th>
                    <Table.Th ta="right">{t('connections:connected.columns.ctr')}</Table.Th>
                    <Table.Th ta="right">{t('connections:connected.columns.cost')}</Table.Th>
                    <Table.Th ta="right">{t('connections:connected.columns.conversions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {account.campaigns.map((c) => (
                    <Table.Tr key={c.id} data-testid="connected-campaign">
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {c.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {campaignStatus[c.status] ? t(campaignStatus[c.status]!) : c.status} ·{' '}
                          {c.channel_type}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        {new Intl.NumberFormat(language).format(c.totals.impressions)}
                      </Table.Td>
                      <Table.Td ta="right">
                        {new Intl.NumberFormat(language).format(c.totals.clicks)}
                      </Table.Td>
                      <Table.Td ta="right">{ctrOf(c.totals.clicks, c.totals.impressions, language)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(minorOf(c.totals.cost_micros), currency)}</Table.Td>
                      <Table.Td ta="right">
                        {new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(
                          c.totals.conversions,
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
