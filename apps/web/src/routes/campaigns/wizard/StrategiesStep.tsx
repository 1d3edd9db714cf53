import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { bidTypesByCampaignType, campaignLimits, type CampaignType } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { emptyStrategy, type GroupValues, type StrategyValues } from './wizard-form';
import type { StepProps } from './step-props';
import { StrategyCard } from './StrategyCard';
import { useIssueText } from './use-issue-text';

/** Step 5: each group's strategies. */
export function StrategiesStep({ values, change, issues, currency }: StepProps) {
  const { t } = useTranslation();
  const errorAt = useIssueText(issues);
  const type = values.type as CampaignType;
  const setGroup = (g: number, group: GroupValues) =>
    change({ ...values, groups: values.groups.map((x, i) => (i === g ? group : x)) });
  const setStrategy = (g: number, s: number, strategy: StrategyValues) => {
    const group = values.groups[g]!;
    setGroup(g, { ...group, strategies: group.strategies.map((x, i) => (i === s ? strategy : x)) });
  };

  if (values.groups.length === 0)
    return (
      <Alert variant="light" color="yellow">
        {t('campaigns:wizard.strategies.no_group')}
      </Alert>
    );

  return (
    <Stack gap="xl">
      {values.groups.map((group, g) => {
        const groupError = errorAt(`groups.${g}.strategies`);
        return (
          <Stack key={group.key} gap="sm">
            <Title order={2} size="h4">
              {group.name || t('campaigns:wizard.groups.untitled', { number: g + 1 })}
            </Title>
            {groupError && (
              <Alert color="red" variant="light">
                {groupError}
              </Alert>
            )}
            {group.strategies.map((strategy, s) => (
              <StrategyCard
                key={strategy.key}
                strategy={strategy}
                onChange={(next) => setStrategy(g, s, next)}
                onRemove={() =>
                  setGroup(g, { ...group, strategies: group.strategies.filter((_, i) => i !== s) })
                }
                path={`groups.${g}.strategies.${s}`}
                title={strategy.name || t('campaigns:wizard.strategies.untitled', { number: s + 1 })}
                type={type}
                advertiserId={values.advertiser_id}
                objective={values.objective || undefined}
                currency={currency}
                errorAt={errorAt}
              />
            ))}
            {group.strategies.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('campaigns:wizard.strategies.empty')}
              </Text>
            )}
            {group.strategies.length < campaignLimits.strategiesPerGroup && (
              <Button
                variant="light"
                leftSection={<IconPlus size={18} />}
                style={{ alignSelf: 'flex-start' }}
                onClick={() =>
                  setGroup(g, {
                    ...group,
                    strategies: [...group.strategies, emptyStrategy(bidTypesByCampaignType[type][0])],
                  })
                }
                data-testid={`add-strategy-${g}`}
              >
                {t('campaigns:wizard.strategies.add')}
              </Button>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
