import { Stack, Text, Title } from '@mantine/core';
import type { HomeDelivery } from '@verba/domain/delivery/views';
import { useTranslation } from 'react-i18next';
import { moneyColumn } from '../../components/list/money-column';
import { ResponsiveList, type ListColumn } from '../../components/list/ResponsiveList';
import { AnchorLink } from '../advertisers/links';
import { figureColumns } from '../campaigns/delivery/figure-columns';
import { campaignTypeKeys } from '../campaigns/label-keys';

type Row = HomeDelivery['campaigns'][number];

/** The active campaigns that spent most over the window, with their figures (cards on a phone). */
export function HomeTopCampaigns({ campaigns }: { campaigns: readonly Row[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const columns: ListColumn<Row>[] = [
    {
      key: 'name',
      label: t('shell:home.delivery.campaign'),
      card: 'title',
      render: (row) => (
        <div>
          <AnchorLink
            to="/campaigns/$id"
            params={{ id: row.id }}
            size="sm"
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {row.name ?? t('campaigns:pages.unnamed')}
          </AnchorLink>
          <Text size="xs" c="dimmed">
            {row.advertiser_name} · {t(campaignTypeKeys[row.type])}
          </Text>
        </div>
      ),
    },
    ...figureColumns<Row>((row) => row.totals, t, lang, { ctrFrom: 'sm' }),
    moneyColumn({
      key: 'spend',
      label: t('delivery:kpi.spend'),
      value: (row) => ({ amount: row.totals.spend, currency: row.currency }),
      testId: 'home-campaign-spend',
    }),
  ];
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {t('shell:home.delivery.top_title')}
      </Title>
      <ResponsiveList
        rows={campaigns}
        columns={columns}
        rowKey={(row) => row.id}
        rowTestId="home-campaign-row"
      />
    </Stack>
  );
}
