import { Alert, Breadcrumbs, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBrandFacebook,
  IconBrandGoogle,
  IconBrandSpotify,
  IconBrandYoutube,
  IconLink,
  IconPlugConnected,
} from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { formatDate, type ConnectionPlatform, type ConnectionPurpose } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { ConfirmModal } from '../../components/ConfirmModal';
import { useAdvertiser } from '../../hooks/api/advertisers';
import {
  useConnections,
  useDisconnect,
  useStartConnection,
  type ConnectionList,
  type ConnectionView,
} from '../../hooks/api/connections';
import { flattenErrors } from '../../shell/feedback-store';
import { AdvertiserLoadState } from '../advertisers/AdvertiserLoadState';
import { AnchorLink } from '../advertisers/links';
import { ConnectionStatusBadge } from './ConnectionStatusBadge';

const route = getRouteApi('/app/advertisers/$id/connections');

const purposeLabels = {
  youtube_channel: 'connections:purpose.youtube_channel',
  ads_account_read: 'connections:purpose.ads_account_read',
  facebook_page: 'connections:purpose.facebook_page',
} as const;
const connectLabels = {
  youtube_channel: 'connections:connect.youtube_channel',
  ads_account_read: 'connections:connect.ads_account_read',
  facebook_page: 'connections:connect.facebook_page',
} as const;
/** Labels told apart per platform where one purpose exists on several (read-only ad accounts). */
const platformLabels: Partial<Record<ConnectionPlatform, { purpose: string; connect: string }>> = {
  meta: {
    purpose: 'connections:purpose.meta_ads_account_read',
    connect: 'connections:connect.meta_ads_account_read',
  },
  spotify: {
    purpose: 'connections:purpose.spotify_ads_account_read',
    connect: 'connections:connect.spotify_ads_account_read',
  },
};
const purposeLabelOf = (platform: ConnectionPlatform, purpose: ConnectionPurpose) =>
  (purpose === 'ads_account_read' && platformLabels[platform]?.purpose) || purposeLabels[purpose];
const connectLabelOf = (platform: ConnectionPlatform, purpose: ConnectionPurpose) =>
  (purpose === 'ads_account_read' && platformLabels[platform]?.connect) || connectLabels[purpose];

function PlatformIcon({ platform, purpose }: { platform: ConnectionPlatform; purpose: ConnectionPurpose }) {
  if (platform === 'meta') return <IconBrandFacebook size={18} style={{ flexShrink: 0 }} />;
  if (platform === 'spotify') return <IconBrandSpotify size={18} style={{ flexShrink: 0 }} />;
  if (purpose === 'youtube_channel') return <IconBrandYoutube size={18} style={{ flexShrink: 0 }} />;
  return <IconBrandGoogle size={18} style={{ flexShrink: 0 }} />;
}

const featureLabels = {
  youtube_campaigns: 'connections:used_by.youtube_campaigns',
  facebook_campaigns: 'connections:used_by.facebook_campaigns',
  campaign_import: 'connections:used_by.campaign_import',
  platform_statistics: 'connections:used_by.platform_statistics',
} as const;

/**
 * `/advertisers/{id}/connections` (issue 27): what the advertiser connected by OAuth (the YouTube
 * channel its videos are on, its own Google Ads accounts read-only), by whom, since when, status,
 * where each is used; connect, reconnect, disconnect.
 */
export function ConnectionsPage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const advertiser = useAdvertiser(id);
  const connections = useConnections(id);

  return (
    <Stack gap="lg" maw={1100}>
      <Breadcrumbs>
        <AnchorLink to="/advertisers" size="sm">
          {t('advertisers:title')}
        </AnchorLink>
        <AnchorLink to="/advertisers/$id" params={{ id }} size="sm">
          {advertiser.data?.display_name ?? '…'}
        </AnchorLink>
        <span>{t('connections:title')}</span>
      </Breadcrumbs>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('connections:title')}
        </Title>
        <Text c="dimmed" size="sm" maw={760}>
          {t('connections:intro')}
        </Text>
        <AnchorLink
          to="/advertisers/$id/connected-accounts"
          params={{ id }}
          size="sm"
          data-testid="connected-accounts-link"
        >
          {t('connections:connected.link')}
        </AnchorLink>
      </Stack>
      {connections.data ? (
        <Connections advertiserId={id} list={connections.data} />
      ) : (
        <AdvertiserLoadState error={connections.error} onRetry={() => void connections.refetch()} />
      )}
    </Stack>
  );
}

