import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useCampaign, type CampaignDetail, type CampaignStrategy } from '../../../hooks/api/campaigns';
import { CampaignLoadState } from '../CampaignLoadState';
import { StrategyDeliveryPanel } from '../delivery/StrategyDeliveryPanel';
import { moneyOrDash } from '../format';
import { frequencyEveryKeys } from '../label-keys';
import { CampaignStatusBadge } from '../labels';
import { StatusToggleButton } from '../StatusToggleButton';
import { strategyActions } from '../structure-actions';
import { TargetingSummary } from '../wizard/TargetingSummary';
import { StructureBreadcrumb } from './Breadcrumb';
import { GuardedButtonLink } from './GuardedButtonLink';
import { notFound } from './not-found';

const route = getRouteApi('/app/campaigns/$cId/lines/$id');

/** `/campaigns/{cId}/lines/{id}`: a strategy's budget, bid, frequency cap and targeting. */
export function StrategyPage() {
  const { t } = useTranslation();
  const { cId, id } = route.useParams();
  const campaign = useCampaign(cId);
  const group = campaign.data?.groups.find((g) => g.strategies.some((s) => s.id === id));
  const strategy = group?.strategies.find((s) => s.id === id);
  useDocumentTitle(strategy ? (strategy.name ?? t('campaigns:pages.unnamed')) : undefined);
  if (!campaign.data || !group || !strategy)
    return (
      <CampaignLoadState
        error={campaign.error ?? (campaign.data ? notFound : null)}
        onRetry={() => void campaign.refetch()}
      />
    );
  return (
    <Stack gap="lg" maw={1100}>
      <StructureBreadcrumb
        campaign={campaign.data}
        group={group}
        current={strategy.name ?? t('campaigns:pages.unnamed')}
      />
      <StrategyDetail campaign={campaign.data} strategy={strategy} />
    </Stack>
  );
}

function StrategyDetail({ campaign, strategy: s }: { campaign: CampaignDetail; strategy: CampaignStrategy }) {
  const { t } = useTranslation();
  const actions = strategyActions(campaign, s.id);
  const fact = (label: string, value: React.ReactNode) => (
    <Stack gap={4} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {typeof value === 'string' ? <Text size="sm">{value}</Text> : value}
    </Stack>
  );
  const cap = s.frequency_cap;
  return (
    <>
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="sm" miw={0}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {s.name ?? t('campaigns:pages.unnamed')}
          </Title>
          <CampaignStatusBadge status={s.status} testId="strategy-status" />
        </Group>
        <Group gap="sm">
          <StatusToggleButton
            size="sm"
            target={{ kind: 'strategy', campaignId: campaign.id, id: s.id }}
            change={actions.toggle}
            refusal={actions.toggleRefusal}
            refusalParams={actions.toggleRefusalParams}
          />
          <GuardedButtonLink
            refusal={actions.editRefusal}
            link={{ to: '/campaigns/$cId/lines/$id/edit', params: { cId: campaign.id, id: s.id } }}
            leftSection={<IconPencil size={16} />}
          >
            {t('campaigns:pages.actions.edit')}
          </GuardedButtonLink>
        </Group>
      </Group>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          {fact(t('campaigns:pages.strategy.budget'), moneyOrDash(s.budget, campaign.currency))}
          {fact(
            t('campaigns:pages.strategy.bid'),
            s.bid.type ? `${s.bid.type} ${moneyOrDash(s.bid.amount, campaign.currency)}` : '—',
          )}
          {fact(
            t('campaigns:pages.strategy.frequency_cap'),
            cap
              ? t('campaigns:pages.strategy.cap_text', {
                  times: t('campaigns:pages.strategy.cap_times', { count: cap.count }),
                  every: cap.unit ? t(frequencyEveryKeys[cap.unit], { count: cap.period ?? 1 }) : '—',
                })
              : t('campaigns:pages.strategy.no_cap'),
          )}
        </SimpleGrid>
      </Paper>
      {campaign.status !== 'draft' && <StrategyDeliveryPanel campaignId={campaign.id} strategyId={s.id} />}
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('campaigns:pages.strategy.targeting')}
          </Title>
          <TargetingSummary
            targeting={s}
            type={campaign.type}
            advertiserId={campaign.advertiser_id}
            testId="strategy-targeting"
          />
        </Stack>
      </Paper>
    </>
  );
}
