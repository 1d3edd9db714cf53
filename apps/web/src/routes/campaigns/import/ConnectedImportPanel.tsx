import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import type { CampaignImportReport, ConnectedImportInput } from '@verba/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { FormErrors } from '../../../components/forms/FormErrors';
import { useConnectedImportCampaigns, useImportConnectedCampaigns } from '../../../hooks/api/campaign-import';
import { flattenErrors } from '../../../shell/feedback-store';
import { ButtonLink } from '../../advertisers/links';
import { ImportReport } from './ImportReport';

/** At most this many campaigns per import (the server refuses more). */
const maxCampaigns = 20;

/**
 * "Importar da conta conectada" (issues 27, 28): the advertiser's own Google Ads or Meta ad account,
 * connected read-only, lists its campaigns; the chosen ones are previewed (the server does the whole import
 * and rolls it back) and, confirmed, become drafts exactly as a file import would make them.
 */
type ImportPlatform = Extract<ConnectedImportInput['platform'], 'google_ads' | 'meta'>;

/** The texts that name the platform. */
const platformTexts = {
  google_ads: {
    intro: 'campaigns:import.connected.intro',
    none: 'campaigns:import.connected.none',
    reconnect: 'campaigns:import.connected.reconnect',
    label: 'campaigns:import.connected.platforms.google_ads',
  },
  meta: {
    intro: 'campaigns:import.connected.intro_meta',
    none: 'campaigns:import.connected.none_meta',
    reconnect: 'campaigns:import.connected.reconnect_meta',
    label: 'campaigns:import.connected.platforms.meta',
  },
} as const;
const keyFor = (key: 'intro' | 'none' | 'reconnect', platform: ImportPlatform) =>
  platformTexts[platform][key];

