import { Alert, Button, Grid, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { channelPlatformOf } from '@verba/domain';
import { ConfirmModal } from '../../components/ConfirmModal';
import { useDocumentTitle } from '../../components/use-document-title';
import { useHrefLink } from '../../components/use-href-link';
import { useCampaign, useDeleteCampaign, type CampaignDetail } from '../../hooks/api/campaigns';
import { feedback } from '../../shell/feedback-store';
import { AnchorLink } from '../advertisers/links';
import { issueWhere } from './issue-where';
import { PixelName } from './PixelName';
import { BudgetCard } from './BudgetCard';
import { CampaignCreatives } from './CampaignCreatives';
import { CampaignLoadState } from './CampaignLoadState';
import { CampaignDeliveryPanel } from './delivery/CampaignDeliveryPanel';
import { CampaignForecastCard } from './CampaignForecastCard';
import { ChannelPanel } from './channel/ChannelPanel';
import { ManualDeliverySection } from './ManualDeliverySection';
import { periodText } from './format';
import { CampaignStatusBadge } from './labels';
import { StatusToggleButton } from './StatusToggleButton';
import { addStructureAction, campaignActivation } from './structure-actions';
import { GroupCard } from './structure/GroupCard';
import { GuardedButtonLink } from './structure/GuardedButtonLink';
import { HelpLink } from '../../components/HelpLink';

const route = getRouteApi('/app/campaigns/$id');

/** `/campaigns/{id}`: status, budget and its reservation, settings, creatives and the groups/strategies tree. */
export function CampaignDetailPage() {
  const { id } = route.useParams();
  const campaign = useCampaign(id);
  useDocumentTitle(campaign.data?.name ?? undefined);
  return (
    <Stack gap="lg" maw={1200}>
      {campaign.data ? (
        <Detail campaign={campaign.data} />
      ) : (
        <CampaignLoadState error={campaign.error} onRetry={() => void campaign.refetch()} />
      )}
    </Stack>
  );
}

function Detail({ campaign: c }: { campaign: CampaignDetail }) {
  const { t, i18n } = useTranslation();
  const link = useHrefLink();
  const navigate = useNavigate();
  const remove = useDeleteCampaign();
  const [deleting, setDeleting] = useState(false);
  const addRefusal = addStructureAction(c);
  const activation = c.actions.activate ? campaignActivation(c) : undefined;
  const { href: editHref, onClick: openEdit } = link(`/campaigns/${c.id}/edit`);
  const draft = c.status === 'draft';

  const fact = (label: string, value: React.ReactNode) => (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {value}
      </Text>
    </Stack>
  );

  return (
    <>
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={4} miw={0} style={{ flex: '1 1 320px' }}>
          <Group gap="sm">
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {c.name ?? t('campaigns:pages.unnamed')}
            </Title>
            <CampaignStatusBadge status={c.status} testId="detail-status" />
            <HelpLink />
          </Group>
          <Text c="dimmed" size="sm">
            {t(`campaigns:types.${c.type}`)} ·{' '}
            <AnchorLink to="/advertisers/$id" params={{ id: c.advertiser_id }} size="sm">
              {c.advertiser_name}
            </AnchorLink>
          </Text>
        </Stack>
        <Group gap="sm">
          {(c.actions.pause || c.actions.activate) && (
            <StatusToggleButton
              size="sm"
              target={{ kind: 'campaign', campaignId: c.id }}
              change={c.actions.pause ? 'pause' : 'activate'}
              refusal={activation?.refusal}
              refusalParams={activation?.refusalParams}
              data-testid="detail-toggle"
            />
          )}

          {draft && c.actions.delete && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setDeleting(true)}
            >
              {t('campaigns:pages.actions.delete')}
            </Button>
          )}
          {c.actions.edit && (
            <Button
              component="a"
              href={editHref}
              onClick={openEdit}
              leftSection={<IconPencil size={16} />}
              data-testid="detail-edit"
            >
              {draft ? t('campaigns:pages.actions.continue_draft') : t('campaigns:pages.actions.edit')}
            </Button>
          )}
        </Group>
      </Group>

      {c.status === 'failed' && c.rejection_reason && (
        <Alert color="red" icon={<IconAlertTriangle />} title={t('campaigns:pages.detail.rejected_title')}>
          <Text size="sm" data-testid="rejection-reason">
            {c.rejection_reason}
          </Text>
        </Alert>
      )}
      {c.status === 'pending' && (
        <Alert color="blue" title={t('campaigns:pages.detail.pending_title')}>
          {t('campaigns:pages.detail.pending')} <HelpLink slug="review-and-consolidation" />
        </Alert>
      )}
      {activation?.refusal && (
        <Alert color="orange" icon={<IconAlertTriangle />} data-testid="activation-over-budget">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t(activation.refusal, activation.refusalParams)}</Text>
            {activation.keepPausedOffered && (
              <>
                <Text size="sm" c="dimmed">
                  {t('campaigns:pages.actions.activate_keep_paused_hint')}
                </Text>
                <StatusToggleButton
                  size="sm"
                  target={{ kind: 'campaign', campaignId: c.id }}
                  change="activate"
                  keepPaused
                  data-testid="detail-activate-keep-paused"
                >
                  {t('campaigns:pages.actions.activate_keep_paused')}
                </StatusToggleButton>
              </>
            )}
          </Stack>
        </Alert>
      )}
      {draft && c.issues.errors.length > 0 && (
        <Alert color="yellow" title={t('campaigns:pages.detail.missing_title')}>
          <List size="sm" spacing={4} data-testid="detail-missing">
            {c.issues.errors.slice(0, 8).map((issue) => {
              const where = issueWhere(issue.path, c.groups, t);
              const message = t(issue.key, issue.values);
              return (
                <List.Item key={`${issue.path}:${issue.code}`}>
                  {where ? t('campaigns:issue_where.line', { where, message }) : message}
                </List.Item>
              );
            })}
          </List>
          {c.issues.errors.length > 8 && (
            <Text size="sm" mt={4}>
              {t('campaigns:pages.detail.missing_more', { count: c.issues.errors.length - 8 })}
            </Text>
          )}
        </Alert>
      )}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <BudgetCard campaign={c} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="md" h="100%">
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
              {fact(t('campaigns:pages.detail.type'), t(`campaigns:types.${c.type}`))}
              {fact(
                t('campaigns:pages.detail.objective'),
                c.objective ? t(`campaigns:objectives.${c.objective}`) : '—',
              )}
              {fact(
                t('campaigns:pages.detail.period'),
                periodText(c.start_date, c.end_date, i18n.language, t),
              )}
              {fact(t('campaigns:pages.detail.pixel'), <PixelName id={c.pixel_id} />)}
              {fact(t('campaigns:pages.detail.advertiser'), c.advertiser_name)}
              {fact(t('campaigns:pages.detail.currency'), c.currency)}
            </SimpleGrid>
          </Paper>
        </Grid.Col>
      </Grid>

      {channelPlatformOf(c.type) !== null && (
        <ChannelPanel campaignId={c.id} type={c.type} advertiserId={c.advertiser_id} currency={c.currency} />
      )}
      {!draft && <CampaignDeliveryPanel campaignId={c.id} />}
      {c.status === 'finished' && <CampaignForecastCard campaignId={c.id} />}
      {c.type === 'MANUAL' && ['active', 'paused', 'finished', 'inactive'].includes(c.status) && (
        <ManualDeliverySection campaignId={c.id} />
      )}

      <CampaignCreatives ids={c.creative_ids} />

      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3">
            {t('campaigns:pages.group.heading')}
          </Title>
          <GuardedButtonLink
            refusal={addRefusal}
            link={{ to: '/campaigns/$cId/packages/create', params: { cId: c.id } }}
            variant="light"
            leftSection={<IconPlus size={16} />}
            data-testid="add-group"
          >
            {t('campaigns:pages.group.add')}
          </GuardedButtonLink>
        </Group>
        {c.groups.length === 0 ? (
          <Paper withBorder radius="md" p="lg">
            <Text size="sm" c="dimmed">
              {t('campaigns:pages.group.none')}
            </Text>
          </Paper>
        ) : (
          c.groups.map((group) => <GroupCard key={group.id} campaign={c} group={group} />)
        )}
      </Stack>

      <ConfirmModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title={t('campaigns:pages.delete.title')}
        cancelLabel={t('campaigns:pages.delete.cancel')}
        confirmLabel={t('campaigns:pages.actions.delete')}
        confirmColor="red"
        onConfirm={async () => {
          await remove.mutateAsync(c.id);
          feedback.notify('success', t('campaigns:pages.delete.done'));
          void navigate({ to: '/campaigns' });
        }}
      >
        <Text size="sm">{t('campaigns:pages.delete.body')}</Text>
      </ConfirmModal>
    </>
  );
}
