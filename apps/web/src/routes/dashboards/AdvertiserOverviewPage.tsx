import {
  Alert,
  Anchor,
  Badge,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import {
  advertiserOverviewTemplates,
  campaignPacing,
  formatMoney,
  saoPauloDateOf,
  widgetsOfTemplates,
  type PacingState,
  type ReportRange,
} from '@verba/domain';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdvertiser } from '../../hooks/api/advertisers';
import { useCampaignList } from '../../hooks/api/campaigns';
import { AnchorLink } from '../advertisers/links';
import { BoardRangePicker } from './BoardRangePicker';
import { rangeOfSearch, searchOfRange } from './search';
import { widgetTemplateKeys, pacingKeys, pacingPercentKeys } from './label-keys';

const DashboardGrid = lazy(() => import('./DashboardGrid').then((m) => ({ default: m.DashboardGrid })));
const route = getRouteApi('/app/dashboards/advertisers/$id');

const pacingColors: Record<PacingState, string> = {
  on_track: 'green',
  behind: 'orange',
  ahead: 'red',
  not_started: 'gray',
  no_schedule: 'gray',
};

/**
 * `/dashboards/advertisers/{id}`: every advertiser's overview, ready without setup — balance,
 * pacing of its active campaigns, spend and results, a line per day, where it delivered (map by
 * state), top campaigns and channels. The widgets are the domain's overview templates narrowed to
 * the advertiser, run through the report engine like any board's.
 */
export function AdvertiserOverviewPage() {
  const { id } = route.useParams();
  const { t, i18n } = useTranslation();
  const advertiser = useAdvertiser(id);
  const campaigns = useCampaignList({
    page: 1,
    per_page: 50,
    advertiser_id: id,
    status: 'active',
    sort: 'budget',
    order: 'desc',
  });
  const navigate = useNavigate();
  // The period is in the URL (a link opens the overview over it); the last 30 days by default.
  const range: ReportRange = rangeOfSearch(route.useSearch()) ?? { preset: 'last_30_days' };
  const setRange = (next: ReportRange) =>
    void navigate({ to: '.', search: searchOfRange(next), replace: true });
  const widgets = useMemo(
    () =>
      widgetsOfTemplates(advertiserOverviewTemplates, (key) => t(widgetTemplateKeys[key]), {
        advertiser_ids: [id],
      }),
    [id, t],
  );
  if (advertiser.isError)
    return (
      <Alert color="red" title={t('dashboards:board.not_found')}>
        <Anchor component={Link} to="/dashboards">
          {t('dashboards:board.back')}
        </Anchor>
      </Alert>
    );
  if (!advertiser.data) return <Loader />;
  const today = saoPauloDateOf(new Date());
  const active = campaigns.data?.data ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Anchor component={Link} to="/dashboards" size="sm">
            {t('dashboards:board.back')}
          </Anchor>
          <Title order={1} size="h2" data-testid="advertiser-overview-title">
            {t('dashboards:overview.title', { name: advertiser.data.name })}
          </Title>
        </Stack>
        <BoardRangePicker range={range} onChange={setRange} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder radius="md" p="sm">
          <Text size="sm" c="dimmed">
            {t('dashboards:overview.balance')}
          </Text>
          <Text fz={26} fw={700} data-testid="advertiser-overview-balance">
            {formatMoney(advertiser.data.balance, 'BRL')}
          </Text>
          <AnchorLink to="/advertisers/$id" params={{ id }} size="sm">
            {t('dashboards:overview.advertiser_page')}
          </AnchorLink>
        </Paper>
        <Paper withBorder radius="md" p="sm" data-testid="advertiser-overview-pacing">
          <Text size="sm" c="dimmed" mb={4}>
            {t('dashboards:overview.pacing')}
          </Text>
          {active.length === 0 ? (
            <Text size="sm">{t('dashboards:overview.no_active')}</Text>
          ) : (
            <Table fz="sm" verticalSpacing={2}>
              <Table.Tbody>
                {active.slice(0, 6).map((c) => {
                  const pacing = campaignPacing({
                    budget: c.budget,
                    spent: c.reservation?.spent ?? '0',
                    startDate: c.start_date,
                    endDate: c.end_date,
                    today,
                  });
                  return (
                    <Table.Tr key={c.id}>
                      <Table.Td>
                        <AnchorLink to="/campaigns/$id" params={{ id: c.id }} size="sm">
                          {c.name ?? '—'}
                        </AnchorLink>
                      </Table.Td>
                      <Table.Td ta="right">
                        {formatMoney(c.reservation?.spent ?? '0', c.currency)}
                        {c.budget ? ` / ${formatMoney(c.budget, c.currency)}` : ''}
                      </Table.Td>
                      <Table.Td ta="right">
                        <Badge color={pacingColors[pacing.state]} variant="light">
                          {pacing.ratio !== null && (pacing.state === 'behind' || pacing.state === 'ahead')
                            ? t(pacingPercentKeys[pacing.state], {
                                pct: new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(
                                  pacing.ratio,
                                ),
                              })
                            : t(pacingKeys[pacing.state])}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
      </SimpleGrid>
      <Suspense fallback={<Loader />}>
        <DashboardGrid widgets={widgets} range={range} editing={false} />
      </Suspense>
    </Stack>
  );
}
