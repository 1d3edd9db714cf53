import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatMoney, type Currency } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import type { TodayPacing } from '../../../hooks/api/delivery';
import { pacingState } from './delivery-format';
import { LazyPacingChart } from './LazyPacingChart';
import { pacingExplainKeys, pacingIdleKeys, pacingStateKeys } from './reason-keys';

const stateColor = { ahead: 'orange', behind: 'yellow', on_track: 'green', none: 'gray' } as const;

/**
 * Today's pacing: spent today against where it should be by now, and the chart of the day — only
 * on a delivering day; otherwise why there is no pace today and from when there will be.
 */
export function PacingCard({ pacing, currency }: { pacing: TodayPacing; currency: Currency }) {
  if (pacing.window !== 'delivering') return <IdlePacing pacing={pacing} idle={pacing.window} />;
  return <DeliveringPacing pacing={pacing} currency={currency} />;
}

function IdlePacing({
  pacing,
  idle,
}: {
  pacing: TodayPacing;
  idle: Exclude<TodayPacing['window'], 'delivering'>;
}) {
  const { t, i18n } = useTranslation();
  const later = pacing.starts_on !== null && pacing.starts_on > pacing.date;
  const startsOn = later ? formatDate(pacing.starts_on!, i18n.language) : null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="pacing-idle">
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('delivery:pacing.title')}
        </Title>
        <Text size="sm" data-testid="pacing-idle-reason">
          {t(pacingIdleKeys[idle], { date: startsOn ?? '' })}
        </Text>
        {startsOn && idle !== 'not_started' && idle !== 'ended' && (
          <Text size="sm" c="dimmed" data-testid="pacing-starts-on">
            {t('delivery:pacing.idle.starts_on', { date: startsOn })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function DeliveringPacing({ pacing, currency }: { pacing: TodayPacing; currency: Currency }) {
  const { t } = useTranslation();
  const state = pacingState(pacing.spent_today, pacing.target_now);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={3} size="h5">
              {t('delivery:pacing.title')}
            </Title>
            <Text size="xs" c="dimmed">
              {pacing.daily_budget === null
                ? t('delivery:pacing.no_daily_budget')
                : t(
                    pacing.daily_budget_source === 'campaign'
                      ? 'delivery:pacing.daily_budget_set'
                      : 'delivery:pacing.daily_budget_spread',
                    {
                      amount: formatMoney(pacing.daily_budget, currency),
                    },
                  )}
            </Text>
          </Stack>
          {state !== 'none' && (
            <Badge color={stateColor[state]} variant="light" data-testid="pacing-state">
              {t(pacingStateKeys[state])}
            </Badge>
          )}
        </Group>
        <Group gap="lg" wrap="wrap">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('delivery:pacing.spent_today')}
            </Text>
            <Text fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="pacing-spent-today">
              {formatMoney(pacing.spent_today, currency)}
            </Text>
          </Stack>
          {pacing.target_now !== null && (
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('delivery:pacing.target_now')}
              </Text>
              <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(pacing.target_now, currency)}
              </Text>
            </Stack>
          )}
        </Group>
        {(state === 'behind' || state === 'ahead') && (
          <Text size="xs" c="dimmed" data-testid="pacing-explain">
            {t(pacingExplainKeys[state])}
          </Text>
        )}
        <LazyPacingChart pacing={pacing} currency={currency} />
      </Stack>
    </Paper>
  );
}