function Connections({ advertiserId, list }: { advertiserId: string; list: ConnectionList }) {
  const { t } = useTranslation();
  const start = useStartConnection(advertiserId);
  const [errors, setErrors] = useState<string[]>([]);
  const [ending, setEnding] = useState<ConnectionView | null>(null);
  const disconnect = useDisconnect();

  const connect = (platform: ConnectionPlatform, purpose: ConnectionPurpose) => {
    setErrors([]);
    start.mutate(
      { platform, purpose, return_path: window.location.pathname },
      {
        onSuccess: ({ authorization_url }) => window.location.assign(authorization_url),
        onError: (error) =>
          setErrors(error instanceof ApiError ? flattenErrors(error.errors) : [t('common:generic_error')]),
      },
    );
  };

  return (
    <Stack gap="lg">
      <Group gap="sm">
        {list.options.map((option) => {
          const starting =
            start.isPending &&
            start.variables?.platform === option.platform &&
            start.variables.purpose === option.purpose;
          const button = (
            <Button
              key={`${option.platform}:${option.purpose}`}
              variant={option.purpose === 'ads_account_read' ? 'default' : 'filled'}
              leftSection={<PlatformIcon platform={option.platform} purpose={option.purpose} />}
              data-testid={`connect-${option.platform}-${option.purpose}`}
              disabled={!option.allowed}
              h="auto"
              mih={36}
              py={6}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
              loading={starting}
              onClick={() => connect(option.platform, option.purpose)}
            >
              {t(connectLabelOf(option.platform, option.purpose))}
            </Button>
          );
          return option.allowed ? (
            button
          ) : (
            <Tooltip
              key={`${option.platform}:${option.purpose}`}
              label={t('connections:not_allowed')}
              withArrow
              multiline
              w={280}
            >
              <span>{button}</span>
            </Tooltip>
          );
        })}
      </Group>
      <Text size="xs" c="dimmed" maw={760}>
        {t('connections:ads_scope_note')}
      </Text>
      {errors.length > 0 && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {errors.map((e) => (
            <div key={e}>{e}</div>
          ))}
        </Alert>
      )}

      {list.connections.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="xs">
            <IconPlugConnected size={32} stroke={1.5} />
            <Text fw={600}>{t('connections:empty.title')}</Text>
            <Text c="dimmed" size="sm" ta="center" maw={520}>
              {t('connections:empty.body')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="md" data-testid="connections">
          {list.connections.map((connection) => (
            <ConnectionCard
              key={connection.id}
              connection={connection}
              reconnecting={
                start.isPending &&
                start.variables?.platform === connection.platform &&
                start.variables.purpose === connection.purpose
              }
              onReconnect={() => connect(connection.platform, connection.purpose)}
              onDisconnect={() => setEnding(connection)}
            />
          ))}
        </Stack>
      )}

      {list.history.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h5">
            {t('connections:history.title')}
          </Title>
          {list.history.map((c) => (
            <Text key={c.id} size="sm" c="dimmed">
              {t('connections:history.line', {
                what: t(purposeLabelOf(c.platform, c.purpose)),
                account: c.display_name,
                date: c.disconnected_at ? formatDate(c.disconnected_at) : '',
              })}
            </Text>
          ))}
        </Stack>
      )}

      <ConfirmModal
        opened={ending !== null}
        onClose={() => setEnding(null)}
        title={t('connections:disconnect.title')}
        cancelLabel={t('connections:disconnect.cancel')}
        confirmLabel={t('connections:disconnect.confirm')}
        confirmColor="red"
        onConfirm={async () => {
          if (ending) await disconnect.mutateAsync(ending.id);
        }}
      >
        <Text size="sm">
          {ending &&
            t('connections:disconnect.body', {
              what: t(purposeLabelOf(ending.platform, ending.purpose)),
              account: ending.display_name,
            })}
        </Text>
        {ending && ending.used_by.some((u) => u.campaigns.length > 0) && (
          <Text size="sm" c="orange.8" mt="xs">
            {t('connections:disconnect.campaigns_warning', {
              count: ending.used_by.reduce((n, u) => n + u.campaigns.length, 0),
            })}
          </Text>
        )}
      </ConfirmModal>
    </Stack>
  );
}

function ConnectionCard({
  connection: c,
  reconnecting,
  onReconnect,
  onDisconnect,
}: {
  connection: ConnectionView;
  reconnecting: boolean;
  onReconnect: () => void;
  onDisconnect: () => void;
}) {
  const { t } = useTranslation();
  const campaigns = c.used_by.flatMap((u) => u.campaigns);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="connection">
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={6} miw={0} style={{ flex: '1 1 320px' }}>
          <Group gap="sm" wrap="wrap">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <PlatformIcon platform={c.platform} purpose={c.purpose} />
              <Text fw={600}>{t(purposeLabelOf(c.platform, c.purpose))}</Text>
            </Group>
            <ConnectionStatusBadge status={c.status} />
          </Group>
          <Text size="sm">
            <Text span c="dimmed">
              {t('connections:fields.account')}:{' '}
            </Text>
            {c.purpose === 'ads_account_read' || c.accounts.length > 1
              ? c.accounts.map((a) => a.name).join(', ')
              : `${c.display_name} (${c.external_account_id})`}
          </Text>
          <Text size="sm" c="dimmed">
            {t('connections:fields.connected', {
              who: c.connected_by?.name ?? t('connections:fields.someone'),
              date: formatDate(c.connected_at),
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('connections:fields.used_by')}: {c.used_by.map((u) => t(featureLabels[u.feature])).join(' · ')}
            {campaigns.length > 0 && (
              <>
                {' — '}
                {campaigns.slice(0, 3).map((campaign, i) => (
                  <span key={campaign.id}>
                    {i > 0 && ', '}
                    <AnchorLink to="/campaigns/$id" params={{ id: campaign.id }} size="sm">
                      {campaign.name ?? t('connections:fields.untitled')}
                    </AnchorLink>
                  </span>
                ))}
                {campaigns.length > 3 && ` ${t('connections:fields.more', { count: campaigns.length - 3 })}`}
              </>
            )}
          </Text>
          {c.status === 'reconnect' && (
            <Alert color="orange" icon={<IconAlertTriangle size={18} />} p="xs" mt={4}>
              {t('connections:reconnect_needed', { count: campaigns.length })}
            </Alert>
          )}
        </Stack>
        <Group gap="xs">
          {c.status === 'reconnect' && (
            <Button
              size="sm"
              color="orange"
              leftSection={<IconLink size={16} />}
              loading={reconnecting}
              onClick={onReconnect}
            >
              {t('connections:actions.reconnect')}
            </Button>
          )}
          {c.can_disconnect && (
            <Button size="sm" variant="default" color="red" onClick={onDisconnect}>
              {t('connections:actions.disconnect')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
