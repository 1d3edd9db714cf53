import type { Currency } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { moneyColumn } from '../../../components/list/money-column';
import { ResponsiveList, type ListColumn } from '../../../components/list/ResponsiveList';
import type { StrategyDeliveryRow } from '../../../hooks/api/delivery';
import { AnchorLink } from '../../advertisers/links';
import { figureColumns } from './figure-columns';
import { NotDeliveringBadge } from './NotDeliveringBadge';

/** Each strategy's figures and whether it delivers (a table; cards on a phone). */
export function StrategyDeliveryList({
  campaignId,
  rows,
  currency,
}: {
  campaignId: string;
  rows: readonly StrategyDeliveryRow[];
  currency: Currency;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const columns: ListColumn<StrategyDeliveryRow>[] = [
    {
      key: 'name',
      label: t('delivery:strategies.name'),
      card: 'title',
      render: (row) => (
        <AnchorLink
          to="/campaigns/$cId/lines/$id"
          params={{ cId: campaignId, id: row.id }}
          size="sm"
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
        >
          {row.name ?? t('campaigns:pages.unnamed')}
        </AnchorLink>
      ),
    },
    {
      key: 'state',
      label: t('delivery:strategies.state'),
      cardWide: true,
      render: (row) => <NotDeliveringBadge reasons={row.reasons} testId="strategy-delivery-state" />,
    },
    ...figureColumns<StrategyDeliveryRow>((row) => row.totals, t, lang),
    moneyColumn({
      key: 'spend',
      label: t('delivery:kpi.spend'),
      value: (row) => ({ amount: row.totals.spend, currency }),
      testId: 'strategy-delivery-spend',
    }),
  ];
  return (
    <ResponsiveList
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      rowTestId="strategy-delivery-row"
    />
  );
}
