import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatMoney } from '@verba/domain';
import type { HomeDelivery as HomeDeliveryView } from '@verba/domain/delivery/views';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { useHrefLink } from '../../components/use-href-link';
import { useHomeDelivery } from '../../hooks/api/home';
import { DailyDelivery } from '../campaigns/delivery/DailyDelivery';
import { dailyChartHeight } from '../campaigns/delivery/daily-series';
import { DeliveryKpis } from '../campaigns/delivery/DeliveryKpis';
import { HomeTopCampaigns } from './HomeTopCampaigns';

/** What the published campaigns that cannot deliver yet wait for, in the order a user acts on them. */
const waitingKeys = {
  in_review: 'shell:home.delivery.waiting.in_review',
  waiting_creatives: 'shell:home.delivery.waiting.waiting_creatives',
  not_started: 'shell:home.delivery.waiting.not_started',
} as const;

function waitingText(view: HomeDeliveryView, t: (key: string, options: { count: number }) => string) {
  return (Object.keys(waitingKeys) as (keyof typeof waitingKeys)[])
    .filter((k) => view.waiting[k] > 0)
    .map((k) => t(waitingKeys[k], { count: view.waiting[k] }));
}

/** An in-app link's anchor props (not its `active` flag, which is for nav items). */
const hrefOf = ({ href, onClick }: ReturnType<ReturnType<typeof useHrefLink>>) => ({ href, onClick });

const spendText = (view: HomeDeliveryView) =>
  view.spend.length === 0
    ? formatMoney('0', 'BRL')
    : view.spend.map((s) => formatMoney(s.amount, s.currency)).join(' · ');

function Summary({ view }: { view: HomeDeliveryView }) {
  const { t } = useTranslation();
  const link = useHrefLink();
  if (view.active_campaigns === 0)
    return (
      <Text c="dimmed" data-testid="home-delivery-none">
        {t('shell:home.delivery.none_active')}{' '}
        <Anchor {...hrefOf(link('/campaigns'))}>{t('shell:home.delivery.see_campaigns')}</Anchor>
      </Text>
    );
  const delivered = view.days.some((d) => d.impressions > 0 || d.spend.length > 0);
  return (
    <Stack gap="md">
      <DeliveryKpis totals={view.totals} spend={spendText(view)} testIdPrefix="home-delivery" />
      {delivered ? (
        <DailyDelivery days={view.days} />
      ) : (
        <Text c="dimmed" size="sm" data-testid="home-delivery-quiet">
          {t('shell:home.delivery.no_delivery')}
        </Text>
      )}
      <HomeTopCampaigns campaigns={view.campaigns} />
    </Stack>
  );
}

/** The home's summary of the company's active campaigns over the last 30 days (spec §2). */
export function HomeDelivery() {
  const { t, i18n } = useTranslation();
  const link = useHrefLink();
  const query = useHomeDelivery();
  const view = query.data;
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby="home-delivery"
      data-testid="home-delivery"
    >
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap" gap="xs">
        <div>
          <Title order={2} fz="h4" id="home-delivery">
            {t('shell:home.delivery.title')}
          </Title>
          {view && (
            <Text size="sm" c="dimmed">
              {t('shell:home.delivery.period', {
                from: formatDate(view.from, i18n.language),
                to: formatDate(view.to, i18n.language),
              })}
              {' · '}
              <span data-testid="home-delivery-count">
                {t('shell:home.delivery.active', { count: view.active_campaigns })}
              </span>
              {waitingText(view, t).map((text) => (
                <span key={text} data-testid="home-delivery-waiting">
                  {' · '}
                  {text}
                </span>
              ))}
            </Text>
          )}
        </div>
        {view && view.active_campaigns > 0 && (
          <Anchor size="sm" {...hrefOf(link('/campaigns?status=active'))}>
            {t('shell:home.delivery.see_active')}
          </Anchor>
        )}
      </Group>
      {query.isError && !view ? (
        <LoadError
          message={t('shell:home.delivery.load_error')}
          retryLabel={t('shell:home.staff.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : view ? (
        <Summary view={view} />
      ) : (
        <Stack gap="md">
          <Skeleton height={64} radius="md" />
          <Skeleton height={dailyChartHeight} radius="sm" />
        </Stack>
      )}
    </Card>
  );
}
