import { Card, Table, Text, Title } from '@mantine/core';
import { formatDate } from '@verba/domain';
import { forecastRatio, type CampaignForecastView } from '@verba/domain/campaigns/forecast';
import { useTranslation } from 'react-i18next';
import { useCampaignForecast } from '../../hooks/api/home';
import { formatCount, formatRate } from './delivery/delivery-format';

type Figure = 'reach' | 'impressions';
const figures: Figure[] = ['reach', 'impressions'];
const figureLabel = {
  reach: 'home:forecast.reach',
  impressions: 'home:forecast.impressions',
} as const satisfies Record<Figure, string>;

function Comparison({ view }: { view: CampaignForecastView }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { forecast, delivered } = view;
  if (!forecast)
    return (
      <Text size="sm" c="dimmed" data-testid="forecast-none">
        {t('home:forecast.no_estimate')}
      </Text>
    );
  return (
    <>
      <Table.ScrollContainer minWidth={320}>
        <Table striped verticalSpacing="xs" data-testid="forecast-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('home:forecast.metric')}</Table.Th>
              <Table.Th ta="right">{t('home:forecast.estimated')}</Table.Th>
              <Table.Th ta="right">{t('home:forecast.delivered')}</Table.Th>
              <Table.Th ta="right">{t('home:forecast.ratio')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {figures.map((figure) => (
              <Table.Tr key={figure} data-testid={`forecast-${figure}`}>
                <Table.Td>{t(figureLabel[figure])}</Table.Td>
                <Table.Td ta="right">{formatCount(forecast[figure], lang)}</Table.Td>
                <Table.Td ta="right">{delivered ? formatCount(delivered[figure], lang) : '—'}</Table.Td>
                <Table.Td ta="right">
                  {formatRate(delivered ? forecastRatio(delivered[figure], forecast[figure]) : null, lang)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" mt="xs">
        {t('home:forecast.estimated_at', { date: formatDate(forecast.estimated_at, lang) })}
      </Text>
    </>
  );
}

/**
 * Forecast × delivered (issue 29) on a finished campaign's page: the reach and impressions
 * estimated when it was published against what it delivered (reach as distinct people).
 */
export function CampaignForecastCard({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation();
  const query = useCampaignForecast(campaignId);
  if (!query.data) return null;
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby="campaign-forecast"
      data-testid="campaign-forecast"
    >
      <Title order={2} fz="h4" id="campaign-forecast">
        {t('home:forecast.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('home:forecast.intro')}
      </Text>
      <Comparison view={query.data} />
    </Card>
  );
}
