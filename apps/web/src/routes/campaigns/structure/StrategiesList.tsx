import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail, CampaignGroup } from '../../../hooks/api/campaigns';
import { AnchorLink } from '../../advertisers/links';
import { moneyOrDash } from '../format';
import { CampaignStatusBadge } from '../labels';
import { StatusToggleButton } from '../StatusToggleButton';
import { strategyActions } from '../structure-actions';
import { GuardedButtonLink } from './GuardedButtonLink';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** A group's strategies: name, status, budget, bid, and pause/activate and edit (guarded by the rules). */
export function StrategiesList({ campaign, group }: { campaign: CampaignDetail; group: CampaignGroup }) {
  const { t } = useTranslation();
  if (group.strategies.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('campaigns:pages.strategy.none')}
      </Text>
    );
  return (
    <Stack gap="xs">
      {group.strategies.map((s) => {
        const actions = strategyActions(campaign, s.id);
        return (
          <Paper key={s.id} withBorder radius="sm" p="sm" data-testid="strategy-row">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Stack gap={2} miw={0} style={{ flex: '1 1 200px' }}>
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <AnchorLink
                    to="/campaigns/$cId/lines/$id"
                    params={{ cId: campaign.id, id: s.id }}
                    size="sm"
                    fw={600}
                    truncate
                  >
                    {s.name ?? t('campaigns:pages.unnamed')}
                  </AnchorLink>
                  <CampaignStatusBadge status={s.status} testId="strategy-status" />
                </Group>
                <Text size="xs" c="dimmed" style={nowrap}>
                  {t('campaigns:pages.strategy.summary', {
                    budget: moneyOrDash(s.budget, campaign.currency),
                    bid: s.bid.type ? `${s.bid.type} ${moneyOrDash(s.bid.amount, campaign.currency)}` : '—',
                  })}
                </Text>
              </Stack>
              <Group gap="xs">
                <StatusToggleButton
                  target={{ kind: 'strategy', campaignId: campaign.id, id: s.id }}
                  change={actions.toggle}
                  refusal={actions.toggleRefusal}
                  refusalParams={actions.toggleRefusalParams}
                  data-testid="strategy-toggle"
                />
                <GuardedButtonLink
                  refusal={actions.editRefusal}
                  link={{ to: '/campaigns/$cId/lines/$id/edit', params: { cId: campaign.id, id: s.id } }}
                  size="xs"
                  variant="default"
                  leftSection={<IconPencil size={14} />}
                >
                  {t('campaigns:pages.actions.edit')}
                </GuardedButtonLink>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
