import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail } from '../../hooks/api/campaigns';
import { moneyOrDash, spentPercent } from './format';

/** The budget and what its reservation holds: reserved, spent, remaining, with a bar of the spent share. */
export function BudgetCard({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const r = campaign.reservation;
  const figure = (label: string, amount: string | null, testId: string) => (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
        {moneyOrDash(amount, campaign.currency)}
      </Text>
    </Stack>
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('campaigns:pages.detail.budget')}
          </Title>
          <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }} data-testid="detail-budget">
            {moneyOrDash(campaign.budget, campaign.currency)}
          </Text>
        </Group>
        {r ? (
          <>
            <Progress
              value={spentPercent(r.reserved, r.spent)}
              size="lg"
              radius="xl"
              aria-label={t('campaigns:pages.detail.spent_share')}
            />
            <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
              {figure(t('campaigns:pages.detail.reserved'), r.reserved, 'detail-reserved')}
              {figure(t('campaigns:pages.detail.spent'), r.spent, 'detail-spent')}
              {figure(t('campaigns:pages.detail.remaining'), r.remaining, 'detail-remaining')}
            </SimpleGrid>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('campaigns:pages.detail.not_reserved')}
          </Text>
        )}
        {campaign.daily_budget && (
          <Text size="sm" c="dimmed">
            {t('campaigns:pages.detail.daily_budget', {
              amount: moneyOrDash(campaign.daily_budget, campaign.currency),
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