export function ConnectedImportPanel({
  advertiserId,
  platforms = ['google_ads'],
}: {
  advertiserId: string | null;
  /** The platforms offered (Google Ads and Meta on the generic import, one on a channel's route). */
  platforms?: ImportPlatform[];
}) {
  const { t } = useTranslation();
  const [platform, setPlatform] = useState<ImportPlatform>(platforms[0] ?? 'google_ads');
  const view = useConnectedImportCampaigns(advertiserId, platform);
  const run = useImportConnectedCampaigns();
  const [accountId, setAccountId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [preview, setPreview] = useState<CampaignImportReport | null>(null);
  const [done, setDone] = useState<CampaignImportReport | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const accounts = useMemo(() => view.data?.accounts ?? [], [view.data]);
  const account = accounts.find((a) => a.id === accountId) ?? accounts[0];
  useEffect(() => {
    setAccountId(null);
    setChosen([]);
    setPreview(null);
    setDone(null);
    setErrors([]);
  }, [advertiserId, platform]);

  const submit = async (dryRun: boolean) => {
    if (!advertiserId || !account) return;
    setErrors([]);
    try {
      const report = await run.mutateAsync({
        advertiser_id: advertiserId,
        platform,
        account_id: account.id,
        campaign_ids: chosen,
        dry_run: dryRun,
      });
      if (dryRun) setPreview(report);
      else {
        setPreview(null);
        setChosen([]);
        setDone(report);
      }
    } catch (error) {
      setErrors(error instanceof ApiError ? flattenErrors(error.errors) : [t('common:generic_error')]);
    }
  };

  const choose = (ids: string[]) => {
    setChosen(ids.slice(0, maxCampaigns));
    setPreview(null);
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="connected-import">
        <Stack gap="md">
          <Group gap="sm">
            <IconPlugConnected size={22} />
            <Title order={2} size="h4">
              {t('campaigns:import.connected.title')}
            </Title>
          </Group>
          {platforms.length > 1 && (
            <SegmentedControl
              value={platform}
              onChange={(value) => setPlatform(value === 'meta' ? 'meta' : 'google_ads')}
              data={platforms.map((p) => ({ value: p, label: t(platformTexts[p].label) }))}
              aria-label={t('campaigns:import.connected.platform')}
              data-testid="connected-import-platform"
              style={{ alignSelf: 'flex-start' }}
            />
          )}
          <Text size="sm">{t(keyFor('intro', platform))}</Text>
          {!advertiserId ? (
            <Text size="sm" c="dimmed">
              {t('campaigns:import.connected.choose_advertiser_first')}
            </Text>
          ) : view.isPending ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">{t('campaigns:import.connected.loading')}</Text>
            </Group>
          ) : view.isError ? (
            <FormErrors
              messages={
                view.error instanceof ApiError
                  ? flattenErrors(view.error.errors)
                  : [t('common:generic_error')]
              }
            />
          ) : view.data.status === 'none' ? (
            <Alert variant="light" color="gray">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t(keyFor('none', platform))}</Text>
                <ButtonLink to="/advertisers/$id/connections" params={{ id: advertiserId }} size="xs">
                  {t('campaigns:import.connected.connect')}
                </ButtonLink>
              </Stack>
            </Alert>
          ) : view.data.status === 'reconnect' ? (
            <Alert variant="light" color="orange">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t(keyFor('reconnect', platform))}</Text>
                <ButtonLink
                  to="/advertisers/$id/connections"
                  params={{ id: advertiserId }}
                  size="xs"
                  color="orange"
                >
                  {t('campaigns:import.connected.reconnect_action')}
                </ButtonLink>
              </Stack>
            </Alert>
          ) : (
            <>
              <Select
                label={t('campaigns:import.connected.account')}
                data={accounts.map((a) => ({ value: a.id, label: `${a.name} (${a.id})` }))}
                value={account?.id ?? null}
                onChange={(id) => {
                  setAccountId(id);
                  choose([]);
                }}
                allowDeselect={false}
                maw={480}
                data-testid="connected-import-account"
              />
              {account && account.campaigns.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('campaigns:import.connected.no_campaigns')}
                </Text>
              ) : (
                account && (
                  <Checkbox.Group
                    label={t('campaigns:import.connected.campaigns')}
                    description={t('campaigns:import.connected.campaigns_hint', { max: maxCampaigns })}
                    value={chosen}
                    onChange={choose}
                  >
                    <Stack gap={8} mt="xs">
                      {account.campaigns.map((campaign) => (
                        <Checkbox
                          key={campaign.external_id}
                          value={campaign.external_id}
                          disabled={!campaign.importable}
                          data-testid="connected-import-campaign"
                          label={
                            <Group gap={6} wrap="wrap">
                              <Text size="sm">{campaign.name}</Text>
                              <Badge
                                size="xs"
                                variant="light"
                                color={
                                  campaign.status === 'ENABLED' || campaign.status === 'ACTIVE'
                                    ? 'teal'
                                    : 'gray'
                                }
                              >
                                {campaign.status === 'ENABLED' || campaign.status === 'ACTIVE'
                                  ? t('campaigns:import.connected.status.ENABLED')
                                  : campaign.status === 'PAUSED'
                                    ? t('campaigns:import.connected.status.PAUSED')
                                    : campaign.status}
                              </Badge>
                              <Text size="xs" c="dimmed">
                                {campaign.importable
                                  ? campaign.channel_type
                                  : t('campaigns:import.connected.not_importable', {
                                      type: campaign.channel_type,
                                    })}
                              </Text>
                            </Group>
                          }
                        />
                      ))}
                    </Stack>
                  </Checkbox.Group>
                )
              )}
              <Group>
                <Button
                  variant="light"
                  onClick={() => void submit(true)}
                  disabled={chosen.length === 0}
                  loading={run.isPending && run.variables?.dry_run === true}
                  data-testid="connected-import-preview"
                >
                  {t('campaigns:import.connected.preview')}
                </Button>
              </Group>
            </>
          )}
          <FormErrors messages={errors} />
        </Stack>
      </Paper>
      {preview && (
        <ImportReport
          report={preview}
          preview
          action={
            <Group>
              <Button
                onClick={() => void submit(false)}
                disabled={preview.created.length === 0}
                loading={run.isPending && run.variables?.dry_run === false}
                data-testid="connected-import-confirm"
              >
                {t('campaigns:import.connected.confirm', { count: preview.created.length })}
              </Button>
            </Group>
          }
        />
      )}
      {done && !preview && <ImportReport report={done} />}
    </Stack>
  );
}
