import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail, CampaignGroup } from '../../../hooks/api/campaigns';
import { AnchorLink } from '../../advertisers/links';
import { moneyOrDash, periodText } from '../format';
import { CampaignStatusBadge } from '../labels';
import { StatusToggleButton } from '../StatusToggleButton';
import { groupActions } from '../structure-actions';
import { GuardedButtonLink } from './GuardedButtonLink';
import { StrategiesList } from './StrategiesList';

/** One group of the campaign's tree: its figures and actions, and its strategies. */
export function GroupCard({
  campaign,
  group,
  linkTitle = true,
}: {
  campaign: CampaignDetail;
  group: CampaignGroup;
  linkTitle?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const actions = groupActions(campaign, group.id);
  const name = group.name ?? t('campaigns:pages.unnamed');
  return (
    <Paper withBorder radius="md" p="md" data-testid="group-card">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap" align="flex-start">
          <Stack gap={2} miw={0} style={{ flex: '1 1 240px' }}>
            <Group gap="xs" wrap="nowrap" miw={0}>
              {linkTitle ? (
                <AnchorLink
                  to="/campaigns/$cId/ad-groups/$id"
                  params={{ cId: campaign.id, id: group.id }}
                  fw={700}
                  truncate
                >
                  {name}
                </AnchorLink>
              ) : (
                <Title order={2} size="h4">
                  {name}
                </Title>
              )}
              <CampaignStatusBadge status={group.status} testId="group-status" />
            </Group>
            <Text size="sm" c="dimmed">
              {[
                t('campaigns:pages.group.budget_of', {
                  amount: moneyOrDash(group.budget, campaign.currency),
                }),
                periodText(group.start_date, group.end_date, i18n.language, t),
                group.goal,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          <Group gap="xs">
            <StatusToggleButton
              target={{ kind: 'group', campaignId: campaign.id, id: group.id }}
              change={actions.toggle}
              refusal={actions.toggleRefusal}
              refusalParams={actions.toggleRefusalParams}
              data-testid="group-toggle"
            />
            <GuardedButtonLink
              refusal={actions.editRefusal}
              link={{ to: '/campaigns/$cId/packages/$id/edit', params: { cId: campaign.id, id: group.id } }}
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} />}
            >
              {t('campaigns:pages.actions.edit')}
            </GuardedButtonLink>
            <GuardedButtonLink
              refusal={actions.editRefusal}
              link={{
                to: '/campaigns/$cId/packages/$pId/lines/create',
                params: { cId: campaign.id, pId: group.id },
              }}
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              data-testid="add-strategy"
            >
              {t('campaigns:pages.strategy.add')}
            </GuardedButtonLink>
          </Group>
        </Group>
        <StrategiesList campaign={campaign} group={group} />
      </Stack>
    </Paper>
  );
}
